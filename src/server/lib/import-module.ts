/** Where the built server's entry leaves an importer of its own (code-cache.ts). */
export const ENTRY_IMPORTER = Symbol.for('genesis-studio.import-module');

type Importer = (specifier: string) => Promise<unknown>;

/**
 * import() of an ES module by name or URL (node-llama-cpp, which require() cannot load: it awaits at
 * its top level). The built server runs as a CommonJS bundle compiled from V8's code cache, and such
 * code cannot import() on Node 20 (code-cache.ts): there the entry, an ES module, imports for it.
 */
export function importModule<T>(specifier: string): Promise<T> {
  const fromEntry = (globalThis as Record<symbol, Importer | undefined>)[ENTRY_IMPORTER];
  return (fromEntry ? fromEntry(specifier) : import(specifier)) as Promise<T>;
}
