import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import { adminMessages, adminUserDetail, adminUserList } from '@shared/contracts/admin';
import { authMessages } from '@shared/contracts/auth';
import type { App } from '../../app/app';
import { adminAuditLog, sessions, usageEvents, users } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { freshHeaders, registerUser, followVerificationLink, subscribeUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { appOrigin } from '../../test/listen-locally';
import { openSocket } from '../../test/socket-client';

const ADMIN_EMAIL = 'operator-admin@example.com';
// Only the word sent through the hub may close a socket before a test's timeout (not its heartbeat).
const settings = { ADMIN_EMAILS: ADMIN_EMAIL, SOCKET_HEARTBEAT_MS: String(60 * 60 * 1000) };

/** Every console route, with a request that would do something for an administrator. */
function consoleRequests(ids: { user: string; payout: string; payment: string }): InjectOptions[] {
  return [
    { method: 'GET', url: '/api/admin/dashboard?days=30' },
    { method: 'GET', url: '/api/admin/users?q=a&limit=5' },
    { method: 'GET', url: `/api/admin/users/${ids.user}` },
    { method: 'POST', url: `/api/admin/users/${ids.user}/extend-trial`, payload: { hours: 24 } },
    { method: 'POST', url: `/api/admin/users/${ids.user}/grant-plan`, payload: { planId: 'premium', days: 30 } },
    { method: 'PUT', url: `/api/admin/users/${ids.user}/fair-use`, payload: { scripts: 0, images: 0, period: 'day' } },
    { method: 'POST', url: `/api/admin/users/${ids.user}/suspend` },
    { method: 'POST', url: `/api/admin/users/${ids.user}/unsuspend` },
    { method: 'DELETE', url: `/api/admin/users/${ids.user}` },
    { method: 'GET', url: '/api/admin/affiliates/commissions?status=approved' },
    { method: 'GET', url: '/api/admin/affiliates/payouts' },
    { method: 'POST', url: '/api/admin/affiliates/payouts', payload: { month: '2026-01' } },
    { method: 'POST', url: `/api/admin/affiliates/payouts/${ids.payout}/paid`, payload: { reference: 'wire 1' } },
    { method: 'GET', url: '/api/admin/affiliates/payouts.csv?month=2026-01' },
    { method: 'GET', url: '/api/admin/payments' },
    { method: 'POST', url: `/api/admin/payments/${ids.payment}/refund` },
    { method: 'GET', url: '/api/admin/newsletter' },
    { method: 'GET', url: '/api/admin/newsletter?format=csv' },
    { method: 'GET', url: '/api/admin/outbox' },
    { method: 'GET', url: '/api/admin/audit-log?limit=10' },
    { method: 'GET', url: '/api/admin/publishing/google' },
    {
      method: 'PUT',
      url: '/api/admin/publishing/google',
      payload: { clientId: 'someone.apps.googleusercontent.com', clientSecret: 'a secret' },
    },
    { method: 'GET', url: '/api/admin/sign-in' },
    { method: 'PUT', url: '/api/admin/sign-in', payload: { provider: null, passwordSignIn: true } },
    { method: 'GET', url: '/api/admin/webhooks' },
    { method: 'POST', url: '/api/admin/webhooks', payload: { url: 'https://93.184.215.14/hooks', events: ['user.created'] } },
    { method: 'DELETE', url: `/api/admin/webhooks/${ids.payment}` },
    { method: 'GET', url: `/api/admin/webhooks/${ids.payment}/deliveries` },
    { method: 'POST', url: `/api/admin/webhooks/${ids.payment}/resume` },
    { method: 'POST', url: `/api/admin/webhooks/${ids.payment}/test` },
    { method: 'POST', url: `/api/admin/webhooks/${ids.payment}/rotate-secret` },
  ];
}

/** What a path nothing serves answers (the static client's and the guard's 404). */
const unknownRouteBody = (method: string, url: string) => ({ message: `No route for ${method} ${url.split('?')[0]}`, code: 'NOT_FOUND' });

/** The (method, path) of every /api/admin route the OpenAPI description lists, paths as Fastify writes them. */
async function describedAdminRoutes(app: App): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
}

