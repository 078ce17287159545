import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYouTubePlatform } from '../providers/publishing/youtube';
import { connectedGrant, pkcePair, TEST_REDIRECT_URI } from './google-grant';
import { startGoogleTestServer, type GoogleTestServer } from './google-test-server';
import { freePort } from './listen-locally';

/** The stand-in holds the product to Google's rules: these are what it refuses, and how a journey steers it. */
describe('the Google stand-in', () => {
  let google: GoogleTestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    google = await startGoogleTestServer({ port, control: true, redirectUris: [TEST_REDIRECT_URI] });
  });
  afterAll(() => google.close());

  const consentUrl = (changes: Record<string, string | null>) => {
    const url = new URL(`${google.url}/o/oauth2/v2/auth`);
    const params: Record<string, string> = {
      client_id: google.settings.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.upload',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries({ ...params, ...changes })) if (value !== null) url.searchParams.set(name, value);
    return url.href;
  };

  it('listens on the port it is given', () => {
    expect(google.url).toBe(`http://127.0.0.1:${port}`);
  });

  it.each([
    [{ client_id: 'someone-else' }, 401, 'invalid_client'],
    [{ redirect_uri: 'https://elsewhere.test/callback' }, 400, 'redirect_uri_mismatch'],
    [{ response_type: 'token' }, 400, 'unsupported_response_type'],
    [{ scope: 'https://www.googleapis.com/auth/drive' }, 400, 'invalid_scope'],
    [{ code_challenge_method: 'plain' }, 400, 'invalid_request'],
    [{ code_challenge: null }, 400, 'invalid_request'],
  ])('shows an error page, not a redirect, for a consent request with %o', async (changes, status, error) => {
    const response = await fetch(consentUrl(changes), { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(error);
  });

  it('gives a refresh token only for offline access', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await google.consent(consentUrl({ code_challenge: challenge }));
    const response = await fetch(`${google.url}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: TEST_REDIRECT_URI,
        client_id: google.settings.clientId,
        client_secret: google.settings.clientSecret,
      }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'https://www.googleapis.com/auth/youtube.upload' });
    expect(body.refresh_token).toBeUndefined();
  });

  it('answers the Data API in Google’s error shape without a token', async () => {
    const response = await fetch(`${google.url}/youtube/v3/channels?mine=true&part=snippet`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 401, errors: [{ reason: 'required', domain: 'global' }] } });
  });

  it('is steered over HTTP by a journey in another process', async () => {
    const youtube = createYouTubePlatform(google.settings);
    const grant = await connectedGrant(google, youtube);
    const bytes = Buffer.from('not really a video');
    const publishAt = new Date(Date.now() + 3600_000);
    const session = await youtube.startUpload(
      grant.accessToken,
      { title: 'Steered', description: '', tags: [], categoryId: '22', language: 'en', privacy: 'public', madeForKids: false, publishAt },
      { bytes: bytes.length, contentType: 'video/mp4' },
    );
    const progress = await youtube.sendChunk(grant.accessToken, session, { bytes, from: 0, totalBytes: bytes.length });
    if (progress.state !== 'complete') throw new Error('the upload did not complete');

    const listed = (await (await fetch(`${google.url}/_stand-in/videos`)).json()) as { id: string; bytes: number }[];
    expect(listed).toEqual([expect.objectContaining({ id: progress.videoId, bytes: bytes.length })]);
    const steered = await fetch(`${google.url}/_stand-in/markPublished`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: progress.videoId }),
    });
    expect(steered.status).toBe(200);
    expect(await youtube.videoState(grant.accessToken, progress.videoId)).toMatchObject({
      upload: 'processed',
      privacy: 'public',
      publishAt: null,
    });
    expect((await fetch(`${google.url}/_stand-in/close`, { method: 'POST' })).status).toBe(404);
  });
});
