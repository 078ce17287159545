import decodeAudio from '@audio/decode';
import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import { profileVoicePace } from '@shared/catalog/voice-pace';
import { generateVoiceoverResponse, voiceProfile, voicesResponse } from '@shared/contracts/voice';
import type { App } from '../../app/app';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { MS_PER_CHARACTER, useSpeechTestServer } from '../../test/speech-test-server';
import { speechSample } from '../../test/voice-samples';

const voices = async (app: App, user: RegisteredUser) =>
  voicesResponse.parse((await app.inject({ method: 'GET', url: '/api/voice/voices', headers: user.headers })).json());

describe('a speech vendor chosen without its key', () => {
  const ctx = useTestApp({}, { TTS_PROVIDER: 'openai' });

  it("lists the vendor's voices, and voiceovers answer 503 'not configured'", async () => {
    const user = await registerUser(ctx.app);
    const list = await voices(ctx.app, user);
    expect([list.engine, list.offline, list.voices.length]).toEqual(['openai', false, 6]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text: 'Hello there.' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Voice provider API key is not configured', code: 'AI_UNAVAILABLE' });
  });
});

describe('OpenAI voiceovers', () => {
  const server = useSpeechTestServer();
  const ctx = useTestApp({}, () => ({
    TEXT_PROVIDER: 'offline',
    TTS_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-voice-secret',
    OPENAI_BASE_URL: server.openAiBaseUrl,
  }));

  it('speaks with the chosen voice and stores a 24 kHz MP3 as long as the audio', async () => {
    const user = await registerUser(ctx.app);
    const text = 'Welcome back. Today we build a lamp.';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text, voice_id: 'onyx' },
    });
    expect(response.statusCode).toBe(200);
    const result = generateVoiceoverResponse.parse(response.json());
    expect(result).toMatchObject({ engine: 'openai', voiceId: 'onyx' });
    expect(result.durationSeconds).toBeCloseTo(((text.length - 1) * MS_PER_CHARACTER) / 1000, 1);
    expect(server.requests.every((request) => request.body.voice === 'onyx')).toBe(true);
    const mp3 = (await ctx.app.inject({ method: 'GET', url: result.audioUrl })).rawPayload;
    const decoded = await decodeAudio(new Uint8Array(mp3));
    expect(decoded.sampleRate).toBe(24_000);
    expect(Math.abs((decoded.channelData[0]?.length ?? 0) / 24_000 - result.durationSeconds)).toBeLessThan(0.15);
    expect(response.body).not.toContain('sk-voice-secret');
  });

  it('reports the engine and model in GET /api/ai/status', async () => {
    const status = (await ctx.app.inject({ method: 'GET', url: '/api/ai/status' })).json();
    expect(status.capabilities.speech).toEqual({ engine: 'openai', model: 'tts-1', offline: false });
    expect(status.capabilities.voiceCloning).toEqual({ engine: 'offline-voice-match', model: null, offline: true });
  });

  it('answers a vendor rate limit with 429', async () => {
    const user = await registerUser(ctx.app);
    server.answerNext({ status: 429 }, { status: 429 }, { status: 429 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text: 'Hi.' },
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('ElevenLabs voice clones', () => {
  const server = useSpeechTestServer();
  const ctx = useTestApp({}, () => ({ ELEVENLABS_API_KEY: 'xi-voice-secret', ELEVENLABS_BASE_URL: server.origin, TTS_MAX_RETRIES: '0' }));

  async function cloneProfile(user: RegisteredUser) {
    const body = await multipartBody({
      audio: { bytes: await speechSample({ pitch: 30, seconds: 7, format: 'wav' }), name: 'me.wav', type: 'audio/wav' },
      name: 'My clone',
      consent: 'true',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/voice/clone',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return voiceProfile.parse(response.json().profile);
  }

  it('clones on ElevenLabs, speaks with the clone and deletes it there too', async () => {
    const user = await registerUser(ctx.app);
    const profile = await cloneProfile(user);
    expect(profile).toMatchObject({ engine: 'elevenlabs', engineLabel: 'ElevenLabs voice clone' });
    const added = server.requests.find((request) => request.path === '/v1/voices/add');
    expect(added?.body).toMatchObject({ name: 'My clone', files: { name: 'me.wav', type: 'audio/wav' } });
    const [providerVoiceId] = [...server.clonedVoices];

    const list = await voices(ctx.app, user);
    expect(list.engine).toBe('elevenlabs');
    expect(list.voices.at(-1)).toEqual({
      id: profile.id,
      name: 'My clone',
      engine: 'elevenlabs',
      kind: 'profile',
      wordsPerMinute: profileVoicePace(profile.analysis?.paceWpm).wordsPerMinute,
      paceSource: 'sample',
    });
    // The vendor's stock voices were never measured: the typical pace.
    expect(list.voices[0]).toMatchObject({ kind: 'stock', wordsPerMinute: WORDS_PER_MINUTE, paceSource: 'typical' });

    const spoken = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text: 'In my own voice.', voice_id: profile.id },
    });
    expect(spoken.statusCode).toBe(200);
    expect(spoken.json()).toMatchObject({ engine: 'elevenlabs', voiceId: profile.id });
    expect(server.requests.some((request) => request.path === `/v1/text-to-speech/${providerVoiceId}/with-timestamps`)).toBe(true);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/voice/profiles/${profile.id}`, headers: user.headers });
    expect(deleted.statusCode).toBe(204);
    expect(server.clonedVoices.has(providerVoiceId!)).toBe(false);
  });

  it('keeps the profile when ElevenLabs cannot delete the voice, so the user can try again', async () => {
    const user = await registerUser(ctx.app);
    const profile = await cloneProfile(user);
    server.answerNext({ status: 500 });
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/voice/profiles/${profile.id}`, headers: user.headers });
    expect(refused.statusCode).toBe(503);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json();
    expect(listed).toHaveLength(1);
  });

  it('stores nothing when ElevenLabs refuses the clone', async () => {
    const user = await registerUser(ctx.app);
    server.answerNext({ status: 400, error: 'voice_limit_reached for xi-voice-secret' });
    const body = await multipartBody({
      audio: { bytes: await speechSample({ pitch: 30, seconds: 7, format: 'wav' }), name: 'me.wav', type: 'audio/wav' },
      name: 'Refused',
      consent: 'true',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/voice/clone',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('xi-voice-secret');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json()).toEqual([]);
  });
});
