/**
 * A server-wide cap on concurrent generations (issue 17, item 5): trial accounts firing image
 * generations together held the instance's CPU and its event loop. Beyond GENERATION_CONCURRENCY
 * generations (images and voiceovers alike) the instance answers 503 with Retry-After, counts
 * nothing for the refused request, and takes new work again as soon as a place is free.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { usageEvents } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { registerUser, type RegisteredUser } from '../test/factories';
import { createHeldEngines } from '../test/held-engines';
import { openSocket } from '../test/socket-client';

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
