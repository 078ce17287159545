import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_TOKEN_PREFIX, apiTokenMessages, type ApiTokenScope } from '@shared/contracts/api-tokens';
import { authMessages } from '@shared/contracts/auth';
import type { UserRow } from '../../db/schema';
import { isAdministrator } from '../../users/administrators';
import { forbidden, notFound, unauthorized } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for signed-in routes: sets request.signedIn or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for the operator console's API: sets request.signedIn for an administrator; anyone else gets the unknown-route 404. */
    authenticateAdministrator(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    signedIn: SignedInUser | null;
  }
}

/** Who a request is from: the user as they were when the request came in, and their session (`api-token:<id>` for a personal API token). */
export interface SignedInUser {
  user: UserRow;
  sessionId: string;
}

/** What the guard needs of sign-in (the auth service): the user behind a live session's access token. */
export interface SessionReader {
  authenticate(accessToken: string): Promise<SignedInUser | null>;
}

/** What the guard needs of personal API tokens (their service): the owner behind one, and the scope a route needs of it. */
export interface ApiTokenReader {
  /** Looked up on every request: a revoked token is refused at once. 'expired' past its expiry; null when unknown. */
  authenticate(token: string): Promise<{ signedIn: SignedInUser; scopes: readonly ApiTokenScope[] } | 'expired' | null>;
  /** The scope a route (method and pattern) needs of a token, or 'refused' for those no token may call. */
  scopeFor(method: string, route: string): ApiTokenScope | 'refused';
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? undefined : token;
}

/** The signed-in user of a guarded route; the guard has already refused requests without one. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.signedIn) throw unauthorized(authMessages.authRequired);
  return request.signedIn;
}

/** The answer to a path nothing serves (static-client.ts gives the same), so the console's API does not show it exists. */
export const unknownRoute = (request: FastifyRequest) =>
  notFound(`No route for ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND');

const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/**
 * For a plugin whose every route is signed in: the guard goes on each route as it is declared,
 * rather than as a plugin hook, which the OpenAPI description cannot see. Each route then declares
 * the bearer scheme, so the API reference's Authorize sends the token with "Try it out".
 */
export function guardEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [app.authenticate, ...[route.onRequest ?? []].flat()];
  });
}

/**
 * Reads the bearer token's session through the auth service; the rest of sign-in lives there. A
 * personal API token (`gst_…`) is read through its own service instead, and passes only where its
 * scopes reach; never on the console's routes.
 */
export const authGuard = fp(
  async (
    app: FastifyInstance,
    { auth, apiTokens, adminEmails }: { auth: SessionReader; apiTokens: ApiTokenReader; adminEmails: readonly string[] },
  ) => {
    /** The token's owner, when the token may call this route: 401 when unknown or expired, 403 outside its scopes. */
    async function apiTokenUser(request: FastifyRequest, token: string): Promise<SignedInUser> {
      const found = await apiTokens.authenticate(token);
      if (found === 'expired') throw unauthorized(apiTokenMessages.expired, 'API_TOKEN_EXPIRED');
      if (!found) throw unauthorized(apiTokenMessages.invalid, 'API_TOKEN_INVALID');
      const needed = apiTokens.scopeFor(request.method, request.routeOptions.url ?? request.url.split('?')[0] ?? '');
      if (needed === 'refused') throw forbidden(apiTokenMessages.notAllowed, 'API_TOKEN_NOT_ALLOWED');
      if (!found.scopes.includes(needed)) throw forbidden(apiTokenMessages.scopeNeeded(needed), 'API_TOKEN_SCOPE');
      return found.signedIn;
    }

    app.decorateRequest('signedIn', null);
    app.decorate('authenticateAdministrator', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      // An API token never reaches the console: it gets the same 404 as anyone who is no administrator.
      const signedIn = token && !isApiToken(token) ? await auth.authenticate(token) : null;
      if (!signedIn || !isAdministrator(signedIn.user, adminEmails)) throw unknownRoute(request);
      request.signedIn = signedIn;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(authMessages.authRequired);
      if (isApiToken(token)) {
        request.signedIn = await apiTokenUser(request, token);
        return;
      }
      const signedIn = await auth.authenticate(token);
      if (!signedIn) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
      request.signedIn = signedIn;
    });
  },
  { name: 'auth-guard' },
);
