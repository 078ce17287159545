/**
 * Fair shares of the machine. Trial accounts firing image generations together held the
 * instance's CPU and its event loop: beyond GENERATION_CONCURRENCY generations (images and
 * voiceovers alike) the instance answers 503 with Retry-After, counts nothing for the refused
 * request, and takes new work again as soon as a place is free. Then one trial account's 16
 * parallel voiceovers took every one of those places, and every other user got 503 for a minute:
 * each user now has two places per kind of heavy work, taken before the instance's (429 beyond).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { usageEvents } from '../../db/schema';
import { useTestApp } from '../build-test-app';
import { registerUser, type RegisteredUser } from '../factories';
import { createHeldEngines } from '../held-engines';
import { openSocket } from '../socket-client';

const held = createHeldEngines();
const busy = {
  message: 'The studio is busy with other generations right now. Please try again in a few seconds.',
  code: 'SERVER_BUSY',
};

describe('the cap on generations running at once', () => {
  const ctx = useTestApp({ images: held.images }, { GENERATION_CONCURRENCY: '2' });
  const generateImage = (user: RegisteredUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'A red kite over the sea', count: 1 },
    });
  const voiceover = (user: RegisteredUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text: 'Welcome back to the channel.' },
    });

  it('answers 503 with Retry-After beyond GENERATION_CONCURRENCY, for images and voiceovers alike, and takes work again once a place is free', async () => {
    const [first, second, late] = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    const hold = held.hold();
    const running = [generateImage(first), generateImage(second)];
    await vi.waitFor(() => expect(hold.waiting).toBe(2));

    const refusedImage = await generateImage(late);
    expect(refusedImage.statusCode).toBe(503);
    expect(refusedImage.headers['retry-after']).toBe('5');
    expect(refusedImage.json()).toEqual(busy);
    const refusedVoiceover = await voiceover(late);
    expect(refusedVoiceover.statusCode).toBe(503);
    expect(refusedVoiceover.headers['retry-after']).toBe('5');
    expect(refusedVoiceover.json()).toEqual(busy);
    expect(await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, late.user.id))).toEqual([]);

    hold.open();
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await generateImage(late)).statusCode).toBe(200);
    expect((await voiceover(late)).statusCode).toBe(200);
    const counted = await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, late.user.id));
    expect(counted.map((event) => event.kind).sort()).toEqual(['image', 'voiceover']);
  });

  it(
    'counts speech asked for in the chat as a voiceover: refused with retryAfterSeconds while the places are taken, recorded once spoken',
    { timeout: 60_000 },
    async () => {
      const [first, second, talker] = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await openSocket(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`, talker.token);
      await socket.next('conversations_list');
      const hold = held.hold();
      const running = [generateImage(first), generateImage(second)];
      await vi.waitFor(() => expect(hold.waiting).toBe(2));

      socket.send({ type: 'generate_speech', text: 'Read this aloud, please.', voiceProfileId: 'espeak-emma', messageId: 'm-1' });
      expect(await socket.next('error')).toEqual({ type: 'error', ...busy, retryAfterSeconds: 5 });
      expect(await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, talker.user.id))).toEqual([]);

      hold.open();
      await Promise.all(running);
      socket.send({ type: 'generate_speech', text: 'Read this aloud, please.', voiceProfileId: 'espeak-emma', messageId: 'm-2' });
      expect(await socket.next('speech_generated', 30_000)).toMatchObject({ messageId: 'm-2' });
      const counted = await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, talker.user.id));
      expect(counted.map((event) => event.kind)).toEqual(['voiceover']);
      await socket.close();
    },
  );

  it('frees the place of a generation that failed', async () => {
    const [first, second, late] = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    const hold = held.hold();
    hold.fail = true;
    const running = [generateImage(first), generateImage(second)];
    await vi.waitFor(() => expect(hold.waiting).toBe(2));
    expect((await generateImage(late)).statusCode).toBe(503);
    hold.open();
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([503, 503]);
    held.hold().open();
    expect((await generateImage(late)).statusCode).toBe(200);
  });
});

describe("one user's share of the instance", () => {
  const ctx = useTestApp({ images: held.images, speech: held.speech }, { GENERATION_CONCURRENCY: '4' });
  // One sentence: places are counted per voiceover, whatever its length, and the ones let through are spoken.
  const text = 'Every good loaf starts the night before, with a starter that has been fed and left to rise.';
  const voiceover = (user: RegisteredUser) =>
    ctx.app.inject({ method: 'POST', url: '/api/generate-voiceover', headers: user.headers, payload: { text } });

  it("answers one user's 16 parallel voiceovers with two running and 14 × 429, and another user's voiceover starts at once", async () => {
    const [greedy, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const hold = held.hold();
    const burst = Array.from({ length: 16 }, () => voiceover(greedy));
    const answered: Awaited<ReturnType<typeof voiceover>>[] = [];
    for (const request of burst) void request.then((response) => answered.push(response));
    // Two run (held); the other 14 are answered without waiting for them.
    await vi.waitFor(() => expect([hold.waiting, answered.length]).toEqual([2, 14]));
    for (const response of answered) {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'VOICEOVER_IN_PROGRESS',
        message: 'Your earlier voiceovers are still being spoken. Please wait for them to finish and try again.',
      });
    }

    // The instance has places left for everyone else: the other user's voiceover starts at once.
    const others = voiceover(other);
    await vi.waitFor(() => expect(hold.waiting).toBe(3));
    hold.open();
    const done = await Promise.all([...burst, others]);
    expect(done.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect((await others).json()).toMatchObject({ engine: 'espeak' });
    // Refused voiceovers were never counted.
    const counted = await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, greedy.user.id));
    expect(counted).toHaveLength(2);
  });

  it('keeps each kind of work in places of its own, and gives a place back however its work ends', async () => {
    const user = await registerUser(ctx.app);
    const hold = held.hold();
    hold.fail = true;
    const voiceovers = [voiceover(user), voiceover(user)];
    await vi.waitFor(() => expect(hold.waiting).toBe(2));
    expect((await voiceover(user)).statusCode).toBe(429);
    // Two voiceovers running do not stop the same user's picture.
    const image = ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'A loaf of bread on a board', count: 1 },
    });
    await vi.waitFor(() => expect(hold.waiting).toBe(3));
    hold.open();
    expect((await Promise.all(voiceovers)).map((response) => response.statusCode)).toEqual([503, 503]);
    expect((await image).statusCode).toBe(503);
    // The failed voiceovers gave their places back.
    held.hold().open();
    expect((await voiceover(user)).statusCode).toBe(200);
  });
});
