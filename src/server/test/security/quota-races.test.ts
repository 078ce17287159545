/**
 * Plan limits under parallel requests. 40 parallel script generations on a
 * Weekly plan with none used all succeeded (limit 25), and two parallel 4-image requests with 11
 * used both did (limit 15): every request counted the usage before any of them recorded its own.
 * The engines here hold every call until the test lets them go, so all requests are in flight
 * together, as they were in the attack; the suite runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationKind } from '@shared/contracts/usage';
import { usageEvents } from '../../db/schema';
import type { EngineFailure } from '../../providers/engine-error';
import { ORDINARY_ACCOUNTS, useTestApp, type TestContext } from '../build-test-app';
import { recordUsage, registerUser, subscribeUser, type RegisteredUser } from '../factories';
import { createHeldEngines } from '../held-engines';

const held = createHeldEngines();

const scriptRequest = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' };
const imageRequest = (count: number) => ({ prompt: 'A lighthouse on a cliff at dusk', style: 'watercolor', count });

async function usageRows(ctx: TestContext, user: RegisteredUser, kind: GenerationKind): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, user.user.id), eq(usageEvents.kind, kind)));
  return rows.length;
}

/**
 * Sends all requests at once and lets the engine go only when every one of them has either been
 * answered or reached the engine (with `callsPerRequest` calls, one per picture): no request can
 * be counted before all have been checked.
 */
async function allAtOnce(ctx: TestContext, requests: { url: string; user: RegisteredUser; payload: object }[], callsPerRequest = 1) {
  const gate = held.hold();
  let answered = 0;
  const responses = requests.map(({ url, user, payload }) =>
    ctx.app.inject({ method: 'POST', url, headers: user.headers, payload }).finally(() => (answered += 1)),
  );
  await vi.waitFor(() => expect(answered + gate.waiting / callsPerRequest).toBe(requests.length), { timeout: 15_000 });
  gate.open();
  return Promise.all(responses);
}

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

describe('plan limits under parallel requests', () => {
  const ctx = useTestApp({ text: held.text, images: held.images }, ORDINARY_ACCOUNTS);

  it('40 parallel scripts on a Weekly plan with none used: exactly 25 are written, 15 refused with 402', async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    const responses = await allAtOnce(
      ctx,
      Array.from({ length: 40 }, () => ({ url: '/api/scripts/generate', user, payload: scriptRequest })),
    );
    expect(statusCounts(responses)).toEqual({ 200: 25, 402: 15 });
    expect(responses.find((response) => response.statusCode === 402)?.json()).toEqual({
      message: expect.stringMatching(/^You have used all 25 scripts of your Weekly Basic plan this week\. Your allowance resets on /),
      code: 'PLAN_LIMIT_REACHED',
    });
    expect(await usageRows(ctx, user, 'script')).toBe(25);
    const usage = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: user.headers });
    expect(usage.json().scripts).toEqual({ used: 25, limit: 25 });
  });

  it('two parallel 4-image requests with 11 of 15 used: exactly one is drawn, the other refused with 402', async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, 'image', 11);
    const responses = await allAtOnce(
      ctx,
      [
        { url: '/api/images/generate', user, payload: imageRequest(4) },
        { url: '/api/images/generate', user, payload: imageRequest(4) },
      ],
      4,
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 402: 1 });
    expect(responses.find((response) => response.statusCode === 402)?.json()).toEqual({
      message: expect.stringMatching(/^You have used all 15 images of your Weekly Basic plan this week \(15 used, 4 requested\)\. /),
      code: 'PLAN_LIMIT_REACHED',
    });
    expect(await usageRows(ctx, user, 'image')).toBe(15);
  });

  it('a third image request while two run is refused for being one too many (429), holding none of the allowance', async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, 'image', 13);
    const gate = held.hold();
    const running = [1, 2].map(() =>
      ctx.app.inject({ method: 'POST', url: '/api/images/generate', headers: user.headers, payload: imageRequest(1) }),
    );
    await vi.waitFor(() => expect(gate.waiting).toBe(2));
    const third = await ctx.app.inject({ method: 'POST', url: '/api/images/generate', headers: user.headers, payload: imageRequest(1) });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('GENERATION_IN_PROGRESS');
    gate.open();
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await usageRows(ctx, user, 'image')).toBe(15);
  });

  it('one user’s parallel requests do not hold up another user’s', async () => {
    const [first, second] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    for (const user of [first, second]) {
      await subscribeUser(ctx, user, 'weekly');
      await recordUsage(ctx, user, 'script', 23);
    }
    const responses = await allAtOnce(
      ctx,
      [first, second].flatMap((user) => Array.from({ length: 3 }, () => ({ url: '/api/scripts/generate', user, payload: scriptRequest }))),
    );
    expect(statusCounts(responses.slice(0, 3))).toEqual({ 200: 2, 402: 1 });
    expect(statusCounts(responses.slice(3))).toEqual({ 200: 2, 402: 1 });
  });
});

describe('a failed generation gives its usage back', () => {
  const ctx = useTestApp({ text: held.text, images: held.images }, ORDINARY_ACCOUNTS);
  const weeklyUserWith = async (kind: GenerationKind, used: number) => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, kind, used);
    return user;
  };
  /** The engines' next calls fail at once, or (`false`) succeed at once. */
  const enginesFail = (fail: boolean | EngineFailure) => {
    const hold = held.hold();
    hold.fail = fail;
    hold.open();
  };

  it('a script the engine refuses to write is not counted, and the next request may use that allowance', async () => {
    const user = await weeklyUserWith('script', 24);
    // A model that is down is answered by the offline writer (a draft, counted); one that refuses the request is not.
    enginesFail('rejected');
    const failed = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ message: 'The AI provider refused this request.', code: 'AI_REJECTED' });
    expect(await usageRows(ctx, user, 'script')).toBe(24);

    enginesFail(false);
    const written = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(written.statusCode).toBe(200);
    expect(await usageRows(ctx, user, 'script')).toBe(25);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(refused.statusCode).toBe(402);
  });

  it('images the engine fails to draw are not counted, and the next request may use them', async () => {
    const user = await weeklyUserWith('image', 11);
    enginesFail(true);
    const failed = await ctx.app.inject({ method: 'POST', url: '/api/images/generate', headers: user.headers, payload: imageRequest(4) });
    expect(failed.statusCode).toBe(503);
    expect(await usageRows(ctx, user, 'image')).toBe(11);

    enginesFail(false);
    const drawn = await ctx.app.inject({ method: 'POST', url: '/api/images/generate', headers: user.headers, payload: imageRequest(4) });
    expect(drawn.statusCode).toBe(200);
    expect(await usageRows(ctx, user, 'image')).toBe(15);
  });

  it('a generation refused because two of the user’s are running (429) is not counted', async () => {
    const user = await weeklyUserWith('image', 0);
    const responses = await allAtOnce(
      ctx,
      Array.from({ length: 3 }, () => ({ url: '/api/images/generate', user, payload: imageRequest(1) })),
    );
    expect(statusCounts(responses)).toEqual({ 200: 2, 429: 1 });
    expect(await usageRows(ctx, user, 'image')).toBe(2);
  });
});
