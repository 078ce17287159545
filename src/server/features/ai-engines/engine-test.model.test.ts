import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PROGRESS_TYPE, testAiEngineEvent } from '@shared/contracts/ai-engines';
import { useTestApp } from '../../test/build-test-app';
import { registerAdministrator } from '../../test/factories';
import { localModelsDir } from './engine-configs';

// Runs only when LOCAL_MODEL_PATH names a real GGUF model and node-llama-cpp is installed (CI does both).
const modelPath = process.env.LOCAL_MODEL_PATH ?? '';
const ADMIN_EMAIL = 'local-model-test-admin@example.com';

describe('Test of a downloaded GGUF model', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR: `.tmp/test-data/engine-test-model-${process.pid}` });

  it('reports the load as it happens, then the model’s answer', async () => {
    const dir = localModelsDir(ctx.deps.config.dataDir);
    mkdirSync(dir, { recursive: true });
    copyFileSync(modelPath, join(dir, 'tiny.gguf'));
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/ai-engines/chat/test',
      headers: { ...admin.headers, accept: TEST_PROGRESS_TYPE },
      payload: { setting: { provider: 'local', model: 'tiny.gguf' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => testAiEngineEvent.parse(JSON.parse(line)));
    const fractions = events.flatMap((event) => ('progress' in event ? [event.progress.fraction] : []));
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(events.at(-1)).toEqual({
      result: expect.objectContaining({ ok: true, message: expect.stringMatching(/^The model answered: /), models: ['tiny.gguf'] }),
    });
  }, 120_000);
});
