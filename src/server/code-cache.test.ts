import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sourceMapSupport from 'source-map-support';
import { afterAll, describe, expect, it } from 'vitest';
import { requireWithCodeCache } from './code-cache';
import { projectRoot } from './paths';

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
function loadInAProcess(file: string, cacheDir: string, options: { save?: boolean; esModule?: string } = {}) {
  const script = `
    import { requireWithCodeCache } from ${JSON.stringify(join(projectRoot, 'src/server/code-cache.ts'))};
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
import { importModule as loaded } from ${JSON.stringify(join(projectRoot, 'src/server/import-module.ts'))};
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

  it('refuses a cache that is not V8’s for this code, runs anyway, and writes a good one in its place', async () => {
    const file = await bundle('corrupt', body);
    const cacheDir = join(folder, 'corrupt-cache');
    loadInAProcess(file, cacheDir, { save: true });
    const [name] = readdirSync(cacheDir);
    writeFileSync(join(cacheDir, name!), Buffer.alloc(4096, 7));

    expect(loadInAProcess(file, cacheDir, { save: true })).toMatchObject({ codeCache: 'rejected', twice: 42 });
    expect(loadInAProcess(file, cacheDir)).toMatchObject({ codeCache: 'used', twice: 42 });
  });

  it('never gives a new build the cache of an old one, and keeps only the newest', async () => {
    const file = await bundle('rebuilt', body);
    const cacheDir = join(folder, 'rebuilt-cache');
    loadInAProcess(file, cacheDir, { save: true });
    const before = readdirSync(cacheDir);

    // The same length (V8 checks no more than that of the source), built later: a new build of the same size.
    await bundle('rebuilt', body.replace('n * 2', 'n + n'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(loadInAProcess(file, cacheDir, { save: true })).toMatchObject({ codeCache: 'none', twice: 42 });
    const after = readdirSync(cacheDir);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(loadInAProcess(file, cacheDir)).toMatchObject({ codeCache: 'used', twice: 42 });
  });

  it('leaves a data folder it cannot write alone: the start goes on, without a cache', async () => {
    const file = await bundle('read-only', body);
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, '');
    const loaded = requireWithCodeCache<Bundle>(file, join(notAFolder, 'cache'));
    expect(() => loaded.saveCodeCache()).not.toThrow();
    expect(loaded.exports.twice(1)).toBe(2);
  });

  it('with source-map-support installed (main.ts), a stack trace from the bundle names the source file and line', async () => {
    const file = await bundle('traced', body);
    const vitests = Error.prepareStackTrace;
    try {
      sourceMapSupport.install({ environment: 'node', handleUncaughtExceptions: false });
      const error = requireWithCodeCache<Bundle>(file, join(folder, 'traced-cache')).exports.fail();
      expect(error.stack).toContain(`${join(folder, 'traced.ts')}:6:`);
    } finally {
      Error.prepareStackTrace = vitests;
    }
  });
});
