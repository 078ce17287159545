import { describe, expect, it } from 'vitest';
import { countSpokenWords, estimatedTime, targetWordCount } from '@shared/catalog/scripts';
import { measuredVoicePaces } from '@shared/catalog/voice-pace';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { eq } from 'drizzle-orm';
import { usageEvents } from '../../db/schema';
import { useTextModelTestApp } from '../../test/text-model-app';
import { registerUser } from '../../test/factories';

const modelScript = `[HOOK]
What if your first podcast episode could sound like your tenth?

[INTRO]
Today we plan, record and publish a podcast from a spare room.

[B-ROLL: a microphone on a desk]

[CALL TO ACTION]
Subscribe for part two.`;

describe('POST /api/scripts/generate with a text model (OpenAI-compatible server)', () => {
  const { ctx, server: stub } = useTextModelTestApp({
    OPENAI_API_KEY: 'sk-never-shown',
    // Well under the slow reply below (2 s), well over what a loaded machine takes to answer at once.
    TEXT_TIMEOUT_MS: '1000',
  });
  const request = { topic: 'how to start a podcast', videoLength: '5-10 minutes', tone: 'Energetic', template: 'tutorial' };
  const generate = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers, payload: request });
  // Trial users have no period to count in, so the records are read from the table itself.
  const usage = async (userId: string) => (await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId))).length;

  it("returns the model's script with its engine, and counts words and time on the returned text", async () => {
    const user = await registerUser(ctx.app);
    stub().reply({ text: modelScript });
    const response = await generate(user.headers);
    expect(response.statusCode).toBe(200);
    const body = generateScriptResponse.parse(response.json());
    expect(body).toMatchObject({ generatedScript: modelScript, engine: 'openai-compatible', model: 'studio-writer' });
    // The notice belongs to the offline writer's drafts only.
    expect(body.notice).toBeUndefined();
    expect(body.wordCount).toBe(countSpokenWords(modelScript));
    // Timed at the default voice's pace, as the script is aimed at it.
    expect(body.estimatedTime).toBe(estimatedTime(body.wordCount, measuredVoicePaces['espeak-james']));
    expect(await usage(user.user.id)).toBe(1);
  });

  it('briefs the model with the topic, structure, tone, word target and key phrases', async () => {
    const user = await registerUser(ctx.app);
    stub().reply({ text: modelScript });
    await generate(user.headers);
    const body = stub().requests[0]?.body;
    const brief = body?.messages.at(-1)?.content ?? '';
    expect(body?.messages[0]?.role).toBe('system');
    expect(brief).toContain('Topic: how to start a podcast');
    expect(brief).toContain('Format: Tutorial');
    expect(brief).toContain('Tone: Energetic');
    // '5-10 minutes' is 7.5 minutes at the default voice's (James's) measured pace.
    const pace = measuredVoicePaces['espeak-james']!;
    expect(brief).toContain(`about ${targetWordCount('5-10 minutes', pace)} spoken words (5-10 minutes at ${pace} words a minute)`);
    expect(brief).toContain('6 body sections');
    expect(brief).toContain('Work these key phrases in naturally: podcast.');
    expect(body?.max_tokens).toBeGreaterThan(2000);
    expect(brief).not.toContain('Kind of video');
    // A kind the creator chose is passed on, and the answer's reading says so.
    stub().reply({ text: modelScript });
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: user.headers,
      payload: { ...request, kind: 'story' },
    });
    expect(chosen.json().reading).toEqual({ subject: 'podcast', kind: 'story' });
    expect(stub().requests.at(-1)?.body.messages.at(-1)?.content).toContain('Kind of video: story.');
  });

  it.each([
    ['rate limited', { status: 429 }, { reason: 'rate-limited', status: 429 }],
    ['too slow', { delayMs: 2_000, then: { text: 'late' } }, { reason: 'timeout', status: null }],
    ['refusing the key', { status: 401, error: 'Incorrect API key sk-never-shown' }, { reason: 'key-refused', status: 401 }],
    ['failing', { status: 500 }, { reason: 'server-error', status: 500 }],
    ['answering with nothing usable', { text: '   ' }, { reason: 'bad-output', status: null }],
  ] as const)('answers with the offline draft, saying so and why, when the model is %s', async (_case, answer, why) => {
    const user = await registerUser(ctx.app);
    stub().reply(answer);
    const response = await generate(user.headers);
    expect(response.statusCode).toBe(200);
    const body = generateScriptResponse.parse(response.json());
    expect(body).toMatchObject({ engine: 'offline-writer', fallbackFrom: { engine: 'openai-compatible', ...why } });
    expect(body.generatedScript).toContain('podcast');
    expect(response.body).not.toContain('sk-never-shown');
    // The user got a draft: it counts like any other.
    expect(await usage(user.user.id)).toBe(1);
  });

  it('reports the model in GET /api/ai/status, without the key or the address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      capabilities: {
        scripts: { engine: 'openai-compatible', model: 'studio-writer', offline: false },
        seo: { engine: 'openai-compatible', model: 'studio-writer', offline: false },
        chat: { engine: 'openai-compatible', model: 'studio-writer', offline: false },
        images: { engine: 'offline-preview', model: null, offline: true },
        speech: { engine: 'espeak', model: null, offline: true },
        voiceCloning: { engine: 'offline-voice-match', model: null, offline: true },
        video: expect.objectContaining({ engine: 'ffmpeg', offline: true }),
        speechInput: null,
      },
    });
    expect(response.body).not.toContain('sk-never-shown');
    expect(response.body).not.toContain('127.0.0.1');
  });
});
