import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modelMessages } from '@shared/contracts/models';
import { ConfigError, loadConfig } from '../../config/config';
import { openTextEngine } from '.';

describe('local GGUF model start-up checks', () => {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-gguf-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const open = (path: string) => openTextEngine(loadConfig({ LOCAL_MODEL_PATH: path }).text);

  it('names LOCAL_MODEL_PATH when the file is missing', async () => {
    const path = join(folder, 'missing.gguf');
    await expect(open(path)).rejects.toThrowError(new RegExp(`^LOCAL_MODEL_PATH: cannot read the model file ${path} \\(ENOENT`));
    await expect(open(path)).rejects.toBeInstanceOf(ConfigError);
  });

  it('names LOCAL_MODEL_PATH when the file is not a GGUF model', async () => {
    const path = join(folder, 'notes.gguf');
    writeFileSync(path, 'these are not model weights');
    await expect(open(path)).rejects.toThrowError(`LOCAL_MODEL_PATH: ${path} is not a GGUF model file`);
  });

  it('names LOCAL_MODEL_PATH when a file with a GGUF header is corrupt, or says how to install node-llama-cpp when it is absent', async () => {
    const path = join(folder, 'corrupt.gguf');
    writeFileSync(path, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(256, 7)]));
    const error = await open(path).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ConfigError);
    if (existsSync(join(process.cwd(), 'node_modules', 'node-llama-cpp'))) {
      expect((error as Error).message).toMatch(/^LOCAL_MODEL_PATH: cannot load .*corrupt\.gguf/);
    } else {
      expect((error as Error).message).toBe(modelMessages.runtimeMissing);
      expect(modelMessages.runtimeMissing).toBe(
        'The local model runtime (node-llama-cpp) is not installed on this server: install it from Local models in the operator console (about 725 MB), or run `npm install node-llama-cpp` in the app folder, then test again.',
      );
    }
  });
});
