import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Temporary folders for the tests of a describe block: each is removed after the test that made it,
 * once `beforeRemoving` (letting go of what holds them, a lock) is done. Call it inside the block.
 */
export function useTempFolders(prefix: string, beforeRemoving?: () => Promise<void>): () => string {
  const folders: string[] = [];
  afterEach(async () => {
    await beforeRemoving?.();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
}
