import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Has the built server's stack traces name its sources (src/server/…/file.ts:line:column), as
 * `--enable-source-maps` would: Node maps no code it did not load itself, and start.cjs is compiled
 * by code-cache.ts. Each bundle's map beside it in `folder` is read and parsed by Node's own
 * SourceMap at the first trace through that file (≈ 0.3 s and 14 MB for start.cjs's, where the
 * source-map package that source-map-support uses took twice the time and three times the memory).
 * Frames elsewhere (Node's own, node_modules) are left as V8 writes them.
 */
export function mapStackTracesToSources(folder: string): void {
  const inFolder = resolve(folder) + sep;
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string): SourceMap | undefined => {
    if (!maps.has(file)) {
      let map: SourceMap | undefined;
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
      } catch {
        map = undefined;
      }
      maps.set(file, map);
    }
    return maps.get(file);
  };

  const mapped = (site: NodeJS.CallSite): string => {
    const written = site.toString();
    const name = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!name || !line || !column) return written;
    const file = name.startsWith('file://') ? fileURLToPath(name) : name;
    if (!file.startsWith(inFolder)) return written;
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return written;
    const source = resolve(dirname(file), entry.originalSource);
    return written.replace(`${name}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
  };

  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) => {
    let header: string;
    try {
      header = Error.prototype.toString.call(error);
    } catch {
      header = 'Error';
    }
    return header + sites.map((site) => `\n    at ${mapped(site)}`).join('');
  };
}
