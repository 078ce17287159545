import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@shared/contracts/auth';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for signed-in routes: sets request.signedIn or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
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

/** Reads the bearer token's session through the auth service; the rest of sign-in lives there. */
export const authGuard = fp(async (app: FastifyInstance, { auth }: { auth: SessionReader }) => {
  app.decorateRequest('signedIn', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(authMessages.authRequired);
    const signedIn = await auth.authenticate(token);
    if (!signedIn) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
    request.signedIn = signedIn;
  });
});
