import { beforeAll, describe, expect, it } from 'vitest';
import { publishingMessages } from '@shared/contracts/publishing';
import { publishingClients } from '../../../db/schema';
import { createSettingsCipher } from '../../ai-engines';
import { useTestApp, type TestContext } from '../../../test/build-test-app';
import { registerAdministrator, registerUser, uniqueEmail, type RegisteredUser } from '../../../test/factories';
import { UNREADABLE_SECRET_PROBLEM } from './service';

const ADMIN = uniqueEmail('operator');
const CLIENT_ID = '1234-console.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-console-secret-value';

const settingsUrl = '/api/admin/publishing/google';

async function connectUrl(ctx: TestContext, user: RegisteredUser) {
  return ctx.app.inject({ method: 'POST', url: '/api/channels/youtube/connect', headers: user.headers });
}

describe('the Google OAuth client in the operator console', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN, PUBLIC_URL: 'https://studio.example.com' });
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: ADMIN });
  });

  it('starts with none: connecting a channel answers 503 with what to do, and the list says so', async () => {
    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      clientId: null,
      hasClientSecret: false,
      source: 'none',
      variables: [],
      redirectUri: 'https://studio.example.com/api/channels/youtube/callback',
      problem: null,
    });

    const creator = await registerUser(ctx.app);
    const refused = await connectUrl(ctx, creator);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'YOUTUBE_NOT_CONFIGURED', message: publishingMessages.notConfigured });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/channels', headers: creator.headers });
    expect(list.json()).toEqual({ channels: [], youtubeConfigured: false });
  });

  it('saves the client with its secret sealed, never sends the secret back or to the audit log, and every creator can connect at once', async () => {
    const { headers } = admin;

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers,
      payload: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ clientId: CLIENT_ID, hasClientSecret: true, source: 'console', problem: null });
    expect(saved.body).not.toContain(CLIENT_SECRET);

    const [row] = await ctx.database.db.select().from(publishingClients);
    expect(row?.clientId).toBe(CLIENT_ID);
    expect(row?.clientSecretCiphertext).not.toContain(CLIENT_SECRET);
    expect(ctx.deps.settingsCipher.decrypt(row!.clientSecretCiphertext)).toBe(CLIENT_SECRET);
    const audit = await ctx.services.auditLog.list(5);
    expect(audit[0]).toMatchObject({ action: 'publishing.google_client.save', details: { clientId: CLIENT_ID, secretChanged: true } });
    expect(JSON.stringify(audit)).not.toContain(CLIENT_SECRET);

    const creator = await registerUser(ctx.app);
    const connect = await connectUrl(ctx, creator);
    expect(connect.statusCode, connect.body).toBe(200);
    const consent = new URL(connect.json<{ url: string }>().url);
    expect(consent.origin + consent.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(consent.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(consent.searchParams.get('redirect_uri')).toBe('https://studio.example.com/api/channels/youtube/callback');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(connect.body).not.toContain(CLIENT_SECRET);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/channels', headers: creator.headers })).json()).toEqual({
      channels: [],
      youtubeConfigured: true,
    });

    // The same client without a secret keeps the saved one; another client needs its own.
    const kept = await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers, payload: { clientId: CLIENT_ID } });
    expect(kept.json()).toMatchObject({ clientId: CLIENT_ID, hasClientSecret: true });
    const [still] = await ctx.database.db.select().from(publishingClients);
    expect(still?.clientSecretCiphertext).toBe(row?.clientSecretCiphertext);
    const other = await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers,
      payload: { clientId: 'another.apps.googleusercontent.com' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'SECRET_REQUIRED' });

    // Removed: nobody can connect again until a client is saved.
    const removed = await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers, payload: { clientId: null } });
    expect(removed.json()).toMatchObject({ clientId: null, source: 'none' });
    expect((await connectUrl(ctx, creator)).statusCode).toBe(503);
  });

  it('says when the saved secret cannot be read (AUTH_SECRET or SETTINGS_KEY changed), and asks for it again', async () => {
    const elsewhere = createSettingsCipher(Buffer.alloc(32, 9));
    await ctx.database.db
      .insert(publishingClients)
      .values({ provider: 'google', clientId: CLIENT_ID, clientSecretCiphertext: elsewhere.encrypt(CLIENT_SECRET), updatedAt: new Date() });
    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
    expect(view.json()).toMatchObject({ clientId: CLIENT_ID, source: 'console', problem: UNREADABLE_SECRET_PROBLEM });
    const creator = await registerUser(ctx.app);
    expect((await connectUrl(ctx, creator)).statusCode).toBe(503);
    // The same client without a secret would keep the unreadable one: its secret is asked for.
    const kept = await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: admin.headers, payload: { clientId: CLIENT_ID } });
    expect(kept.json()).toMatchObject({ code: 'SECRET_REQUIRED' });
    const fixed = await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: admin.headers,
      payload: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    });
    expect(fixed.json()).toMatchObject({ problem: null });
    expect((await connectUrl(ctx, creator)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: admin.headers, payload: { clientId: null } });
  });

  it('answers anyone but an administrator as if the console did not exist', async () => {
    const creator = await registerUser(ctx.app);
    for (const request of [
      { method: 'GET' as const, url: settingsUrl },
      { method: 'PUT' as const, url: settingsUrl, payload: { clientId: 'mine.apps.googleusercontent.com', clientSecret: 'x' } },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: creator.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: `No route for ${request.method} ${settingsUrl}` });
    }
    expect(await ctx.database.db.select().from(publishingClients)).toEqual([]);
  });
});

describe('a Google OAuth client set in the environment', () => {
  const ctx = useTestApp(
    {},
    { ADMIN_EMAILS: ADMIN, GOOGLE_CLIENT_ID: 'env-client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-env-secret' },
  );

  it('wins over the console’s: shown read-only with its variables, never changed there, and the one creators connect through', async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN });
    // A client saved in the console earlier stays unused.
    await ctx.database.db.insert(publishingClients).values({
      provider: 'google',
      clientId: CLIENT_ID,
      clientSecretCiphertext: ctx.deps.settingsCipher.encrypt(CLIENT_SECRET),
      updatedAt: new Date(),
    });

    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
    expect(view.json()).toEqual({
      clientId: 'env-client.apps.googleusercontent.com',
      hasClientSecret: true,
      source: 'environment',
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      // Without PUBLIC_URL: the origin the request came to.
      redirectUri: 'http://localhost:80/api/channels/youtube/callback',
      problem: null,
    });
    expect(view.body).not.toContain('GOCSPX-env-secret');

    const refused = await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: admin.headers, payload: { clientId: null } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'SET_BY_ENVIRONMENT',
      message: "The Google OAuth client is set by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET in the server's environment: change it there.",
    });

    const creator = await registerUser(ctx.app);
    const connect = await connectUrl(ctx, creator);
    expect(connect.statusCode).toBe(200);
    expect(new URL(connect.json<{ url: string }>().url).searchParams.get('client_id')).toBe('env-client.apps.googleusercontent.com');
  });
});
