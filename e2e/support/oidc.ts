// The OpenID provider for the journeys: the real oidc-provider package (src/server/test/oidc-test-provider.ts)
// on a fixed port beside the journeys' server (serve.ts), which reaches it through the OIDC_* settings.
// Its login page takes an e-mail: a verified account of that address signs in.
import { startOidcTestProvider, TEST_OIDC_CLIENT, type OidcTestProvider } from '../../src/server/test/oidc-test-provider';
import { e2ePort } from './database';

export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4596);
export const E2E_OIDC_LABEL = 'Test ID';

/** Starts the provider on 127.0.0.1:`port`, with the journeys' server as its client. */
export function startOidc(port = E2E_OIDC_PORT): Promise<OidcTestProvider> {
  const callback = (host: string) => `http://${host}:${e2ePort}/api/auth/oidc/callback`;
  return startOidcTestProvider({ port, redirectUris: [callback('127.0.0.1'), callback('localhost')] });
}

/** The settings that point a server at the provider on `port`. */
export function oidcEnv(port = E2E_OIDC_PORT): Record<string, string> {
  return {
    OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
    OIDC_LABEL: E2E_OIDC_LABEL,
  };
}
