import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where generated files (images, audio, voice samples) live: local disk by default, S3-compatible
 * storage in production. Keys are paths such as 'images/4f/4f0c….jpeg'; the app serves them at
 * /files/{key}. Keys carry a random id, so a file's address cannot be guessed.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Only keys the app makes: lower-case path segments of letters, digits, dashes and one dot suffix. */
export const storageKeyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function publicFileUrl(key: string): string {
  return `/files/${key}`;
}
