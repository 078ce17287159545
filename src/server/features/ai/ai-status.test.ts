import { describe, expect, it } from 'vitest';
import { aiStatusResponse } from '@shared/contracts/ai';
import { useTestApp } from '../../test/build-test-app';
import { registerAdministrator, registerUser } from '../../test/factories';

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
        // This machine has Debian's ffmpeg on PATH (CI installs it).
        video: { engine: 'ffmpeg', model: expect.stringMatching(/^\S+ \(system\)$/), offline: true },
        // No STT_BASE_URL: the chat microphone uses the browser's speech recognition.
        speechInput: null,
      },
    });
  });
});

describe('GET /api/ai/status without ffmpeg', () => {
  const ctx = useTestApp({ video: async () => undefined });

  it('says video rendering is not available, and renders are refused with 503', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(aiStatusResponse.parse(response.json()).capabilities.video).toBeNull();
    const user = await registerUser(ctx.app);
    const project = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: user.headers,
      payload: { title: 'No video here' },
    });
    const render = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${(project.json() as { id: string }).id}/renders`,
      headers: user.headers,
      payload: { format: '16:9', resolution: '720p' },
    });
    expect([render.statusCode, render.json().code]).toEqual([503, 'VIDEO_UNAVAILABLE']);
  });
});

describe('GET /api/ai/status with a transcription server', () => {
  const ctx = useTestApp(
    {},
    { STT_BASE_URL: 'http://127.0.0.1:8000/v1', STT_API_KEY: 'sk-stt-never-shown', STT_MODEL: 'Systran/faster-whisper-small' },
  );

  it('reports its engine and model, without the key or the address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(aiStatusResponse.parse(response.json()).capabilities.speechInput).toEqual({
      engine: 'openai-compatible',
      model: 'Systran/faster-whisper-small',
      offline: false,
    });
    expect(response.body).not.toContain('sk-stt-never-shown');
    expect(response.body).not.toContain('127.0.0.1');
  });
});

describe('GET /api/ai/status when an administrator connects speech input while the server runs', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: 'status-admin@example.com' });

  it('reports the engine in use at each request', async () => {
    const status = async () => aiStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/ai/status' })).json());
    expect((await status()).capabilities.speechInput).toBeNull();
    const admin = await registerAdministrator(ctx, { email: 'status-admin@example.com' });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/ai-engines',
      headers: admin.headers,
      payload: { engines: { speechInput: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'whisper-1' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await status()).capabilities.speechInput).toEqual({ engine: 'openai-compatible', model: 'whisper-1', offline: false });
  });
});
