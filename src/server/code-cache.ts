import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';
import { ENTRY_IMPORTER } from './import-module';

/** A CommonJS bundle, run; `codeCache` says whether V8 used the code cache saved by an earlier start. */
export interface BundleWithCodeCache<T> {
  exports: T;
  codeCache: 'none' | 'used' | 'rejected';
  /** Saves V8's code for the bundle, with every function compiled so far, for the next start (once a start is over). */
  saveCodeCache(): void;
}

/**
 * Runs a CommonJS bundle (as `require` would) with V8's code cache for it in `cacheDir`. Node 20
 * keeps no compiled code between runs (`module.enableCompileCache` is Node 22's): compiling the
 * server's bundle, and then each function it calls while it starts, was ≈ 0.3 s of every start
 * (bench/RESULTS.md). The cache is V8's own data, which V8 checks against its version, its flags and
 * the source's length, and refuses when they differ; its name holds the bundle's size and time so
 * that a new build never meets the cache of an old one. It lives in the data folder, which only the
 * server writes: V8 runs what a code cache holds, so it must never come from a shared place (/tmp).
 */
export function requireWithCodeCache<T>(file: string, cacheDir: string): BundleWithCodeCache<T> {
  const { size, mtimeMs } = statSync(file);
  const prefix = `${basename(file)}-`;
  const cacheFile = join(cacheDir, `${prefix}${size}-${Math.round(mtimeMs)}-${process.version}-${process.arch}.v8`);
  const cachedData = readIfPresent(cacheFile);
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    cachedData,
  });
  // Code compiled from a cache cannot import() on Node 20 (V8 does not keep what Node's loader needs
  // with it, whatever importModuleDynamically says): the bundle imports through this module's import().
  (globalThis as Record<symbol, (specifier: string) => Promise<unknown>>)[ENTRY_IMPORTER] ??= (specifier) => import(specifier);
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  const codeCache = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  return {
    exports: module.exports,
    codeCache,
    saveCodeCache() {
      if (codeCache === 'used') return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        // Written whole, then renamed: a start never reads half a cache (V8 would refuse it anyway).
        const written = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(written, script.createCachedData());
        renameSync(written, cacheFile);
        for (const name of readdirSync(cacheDir)) {
          if (name.startsWith(prefix) && name !== basename(cacheFile)) rmSync(join(cacheDir, name), { force: true });
        }
      } catch {
        // A cache that cannot be written (a read-only data folder) only makes the next start slower.
      }
    },
  };
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
