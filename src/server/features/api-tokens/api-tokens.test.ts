import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_API_TOKENS_PER_USER,
  apiTokenMessages,
  apiTokensResponse,
  createdApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@shared/contracts/api-tokens';
import { apiTokens } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { registerAdministrator, registerUser, type RegisteredUser } from '../../test/factories';
import { hashApiToken } from './service';
import { scopeFor } from './scope-policy';

const ADMIN_EMAIL = 'token-admin@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

function tokenClient(ctx: TestContext) {
  const create = async (user: RegisteredUser, input: CreateApiTokenInput): Promise<CreatedApiToken> => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: user.headers, payload: input });
    expect(response.statusCode, response.body).toBe(201);
    return createdApiToken.parse(response.json());
  };
  const list = async (user: RegisteredUser) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return apiTokensResponse.parse(response.json()).tokens;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return { create, list, bearer };
}

describe('personal API tokens', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL });
  const { create, list, bearer } = tokenClient(ctx);

  it('are made (shown once, stored as a hash), listed without the secret, and revoked', async () => {
    const user = await registerUser(ctx.app);
    const made = await create(user, { name: '  CI script ', scopes: ['read', 'generate'], expiresInDays: 30 });
    expect(made.token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      name: 'CI script',
      scopes: ['read', 'generate'],
      prefix: made.token.slice(4, 12),
      lastUsedAt: null,
      createdAt: ctx.clock.now().toISOString(),
      expiresAt: new Date(ctx.clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
    const [row] = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row?.tokenHash).toBe(hashApiToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const forever = await create(user, { name: 'Agent', scopes: ['read'] });
    expect(forever.expiresAt).toBeNull();
    const listed = await list(user);
    expect(listed.map((token) => token.id).sort()).toEqual([made.id, forever.id].sort());
    expect(JSON.stringify(listed)).not.toContain('gst_');

    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${made.id}`, headers: user.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await list(user)).map((token) => token.id)).toEqual([forever.id]);
  });

  it('refuses bad input with clear messages', async () => {
    const user = await registerUser(ctx.app);
    const refused = async (payload: unknown, message: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/tokens',
        headers: user.headers,
        payload: payload as object,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await refused({ name: ' ', scopes: ['read'] }, apiTokenMessages.nameRequired);
    await refused({ name: 'x'.repeat(61), scopes: ['read'] }, apiTokenMessages.nameTooLong);
    await refused({ name: 'ok', scopes: [] }, apiTokenMessages.scopesRequired);
    await refused({ name: 'ok', scopes: ['read', 'read'] }, apiTokenMessages.scopesRepeated);
    await refused({ name: 'ok', scopes: ['read'], expiresInDays: 10 }, apiTokenMessages.lifetimeInvalid);
  });

  it('work as the bearer on read and generate routes, within their scopes, and note their last use once a minute', async () => {
    const user = await registerUser(ctx.app);
    const both = await create(user, { name: 'both', scopes: ['read', 'generate'] });
    const readOnly = await create(user, { name: 'reader', scopes: ['read'] });

    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(both.token),
      payload: { title: 'By token' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(readOnly.token) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().projects.map((project: { id: string }) => project.id)).toEqual([made.json().id]);

    const refused = await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: bearer(readOnly.token), payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'API_TOKEN_SCOPE', message: apiTokenMessages.scopeNeeded('generate') });

    const lastUse = async (id: string) => (await list(user)).find((token) => token.id === id)?.lastUsedAt;
    const firstUse = ctx.clock.now().toISOString();
    expect(await lastUse(readOnly.id)).toBe(firstUse);
    // Within the minute, another use writes nothing; past it, the use is noted.
    ctx.clock.advance(30_000);
    await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(readOnly.token) });
    expect(await lastUse(readOnly.id)).toBe(firstUse);
    ctx.clock.advance(31_000);
    await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(readOnly.token) });
    expect(await lastUse(readOnly.id)).toBe(ctx.clock.now().toISOString());
  });

  it('need the publish scope for channels and publications', async () => {
    const user = await registerUser(ctx.app);
    const reader = await create(user, { name: 'reader', scopes: ['read', 'generate'] });
    const publisher = await create(user, { name: 'publisher', scopes: ['publish'] });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/channels', headers: bearer(reader.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'API_TOKEN_SCOPE', message: apiTokenMessages.scopeNeeded('publish') });
    const allowed = await ctx.app.inject({ method: 'GET', url: '/api/channels', headers: bearer(publisher.token) });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('cannot make tokens, list or revoke them, or change the account', async () => {
    const user = await registerUser(ctx.app);
    const { token, id } = await create(user, { name: 'everything', scopes: ['read', 'generate', 'publish'] });
    const attempts = [
      { method: 'POST' as const, url: '/api/account/tokens', payload: { name: 'minted', scopes: ['read'] } },
      { method: 'GET' as const, url: '/api/account/tokens' },
      { method: 'DELETE' as const, url: `/api/account/tokens/${id}` },
      { method: 'GET' as const, url: '/api/account/sessions' },
      {
        method: 'POST' as const,
        url: '/api/account/password',
        payload: { currentPassword: user.password, newPassword: 'another password 77' },
      },
      { method: 'PATCH' as const, url: '/api/account/profile', payload: { name: 'Renamed' } },
      { method: 'DELETE' as const, url: '/api/account', payload: { password: user.password } },
      { method: 'POST' as const, url: '/api/subscription/cancel' },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ ...attempt, headers: bearer(token) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'API_TOKEN_NOT_ALLOWED', message: apiTokenMessages.notAllowed });
    }
    expect((await list(user)).map((listed) => listed.id)).toEqual([id]);
    // The user's own read of themselves works: a script can tell whose token it holds.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it("never reach the console, an administrator's included", async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = await create(admin, { name: 'admin script', scopes: ['read', 'generate', 'publish'] });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route for GET /api/admin/dashboard' });
  });

  it('are refused at once once revoked, and past their expiry', async () => {
    const user = await registerUser(ctx.app);
    const revoked = await create(user, { name: 'soon gone', scopes: ['read'] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(revoked.token) })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${revoked.id}`, headers: user.headers });
    const afterRevoke = await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(revoked.token) });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toMatchObject({ code: 'API_TOKEN_INVALID', message: apiTokenMessages.invalid });

    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(`gst_${'a'.repeat(43)}`) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('API_TOKEN_INVALID');

    const weekly = await create(user, { name: 'a week', scopes: ['read'], expiresInDays: 7 });
    ctx.clock.advance(7 * DAY_MS - 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(weekly.token) })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(weekly.token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'API_TOKEN_EXPIRED', message: apiTokenMessages.expired });
  });

  it("are revoked by their owner only: another user's token id is unknown", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { id, token } = await create(owner, { name: 'mine', scopes: ['read'] });
    const attempt = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${id}`, headers: other.headers });
    const unknown = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${crypto.randomUUID()}`, headers: other.headers });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual(unknown.json());
    expect(attempt.json()).toMatchObject({ code: 'API_TOKEN_NOT_FOUND', message: apiTokenMessages.notFound });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) })).statusCode).toBe(200);
    expect(await list(other)).toEqual([]);
  });

  it(`are held to ${MAX_API_TOKENS_PER_USER} a user, counted under the user's lock`, async () => {
    const user = await registerUser(ctx.app);
    // Made in parallel: the lock keeps the count exact.
    const answers = await Promise.all(
      Array.from({ length: MAX_API_TOKENS_PER_USER + 1 }, (_, n) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/account/tokens',
          headers: user.headers,
          payload: { name: `token ${n}`, scopes: ['read'] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_API_TOKENS_PER_USER);
    const refused = answers.find((answer) => answer.statusCode !== 201);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toMatchObject({ code: 'API_TOKEN_LIMIT', message: apiTokenMessages.tooMany });
    expect(await list(user)).toHaveLength(MAX_API_TOKENS_PER_USER);
  });
});

describe('the scope a route needs of an API token', () => {
  it.each([
    ['GET', '/api/projects', 'read'],
    ['HEAD', '/api/projects/:id', 'read'],
    ['POST', '/api/projects', 'generate'],
    ['DELETE', '/api/images/:id', 'generate'],
    ['GET', '/api/projects/:id/publications', 'read'],
    ['POST', '/api/projects/:id/publications', 'publish'],
    ['GET', '/api/channels', 'publish'],
    ['DELETE', '/api/publications/:id', 'publish'],
    ['POST', '/api/calendar/feed', 'publish'],
    ['GET', '/api/account/tokens', 'refused'],
    ['DELETE', '/api/account/', 'refused'],
    ['GET', '/api/account/export', 'refused'],
    ['POST', '/api/auth/verification', 'refused'],
    ['POST', '/api/billing-portal', 'refused'],
    ['POST', '/api/affiliate/create', 'refused'],
    ['GET', '/api/webhooks', 'refused'],
    ['POST', '/api/webhooks/:id/resume', 'refused'],
    ['GET', '/api/accounting', 'read'],
  ])('%s %s: %s', (method, route, scope) => {
    expect(scopeFor(method, route)).toBe(scope);
  });
});
