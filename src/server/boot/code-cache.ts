import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';
import { ENTRY_IMPORTER } from '../lib/import-module';

/** A CommonJS bundle, run; `codeCache` says whether V8 used the code cache an earlier start saved. */
export interface BundleWithCodeCache<T> {
  exports: T;
  /** 'refused': damaged on disk, or V8's checks failed (another V8 version or flags); it is replaced. */
  codeCache: 'none' | 'used' | 'refused';
  /**
   * Saves V8's code for the bundle, with every function compiled so far, for the next start (called
   * once a start is over; ≈ 60 ms of the event loop). Answers why it could not, if it could not.
   */
  saveCodeCache(): string | undefined;
}

const DIGEST_BYTES = 32;
const digest = (data: Uint8Array) => createHash('sha256').update(data).digest();

/**
 * Runs a CommonJS bundle (as `require` would) with V8's code cache for it in `cacheDir`. Node 20
 * keeps no compiled code between runs (`module.enableCompileCache` is Node 22's): compiling the
 * server's bundle, and then each function it calls while it starts, was ≈ 0.3–0.45 s of every start
 * (bench/RESULTS.md). V8 checks a cache against its version, its flags and the source's length only,
 * and runs what a damaged one holds (a release build verifies no checksum: a crash, at every start).
 * So the cache's name holds a digest of the bundle's content (a new build never meets an old cache,
 * whatever its size and time), and the file holds a digest of the cache, checked before V8 sees it.
 * It lives in the data folder, which only the server writes: never in a shared place (/tmp).
 */
export function requireWithCodeCache<T>(file: string, cacheDir: string): BundleWithCodeCache<T> {
  const source = readFileSync(file);
  const prefix = `${basename(file)}-`;
  const cacheFile = join(cacheDir, `${prefix}${digest(source).toString('hex').slice(0, 32)}-${process.version}-${process.arch}.v8`);
  const saved = readIfPresent(cacheFile);
  const cachedData = saved && saved.length > DIGEST_BYTES ? saved.subarray(DIGEST_BYTES) : undefined;
  const intact = cachedData !== undefined && digest(cachedData).equals(saved!.subarray(0, DIGEST_BYTES));
  const script = new vm.Script(Module.wrap(source.toString('utf8')), { filename: file, cachedData: intact ? cachedData : undefined });
  const codeCache = !saved ? 'none' : intact && !script.cachedDataRejected ? 'used' : 'refused';
  // Code compiled from a cache cannot import() on Node 20 (V8 does not keep what Node's loader needs
  // with it, whatever importModuleDynamically says): the bundle imports through this module's import().
  (globalThis as Record<symbol, (specifier: string) => Promise<unknown>>)[ENTRY_IMPORTER] ??= (specifier) => import(specifier);
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    codeCache,
    saveCodeCache() {
      if (codeCache === 'used') return undefined;
      // Written whole under a name of its own, on disk, then renamed: a start never reads half a cache,
      // and instances sharing the folder never write into one file.
      const written = `${cacheFile}.${randomUUID()}.tmp`;
      try {
        mkdirSync(cacheDir, { recursive: true });
        const data = script.createCachedData();
        const handle = openSync(written, 'wx');
        try {
          writeSync(handle, digest(data));
          writeSync(handle, data);
          fsyncSync(handle);
        } finally {
          closeSync(handle);
        }
        renameSync(written, cacheFile);
        for (const name of readdirSync(cacheDir)) {
          if (name.startsWith(prefix) && name.endsWith('.v8') && name !== basename(cacheFile))
            rmSync(join(cacheDir, name), { force: true });
        }
        return undefined;
      } catch (error) {
        removeQuietly(written);
        return `the code cache could not be saved in ${cacheDir} (${(error as Error).message}): each start compiles the server again`;
      }
    },
  };
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Not there, or in no folder at all (DATA_DIR/cache is a file).
  }
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
