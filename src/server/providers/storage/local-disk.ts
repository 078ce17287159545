import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { resolveRange, storageKeyPattern, type FileStorage } from './file-storage';

const contentTypes: Record<string, string> = {
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.srt': 'application/x-subrip; charset=utf-8',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
};

/** Files under DATA_DIR/files. Writes go to a temporary name first, so a reader never sees half a file. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!storageKeyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await copyFile(source, partial);
      await rename(partial, path);
    },
    async get(key, requested) {
      if (!storageKeyPattern.test(key)) return undefined;
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const range = requested && resolveRange(requested, info.size);
      return {
        // Nothing to read for a range outside the file; the file is opened only when there is.
        body: range === 'unsatisfiable' ? Readable.from([]) : createReadStream(path, range),
        size: info.size,
        contentType: contentTypes[extname(path)] ?? 'application/octet-stream',
        range,
      };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
