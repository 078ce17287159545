import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSession } from '@shared/contracts/auth';
import {
  accountSsoResponse,
  oidcCallbackQuery,
  oidcStartQuery,
  putSignInSettingsBody,
  signInOptionsResponse,
  signInSettingsView,
  ssoIdentityParams,
  ssoLinkResponse,
  ssoReturnPath,
} from '@shared/contracts/sign-in';
import type { RouteOptions } from '../../app/services';
import { cookieOf, setServerCookie } from '../../http/cookies';
import { unauthorized } from '../../http/http-error';
import { currentUser } from '../../http/plugins/auth-guard';
import { forgetReferral, referralClickOf } from '../affiliates';

/**
 * This browser's key for sign-ins and links at the provider (as for YouTube consent screens): a
 * state is good only in the browser that started it, so a link to someone else's sign-in signs
 * nobody in. Path=/ so the account's link start sends it as the callback does; over https it is a
 * `__Host-` cookie (Secure, Path=/, no Domain), which a neighbouring subdomain cannot plant.
 */
const BROWSER_COOKIE = 'genesis_sso';
/** https as setServerCookie judges it (Secure): a `__Host-` cookie needs Secure. */
const browserCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? `__Host-${BROWSER_COOKIE}` : BROWSER_COOKIE);
/**
 * The session a sign-in started, waiting for /login to collect it (POST /api/auth/oidc/session): it
 * never travels in an address, and lives two minutes.
 */
const SESSION_COOKIE = 'genesis_sso_session';
const OIDC_PATH = '/api/auth/oidc';
const STATE_COOKIE_SECONDS = 10 * 60;
const SESSION_COOKIE_SECONDS = 2 * 60;

const browserKeyOf = (request: FastifyRequest) => cookieOf(request, browserCookieName(request));
const setBrowserKey = (request: FastifyRequest, reply: FastifyReply, key: string) =>
  setServerCookie(request, reply, { name: browserCookieName(request), value: key, path: '/', maxAgeSeconds: STATE_COOKIE_SECONDS });
const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) =>
  setServerCookie(request, reply, { name: SESSION_COOKIE, value, path: `${OIDC_PATH}/session`, maxAgeSeconds });

/** Nothing the provider or the studio answers here is kept by a cache or passed on as a referrer. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

/** What a query field that is not as expected becomes: left out, never a 400 for a browser in mid-redirect. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const START_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const CALLBACK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * /api/auth: single sign-on's public routes. The start and the callback are browser navigations,
 * so they answer with redirects to the provider or back to /login (a message there), never an
 * error page; the page then collects its session with a POST.
 */
