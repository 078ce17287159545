import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countSpokenWords } from '@shared/catalog/scripts';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';

// Runs only when LOCAL_MODEL_PATH names a real GGUF model and node-llama-cpp is installed (CI does both,
// with the tiny random-weights model from ../shared/fixtures: it tests the code path, not the prose).
const modelPath = process.env.LOCAL_MODEL_PATH ?? '';

describe('a script written by a local GGUF model (node-llama-cpp)', () => {
  const ctx = useTestApp({}, { LOCAL_MODEL_PATH: modelPath, TEXT_MAX_OUTPUT_TOKENS: '24', TEXT_TIMEOUT_MS: '60000' });

  it('loads the model at start-up and writes the script through it', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(status.json().capabilities.scripts).toEqual({ engine: 'local-model', model: basename(modelPath), offline: false });

    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: user.headers,
      payload: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' },
    });
    expect(response.statusCode).toBe(200);
    const body = generateScriptResponse.parse(response.json());
    expect(body.engine).toBe('local-model');
    expect(body.wordCount).toBe(countSpokenWords(body.generatedScript));
    expect(body.wordCount).toBeGreaterThan(0);
  }, 120_000);
});
