/**
 * Connecting a YouTube channel end to end against the Google stand-in (src/server/test/google-test-server.ts):
 * the studio's own routes, the real YouTube platform (providers/publishing/youtube) pointed at the
 * stand-in by the GOOGLE_*_BASE_URL settings, the database, and a browser played with app.inject
 * (its cookie carried from connect to the callback, as a browser keeps it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishingMessages, type ChannelsResponse } from '@shared/contracts/publishing';
import { channels, oauthStates } from '../../../db/schema';
import { capturedLog } from '../../../test/captured-log';
import { PlatformError } from '../../../providers/publishing/publishing-platform';
import { createYouTubePlatform } from '../../../providers/publishing/youtube';
import { useTestApp, type TestContext } from '../../../test/build-test-app';
import { registerUser, TEST_PASSWORD, type RegisteredUser } from '../../../test/factories';
import { startGoogleTestServer, type GoogleTestServer } from '../../../test/google-test-server';
import { TOKEN_RENEW_BEFORE_MS } from './service';

const MINUTE = 60_000;
const CALLBACK = '/api/channels/youtube/callback';

const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = [setCookie ?? []].flat()[0] ?? '';
  return header.split(';')[0] ?? '';
};

/** A browser of one user: its cookie, kept from connect to the callback. */
async function connectInBrowser(ctx: TestContext, google: GoogleTestServer, user: RegisteredUser, cookie = '') {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/channels/youtube/connect',
    headers: { ...user.headers, ...(cookie ? { cookie } : {}) },
  });
  expect(started.statusCode, started.body).toBe(200);
  const browserCookie = cookieOf(started.headers['set-cookie']);
  const consentUrl = started.json<{ url: string }>().url;
  const back = await google.consent(consentUrl);
  return { consentUrl, back, cookie: browserCookie };
}

/** Google's redirect back, followed by the browser (its cookie, if any). */
async function callback(ctx: TestContext, back: URL, cookie: string) {
  expect(back.pathname).toBe(CALLBACK);
  const response = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(302);
  return response.headers.location;
}

async function listOf(ctx: TestContext, user: RegisteredUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/channels', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<ChannelsResponse>();
}

async function rowsOf(ctx: TestContext, user: RegisteredUser) {
  return ctx.database.db.select().from(channels).where(eq(channels.userId, user.user.id));
}

/** The channel's tokens as the row holds them, opened. */
function tokensOf(ctx: TestContext, row: typeof channels.$inferSelect) {
  return {
    refreshToken: ctx.deps.settingsCipher.decrypt(row.refreshTokenCiphertext!),
    accessToken: ctx.deps.settingsCipher.decrypt(row.accessTokenCiphertext!),
  };
}

/** Moves the app's clock to `ms` before the channel's access token ends. */
function clockToBeforeExpiry(ctx: TestContext, row: typeof channels.$inferSelect, ms: number) {
  ctx.clock.advance(row.accessTokenExpiresAt!.getTime() - ms - ctx.clock.now().getTime());
}

