import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { requireWithCodeCache } from './code-cache';
import { projectRoot } from '../config/paths';
import { mapStackTracesToSources } from './source-mapped-stacks';

interface Bundle {
  twice(n: number): number;
  /** An ES module, imported at run time (as the server imports node-llama-cpp). */
  importModule(url: string): Promise<{ answer: number }>;
  fail(): Error;
}

const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Loads the bundle in a process of its own, as a start does (V8 keeps what it compiled in memory:
 * a second load in one process would not read the cache at all), and says what it did.
 */
function loadInAProcess(file: string, cacheDir: string, options: { save?: boolean; esModule?: string; exposeGc?: boolean } = {}) {
  const script = `
    import { requireWithCodeCache } from ${JSON.stringify(join(projectRoot, 'src/server/boot/code-cache.ts'))};
    import { exposeGarbageCollector } from ${JSON.stringify(join(projectRoot, 'src/server/boot/idle-collection.ts'))};
    ${options.exposeGc ? 'exposeGarbageCollector();' : ''}
    const loaded = requireWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)});
    const imported = ${options.esModule ? `(await loaded.exports.importModule(${JSON.stringify(pathToFileURL(options.esModule).href)})).answer` : 'null'};
    ${options.save ? 'loaded.saveCodeCache();' : ''}
    console.log(JSON.stringify({ codeCache: loaded.codeCache, twice: loaded.exports.twice(21), imported }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { codeCache: string; twice: number; imported: number | null };
}

/** A CommonJS bundle with its source map, made from TypeScript the way scripts/build-server.mjs makes start.cjs. */
async function bundle(name: string, body: string): Promise<string> {
  const source = join(folder, `${name}.ts`);
  writeFileSync(source, body);
  const file = join(folder, `${name}.cjs`);
  await build({ entryPoints: [source], outfile: file, bundle: true, platform: 'node', format: 'cjs', sourcemap: true, logLevel: 'silent' });
  return file;
}

const body = `
import { importModule as loaded } from ${JSON.stringify(join(projectRoot, 'src/server/lib/import-module.ts'))};
export const twice = (n: number) => n * 2;
export const importModule = (url: string) => loaded(url);
export function fail(): Error {
  return new Error('from the bundle');
}
`;

describe('requireWithCodeCache', () => {
  it('runs the bundle, saves V8 code for it, and the next start uses it: exports, dynamic import and all', async () => {
    const file = await bundle('server', body);
    const cacheDir = join(folder, 'cache');
    const esModule = join(folder, 'answer.mjs');
    writeFileSync(esModule, 'export const answer = 42;\n');

    expect(loadInAProcess(file, cacheDir, { esModule, save: true })).toEqual({ codeCache: 'none', twice: 42, imported: 42 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(loadInAProcess(file, cacheDir, { esModule })).toEqual({ codeCache: 'used', twice: 42, imported: 42 });
  });

  it('serves a start that exposes the full collector first, as main.ts does (V8 refuses a cache made under other flags)', async () => {
    const file = await bundle('collector', body);
    const cacheDir = join(folder, 'collector-cache');
    expect(loadInAProcess(file, cacheDir, { save: true, exposeGc: true })).toMatchObject({ codeCache: 'none', twice: 42 });
    expect(loadInAProcess(file, cacheDir, { exposeGc: true })).toMatchObject({ codeCache: 'used', twice: 42 });
    // Why main.ts exposes it before it loads the bundle, at every start: a cache made without the flag is refused with it.
    const withoutTheFlag = join(folder, 'without-collector-cache');
    loadInAProcess(file, withoutTheFlag, { save: true });
    expect(loadInAProcess(file, withoutTheFlag, { exposeGc: true })).toMatchObject({ codeCache: 'refused', twice: 42 });
  });

  it('never gives V8 a cache damaged on disk (V8 would run it, and crash at every start): the start goes on and replaces it', async () => {
    const file = await bundle('damaged', body);
    const cacheDir = join(folder, 'damaged-cache');
    loadInAProcess(file, cacheDir, { save: true });
    const cacheFile = join(cacheDir, readdirSync(cacheDir)[0]!);
    const cache = readFileSync(cacheFile);
    cache.fill(0, cache.length / 2, cache.length / 2 + 256);
    writeFileSync(cacheFile, cache);

    expect(loadInAProcess(file, cacheDir, { save: true })).toMatchObject({ codeCache: 'refused', twice: 42 });
    expect(loadInAProcess(file, cacheDir)).toMatchObject({ codeCache: 'used', twice: 42 });
  });

  it('never gives a new build the cache of an old one, even of the same size and time, and keeps only the newest', async () => {
    const file = await bundle('rebuilt', body);
    const cacheDir = join(folder, 'rebuilt-cache');
    loadInAProcess(file, cacheDir, { save: true });
    const before = readdirSync(cacheDir);
    const { mtime } = statSync(file);

    // The same length (V8 checks no more than that of the source) and time: a pinned-time rebuild.
    await bundle('rebuilt', body.replace('n * 2', 'n * 3'));
    utimesSync(file, mtime, mtime);
    expect(loadInAProcess(file, cacheDir, { save: true })).toMatchObject({ codeCache: 'none', twice: 63 });
    const after = readdirSync(cacheDir);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(loadInAProcess(file, cacheDir)).toMatchObject({ codeCache: 'used', twice: 63 });
  });

  it('says why it cannot save a cache in a data folder it cannot write, and the start goes on', async () => {
    const file = await bundle('unwritable', body);
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, '');
    const loaded = requireWithCodeCache<Bundle>(file, join(notAFolder, 'cache'));
    expect(loaded.saveCodeCache()).toMatch(
      /^the code cache could not be saved in .*a-file\/cache \(.+\): each start compiles the server again$/,
    );
    expect(loaded.exports.twice(1)).toBe(2);
  });

  it('with the stack traces mapped (main.ts), a trace through the bundle names the source file and line; other frames stay as V8 wrote them', async () => {
    const file = await bundle('traced', body);
    const vitests = Error.prepareStackTrace;
    try {
      mapStackTracesToSources(folder);
      const error = requireWithCodeCache<Bundle>(file, join(folder, 'traced-cache')).exports.fail();
      const [header, inBundle, caller] = error.stack!.split('\n');
      expect(header).toBe('Error: from the bundle');
      expect(inBundle).toMatch(new RegExp(`^    at Object\\.fail \\(${join(folder, 'traced.ts').replaceAll('.', '\\.')}:6:10\\)$`));
      expect(caller).toContain('code-cache.test.ts');
    } finally {
      Error.prepareStackTrace = vitests;
    }
  });
});
