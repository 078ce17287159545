import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte range as a Range header asks for it: `start-end`, `start-` or the last `suffix` bytes. */
export type RequestedRange = { start: number; end?: number } | { suffix: number };

export interface StoredFile {
  /** The whole file, or only the bytes of `range` when one was asked for and can be served. */
  body: Readable;
  contentType: string;
  /** The whole file's size. */
  size: number;
  /** The inclusive byte range `body` holds; 'unsatisfiable' when the request's range lies outside the file. */
  range?: { start: number; end: number } | 'unsatisfiable';
}

/** Where a requested range falls in a file of `size` bytes (RFC 9110 §14.1.2). */
export function resolveRange(range: RequestedRange, size: number): StoredFile['range'] {
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start;
  const end = 'suffix' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1);
  if (size === 0 || start >= size || start > end || ('suffix' in range && range.suffix === 0)) return 'unsatisfiable';
  return { start, end };
}

/**
 * Where generated files (images, audio, voice samples) live: local disk by default, S3-compatible
 * storage in production. Keys are paths such as 'images/4f/4f0c….jpeg'; the app serves them at
 * /files/{key}. Keys carry a random id, so a file's address cannot be guessed.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk without holding it in memory (a rendered video). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** undefined when there is no such file. With a range, only those bytes (media players seek this way). */
  get(key: string, range?: RequestedRange): Promise<StoredFile | undefined>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Only keys the app makes: lower-case path segments of letters, digits, dashes and one dot suffix. */
export const storageKeyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function publicFileUrl(key: string): string {
  return `/files/${key}`;
}

/** The storage key of an address publicFileUrl made. */
export function storedFileKey(url: string): string {
  return url.replace(/^\/files\//, '');
}

/**
 * A new random key stem in `folder` ('images/4f/4f0c…'): random, so addresses cannot be guessed;
 * the first two characters spread files over sub-folders. Callers add the extension.
 */
export function newFileStem(folder: string): string {
  const name = randomUUID();
  return `${folder}/${name.slice(0, 2)}/${name}`;
}

/** Copies a stored file to local disk (for ffmpeg, which reads files), streaming; an error when it is gone. */
export async function downloadFile(storage: Pick<FileStorage, 'get'>, key: string, path: string): Promise<void> {
  const file = await storage.get(key);
  if (!file) throw new Error(`the stored file ${key} is gone`);
  await pipeline(file.body, createWriteStream(path));
}
