import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@shared/contracts/auth';
import type { AppDeps } from '../deps';
import { createAuthService, type AuthService, type SignedInUser } from '../features/auth/service';
import { unauthorized } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler for signed-in routes: sets request.signedIn or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    signedIn: SignedInUser | null;
  }
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

export const authGuard = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('auth', createAuthService(deps));
  app.decorateRequest('signedIn', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(authMessages.authRequired);
    const signedIn = await app.auth.authenticate(token);
    if (!signedIn) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
    request.signedIn = signedIn;
  });
});