describe('connecting a YouTube channel', () => {
  let google: GoogleTestServer;
  const logged = capturedLog();
  beforeAll(async () => {
    google = await startGoogleTestServer({ account: { channelId: 'UCadaMakesVideos00000', title: 'Ada Makes Videos' } });
  });
  afterAll(() => google?.close());
  afterEach(() => google.setConsent('allow'));
  const ctx = useTestApp({ log: logged.log }, () => google.env);

  it('connects through Google’s consent screen: the channel is listed with its name and picture, its tokens sealed in its row', async () => {
    const ada = await registerUser(ctx.app);
    const { consentUrl, back, cookie } = await connectInBrowser(ctx, google, ada);

    // The consent screen: PKCE S256, offline access, the state, the studio's redirect URI.
    const consent = new URL(consentUrl);
    expect(consent.origin).toBe(google.url);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: google.settings.clientId,
      redirect_uri: 'http://localhost:80/api/channels/youtube/callback',
      response_type: 'code',
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    const state = consent.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Kept hashed: the state itself travels only through the browser.
    const [stored] = await ctx.database.db.select().from(oauthStates).where(eq(oauthStates.userId, ada.user.id));
    expect(stored?.stateHash).not.toBe(state);
    expect(JSON.stringify(stored)).not.toContain(state);
    expect(cookie).toMatch(/^genesis_channels=[A-Za-z0-9_-]{43}$/);

    expect(await callback(ctx, back, cookie)).toBe('/app?channels=connected');

    const list = await listOf(ctx, ada);
    expect(list).toEqual({
      youtubeConfigured: true,
      channels: [
        {
          id: expect.any(String),
          platform: 'youtube',
          name: 'Ada Makes Videos',
          pictureUrl: `${google.url}/_stand-in/pictures/UCadaMakesVideos00000.png`,
          status: 'connected',
          connectedAt: ctx.clock.now().toISOString(),
        },
      ],
    });

    const [row] = await rowsOf(ctx, ada);
    const { refreshToken, accessToken } = tokensOf(ctx, row!);
    expect(google.tokenState(refreshToken)).toBe('valid');
    expect(google.tokenState(accessToken)).toBe('valid');
    // No plaintext token in the row, nor in the list the browser gets.
    const rowText = JSON.stringify(row);
    for (const secret of [refreshToken, accessToken]) {
      expect(rowText).not.toContain(secret);
      expect(JSON.stringify(list)).not.toContain(secret);
    }
    expect(rowText).not.toMatch(/ya29\.|1\/\//);
    expect(row?.scopes).toEqual(expect.arrayContaining(['https://www.googleapis.com/auth/youtube.upload']));
    // The state was used up.
    expect(await ctx.database.db.select().from(oauthStates).where(eq(oauthStates.userId, ada.user.id))).toEqual([]);

    // Neither the tokens nor the code or state reached the log (the callback's address is logged without them).
    const log = logged.text();
    expect(log).toContain(`${CALLBACK}?code=[redacted]`);
    for (const secret of [refreshToken, accessToken, back.searchParams.get('code')!, state]) expect(log).not.toContain(secret);
  });

  it('refuses a state it never gave, one used already, and one from another browser, connecting nothing', async () => {
    const bo = await registerUser(ctx.app);
    const { back, cookie } = await connectInBrowser(ctx, google, bo);

    // Made up.
    const forged = new URL(back);
    forged.searchParams.set('state', 'a'.repeat(43));
    expect(await callback(ctx, forged, cookie)).toBe('/app?channels=error&reason=invalid_state');
    // Without the cookie of the browser that asked (a link to someone else's consent screen).
    const elsewhere = await connectInBrowser(ctx, google, bo);
    expect(await callback(ctx, elsewhere.back, '')).toBe('/app?channels=error&reason=invalid_state');
    expect(await callback(ctx, elsewhere.back, 'genesis_channels=' + 'b'.repeat(43))).toBe('/app?channels=error&reason=invalid_state');
    expect(await rowsOf(ctx, bo)).toEqual([]);

    // The real one connects once; sent again (replayed), it is refused.
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=connected');
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=error&reason=invalid_state');
    expect(await rowsOf(ctx, bo)).toHaveLength(1);
    // No state at all.
    const bare = await ctx.app.inject({ method: 'GET', url: CALLBACK });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/app?channels=error&reason=invalid_state');
  });

  it('refuses a consent that came back after 10 minutes', async () => {
    const cy = await registerUser(ctx.app);
    const { back, cookie } = await connectInBrowser(ctx, google, cy);
    ctx.clock.advance(10 * MINUTE + 1000);
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=error&reason=expired_state');
    expect(await rowsOf(ctx, cy)).toEqual([]);
  });

  it('connects nothing, and gives the grant back, when a permission publishing needs was unticked', async () => {
    const una = await registerUser(ctx.app);
    // An account with no earlier grant (Google adds the scopes an account granted before).
    google.useAccount({ channelId: 'UCunaNoCaptions0000000', title: 'Una' });
    google.setConsent({ scopes: ['https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/youtube.upload'] });
    const { back, cookie } = await connectInBrowser(ctx, google, una);
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=error&reason=missing_scope');
    expect(await rowsOf(ctx, una)).toEqual([]);
    const revoked = google.requests.filter((request) => request.path === '/revoke');
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('says access_denied when the user says no on the consent screen', async () => {
    const di = await registerUser(ctx.app);
    google.setConsent('deny');
    const { back, cookie } = await connectInBrowser(ctx, google, di);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=error&reason=access_denied');
    expect(await rowsOf(ctx, di)).toEqual([]);
  });

  it('says provider_error when Google fails after the consent, never a 500', async () => {
    const ed = await registerUser(ctx.app);
    google.failNext('channels.list', 'backendError', 503);
    const { back, cookie } = await connectInBrowser(ctx, google, ed);
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=error&reason=provider_error');
    expect(await rowsOf(ctx, ed)).toEqual([]);
    // A code Google no longer takes (exchanged already) is the same.
    const again = await connectInBrowser(ctx, google, ed);
    const stale = new URL(again.back);
    stale.searchParams.set('code', back.searchParams.get('code')!);
    expect(await callback(ctx, stale, again.cookie)).toBe('/app?channels=error&reason=provider_error');
  });

  it('renews the access token before it ends, and hands out the one it holds until then', async () => {
    const fay = await registerUser(ctx.app);
    const { back, cookie } = await connectInBrowser(ctx, google, fay);
    await callback(ctx, back, cookie);
    const [row] = await rowsOf(ctx, fay);
    const first = tokensOf(ctx, row!);

    clockToBeforeExpiry(ctx, row!, TOKEN_RENEW_BEFORE_MS + MINUTE);
    expect(await ctx.services.channels.accessToken(fay.user.id, row!.id)).toBe(first.accessToken);

    clockToBeforeExpiry(ctx, row!, TOKEN_RENEW_BEFORE_MS - MINUTE);
    const renewed = await ctx.services.channels.accessToken(fay.user.id, row!.id);
    expect(renewed).not.toBe(first.accessToken);
    expect(google.tokenState(renewed)).toBe('valid');
    const [after] = await rowsOf(ctx, fay);
    expect(tokensOf(ctx, after!)).toEqual({ refreshToken: first.refreshToken, accessToken: renewed });
    expect(JSON.stringify(after)).not.toContain(renewed);
    expect(after!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(row!.accessTokenExpiresAt!.getTime());
  });

  it('turns a channel whose grant was revoked at Google to reconnect, and connecting it again makes it whole', async () => {
    const gus = await registerUser(ctx.app);
    google.useAccount({ channelId: 'UCgusGamesChannel0000', title: 'Gus Games' });
    const { back, cookie } = await connectInBrowser(ctx, google, gus);
    await callback(ctx, back, cookie);
    const [row] = await rowsOf(ctx, gus);
    // The user removed the studio's access in their Google account.
    google.revokeGrants(tokensOf(ctx, row!).refreshToken);

    clockToBeforeExpiry(ctx, row!, MINUTE);
    await expect(ctx.services.channels.accessToken(gus.user.id, row!.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CHANNEL_RECONNECT',
      message: publishingMessages.reconnect,
    });
    expect((await listOf(ctx, gus)).channels).toEqual([expect.objectContaining({ id: row!.id, name: 'Gus Games', status: 'reconnect' })]);
    const [lapsed] = await rowsOf(ctx, gus);
    expect(lapsed).toMatchObject({ refreshTokenCiphertext: null, accessTokenCiphertext: null });

    // Reconnect: the same channel, connected again with a new grant.
    const again = await connectInBrowser(ctx, google, gus, cookie);
    expect(again.cookie).toBe(cookie);
    expect(await callback(ctx, again.back, again.cookie)).toBe('/app?channels=connected');
    expect((await listOf(ctx, gus)).channels).toEqual([expect.objectContaining({ id: row!.id, status: 'connected' })]);
    const [whole] = await rowsOf(ctx, gus);
    expect(google.tokenState(tokensOf(ctx, whole!).refreshToken)).toBe('valid');
  });

  it('disconnects: the grant is revoked at Google, then the channel and its tokens are deleted', async () => {
    const hal = await registerUser(ctx.app);
    google.useAccount({ channelId: 'UChalHikes00000000000', title: 'Hal Hikes' });
    const { back, cookie } = await connectInBrowser(ctx, google, hal);
    await callback(ctx, back, cookie);
    const [row] = await rowsOf(ctx, hal);
    const { refreshToken, accessToken } = tokensOf(ctx, row!);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/channels/${row!.id}`, headers: hal.headers });
    expect(removed.statusCode).toBe(204);
    expect(google.tokenState(refreshToken)).toBe('revoked');
    expect(google.tokenState(accessToken)).toBe('revoked');
    expect(await rowsOf(ctx, hal)).toEqual([]);
    expect((await listOf(ctx, hal)).channels).toEqual([]);
    const twice = await ctx.app.inject({ method: 'DELETE', url: `/api/channels/${row!.id}`, headers: hal.headers });
    expect(twice.statusCode).toBe(404);
  });

  it('revokes every channel’s grant at Google when the account is deleted', async () => {
    const ivy = await registerUser(ctx.app);
    google.useAccount({ channelId: 'UCivyCooks00000000000', title: 'Ivy Cooks' });
    const { back, cookie } = await connectInBrowser(ctx, google, ivy);
    await callback(ctx, back, cookie);
    const [row] = await rowsOf(ctx, ivy);
    const { refreshToken } = tokensOf(ctx, row!);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: ivy.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(google.tokenState(refreshToken)).toBe('revoked');
    expect(await rowsOf(ctx, ivy)).toEqual([]);
  });

  it("refuses another user's channel on every route, and another user's consent in their browser", async () => {
    const ida = await registerUser(ctx.app);
    const jon = await registerUser(ctx.app);
    google.useAccount({ channelId: 'UCidaCooks00000000000', title: 'Ida Cooks' });
    const { back, cookie } = await connectInBrowser(ctx, google, ida);
    await callback(ctx, back, cookie);
    const [row] = await rowsOf(ctx, ida);

    const taken = await ctx.app.inject({ method: 'DELETE', url: `/api/channels/${row!.id}`, headers: jon.headers });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ code: 'CHANNEL_NOT_FOUND', message: publishingMessages.channelNotFound });
    expect((await listOf(ctx, jon)).channels).toEqual([]);
    await expect(ctx.services.channels.accessToken(jon.user.id, row!.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(google.tokenState(tokensOf(ctx, row!).refreshToken)).toBe('valid');
    expect(await rowsOf(ctx, ida)).toHaveLength(1);

    // Ida's consent, opened in Jon's browser (with Jon's own cookie): nothing is connected for either.
    const idas = await connectInBrowser(ctx, google, ida);
    const jons = await connectInBrowser(ctx, google, jon);
    expect(await callback(ctx, idas.back, jons.cookie)).toBe('/app?channels=error&reason=invalid_state');
    expect(await rowsOf(ctx, jon)).toEqual([]);

    // Without a sign-in, nothing at all.
    for (const request of [
      { method: 'GET' as const, url: '/api/channels' },
      { method: 'POST' as const, url: '/api/channels/youtube/connect' },
      { method: 'DELETE' as const, url: `/api/channels/${row!.id}` },
    ]) {
      expect((await ctx.app.inject(request)).statusCode).toBe(401);
    }
  });

  it('keeps a second channel of the same user beside the first', async () => {
    const kim = await registerUser(ctx.app);
    google.useAccount({ channelId: 'UCkimOne0000000000000', title: 'Kim One' });
    const first = await connectInBrowser(ctx, google, kim);
    await callback(ctx, first.back, first.cookie);
    // Listed oldest connection first (the test's clock stands still unless moved).
    ctx.clock.advance(1000);
    google.useAccount({ channelId: 'UCkimTwo0000000000000', title: 'Kim Two' });
    const second = await connectInBrowser(ctx, google, kim, first.cookie);
    await callback(ctx, second.back, second.cookie);
    expect((await listOf(ctx, kim)).channels.map((channel) => channel.name)).toEqual(['Kim One', 'Kim Two']);
  });
});

describe('disconnecting when Google does not answer the revocation', () => {
  let google: GoogleTestServer;
  const logged = capturedLog();
  beforeAll(async () => {
    google = await startGoogleTestServer();
  });
  afterAll(() => google?.close());
  const ctx = useTestApp(
    {
      log: logged.log,
      // Google's revocation endpoint failing (the stand-in has no such fault of its own).
      youtube: (settings) => ({
        ...createYouTubePlatform(settings),
        revoke: async () => {
          throw new PlatformError('Google could not be reached to revoke the grant', 'backendError', 503, true);
        },
      }),
    },
    () => google.env,
  );

  it('deletes the channel all the same, and says so in the log', async () => {
    const lea = await registerUser(ctx.app);
    const { back, cookie } = await connectInBrowser(ctx, google, lea);
    expect(await callback(ctx, back, cookie)).toBe('/app?channels=connected');
    const [row] = await rowsOf(ctx, lea);
    const { refreshToken } = tokensOf(ctx, row!);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/channels/${row!.id}`, headers: lea.headers });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(ctx, lea)).toEqual([]);
    expect(google.tokenState(refreshToken)).toBe('valid');
    const log = logged.text();
    expect(log).toContain('revoking a disconnected channel’s grant failed; the channel is deleted all the same');
    expect(log).toContain('"reason":"backendError"');
    expect(log).not.toContain(refreshToken);
  });
});
