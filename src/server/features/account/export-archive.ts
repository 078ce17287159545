import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from '../../providers/storage/file-storage';

/** Where a stored file goes in the archive: under files/, by its storage key ('files/images/4f/4f0c….jpeg'). */
export const archivePathOf = (key: string) => `files/${key}`;

/** The download's name: the studio's and the day's. */
export const exportFileName = (now: Date) => `genesis-studio-data-${now.toISOString().slice(0, 10)}.zip`;

/** Already compressed: stored as they are (deflating them again gains nothing and costs CPU). */
const compressed = /\.(jpe?g|webp|png|mp3|ogg|webm|m4a)$/;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

export interface ArchiveContents {
  /** JSON documents by their name in the archive. */
  documents: Map<string, unknown>;
  /** Storage keys of the files to include under files/. */
  files: string[];
  /** The last entry's name and its document, written once every file has been read: given the files that could not be found. */
  manifest: { name: string; build(missingFiles: string[]): unknown };
}

/**
 * The archive as a ZIP stream. The documents are written first; each file is opened only when the
 * archive reaches it (an account may have thousands), so one file is open at a time. A file gone
 * from storage is left empty and named in the manifest; a file that fails while it is read ends the
 * download with an error; a download given up closes the file being read and opens no other.
 */
export function writeArchive(storage: FileStorage, contents: ArchiveContents, mtime: Date): Readable {
  const zip = new yazl.ZipFile();
  // yazl's output is a stream.PassThrough; its types only say NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);
  zip.once('error', fail);
  output.once('close', () => reading?.destroy());
  const empty = () => Readable.from([]);

  for (const [name, document] of contents.documents) zip.addBuffer(json(document), name, { mtime });

  const missing: string[] = [];
  for (const key of contents.files) {
    const path = archivePathOf(key);
    zip.addReadStreamLazy(path, { mtime, compress: !compressed.test(key) }, (give) => {
      if (output.destroyed) return give(null, empty());
      storage.get(key).then(
        (stored) => {
          if (!stored) {
            missing.push(path);
            return give(null, empty());
          }
          reading = stored.body;
          stored.body.once('error', fail);
          if (output.destroyed) stored.body.destroy();
          give(null, stored.body);
        },
        (error: unknown) => give(error instanceof Error ? error : new Error(String(error)), empty()),
      );
    });
  }
  zip.addReadStreamLazy(contents.manifest.name, { mtime }, (give) => give(null, Readable.from([json(contents.manifest.build(missing))])));
  zip.end();
  return output;
}
