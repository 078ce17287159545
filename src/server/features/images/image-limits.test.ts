import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generatedImages, usageEvents } from '../../db/schema';
import type { ImageEngine } from '../../providers/image/image-engine';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';

// A vendor's time-out and the per-user limit under parallel requests, on either database
// (images.test.ts has what a generation makes).
/** An image vendor that never answers, as a stuck provider would. */
const stuckEngine: ImageEngine = { engine: 'automatic1111', model: 'stuck', draw: () => new Promise(() => {}) };

describe('POST /api/images/generate when the engine is stuck', () => {
  const ctx = useTestApp({ images: stuckEngine }, { IMAGE_TIMEOUT_MS: '1000' });
  const generate = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers,
      payload: { prompt: 'A fox sitting in a snowy forest at twilight', count: 2 },
    });

  it('answers 504 after IMAGE_TIMEOUT_MS, stores nothing and counts nothing', async () => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'AI_TIMEOUT', message: expect.stringMatching(/^Generation timeout/) });
    expect(await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.user.id))).toEqual([]);
  });

  it('lets one user run two generations at once and refuses a third with 429', async () => {
    const user = await registerUser(ctx.app);
    const responses = await Promise.all([generate(user.headers), generate(user.headers), generate(user.headers)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([429, 504, 504]);
    expect(responses.find((response) => response.statusCode === 429)?.json().code).toBe('GENERATION_IN_PROGRESS');
    // Another user is not held up by the first one's generations.
    const other = await registerUser(ctx.app);
    expect((await generate(other.headers)).statusCode).toBe(504);
  });
});
