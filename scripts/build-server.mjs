// Bundles the server into dist/server/main.js (one ES module bundle, with chunks it shares), and beside
// it the workers it starts (each a file of its own: a worker thread runs a file) and the operator's
// commands (backup, restore, payouts), so the Docker image runs without the sources or tsx.
//
// Packages stay in node_modules when they are native addons, read WebAssembly or other files from
// beside their code, or start workers from a file of their own.
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
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
  'harfbuzzjs',
  '@fastify/swagger-ui',
  // Worker threads started from a file of the package.
  'piscina',
  'pino',
  'pino-pretty',
  'thread-stream',
  // wink-nlp's `its` helpers are compared by identity with the ones of the package's own copy
  // (writing/nlp/english.ts): one copy, in node_modules.
  'wink-nlp',
  // Webhook deliveries' HTTP client: its classes' private fields, bundled, trip the typecheck of the
  // bundle scripts/start.mjs imports; it stays whole in node_modules.
  'undici',
];

/** Builds the server into `outdir` (the server tests build one into a folder of their own). */
export async function buildServer(outdir = 'dist/server') {
  // Chunks are named by their content: those of an earlier build would stay beside the new ones.
  await rm(outdir, { recursive: true, force: true });
  await build({
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    // Stack traces name the sources' files and lines (Node's --enable-source-maps).
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
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
      'narration-alignment-worker': 'src/server/features/narrations/alignment/alignment-worker.ts',
      'footage-worker': 'src/server/features/shorts/footage/footage-worker.ts',
      'captions-worker': 'src/server/features/media/captions-worker.ts',
      'moments-worker': 'src/server/features/shorts/moments/moments-worker.ts',
      backup: 'src/server/cli/backup.ts',
      restore: 'src/server/cli/restore.ts',
      payouts: 'src/server/cli/payouts.ts',
    },
    outdir,
    // Code shared by the entries in chunks beside them (in the same folder: a worker's file is found
    // next to the module that starts it).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // The CommonJS packages bundled into these ES modules require Node's own modules.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
