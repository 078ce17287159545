import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk';

describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'genesis-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createLocalDiskStorage(root);

  it('stores, reads back with a content type and size, and removes a file', async () => {
    await storage.put('images/ab/abc-123.jpeg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const file = await storage.get('images/ab/abc-123.jpeg');
    expect(file).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    expect(await text(file!.body)).toBe('jpeg bytes');
    expect(readdirSync(join(root, 'images/ab'))).toEqual(['abc-123.jpeg']);
    await storage.remove('images/ab/abc-123.jpeg');
    expect(await storage.get('images/ab/abc-123.jpeg')).toBeUndefined();
    await expect(storage.remove('images/ab/abc-123.jpeg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or that it never makes', async () => {
    for (const key of ['../secret.txt', 'images/../../etc/passwd', '/etc/passwd', 'images/UPPER.jpeg', 'images/a b.jpeg', 'noext']) {
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });
});
