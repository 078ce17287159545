import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { adminMessages, adminUserDetail } from '@shared/contracts/admin';
import { publicUser } from '@shared/contracts/auth';
import { usageResponse, type FairUseLimits } from '@shared/contracts/usage';
import { adminAuditLog, users } from '../../db/schema';
import { createOfflinePreviewEngine } from '../../providers/image/offline-preview';
import { createEspeakEngine } from '../../providers/speech/espeak/espeak-engine';
import type { SpeechEngines } from '../../providers/speech/open-speech-engine';
import type { TestContext } from '../../test/build-test-app';
import { useTestApp } from '../../test/build-test-app';
import { freshHeaders, recordUsage, registerAdministrator, registerUser, subscribeUser, type RegisteredUser } from '../../test/factories';
import { fairUsePeriodAt } from './fair-use';

const ADMIN_EMAIL = 'owner-admin@example.com';
/** Well past the 24-hour trial. */
const PAST_THE_TRIAL = 2 * TRIAL_DURATION_MS;

/** The first voiceover and pictures start the speech and drawing workers: seconds on a busy machine. */
const WORKERS_START = 60_000;

/**
 * One request of every kind of work the trial and plans gate: counted (scripts, images), gated
 * (voiceovers, SEO). The picture is the smallest the engine draws (16:9): who may draw is the question.
 */
const work = {
  script: { url: '/api/scripts/generate', payload: { topic: 'Kites', seed: 1 } },
  image: { url: '/api/images/generate', payload: { prompt: 'a kite over the sea', count: 1, seed: 3, aspectRatio: '16:9' } },
  voiceover: { url: '/api/generate-voiceover', payload: { text: 'Hello there.' } },
  seo: {
    url: '/api/seo/analyze',
    payload: { content: 'How to start a podcast on a small budget: a microphone, a quiet room and a plan.' },
  },
} as const;

/**
 * The engines the settings choose (the offline title cards and eSpeak NG), shared by the file's
 * three apps: their threads start once, not once per app (seconds each on a busy machine).
 */
const espeak = createEspeakEngine();
const engines = {
  images: createOfflinePreviewEngine(),
  speech: { active: espeak, espeak, elevenLabs: undefined, cloner: undefined } satisfies SpeechEngines,
};
afterAll(async () => {
  await engines.images.close?.();
  await espeak.close();
});

function helpers(ctx: TestContext) {
  /** Each kind of work once, with a fresh access token (the clock moved past its 15 minutes): the statuses and codes. */
  async function doEverything(user: RegisteredUser) {
    const headers = await freshHeaders(ctx.app, user);
    const answers: Record<string, { status: number; code?: string }> = {};
    for (const [kind, { url, payload }] of Object.entries(work)) {
      const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
      answers[kind] = { status: response.statusCode, ...(response.statusCode === 200 ? {} : { code: response.json().code }) };
    }
    return answers;
  }
  const everythingAnswered = Object.fromEntries(Object.keys(work).map((kind) => [kind, { status: 200 }]));
  const verify = async (user: RegisteredUser) =>
    publicUser.parse((await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: await freshHeaders(ctx.app, user) })).json());
  const usage = async (user: RegisteredUser) =>
    usageResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: await freshHeaders(ctx.app, user) })).json());
  return { doEverything, everythingAnswered, verify, usage };
}

describe('an administrator, with payments on', () => {
  const ctx = useTestApp(engines, { ADMIN_EMAILS: ADMIN_EMAIL });
  const { doEverything, everythingAnswered, verify, usage } = helpers(ctx);
  let admin: RegisteredUser;

  it(
    'is never stopped by the trial clock: every kind of work answers 200 a day after the trial ended, an ordinary user gets 402',
    async () => {
      admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
      const user = await registerUser(ctx.app);
      ctx.clock.advance(PAST_THE_TRIAL);

      expect(await doEverything(admin)).toEqual(everythingAnswered);
      expect(await doEverything(user)).toEqual({
        script: { status: 402, code: 'PLAN_REQUIRED' },
        image: { status: 402, code: 'PLAN_REQUIRED' },
        voiceover: { status: 402, code: 'PLAN_REQUIRED' },
        seo: { status: 402, code: 'PLAN_REQUIRED' },
      });

      // The client is told why: the administrator's standing, not a faked status.
      expect(await verify(admin)).toMatchObject({ isAdmin: true, access: 'administrator', subscriptionStatus: 'trial_expired' });
      expect(await verify(user)).toMatchObject({ isAdmin: false, access: 'subscription', subscriptionStatus: 'trial_expired' });
      expect(await usage(admin)).toMatchObject({ access: 'administrator', canGenerate: true, plan: null, fairUse: null });
      expect(await usage(user)).toMatchObject({ access: 'subscription', canGenerate: false, plan: null });
    },
    WORKERS_START,
  );

  it("is not held to a plan's quota either", async () => {
    // On the Weekly plan, with its 25 scripts of the week used.
    await subscribeUser(ctx, admin, 'weekly');
    await recordUsage(ctx, admin, 'script', 25);
    const headers = await freshHeaders(ctx.app, admin);
    const script = await ctx.app.inject({ method: 'POST', url: work.script.url, headers, payload: work.script.payload });
    expect(script.statusCode, script.body).toBe(200);
    expect(await usage(admin)).toMatchObject({ access: 'administrator', scripts: { limit: null }, images: { limit: null } });
  });

  it('may not be given fair-use limits (409), while an ordinary trial user may, on top of the trial', async () => {
    const headers = await freshHeaders(ctx.app, admin);
    const limits: FairUseLimits = { scripts: 1, images: null, period: 'day' };
    const onAdmin = await ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${admin.user.id}/fair-use`, headers, payload: limits });
    expect({ status: onAdmin.statusCode, body: onAdmin.json() }).toEqual({
      status: 409,
      body: { code: 'ADMINISTRATOR_UNLIMITED', message: adminMessages.administratorUnlimited },
    });

    const trial = await registerUser(ctx.app);
    const set = await ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${trial.user.id}/fair-use`, headers, payload: limits });
    expect(set.statusCode, set.body).toBe(200);
    const trialHeaders = await freshHeaders(ctx.app, trial);
    const first = await ctx.app.inject({ method: 'POST', url: work.script.url, headers: trialHeaders, payload: work.script.payload });
    const second = await ctx.app.inject({ method: 'POST', url: work.script.url, headers: trialHeaders, payload: work.script.payload });
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
    expect(second.json().code).toBe('FAIR_USE_LIMIT_REACHED');
  });
});