export async function signInRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { signIn, signInSettings, auth } = services;

  app.get(
    '/sign-in-options',
    {
      schema: {
        description:
          'What the sign-in pages offer: `passwordSignIn` (false: only single sign-on signs in and registers; honoured only while a ' +
          'provider is set up) and `sso` (`{ label }` for the "Continue with {label}" button; null when single sign-on is not set up).',
        response: { 200: signInOptionsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return signInSettings.options();
    },
  );

  app.get(
    '/oidc/start',
    {
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        description:
          'Starts single sign-on: a 302 to the OpenID provider (authorization code with PKCE S256, `state` and `nonce` kept on the ' +
          'server for 10 minutes and one use, bound to this browser by an HttpOnly cookie, a new one per start). `from=affiliate` ' +
          'and `redirect` are kept for after, with the affiliate link this browser came through. The provider sends the browser to ' +
          '`GET /api/auth/oidc/callback`. When single sign-on is not set up or the provider cannot be reached: a 302 to ' +
          '`/login?sso_error=not_configured` or `provider_unavailable`.',
        querystring: z.object({
          from: lenient(oidcStartQuery.shape.from),
          redirect: lenient(oidcStartQuery.shape.redirect),
          visitorId: lenient(oidcStartQuery.shape.visitorId),
        }),
      },
    },
    async (request, reply) => {
      const { from, redirect, visitorId } = request.query;
      const started = await signIn.start(
        { origin: request.publicOrigin, previousKey: browserKeyOf(request) },
        { from, redirect, visitorId, clickId: referralClickOf(request) ?? undefined },
      );
      privately(reply);
      if (!started.ok)
        return reply.redirect(ssoReturnPath({ purpose: 'sign-in', ok: false, reason: started.reason }, { from, redirect }), 302);
      setBrowserKey(request, reply, started.browserKey);
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/oidc/callback',
    {
      config: { rateLimit: CALLBACK_RATE_LIMIT },
      schema: {
        description:
          'Where the OpenID provider sends the browser back (the redirect URI to register at the provider). The state is used up, ' +
          'the code exchanged and the ID token verified; the account is the one linked to the identity, else the one of its ' +
          'verified e-mail, else a new one (with the free trial, as any registration). Then a 302 to `/login?sso=signed-in` ' +
          '(the page collects the session with `POST /api/auth/oidc/session`) or `/account?sso=linked`, or with `sso_error=` ' +
          '`access_denied`, `invalid_state` (unknown, used, or from another browser), `expired_state`, `unverified_email`, ' +
          '`domain_not_allowed`, `suspended`, `identity_in_use`, `provider_unavailable`, `provider_error`, `not_configured` or ' +
          '`rate_limited`. Never a token in the address.',
        querystring: z.looseObject({
          code: lenient(oidcCallbackQuery.shape.code),
          state: lenient(oidcCallbackQuery.shape.state),
          error: lenient(oidcCallbackQuery.shape.error),
        }),
      },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await signIn.callback(request.query, search, browserKeyOf(request), {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      privately(reply);
      if (outcome.ok && outcome.purpose === 'sign-in') {
        setSessionCookie(request, reply, outcome.session.sessionToken, SESSION_COOKIE_SECONDS);
        // As after registering: the affiliate link this browser came through has done its work.
        if (referralClickOf(request)) forgetReferral(request, reply);
      }
      return reply.redirect(ssoReturnPath(outcome, outcome.flow), 302);
    },
  );

  app.post(
    '/oidc/session',
    {
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        description:
          'Collects the session a single sign-on started in this browser (an HttpOnly cookie the callback set, good for two minutes ' +
          'and once): answers as `POST /api/auth/login` does, with a new session token. 401 `SSO_SESSION_MISSING` without one.',
        response: { 200: authSession },
      },
    },
    async (request, reply) => {
      const waiting = cookieOf(request, SESSION_COOKIE);
      privately(reply);
      setSessionCookie(request, reply, '', 0);
      if (!waiting) throw unauthorized('The sign-in could not be finished in this browser. Please sign in again.', 'SSO_SESSION_MISSING');
      // A refresh that replaces the session token: the one the cookie carried stops working after its short grace.
      return auth.refresh(waiting, { rotate: true });
    },
  );
}

/** /api/account/sso: the signed-in user's links to the provider (an API token never reaches the account's routes). */
export async function accountSignInRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const { signIn } = services;

  app.get(
    '/sso',
    {
      ...signedIn,
      schema: {
        description:
          'The account’s single sign-on: the provider set up now (`provider`: its label and issuer, or null), the identities linked ' +
          'to the account, whether it has a password and whether passwords sign in.',
        response: { 200: accountSsoResponse },
      },
    },
    async (request) => signIn.list(currentUser(request).user),
  );

  app.post(
    '/sso/link',
    {
      ...signedIn,
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        description:
          'Starts linking the signed-in account to the OpenID provider: answers the provider’s URL for this browser to open (a state ' +
          'bound to the user and to this browser by the same cookie as a sign-in, for 10 minutes and one use); the provider then ' +
          'sends the browser to `GET /api/auth/oidc/callback`, which goes on to `/account?sso=linked` or `/account?sso_error=…` ' +
          '(`identity_in_use`: that identity signs in to another account). 503 `SSO_NOT_CONFIGURED`; 502 `SSO_PROVIDER_UNAVAILABLE`.',
        response: { 200: ssoLinkResponse },
      },
    },
    async (request, reply) => {
      const { url, browserKey } = await signIn.startLink(currentUser(request).user.id, {
        origin: request.publicOrigin,
        previousKey: browserKeyOf(request),
      });
      setBrowserKey(request, reply, browserKey);
      return { url };
    },
  );

  app.delete(
    '/sso/identities/:id',
    {
      ...signedIn,
      schema: {
        description:
          'Unlinks one of the account’s identities. 409 `LAST_SIGN_IN_METHOD` when it is the last way in (no password, or passwords ' +
          'do not sign in here, and no other link to the provider): set a password first with the password reset link. 404 ' +
          '`SSO_IDENTITY_NOT_FOUND` for an identity that is not the user’s.',
        params: ssoIdentityParams,
      },
    },
    async (request, reply) => {
      await signIn.unlink(currentUser(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** /api/admin/sign-in: the operator console's single sign-on settings. Administrators only; the secret goes in, never out. */
export async function signInSettingsRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const administrators = { onRequest: app.authenticateAdministrator };
  const { signInSettings } = services;

  app.get(
    '/sign-in',
    {
      ...administrators,
      schema: {
        description:
          'How people sign in: the OpenID Connect provider (issuer URL, client ID, whether a secret is saved — never the secret — ' +
          'button label, allowed e-mail domains), whether password sign-in is chosen and whether it is on now (off is honoured only ' +
          'while a provider is set up), where each comes from (`source` for the provider — `environment`: OIDC_ISSUER_URL, ' +
          'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LABEL, OIDC_ALLOWED_DOMAINS, read-only; `console`; `none` — and ' +
          '`passwordSignInSource` for the password switch — `environment`: PASSWORD_SIGN_IN or a provider the environment sets, ' +
          'read-only; `console`) and the redirect URI to register.',
        response: { 200: signInSettingsView },
      },
    },
    async (request) => signInSettings.view(request.publicOrigin),
  );

  app.put(
    '/sign-in',
    {
      ...administrators,
      schema: {
        description:
          'Saves the console’s single sign-on (every instance uses it at once). `provider.clientSecret` left out keeps the saved one; ' +
          '`provider: null` removes the provider (passwords sign in again); `passwordSignIn` is kept as saved while PASSWORD_SIGN_IN ' +
          'is set. 409 `SET_BY_ENVIRONMENT` when the environment sets the provider; 400 `SECRET_REQUIRED` for a new issuer URL or ' +
          'client ID without its secret, `PROVIDER_REQUIRED` to turn passwords off without a provider.',
        body: putSignInSettingsBody,
        response: { 200: signInSettingsView },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return signInSettings.save({ id: user.id, email: user.email }, request.body, request.publicOrigin);
    },
  );
}
