import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { openFileStorage } from './open-file-storage';

/** What every storage adapter must do the same way: the routes rely on it whatever is configured. */
function storageContract(name: string, open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('stores a file, reads it back with its type and size, and removes it', async () => {
      await storage.put('voiceovers/ab/abc-1.mp3', Buffer.from('mp3 bytes here'), 'audio/mpeg');
      const file = await storage.get('voiceovers/ab/abc-1.mp3');
      expect(file).toMatchObject({ contentType: 'audio/mpeg', size: 14 });
      expect(file?.range).toBeUndefined();
      expect(await text(file!.body)).toBe('mp3 bytes here');
      await storage.remove('voiceovers/ab/abc-1.mp3');
      expect(await storage.get('voiceovers/ab/abc-1.mp3')).toBeUndefined();
      await expect(storage.remove('voiceovers/ab/abc-1.mp3')).resolves.toBeUndefined();
    });

    it('stores a file from local disk', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'genesis-put-file-'));
      try {
        writeFileSync(join(folder, 'draft.mp4'), Buffer.from('video bytes'));
        await storage.putFile('videos/ef/draft-1.mp4', join(folder, 'draft.mp4'), 'video/mp4');
        const file = await storage.get('videos/ef/draft-1.mp4');
        expect(file).toMatchObject({ contentType: 'video/mp4', size: 11 });
        expect(await text(file!.body)).toBe('video bytes');
        await storage.remove('videos/ef/draft-1.mp4');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('serves byte ranges: start-end, open-ended, suffix, and says when one lies outside the file', async () => {
      await storage.put('voiceovers/cd/range-1.mp3', Buffer.from('0123456789'), 'audio/mpeg');
      const part = await storage.get('voiceovers/cd/range-1.mp3', { start: 2, end: 5 });
      expect([part?.size, part?.range, await text(part!.body)]).toEqual([10, { start: 2, end: 5 }, '2345']);
      const rest = await storage.get('voiceovers/cd/range-1.mp3', { start: 7 });
      expect([rest?.range, await text(rest!.body)]).toEqual([{ start: 7, end: 9 }, '789']);
      const tail = await storage.get('voiceovers/cd/range-1.mp3', { suffix: 3 });
      expect([tail?.range, await text(tail!.body)]).toEqual([{ start: 7, end: 9 }, '789']);
      const outside = await storage.get('voiceovers/cd/range-1.mp3', { start: 50 });
      expect([outside?.range, outside?.size]).toEqual(['unsatisfiable', 10]);
      outside?.body.destroy();
    });

    it('refuses keys the app never makes', async () => {
      for (const key of ['../secret.txt', 'images/../../etc/passwd', '/etc/passwd', 'images/UPPER.jpeg']) {
        expect(await storage.get(key)).toBeUndefined();
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

storageContract('local disk', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-storage-contract-'));
  return {
    storage: openFileStorage({ dataDir: folder, s3: undefined }),
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
});

// An S3-compatible server from npm (s3rver), on a free local port, with a bucket of its own.
storageContract('S3-compatible', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'genesis-files' }],
  });
  const { port } = (await server.run()) as { port: number };
  const config = loadConfig({
    S3_BUCKET: 'genesis-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  return {
    storage: openFileStorage(config),
    close: async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
});
