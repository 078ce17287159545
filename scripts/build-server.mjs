// Bundles the server into dist/server/main.js, and beside it the workers it starts: the voice
// sample worker (src/server/features/voice/measure-off-thread.ts), SEO analysis
// (src/server/features/seo/analysis-pool.ts), the embedded database's lock
// (src/server/db/data-dir-lock.ts), the embedded database's thread (src/server/db/pglite-thread.ts)
// and the workers of src/server/worker-pool.ts (the offline image renderer's, the embedded speech
// engine's, the MP3 encoder's, the speech servers' answers' decoder), and the operator's commands
// (backup, restore, payouts).
//
// The pure-JavaScript packages are bundled in: Node's resolver and loader over ≈ 900 files of
// node_modules were a large part of the start-up (bench/memory-startup.ts). What stays a package of
// its own: native addons, WebAssembly and other files read from beside their code, and workers
// started from a file of the package. Packages the server reads on first use (on-first-use.ts) are
// required by name at run time, so they are never bundled.
import { realpathSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const external = [
  // Native addons and programs.
  'sharp',
  '@node-rs/argon2',
  '@ffmpeg-installer/*',
  '@ffprobe-installer/*',
  'node-llama-cpp',
  'pg-native',
  // WebAssembly and data files beside the code.
  '@electric-sql/pglite',
  '@audio/*',
  '@echogarden/espeak-ng-emscripten',
  'wasm-media-encoders',
  '@fontsource/*',
  // Worker threads started from a file of the package.
  'piscina',
  'pino',
  'pino-pretty',
  'thread-stream',
  // wink-nlp's `its` helpers are required by name (nlp/english.ts) and compared by identity with the
  // ones of the package's own copy: one copy, in node_modules.
  'wink-nlp',
  // Fastify's JSON-schema compilers (Ajv, fast-json-stringify): it requires them only without the
  // compilers app.ts hands it (zod's), so left out they are ≈ 1 MB less to read at every start.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

/**
 * Packages bundled although they read files from beside their code through `__dirname` (which an
 * ES module does not have): each of their files gets its own, the folder it is installed in, found
 * at run time. Swagger UI's plugin serves its static files and its logo this way; bundled, it no
 * longer loads its own copies of yaml and @fastify/static at every start (≈ 150 ms).
 */
const readingBesideTheirCode = ['@fastify/swagger-ui'];
const installedDirname = {
  name: 'installed-dirname',
  setup(build) {
    for (const name of readingBesideTheirCode) {
      // Its real path: esbuild names files by theirs (node_modules may be a link, as in a worktree).
      const root = realpathSync(join(process.cwd(), 'node_modules', name));
      const filter = new RegExp(`${root.replaceAll('/', '\\/').replaceAll('.', '\\.')}\\/.*\\.js$`);
      build.onLoad({ filter }, async (args) => {
        const folder = JSON.stringify(relative(root, dirname(args.path)));
        const own = `var __dirname = require('node:path').join(require('node:path').dirname(require.resolve('${name}/package.json')), ${folder});\n`;
        return { contents: own + (await readFile(args.path, 'utf8')), loader: 'js', resolveDir: dirname(args.path) };
      });
    }
  },
};

/**
 * @fastify/compress asks `payload instanceof Response` of every answer: the first time, reading the
 * global `Response` loads Node's fetch (undici, ≈ 80 ms of the first request after a start). Fastify
 * asks the same of its payloads with Object.prototype.toString (fastify/lib/reply.js), which loads
 * nothing; the bundle asks it that way too. A new version of the package that words it otherwise
 * fails the build here, to be looked at again.
 */
const compressWithoutFetch = {
  name: 'compress-without-fetch',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const asked = 'return obj instanceof Response';
      if (!source.includes(asked)) throw new Error(`${args.path} no longer says "${asked}": see compressWithoutFetch`);
      const contents = source.replace(asked, "return Object.prototype.toString.call(obj) === '[object Response]'");
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

const outdir = 'dist/server';
// Chunks are named by their content: those of an earlier build would stay beside the new ones.
await rm(outdir, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Each package's own package.json is found at run time (installedDirname), not bundled.
  external: [...external, ...readingBesideTheirCode.map((name) => `${name}/package.json`)],
  plugins: [installedDirname, compressWithoutFetch],
  // Stack traces name the sources' files and lines (src/server/source-mapped-stacks.ts, installed by
  // main.ts; the workers' with --enable-source-maps): the maps carry positions only, not a copy of
  // every source; see ownCodeOnly below.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: {
    main: 'src/server/main.ts',
    'voice-sample-worker': 'src/server/features/voice/sample-worker.ts',
    'data-dir-lock-worker': 'src/server/db/embedded/data-dir-lock-worker.ts',
    'pglite-worker': 'src/server/db/embedded/pglite-worker.ts',
    'seo-analysis-worker': 'src/server/features/seo/analysis-worker.ts',
    'image-render-worker': 'src/server/providers/image/offline-preview/render-worker.ts',
    'espeak-speech-worker': 'src/server/providers/speech/espeak/speech-worker.ts',
    'mp3-worker': 'src/server/providers/speech/mp3-worker.ts',
    'speech-decode-worker': 'src/server/providers/speech/speech-decode-worker.ts',
    // The operator's commands, so the Docker image (no sources, no tsx) runs them too: node dist/server/backup.js FILE
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
    payouts: 'src/server/cli/payouts.ts',
  },
  outdir,
  // Code shared by the entries in chunks beside them (in the same folder: a worker's file is found
  // next to the module that starts it).
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  // The CommonJS packages bundled into these ES modules require Node's own modules (names of the
  // banner's own, which esbuild does not see: no module's top-level name may clash with them).
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
});

// The rest of the server (start.ts and all it loads), one CommonJS file that main.js runs with V8's
// code cache (src/server/code-cache.ts): Node 20 caches the compiled code of no ES module. Its
// `import.meta.url` is its own file's URL, as it is for the modules above.
await build({
  ...common,
  entryPoints: { start: 'src/server/boot/start.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // Code that V8 compiled from a cache cannot import() on Node 20 (code-cache.ts): an import() in this
  // bundle becomes a require, which loads an ES module unless it awaits at its top level (those go
  // through src/server/import-module.ts).
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': 'importMetaUrl' },
  inject: ['scripts/import-meta-url.cjs.js'],
});

/**
 * Keeps in a source map the positions of the server's own code, and of the packages' code only the
 * first of each line. Node reads and decodes every map of a module it loads with
 * --enable-source-maps (every position of the bundled packages made that ≈ 150 ms of every start,
 * bench/memory-startup.ts); source-mapped-stacks.ts parses a map at the first trace through its
 * file. A frame inside a package still names its file and line (a position maps to the nearest one
 * before it, so every line of theirs keeps one), not its column.
 */
function ownCodeOnly(map) {
  const own = map.sources.map((source) => !source.includes('node_modules/'));
  const ofPackage = (segment) => segment !== undefined && segment.length > 1 && !own[segment[1]];
  const lines = decode(map.mappings).map((line) => line.filter((segment, i) => !ofPackage(segment) || !ofPackage(line[i - 1])));
  return { ...map, mappings: encode(lines) };
}

for (const file of await readdir(outdir)) {
  if (!file.endsWith('.js.map') && !file.endsWith('.cjs.map')) continue;
  const path = join(outdir, file);
  await writeFile(path, JSON.stringify(ownCodeOnly(JSON.parse(await readFile(path, 'utf8')))));
}
