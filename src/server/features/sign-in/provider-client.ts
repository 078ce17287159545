import * as client from 'openid-client';
import type { OidcProviderSettings } from '../../config/config';
import { sha256 } from '../../lib/random-keys';

/** What the studio takes from the provider about the person who signed in. */
export interface ProvenIdentity {
  /** The issuer as discovered, and its subject: together they name the person, whatever their address. */
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Why talking to the provider failed: it could not be reached (down, slow, 5xx), or it refused (a used code, a bad ID token). */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly reason: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** A provider discovered and ready: its consent screen, and the code's exchange with every check. */
export interface OpenIdProvider {
  issuer: string;
  authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): string;
  /** Exchanges the code the provider sent back to `callbackUrl` (state, PKCE and nonce checked, the ID token verified). */
  exchange(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProvenIdentity>;
}

/** How long a discovered provider's metadata is kept before it is asked again. */
export const DISCOVERY_TTL_MS = 60 * 60_000;

/** Errors that mean the provider could not be reached or answered as a server in trouble. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused, reset, DNS
  const code = (error as { code?: unknown }).code;
  return code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
}

/** The failure with what the provider said (an OAuth error's code and description hold no token). */
function failure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const said = error instanceof client.ResponseBodyError ? ` (${error.error}: ${error.error_description ?? ''})` : '';
  return new ProviderFailure(
    isUnreachable(error) ? 'unavailable' : 'refused',
    `${error instanceof Error ? error.message : String(error)}${said}`,
  );
}

/**
 * The OpenID Connect client (openid-client): discovery kept for an hour per provider and client, and
 * forgotten as soon as the provider fails (it may have moved its endpoints or keys); every request
 * bounded by `timeoutMs`, so a provider that hangs gives a clear answer instead of a stalled page.
 */
export function createOpenIdClients(options: { timeoutMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const discovered = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();
  const keyOf = (settings: OidcProviderSettings) => sha256(JSON.stringify([settings.issuerUrl, settings.clientId, settings.clientSecret]));

  function configuration(settings: OidcProviderSettings): Promise<client.Configuration> {
    const key = keyOf(settings);
    const cached = discovered.get(key);
    if (cached && now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
    const insecure = new URL(settings.issuerUrl).protocol === 'http:';
    const configuration = client
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, client.ClientSecretBasic(settings.clientSecret), {
        timeout: options.timeoutMs / 1000,
        // Only a provider on this machine (config refuses http elsewhere): tests and development.
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered.delete(key);
        throw new ProviderFailure('unavailable', `discovery failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    discovered.set(key, { at: now(), configuration });
    return configuration;
  }

  return {
    async open(settings: OidcProviderSettings): Promise<OpenIdProvider> {
      const config = await configuration(settings);
      return {
        issuer: config.serverMetadata().issuer,
        authorizationUrl: ({ redirectUri, state, nonce, codeChallenge }) =>
          client
            .buildAuthorizationUrl(config, {
              redirect_uri: redirectUri,
              scope: 'openid email profile',
              state,
              nonce,
              code_challenge: codeChallenge,
              code_challenge_method: 'S256',
            })
            .toString(),
        async exchange(callbackUrl, checks) {
          try {
            const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
              expectedState: checks.state,
              expectedNonce: checks.nonce,
              pkceCodeVerifier: checks.codeVerifier,
              idTokenExpected: true,
            });
            const claims = tokens.claims()!;
            let { email, email_verified: emailVerified, name } = claims;
            // Some providers keep the address out of the ID token: the userinfo endpoint has it.
            if (typeof email !== 'string' && config.serverMetadata().userinfo_endpoint) {
              const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
              ({ email, email_verified: emailVerified } = info);
              name ??= info.name;
            }
            return {
              issuer: config.serverMetadata().issuer,
              subject: claims.sub,
              email: typeof email === 'string' ? email.trim().toLowerCase() : null,
              // Only an explicit true (some providers send the string 'true').
              emailVerified: emailVerified === true || emailVerified === 'true',
              name: typeof name === 'string' && name.trim() ? name.trim() : null,
            };
          } catch (error) {
            const failed = failure(error);
            // The provider may have moved (endpoints, keys): the next sign-in discovers it again.
            discovered.delete(keyOf(settings));
            throw failed;
          }
        },
      };
    },
  };
}

export type OpenIdClients = ReturnType<typeof createOpenIdClients>;
