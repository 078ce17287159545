import { describe, expect, it } from 'vitest';
import { aiStatusResponse } from '@shared/contracts/ai';
import { useTestApp } from '../../test/build-test-app';

describe('GET /api/ai/status with no AI settings', () => {
  const ctx = useTestApp();

  it('reports the offline writer and analyzer, to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(response.statusCode).toBe(200);
    expect(aiStatusResponse.parse(response.json())).toEqual({
      capabilities: {
        scripts: { engine: 'offline-writer', model: null, offline: true },
        seo: { engine: 'offline-analyzer', model: null, offline: true },
        chat: { engine: 'offline-writer', model: null, offline: true },
        images: { engine: 'offline-preview', model: null, offline: true },
        speech: { engine: 'espeak', model: null, offline: true },
        voiceCloning: { engine: 'offline-voice-match', model: null, offline: true },
      },
    });
  });
});
