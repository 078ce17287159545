import type * as GoogleAuth from 'google-auth-library';
import { onFirstUse } from '../../../lib/on-first-use';
import { PlatformError, type PlatformGrant } from '../publishing-platform';
import { callGoogle, unexpectedAnswer } from './google-errors';

/**
 * Google's OAuth 2.0 for web server applications through google-auth-library's OAuth2Client: the
 * consent screen (authorization code with PKCE S256, offline access), the code exchange, refresh and
 * revocation, at the addresses the settings give (a stand-in in tests).
 */

const googleAuth = onFirstUse<typeof GoogleAuth>('google-auth-library');

/**
 * Uploading (youtube.upload), managing the channel's videos: schedule, thumbnail (youtube), reading
 * its name and picture (youtube.readonly); and youtube.force-ssl, the only one of these that
 * captions.insert takes (Google's discovery document lists youtube.force-ssl and youtubepartner).
 */
export const youtubeScopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.force-ssl',
] as const;

export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  /** The consent screen is at `{accountsBaseUrl}/o/oauth2/v2/auth`. */
  accountsBaseUrl: string;
  /** The token and revocation endpoints are `{oauth2BaseUrl}/token` and `/revoke`. */
  oauth2BaseUrl: string;
}

export interface OAuthCalls {
  fetch: typeof fetch;
  timeoutMs: number;
}

/** What Google's token endpoint answers (google-auth-library turns expires_in into expiry_date). */
interface TokenAnswer {
  access_token?: string | null;
  refresh_token?: string | null;
  expiry_date?: number | null;
  scope?: string;
}

function toGrant(tokens: TokenAnswer, what: string): PlatformGrant {
  if (!tokens.access_token) throw unexpectedAnswer(what, 200);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    // Google always sends expires_in; without it, an hour (its access tokens' lifetime).
    expiresAt: new Date(tokens.expiry_date ?? Date.now() + 3600_000),
    scopes: tokens.scope ? tokens.scope.split(' ').filter(Boolean) : [],
  };
}

let grantClientClass: ReturnType<typeof defineGrantClient> | undefined;
function defineGrantClient() {
  /** OAuth2Client refreshing without its merge of credentials, which would hide whether Google sent a new refresh token. */
  return class GrantClient extends googleAuth().OAuth2Client {
    refreshGrant(refreshToken: string) {
      return this.refreshTokenNoCache(refreshToken);
    }
  };
}
const grantClient = () => (grantClientClass ??= defineGrantClient());

export function createOAuth(settings: OAuthSettings, calls: OAuthCalls) {
  const endpoints = {
    oauth2AuthBaseUrl: `${settings.accountsBaseUrl}/o/oauth2/v2/auth`,
    oauth2TokenUrl: `${settings.oauth2BaseUrl}/token`,
    oauth2RevokeUrl: `${settings.oauth2BaseUrl}/revoke`,
  };

  /**
   * A client for one call: its requests carry the call's signal, go through the given fetch and are
   * not retried (the publishing job retries, knowing whether a code was already spent).
   */
  function client(signal?: AbortSignal) {
    return new (grantClient())({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      endpoints,
      transporterOptions: { fetchImplementation: calls.fetch, signal, retryConfig: { retry: 0 } },
    });
  }

  const limits = (signal: AbortSignal | undefined, ...secrets: string[]) => ({ timeoutMs: calls.timeoutMs, signal, secrets });

  return {
    consentUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
      return client().generateAuthUrl({
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: [...youtubeScopes],
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: googleAuth().CodeChallengeMethod.S256,
        access_type: 'offline',
        // Consent again each time: Google sends a refresh token only on consent.
        prompt: 'consent',
        include_granted_scopes: true,
      });
    },

    exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }, signal?: AbortSignal): Promise<PlatformGrant> {
      const what = 'the authorization code';
      return callGoogle(what, limits(signal, input.code, input.codeVerifier, settings.clientSecret), async (callSignal) => {
        const { tokens } = await client(callSignal).getToken({
          code: input.code,
          codeVerifier: input.codeVerifier,
          redirect_uri: input.redirectUri,
        });
        return toGrant(tokens, what);
      });
    },

    refresh(refreshToken: string, signal?: AbortSignal): Promise<PlatformGrant> {
      const what = 'the refresh token';
      return callGoogle(what, limits(signal, refreshToken, settings.clientSecret), async (callSignal) => {
        const { tokens } = await client(callSignal).refreshGrant(refreshToken);
        return toGrant(tokens, what);
      });
    },

    async revoke(token: string, signal?: AbortSignal): Promise<void> {
      const what = 'the revocation';
      try {
        await callGoogle(what, limits(signal, token), (callSignal) => client(callSignal).revokeToken(token));
      } catch (error) {
        // Google answers 400 invalid_token for a token it no longer knows: revoked already, or expired.
        if (error instanceof PlatformError && error.status === 400 && error.reason === 'invalid_token') return;
        throw error;
      }
    },
  };
}
