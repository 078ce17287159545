import { createWriteStream, writeFileSync } from 'node:fs';
import { createGzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** Archives shaped like a backup (npm run backup's layout) holding whatever the test wants. */

export interface CraftedEntry {
  name: string;
  type?: 'file' | 'directory' | 'symlink';
  /** The entry's bytes; or `zeroBytes` of zeros, streamed (never held in memory). */
  content?: string | Buffer;
  zeroBytes?: number;
  linkname?: string;
}

/** A manifest a restore accepts: this format, `migrations` applied. */
export function backupManifest(migrations: number): CraftedEntry {
  const manifest = {
    format: 'genesis-studio-backup',
    version: 1,
    appVersion: '0.1.0',
    createdAt: '2026-11-27T10:25:12.000Z',
    migrations,
    signingSecret: 'AUTH_SECRET',
  };
  return { name: 'manifest.json', content: JSON.stringify(manifest) };
}

async function addEntry(pack: tar.Pack, entry: CraftedEntry): Promise<void> {
  const { name, type = 'file', content = '', zeroBytes, linkname } = entry;
  if (zeroBytes === undefined) {
    const header = { name, type, mode: type === 'directory' ? 0o755 : 0o644, ...(linkname ? { linkname } : {}) };
    await new Promise<void>((resolve, reject) =>
      pack.entry(header, type === 'file' ? content : '', (error) => (error ? reject(error) : resolve())),
    );
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ name, size: zeroBytes, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
    const chunk = Buffer.alloc(Math.min(zeroBytes, 1024 * 1024));
    let left = zeroBytes;
    const write = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!sink.write(piece)) return void sink.once('drain', write);
      }
      sink.end(null);
    };
    write();
  });
}

/** An uncompressed tar of `entries` (a database.tar's contents). */
export async function tarOf(entries: CraftedEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const entry of entries) await addEntry(pack, entry);
  pack.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** Writes `entries` as a tar.gz at `path` (gzip's best compression, as an attacker would use). */
export async function writeCraftedBackup(path: string, entries: CraftedEntry[]): Promise<void> {
  const pack = tar.pack();
  const file = createWriteStream(path);
  const written = new Promise((resolve, reject) => file.on('close', resolve).on('error', reject));
  pack.pipe(createGzip({ level: 9 })).pipe(file);
  for (const entry of entries) await addEntry(pack, entry);
  pack.finalize();
  await written;
}

/** A tar header for a file `name` that says it holds `bytes` (in base-256, as tar writes sizes past 8 GiB). */
async function headerClaiming(name: string, bytes: number): Promise<Buffer> {
  const header = Buffer.from((await tarOf([{ name }])).subarray(0, 512));
  header[124] = 0x80;
  let left = bytes;
  for (let index = 135; index > 124; index--) {
    header[index] = left % 256;
    left = Math.floor(left / 256);
  }
  // The checksum: every byte, its own field counted as spaces.
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')} `, 148, 'latin1');
  return header;
}

/** `entries`, then a header saying `claim.name` holds `claim.bytes`, and nothing after it (the archive ends there). */
export async function writeBackupClaiming(path: string, entries: CraftedEntry[], claim: { name: string; bytes: number }): Promise<void> {
  const before = await tarOf(entries);
  // Without the two empty blocks that end an archive.
  const body = Buffer.concat([before.subarray(0, before.length - 1024), await headerClaiming(claim.name, claim.bytes)]);
  writeFileSync(path, gzipSync(body));
}
