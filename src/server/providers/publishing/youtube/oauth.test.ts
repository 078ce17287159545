import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedGrant, consentCode, pkcePair, platformRefusal, TEST_REDIRECT_URI } from '../../../test/google-grant';
import { startGoogleTestServer, type GoogleTestServer } from '../../../test/google-test-server';
import { listenLocally } from '../../../test/listen-locally';
import { type PublishingPlatform } from '../publishing-platform';
import { createYouTubePlatform, youtubeScopes } from '.';

/** Everything an error would show in a log line. */
const logged = (error: Error) => JSON.stringify({ ...error, message: error.message, stack: error.stack });

describe('YouTube OAuth against the Google stand-in', () => {
  let google: GoogleTestServer;
  let youtube: PublishingPlatform;
  beforeAll(async () => {
    google = await startGoogleTestServer();
    youtube = createYouTubePlatform(google.settings);
  });
  afterAll(() => google.close());

  it('sends the creator to the consent screen with PKCE (S256), offline access and the YouTube scopes', () => {
    const { challenge } = pkcePair();
    const url = new URL(youtube.consentUrl({ state: 'bound-to-user', codeChallenge: challenge, redirectUri: TEST_REDIRECT_URI }));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: google.settings.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: youtubeScopes.join(' '),
      state: 'bound-to-user',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
    expect(youtubeScopes).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/youtube.upload',
        'https://www.googleapis.com/auth/youtube',
        'https://www.googleapis.com/auth/youtube.readonly',
      ]),
    );
  });

  it('points the consent screen at Google itself by default', () => {
    const url = createYouTubePlatform({ clientId: 'id', clientSecret: 'secret' }).consentUrl({
      state: 's',
      codeChallenge: pkcePair().challenge,
      redirectUri: TEST_REDIRECT_URI,
    });
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
  });

  it('exchanges the code with its verifier for an access token and a refresh token', async () => {
    const { code, verifier, back } = await consentCode(google, youtube, 'state-42');
    expect(back.searchParams.get('state')).toBe('state-42');
    const before = Date.now();
    const grant = await youtube.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI });
    expect(grant.accessToken).toMatch(/^ya29\./);
    expect(grant.refreshToken).toMatch(/^1\/\//);
    expect(grant.scopes.sort()).toEqual([...youtubeScopes].sort());
    expect(grant.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3599_000);
    expect(grant.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(google.tokenState(grant.accessToken)).toBe('valid');
    // The stand-in saw the client's secret and the verifier in the form Google documents.
    const exchange = google.requests.filter((request) => request.path === '/token').at(-1);
    expect(exchange?.method).toBe('POST');
  });

  it('refuses a code with the wrong verifier as invalid_grant, and never names the code', async () => {
    const { code } = await consentCode(google, youtube);
    const error = await platformRefusal(youtube.exchangeCode({ code, codeVerifier: pkcePair().verifier, redirectUri: TEST_REDIRECT_URI }));
    expect(error).toMatchObject({ reason: 'invalid_grant', status: 400, retryable: false });
    expect(logged(error)).not.toContain(code);
  });

  it('refuses a code used once already', async () => {
    const { code, verifier } = await consentCode(google, youtube);
    await youtube.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI });
    const error = await platformRefusal(youtube.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI }));
    expect(error).toMatchObject({ reason: 'invalid_grant', retryable: false });
  });

  it('refuses a client with the wrong secret as invalid_client, never naming the secret', async () => {
    const { code, verifier } = await consentCode(google, youtube);
    const wrong = createYouTubePlatform({ ...google.settings, clientSecret: 'not-the-client-secret' });
    const error = await platformRefusal(wrong.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI }));
    expect(error).toMatchObject({ reason: 'invalid_client', status: 401, retryable: false });
    expect(logged(error)).not.toContain('not-the-client-secret');
  });

  it('brings back access_denied when the creator declines', async () => {
    google.setConsent('deny');
    try {
      const back = await google.consent(
        youtube.consentUrl({ state: 's', codeChallenge: pkcePair().challenge, redirectUri: TEST_REDIRECT_URI }),
      );
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe('s');
      expect(back.searchParams.has('code')).toBe(false);
    } finally {
      google.setConsent('allow');
    }
  });

  it('refreshes the access token, keeping the refresh token Google does not send again', async () => {
    const grant = await connectedGrant(google, youtube);
    const refreshed = await youtube.refresh(grant.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
    expect(refreshed.refreshToken).toBeNull();
    expect(refreshed.scopes.sort()).toEqual([...youtubeScopes].sort());
    expect(google.tokenState(refreshed.accessToken)).toBe('valid');
  });

  it('revokes a grant: its refresh token no longer refreshes, and revoking again is no error', async () => {
    const grant = await connectedGrant(google, youtube);
    const refreshToken = grant.refreshToken ?? '';
    await youtube.revoke(refreshToken);
    expect(google.tokenState(refreshToken)).toBe('revoked');
    expect(google.tokenState(grant.accessToken)).toBe('revoked');
    const error = await platformRefusal(youtube.refresh(refreshToken));
    expect(error).toMatchObject({ reason: 'invalid_grant', status: 400, retryable: false });
    expect(logged(error)).not.toContain(refreshToken);
    await expect(youtube.revoke(refreshToken)).resolves.toBeUndefined();
  });

  it('tells a grant revoked at Google (Reconnect) from a passing failure', async () => {
    const grant = await connectedGrant(google, youtube);
    google.revokeGrants(grant.accessToken);
    expect(await platformRefusal(youtube.refresh(grant.refreshToken ?? ''))).toMatchObject({ reason: 'invalid_grant', retryable: false });
  });

  it("takes tokens out of Google's words before they reach a message", async () => {
    const leaky: typeof fetch = async () =>
      new Response(
        JSON.stringify({ error: 'invalid_grant', error_description: 'Token 1//0gSECRETsecret-123 is gone; ya29.a0Secret too' }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      );
    const platform = createYouTubePlatform(google.settings, { fetch: leaky });
    const error = await platformRefusal(platform.refresh('1//0gSECRETsecret-123'));
    expect(error.message).toContain('[redacted]');
    expect(logged(error)).not.toMatch(/SECRET|ya29\.a0/);
  });

  it('gives up on a token endpoint that does not answer, and lets the caller abort', async () => {
    const silent = createServer(() => undefined);
    const origin = await listenLocally(silent);
    try {
      const platform = createYouTubePlatform({ ...google.settings, oauth2BaseUrl: origin }, { requestTimeoutMs: 200 });
      expect(await platformRefusal(platform.refresh('1//0gsomething'))).toMatchObject({ reason: 'timeout', status: 0, retryable: true });

      const controller = new AbortController();
      const call = platform.refresh('1//0gsomething', controller.signal);
      controller.abort(new Error('the job was cancelled'));
      await expect(call).rejects.toThrow('the job was cancelled');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('calls a missing Google a failure to retry', async () => {
    const gone = createServer();
    const origin = await listenLocally(gone);
    await new Promise((resolve) => gone.close(resolve));
    const platform = createYouTubePlatform({ ...google.settings, oauth2BaseUrl: origin });
    expect(await platformRefusal(platform.refresh('1//0gsomething'))).toMatchObject({ reason: 'unavailable', status: 0, retryable: true });
  });
});
