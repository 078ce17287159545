import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, serverSettings, spawnBuilt, startBuiltServer } from '../test/server-process';
import { copyMigratedEmbeddedDatabase } from '../test/test-db';

// The same on either database: the settings are read before one is opened (and LOCAL_MODEL_PATH is
// opened on the embedded one), so these run once, on PGlite.
describe('the server process refuses to start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'genesis-refusals-'));
  afterEach(killServerProcesses);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a bad setting and names it', async () => {
    const failed = startBuiltServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    await expect(failed).rejects.toThrow(/PORT/);
  });

  it('refuses to start with the text, image and Stripe settings incomplete, naming every missing one in one message', async () => {
    const refused = spawnBuilt(
      'main',
      [],
      serverSettings({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'sk_test_incomplete',
        TEXT_PROVIDER: 'openai',
        IMAGE_PROVIDER: 'comfyui',
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
        COMFYUI_BASE_URL: '',
      }),
    );
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toBe(
      [
        'Invalid configuration:',
        '  - STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
        '  - STRIPE_PRICE_WEEKLY: required when STRIPE_SECRET_KEY is set',
        '  - STRIPE_PRICE_BASIC: required when STRIPE_SECRET_KEY is set',
        '  - STRIPE_PRICE_PREMIUM: required when STRIPE_SECRET_KEY is set',
        '  - OPENAI_API_KEY: required when the text provider is openai',
        '  - IMAGE_BASE_URL (or COMFYUI_BASE_URL): required when IMAGE_PROVIDER is comfyui',
        '',
      ].join('\n'),
    );
  });

  it('refuses to start when LOCAL_MODEL_PATH names no model file, and says so', async () => {
    // The model is opened once the embedded database is open and migrated: here, one the migrations left.
    copyMigratedEmbeddedDatabase(dataDir);
    await expect(startBuiltServer({ DATA_DIR: dataDir, LOCAL_MODEL_PATH: join(dataDir, 'missing.gguf') })).rejects.toThrow(
      /exited with 1[\s\S]*LOCAL_MODEL_PATH: cannot read the model file .*missing\.gguf/,
    );
  }, 60_000);
});