describe('the first account of a fresh install (no ADMIN_EMAILS), with payments on', () => {
  const ctx = useTestApp(engines);
  const { doEverything, everythingAnswered } = helpers(ctx);

  it(
    'keeps working after the trial clock ran out',
    async () => {
      const owner = await registerUser(ctx.app);
      expect(owner.user).toMatchObject({ isAdmin: true, access: 'administrator' });
      ctx.clock.advance(PAST_THE_TRIAL);
      expect(await doEverything(owner)).toEqual(everythingAnswered);
    },
    WORKERS_START,
  );
});

describe('PAYMENTS=off', () => {
  const ctx = useTestApp(engines, { PAYMENTS: 'off', ADMIN_EMAILS: ADMIN_EMAIL });
  const { doEverything, everythingAnswered, verify, usage } = helpers(ctx);
  let admin: RegisteredUser;
  const setFairUse = async (target: RegisteredUser, limits: unknown, by: RegisteredUser = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.user.id}/fair-use`,
      headers: await freshHeaders(ctx.app, by),
      payload: limits as object,
    });
  const generate = async (user: RegisteredUser, kind: 'script' | 'image', payload: object = work[kind].payload) =>
    ctx.app.inject({ method: 'POST', url: work[kind].url, headers: await freshHeaders(ctx.app, user), payload });

  it(
    'leaves no one on a trial they cannot leave: a plain user works a day after the trial would have ended, with no quota',
    async () => {
      admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
      const user = await registerUser(ctx.app);
      // A second account for the same mailbox starts without a trial where plans are sold; here it is no different.
      const mailbox = `self-host-${crypto.randomUUID().slice(0, 8)}`;
      await registerUser(ctx.app, { email: `${mailbox}@gmail.com` });
      const again = await registerUser(ctx.app, { email: `${mailbox}+again@gmail.com` });
      expect(again.user.subscriptionStatus).toBe('trial_expired');
      ctx.clock.advance(PAST_THE_TRIAL);

      expect(await doEverything(user)).toEqual(everythingAnswered);
      expect(await doEverything(again)).toEqual(everythingAnswered);
      await recordUsage(ctx, user, 'script', 500);
      expect((await generate(user, 'script')).statusCode).toBe(200);

      expect(await verify(user)).toMatchObject({ access: 'payments_off', isAdmin: false });
      expect(await verify(admin)).toMatchObject({ access: 'administrator', isAdmin: true });
      expect(await usage(user)).toEqual({
        plan: null,
        canGenerate: true,
        periodStart: null,
        periodEnd: null,
        scripts: { used: 0, limit: null },
        images: { used: 0, limit: null },
        access: 'payments_off',
        fairUse: null,
      });
    },
    WORKERS_START,
  );

  it('enforces the fair-use limits an administrator sets, with 429 naming the limit and its reset, and audits the change', async () => {
    const user = await registerUser(ctx.app);
    const set = await setFairUse(user, { scripts: 2, images: 3, period: 'day' });
    expect({ status: set.statusCode, body: set.json() }).toEqual({ status: 200, body: { message: adminMessages.fairUseSaved } });

    expect((await generate(user, 'script')).statusCode).toBe(200);
    expect((await generate(user, 'script')).statusCode).toBe(200);
    const refused = await generate(user, 'script');
    // The test clock is 12:00 UTC: the day's limit resets at the next midnight, 12 hours on.
    const midnight = fairUsePeriodAt(ctx.clock.now(), 'day').end;
    const resets = midnight.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect({ status: refused.statusCode, body: refused.json(), retryAfter: refused.headers['retry-after'] }).toEqual({
      status: 429,
      body: {
        code: 'FAIR_USE_LIMIT_REACHED',
        message: `You have reached your fair-use limit of 2 scripts a day. It resets on ${resets} (00:00 UTC).`,
      },
      retryAfter: String((midnight.getTime() - ctx.clock.now().getTime()) / 1000),
    });

    // Two images of a limit of three fit; two more do not, and nothing of the refused request is counted.
    expect((await generate(user, 'image', { ...work.image.payload, count: 2 })).statusCode).toBe(200);
    const tooMany = await generate(user, 'image', { ...work.image.payload, count: 2 });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(
      `You have reached your fair-use limit of 3 images a day (2 used, 2 requested). It resets on ${resets} (00:00 UTC).`,
    );
    expect(await usage(user)).toMatchObject({
      access: 'payments_off',
      canGenerate: true,
      fairUse: {
        period: 'day',
        periodStart: fairUsePeriodAt(ctx.clock.now(), 'day').start.toISOString(),
        resetsAt: midnight.toISOString(),
        scripts: { used: 2, limit: 2 },
        images: { used: 2, limit: 3 },
      },
    });

    // The console shows them, and the audit log says who changed what.
    const detail = adminUserDetail.parse(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/admin/users/${user.user.id}`, headers: await freshHeaders(ctx.app, admin) })
      ).json(),
    );
    expect(detail).toMatchObject({
      access: 'payments_off',
      fairUse: { scripts: 2, images: 3, period: 'day' },
      usage: { fairUse: { scripts: { used: 2, limit: 2 }, images: { used: 2, limit: 3 } } },
    });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, user.user.id), eq(adminAuditLog.action, 'user.set_fair_use')));
    expect(
      audit.map(({ adminId, adminEmail, action, targetType, details }) => ({ adminId, adminEmail, action, targetType, details })),
    ).toEqual([
      {
        adminId: admin.user.id,
        adminEmail: ADMIN_EMAIL,
        action: 'user.set_fair_use',
        targetType: 'user',
        details: {
          before: { scripts: null, images: null, period: 'day' },
          after: { scripts: 2, images: 3, period: 'day' },
          email: user.email,
        },
      },
    ]);

    // At midnight UTC the counts start again.
    ctx.clock.advance(midnight.getTime() - ctx.clock.now().getTime());
    expect((await generate(user, 'script')).statusCode).toBe(200);

    // Lifted again: no limit at all.
    expect((await setFairUse(user, { scripts: null, images: null, period: 'day' })).statusCode).toBe(200);
    await recordUsage(ctx, user, 'script', 50);
    expect((await generate(user, 'script')).statusCode).toBe(200);
    expect((await usage(user)).fairUse).toBeNull();
  });

  it("answers a non-administrator's attempt on another user's limits with the unknown-route 404, and changes nothing", async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    for (const target of [other, user]) {
      const response = await setFairUse(target, { scripts: 0, images: 0, period: 'month' }, user);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    const rows = await ctx.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(rows.map((row) => [row.fairUseScripts, row.fairUseImages])).toEqual([[null, null]]);
    expect((await generate(other, 'script')).statusCode).toBe(200);
  });

  it('refuses limits that are not whole numbers from 0, or an unknown period, with 400', async () => {
    const user = await registerUser(ctx.app);
    for (const limits of [
      { scripts: -1, images: null, period: 'day' },
      { scripts: 1.5, images: null, period: 'day' },
      { scripts: 1, images: null, period: 'year' },
      { scripts: 1, images: null },
      { scripts: 1, images: null, period: 'day', extra: true },
    ]) {
      const response = await setFairUse(user, limits);
      expect({ limits, status: response.statusCode }).toEqual({ limits, status: 400 });
    }
  });
});

describe('fair-use periods', () => {
  it('are the calendar day, the week from Monday and the month, in UTC', () => {
    const at = new Date('2026-03-04T23:59:59.000Z'); // a Wednesday
    expect(fairUsePeriodAt(at, 'day')).toEqual({ start: new Date('2026-03-04T00:00:00.000Z'), end: new Date('2026-03-05T00:00:00.000Z') });
    expect(fairUsePeriodAt(at, 'week')).toEqual({ start: new Date('2026-03-02T00:00:00.000Z'), end: new Date('2026-03-09T00:00:00.000Z') });
    expect(fairUsePeriodAt(new Date('2026-03-08T12:00:00.000Z'), 'week').start).toEqual(new Date('2026-03-02T00:00:00.000Z'));
    expect(fairUsePeriodAt(at, 'month')).toEqual({
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-04-01T00:00:00.000Z'),
    });
    expect(fairUsePeriodAt(new Date('2026-12-31T12:00:00.000Z'), 'month').end).toEqual(new Date('2027-01-01T00:00:00.000Z'));
  });
});
