import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';

describe('the embedded database', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('runs with 32 MB of shared buffers, a fresh data folder and one it opens again alike', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'genesis-pglite-'));
    folders.push(dataDir);
    for (const start of ['fresh', 'existing']) {
      const database = await openDatabase({ dataDir });
      try {
        expect({ start, answer: await database.executeSql('show shared_buffers', []) }).toEqual({
          start,
          answer: expect.objectContaining({ rows: [{ shared_buffers: '32MB' }] }),
        });
      } finally {
        await database.close();
      }
    }
  });
});
