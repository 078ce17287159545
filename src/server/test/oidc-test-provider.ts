/**
 * A real OpenID Connect provider for tests: the `oidc-provider` package (the certified server
 * implementation) on 127.0.0.1, with one confidential client, PKCE required, and a minimal login
 * page of its own: type an account (an e-mail signs in as a verified account of that address, made
 * on first use) and Sign in, or Cancel (error=access_denied). Consent is given at once.
 *
 * Test API: url (the issuer), client ({ clientId, clientSecret }), env (the OIDC_* settings for the
 * app), addAccount({ email, emailVerified, name }) → its subject, updateAccount(sub, changes),
 * signIn(authorizationUrl, login | 'cancel') → the redirect URL the browser is sent back to,
 * setTrouble(pathPrefix, 'refuse' | 'hang' | null) (a request there has its socket destroyed, or
 * never answered), requests (paths asked for), close().
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export const TEST_OIDC_CLIENT = { clientId: 'genesis-studio', clientSecret: 'oidc-test-client-secret-that-is-long' } as const;

export interface TestAccount {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export interface OidcTestProvider {
  url: string;
  client: typeof TEST_OIDC_CLIENT;
  env(extra?: Record<string, string>): Record<string, string>;
  addAccount(account: Partial<Omit<TestAccount, 'sub'>> & { email: string | null }): string;
  updateAccount(sub: string, changes: Partial<Omit<TestAccount, 'sub'>>): void;
  signIn(authorizationUrl: string, login: string | 'cancel'): Promise<string>;
  setTrouble(pathPrefix: string, mode: 'refuse' | 'hang' | null): void;
  requests: string[];
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, hint: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test OpenID provider</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto}input,button{font-size:1rem;padding:.4rem}</style></head>
<body><h1>Test OpenID provider</h1><p>Sign in to continue to Genesis Studio.</p>
<form method="post" action="/interaction/${uid}/login">
<label for="login">Email</label> <input id="login" name="login" value="${escapeHtml(hint)}" autocomplete="off">
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startOidcTestProvider(options: { port?: number; redirectUris?: string[] } = {}): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const trouble = new Map<string, 'refuse' | 'hang'>();
  const requests: string[] = [];
  const sockets = new Set<Socket>();

  function addAccount(account: Partial<Omit<TestAccount, 'sub'>> & { email: string | null }): string {
    const sub = randomUUID();
    accounts.set(sub, { sub, emailVerified: true, name: account.email?.split('@')[0] ?? 'Test person', ...account });
    return sub;
  }

  /** A login typed on the page: an account's subject, or an e-mail (a verified account of it, made on first use). */
  function accountFor(login: string): string | undefined {
    if (accounts.has(login)) return login;
    const email = login.trim().toLowerCase();
    if (!email.includes('@')) return undefined;
    return [...accounts.values()].find((account) => account.email === email)?.sub ?? addAccount({ email });
  }

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const server = createServer();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: options.redirectUris ?? ['http://localhost/api/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The address in the ID token itself, as Google, Keycloak and Authentik send it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] as never },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => {
          const now = accounts.get(sub) ?? account;
          return { sub, name: now.name, ...(now.email === null ? {} : { email: now.email, email_verified: now.emailVerified }) };
        },
      };
    },
  };
  const provider = new Provider(url, configuration);
  // Its own errors are answered to the client; the log would only be noise in the tests' output.
  provider.on('server_error', () => {});
  const handle = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const [, , uid, action] = path.split('/');
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person cancelled.' });
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const accountId = accountFor((await formOf(request)).get('login') ?? '');
      if (!accountId) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid!, ''));
        return;
      }
      await provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === 'login') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid!, ''));
      return;
    }
    // Consent is given at once, for what the client asked.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant!.addOIDCScope(String(details.params.scope));
    const grantId = await grant!.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    for (const [prefix, mode] of trouble) {
      if (!path.startsWith(prefix)) continue;
      if (mode === 'refuse') request.socket.destroy();
      // 'hang': never answered (the socket goes when the provider closes).
      return;
    }
    if (path.startsWith('/interaction/')) {
      interaction(request, response, path).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
      return;
    }
    void handle(request, response);
  });

  /** Follows the browser's way through the provider: its redirects, the login page, until it leaves for the client. */
  async function signIn(authorizationUrl: string, login: string | 'cancel'): Promise<string> {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let next = new URL(authorizationUrl);
    let init: RequestInit = { method: 'GET' };
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(next, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookie() } });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, next);
        if (target.origin !== url) return target.toString();
        next = target;
        init = { method: 'GET' };
        continue;
      }
      const page = await response.text();
      const uid = /action="\/interaction\/([^/]+)\/login"/.exec(page)?.[1];
      if (response.status !== 200 || !uid) throw new Error(`the test provider answered ${response.status}: ${page.slice(0, 300)}`);
      next = new URL(`/interaction/${uid}/${login === 'cancel' ? 'abort' : 'login'}`, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: login === 'cancel' ? '' : login }).toString(),
      };
    }
    throw new Error('the test provider redirected too often');
  }

  return {
    url,
    client: TEST_OIDC_CLIENT,
    env: (extra = {}) => ({
      OIDC_ISSUER_URL: url,
      OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
      ...extra,
    }),
    addAccount,
    updateAccount(sub, changes) {
      const account = accounts.get(sub);
      if (!account) throw new Error(`no test account ${sub}`);
      accounts.set(sub, { ...account, ...changes });
    },
    signIn,
    setTrouble(pathPrefix, mode) {
      if (mode) trouble.set(pathPrefix, mode);
      else trouble.delete(pathPrefix);
    },
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