const routeOf = (request: InjectOptions) =>
  `${request.method} ${String(request.url)
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')}`;

describe('the operator console (ADMIN_EMAILS)', () => {
  const ctx = useTestApp({}, settings);
  let admin: RegisteredUser;
  const asAdmin = (request: InjectOptions) => ctx.app.inject({ ...request, headers: { ...admin.headers, ...request.headers } });
  const ok = async <T = Record<string, unknown>>(request: InjectOptions, status = 200): Promise<T> => {
    const response = await asAdmin(request);
    expect(response.statusCode, `${routeOf(request)}: ${response.body}`).toBe(status);
    return response.json<T>();
  };
  /** Moves the clock; the administrator's access token is refreshed, as their browser would. */
  const advance = async (ms: number) => {
    ctx.clock.advance(ms);
    admin.headers = await freshHeaders(ctx.app, admin);
  };
  const auditRows = (action: string) => ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

  it('is open to the administrators ADMIN_EMAILS names, who are told so', async () => {
    // Someone else registers first: with ADMIN_EMAILS set, being first makes no one an administrator.
    const first = await registerUser(ctx.app);
    expect(first.user.isAdmin).toBe(false);
    // Anyone could register a listed address first: it is an administrator once its mailbox is proven.
    admin = await registerUser(ctx.app, { email: ADMIN_EMAIL, name: 'Olive Operator' });
    expect(admin.user.isAdmin).toBe(false);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(404);
    admin = await followVerificationLink(ctx, admin);
    expect(admin.user.isAdmin).toBe(true);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(200);
  });

  it('answers everyone else with the unknown-route 404 on every console route, and changes nothing', async () => {
    const user = await registerUser(ctx.app);
    const requests = consoleRequests({ user: admin.user.id, payout: randomUUID(), payment: randomUUID() });
    // The list covers every console route the API describes (backups, models and AI engines have their own features and tests).
    const listed = new Set(requests.map(routeOf));
    const described = (await describedAdminRoutes(ctx.app)).filter(
      (route) => !route.includes('/backup') && !route.includes('/models') && !route.includes('/ai-engines'),
    );
    expect(described.length).toBeGreaterThanOrEqual(17);
    expect(described.filter((route) => !listed.has(route))).toEqual([]);

    const callers = { anonymous: {}, 'a signed-in user': user.headers, 'a made-up token': { authorization: 'Bearer not-a-token' } };
    for (const request of [
      ...requests,
      // Malformed ids and bodies too: the guard answers before anything is read.
      { method: 'GET', url: '/api/admin/users/not-a-uuid' },
      { method: 'POST', url: '/api/admin/users/not-a-uuid/grant-plan', payload: { planId: 'gold' } },
    ] as InjectOptions[]) {
      for (const [who, headers] of Object.entries(callers)) {
        const response = await ctx.app.inject({ ...request, headers });
        expect({ who, route: request.url, status: response.statusCode, body: response.json() }).toEqual({
          who,
          route: request.url,
          status: 404,
          body: unknownRouteBody(String(request.method), String(request.url)),
        });
      }
    }
    // The same answer as a path nothing serves at all.
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/admin/no-such-page', headers: user.headers });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: unknownRouteBody('GET', '/api/admin/no-such-page'),
    });
    // The administrator was neither suspended nor deleted by anyone else's attempts.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.suspendedAt).toBeNull();
  });

  it('finds users by name or e-mail, newest first, a page at a time', async () => {
    const label = `findme${randomUUID().slice(0, 6)}`;
    const made: RegisteredUser[] = [];
    for (let index = 0; index < 5; index += 1) made.push(await registerUser(ctx.app, { email: uniqueEmail(`${label}-${index}`) }));
    made.push(await registerUser(ctx.app, { name: `Ann ${label.toUpperCase()}` }));
    const pages: string[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = adminUserList.parse(
        await ok({ method: 'GET', url: `/api/admin/users?q=${label}&limit=2${cursor ? `&cursor=${cursor}` : ''}` }),
      );
      pages.push(page.users.map((user) => user.id));
      cursor = page.nextCursor;
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(made.map((user) => user.user.id).reverse());

    const all = adminUserList.parse(await ok({ method: 'GET', url: '/api/admin/users?limit=100' }));
    expect(all.users.find((user) => user.id === admin.user.id)).toMatchObject({ role: 'admin', email: ADMIN_EMAIL, suspended: false });
    // '%' is a character to find, not a pattern.
    expect(adminUserList.parse(await ok({ method: 'GET', url: '/api/admin/users?q=%25' })).users).toEqual([]);
    const bad = await asAdmin({ method: 'GET', url: '/api/admin/users?cursor=bm90LWEtY3Vyc29y' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a user in detail: plan, trial, usage against quotas, sessions and projects', async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: { title: 'A first video' } });
    await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: { topic: 'Tea', seed: 3 } });
    const trial = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(trial).toMatchObject({
      email: user.email,
      role: 'user',
      subscriptionStatus: 'trialing',
      subscriptionPlan: null,
      suspended: false,
      projectsCount: 1,
      usage: { periodStart: null, scripts: { used: 1, limit: null }, images: { used: 0, limit: null }, voiceovers: 0 },
    });
    expect(trial.sessions).toEqual([expect.objectContaining({ live: true, device: expect.any(String) })]);

    await advance(60_000);
    await subscribeUser(ctx, user, 'basic');
    const headers = await freshHeaders(ctx.app, user);
    await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers, payload: { topic: 'Tea', seed: 4 } });
    const paid = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(paid).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'basic',
      usage: { scripts: { used: 1, limit: 100 }, images: { used: 0, limit: 50 } },
    });

    for (const id of [randomUUID()]) {
      const missing = await asAdmin({ method: 'GET', url: `/api/admin/users/${id}` });
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({
        status: 404,
        body: { message: adminMessages.userNotFound, code: 'USER_NOT_FOUND' },
      });
    }
    const malformed = await asAdmin({ method: 'POST', url: '/api/admin/users/42/suspend' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('notes the engine that made each generation, for the dashboard', async () => {
    const user = await registerUser(ctx.app);
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'a lighthouse', count: 2, seed: 5 },
    });
    expect(image.statusCode, image.body).toBe(200);
    const rows = await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.user.id));
    expect(rows.map((row) => [row.kind, row.engine])).toEqual([
      ['image', image.json().engine],
      ['image', image.json().engine],
    ]);
  });

  it('extends a trial (from now once it has ended) and grants a plan for N days, each audited', async () => {
    const user = await registerUser(ctx.app);
    const expiry = new Date(user.user.trialExpiry!);
    expect(await ok({ method: 'POST', url: `/api/admin/users/${user.user.id}/extend-trial`, payload: { hours: 48 } })).toEqual({
      message: adminMessages.trialExtended,
    });
    let detail = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(new Date(detail.trialExpiry!).getTime()).toBe(expiry.getTime() + 48 * 60 * 60 * 1000);

    // Once it has ended, the extension counts from now, and the user may generate again.
    await advance(4 * DAY_MS);
    const blocked = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: await freshHeaders(ctx.app, user) });
    expect(blocked.json()).toMatchObject({ canGenerate: false });
    await ok({ method: 'POST', url: `/api/admin/users/${user.user.id}/extend-trial`, payload: { hours: 24 } });
    detail = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(detail).toMatchObject({
      subscriptionStatus: 'trialing',
      trialExpiry: new Date(ctx.clock.now().getTime() + DAY_MS).toISOString(),
    });

    expect(
      await ok({ method: 'POST', url: `/api/admin/users/${user.user.id}/grant-plan`, payload: { planId: 'premium', days: 10 } }),
    ).toEqual({ message: adminMessages.planGranted });
    detail = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(detail).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'premium',
      currentPeriodEnd: new Date(ctx.clock.now().getTime() + 10 * DAY_MS).toISOString(),
    });
    // On a plan, there is no trial to extend.
    const onPlan = await asAdmin({ method: 'POST', url: `/api/admin/users/${user.user.id}/extend-trial`, payload: { hours: 1 } });
    expect(onPlan.statusCode).toBe(409);
    // The granted plan ends by itself after N days (it does not renew, and nobody is charged).
    await advance(11 * DAY_MS);
    detail = adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }));
    expect(detail.subscriptionStatus).toBe('canceled');

    const invalid = await asAdmin({
      method: 'POST',
      url: `/api/admin/users/${user.user.id}/grant-plan`,
      payload: { planId: 'gold', days: 0 },
    });
    expect(invalid.statusCode).toBe(400);

    for (const action of ['user.extend_trial', 'user.grant_plan']) {
      expect(await auditRows(action)).toContainEqual(
        expect.objectContaining({ adminId: admin.user.id, adminEmail: ADMIN_EMAIL, targetType: 'user', targetId: user.user.id }),
      );
    }
    const [grant] = (await auditRows('user.grant_plan')).filter((row) => row.targetId === user.user.id);
    expect(grant?.details).toMatchObject({ planId: 'premium', days: 10, email: user.email });
  });

  it('suspends a user: their open socket closes at once, their sessions end, and signing in says suspended', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await appOrigin(ctx.app), user.token);
    await socket.next('conversations_list');

    expect(await ok({ method: 'POST', url: `/api/admin/users/${user.user.id}/suspend` })).toEqual({ message: adminMessages.suspended });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: user.headers })).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-session-token': user.sessionToken } });
    expect(refresh.statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect({ status: login.statusCode, body: login.json() }).toEqual({
      status: 403,
      body: { message: authMessages.suspended, code: 'ACCOUNT_SUSPENDED' },
    });
    const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(adminUserDetail.parse(await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` }))).toMatchObject({
      suspended: true,
      suspendedAt: ctx.clock.now().toISOString(),
    });

    expect(await ok({ method: 'POST', url: `/api/admin/users/${user.user.id}/unsuspend` })).toEqual({ message: adminMessages.unsuspended });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(again.statusCode).toBe(200);

    expect(await auditRows('user.suspend')).toContainEqual(expect.objectContaining({ adminEmail: ADMIN_EMAIL, targetId: user.user.id }));
    expect(await auditRows('user.unsuspend')).toContainEqual(expect.objectContaining({ adminEmail: ADMIN_EMAIL, targetId: user.user.id }));
  });

  it('refuses to suspend or delete the administrator themself', async () => {
    for (const request of [
      { method: 'POST', url: `/api/admin/users/${admin.user.id}/suspend` },
      { method: 'DELETE', url: `/api/admin/users/${admin.user.id}` },
    ] as InjectOptions[]) {
      const response = await asAdmin(request);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message: adminMessages.cannotChangeSelf, code: 'CANNOT_CHANGE_SELF' },
      });
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.suspendedAt).toBeNull();
    const unknown = await asAdmin({ method: 'POST', url: `/api/admin/users/${randomUUID()}/suspend` });
    expect(unknown.json()).toEqual({ message: adminMessages.userNotFound, code: 'USER_NOT_FOUND' });
  });

  it('deletes a user through the account feature, and audits it', async () => {
    const user = await registerUser(ctx.app);
    expect(await ok({ method: 'DELETE', url: `/api/admin/users/${user.user.id}` })).toEqual({ message: adminMessages.userDeleted });
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.user.id))).toEqual([]);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/users/${user.user.id}` })).statusCode).toBe(404);
    expect(await auditRows('user.delete')).toContainEqual(
      expect.objectContaining({ adminEmail: ADMIN_EMAIL, targetType: 'user', targetId: user.user.id, details: { email: user.email } }),
    );
  });

  it('writes every read of users’ data to the audit log: a user’s detail, the outbox (live links without SMTP) and each CSV export', async () => {
    const user = await registerUser(ctx.app);
    await ok({ method: 'GET', url: `/api/admin/users/${user.user.id}` });
    const outbox = await ok<{ messages: unknown[] }>({ method: 'GET', url: '/api/admin/outbox' });
    const payouts = await asAdmin({ method: 'GET', url: '/api/admin/affiliates/payouts.csv?month=2026-01' });
    const newsletter = await asAdmin({ method: 'GET', url: '/api/admin/newsletter?format=csv' });
    expect([payouts.statusCode, newsletter.statusCode]).toEqual([200, 200]);
    const subscribers = newsletter.body.trim().split('\n').length - 1;
    const log = await ok<{
      entries: { action: string; adminEmail: string; targetType: string | null; targetId: string | null; details: unknown }[];
    }>({
      method: 'GET',
      url: '/api/admin/audit-log?limit=4',
    });
    expect(log.entries.reverse()).toEqual([
      expect.objectContaining({
        action: 'user.view',
        adminEmail: ADMIN_EMAIL,
        targetType: 'user',
        targetId: user.user.id,
        details: { email: user.email },
      }),
      expect.objectContaining({
        action: 'mail.outbox_read',
        adminEmail: ADMIN_EMAIL,
        details: { messages: outbox.messages.length, delivery: 'outbox' },
      }),
      expect.objectContaining({ action: 'affiliates.payouts_export', adminEmail: ADMIN_EMAIL, details: { month: '2026-01' } }),
      expect.objectContaining({ action: 'newsletter.export', adminEmail: ADMIN_EMAIL, details: { subscribers } }),
    ]);
  });

  it('lists newsletter subscribers (also as CSV), the outbox and the audit log, newest first', async () => {
    const email = uniqueEmail('reader');
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const list = await ok<{ subscribers: { email: string }[] }>({ method: 'GET', url: '/api/admin/newsletter' });
    expect(list.subscribers.map((subscriber) => subscriber.email)).toContain(email);
    const csv = await asAdmin({ method: 'GET', url: '/api/admin/newsletter?format=csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')[0]).toBe('email,subscribed_at');
    expect(csv.body).toMatch(new RegExp(`^${email.replace('.', '\\.')},\\d{4}-`, 'm'));

    const outbox = await ok<{ delivery: string; messages: unknown[] }>({ method: 'GET', url: '/api/admin/outbox' });
    expect(outbox.delivery).toBe('outbox');
    expect(Array.isArray(outbox.messages)).toBe(true);
    await ctx.services.auditLog.record({ admin: { id: admin.user.id, email: ADMIN_EMAIL }, action: 'test.marker' });
    const log = await ok<{ entries: { action: string; adminEmail: string }[] }>({ method: 'GET', url: '/api/admin/audit-log?limit=3' });
    expect(log.entries).toHaveLength(3);
    expect(log.entries[0]).toMatchObject({ action: 'test.marker', adminEmail: ADMIN_EMAIL });
  });
});

describe('the operator console without ADMIN_EMAILS: the first account registered', () => {
  const ctx = useTestApp();

  it('lets the first account in and keeps the second out', async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    expect([first.user.isAdmin, second.user.isAdmin]).toEqual([true, false]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: first.headers })).statusCode).toBe(200);
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${first.user.id}/suspend`, headers: second.headers });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 404,
      body: unknownRouteBody('POST', `/api/admin/users/${first.user.id}/suspend`),
    });
    // The first account manages the second.
    const suspended = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${second.user.id}/suspend`, headers: first.headers });
    expect(suspended.statusCode).toBe(200);
    const list = adminUserList.parse((await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: first.headers })).json());
    expect(list.users.map((user) => [user.id, user.role, user.suspended])).toEqual([
      [second.user.id, 'user', true],
      [first.user.id, 'admin', false],
    ]);
  });
});
