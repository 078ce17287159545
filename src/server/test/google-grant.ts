import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { PlatformError, type PlatformGrant, type PublishingPlatform } from '../providers/publishing/publishing-platform';
import type { GoogleTestServer } from './google-test-server';

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const TEST_REDIRECT_URI = 'http://127.0.0.1/api/channels/youtube/callback';

/** The consent screen's answer to a connect: the code to exchange, with the verifier it needs. */
export async function consentCode(google: GoogleTestServer, platform: PublishingPlatform, state = 'state-1') {
  const { verifier, challenge } = pkcePair();
  const back = await google.consent(platform.consentUrl({ state, codeChallenge: challenge, redirectUri: TEST_REDIRECT_URI }));
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`The consent screen answered ${back.search}`);
  return { code, verifier, back };
}

/** A channel connected end to end: consent, then the code exchanged. */
export async function connectedGrant(google: GoogleTestServer, platform: PublishingPlatform): Promise<PlatformGrant> {
  const { code, verifier } = await consentCode(google, platform);
  return platform.exchangeCode({ code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI });
}

/** What a platform call rejected with, which must be a PlatformError (a call that succeeds fails the test). */
export async function platformRefusal(call: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}
