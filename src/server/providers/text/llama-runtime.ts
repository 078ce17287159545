import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The package the local text engine runs on; installed with the app, or on demand into DATA_DIR/runtime. */
export const NODE_LLAMA_CPP = 'node-llama-cpp';

/** Where the operator console installs node-llama-cpp when the app was installed without it. */
export const llamaRuntimeDir = (dataDir: string) => join(dataDir, 'runtime');

/**
 * The entry file of node-llama-cpp installed on demand (DATA_DIR/runtime/node_modules), read from its
 * package.json's exports as Node would; undefined when it is not installed there.
 */
export function onDemandRuntimeEntry(dataDir: string): string | undefined {
  const packageDir = join(llamaRuntimeDir(dataDir), 'node_modules', NODE_LLAMA_CPP);
  const manifestPath = join(packageDir, 'package.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown; main?: string };
  const entry = exportedEntry(manifest.exports) ?? manifest.main ?? 'index.js';
  const path = join(packageDir, entry);
  return existsSync(path) ? path : undefined;
}

/** The "." export for import: a string, or the import/node/default condition (nested or not). */
function exportedEntry(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (!exports || typeof exports !== 'object') return undefined;
  const root = (exports as Record<string, unknown>)['.'] ?? exports;
  if (typeof root === 'string') return root;
  if (!root || typeof root !== 'object') return undefined;
  for (const condition of ['import', 'node', 'default']) {
    const target = exportedEntry((root as Record<string, unknown>)[condition]);
    if (target) return target;
  }
  return undefined;
}

/** Loads node-llama-cpp: the app's own when installed with it, else the one installed on demand. */
export async function importLlamaRuntime<T>(dataDir: string | undefined): Promise<T> {
  try {
    // A variable, so neither TypeScript nor the bundler look for a package that is usually absent.
    return (await import(NODE_LLAMA_CPP)) as T;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const onDemand =
      dataDir && (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') ? onDemandRuntimeEntry(dataDir) : undefined;
    if (!onDemand) throw error;
    return (await import(pathToFileURL(onDemand).href)) as T;
  }
}
