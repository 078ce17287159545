import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@shared/contracts/auth';
import type { UserRow } from '../../db/schema';
import { isAdministrator } from '../../users/administrators';
import { notFound, unauthorized } from '../http-error';

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

/** Who a request is from: the user as they were when the request came in, and their session. */
export interface SignedInUser {
  user: UserRow;
  sessionId: string;
}

/** What the guard needs of sign-in (the auth service): the user behind a live session's access token. */
export interface SessionReader {
  authenticate(accessToken: string): Promise<SignedInUser | null>;
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

/** Reads the bearer token's session through the auth service; the rest of sign-in lives there. */
export const authGuard = fp(
  async (app: FastifyInstance, { auth, adminEmails }: { auth: SessionReader; adminEmails: readonly string[] }) => {
    app.decorateRequest('signedIn', null);
    app.decorate('authenticateAdministrator', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const signedIn = token ? await auth.authenticate(token) : null;
      if (!signedIn || !isAdministrator(signedIn.user, adminEmails)) throw unknownRoute(request);
      request.signedIn = signedIn;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(authMessages.authRequired);
      const signedIn = await auth.authenticate(token);
      if (!signedIn) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
      request.signedIn = signedIn;
    });
  },
  { name: 'auth-guard' },
);
