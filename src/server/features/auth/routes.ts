import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSession,
  loginInput,
  logoutInput,
  okResponse,
  publicUser,
  refreshResponse,
  registerInput,
  SESSION_ROTATION_HEADER,
} from '@shared/contracts/auth';
import type { RouteOptions } from '../../services';
import { badRequest } from '../../http-error';
import { currentUser } from '../../plugins/auth-guard';
import { toPublicUser } from '../../public-user';
import { REFRESH_RATE_LIMIT } from './limits';

const sessionHeader = z.object({ 'x-session-token': z.string().max(200).optional() });
const refreshHeaders = sessionHeader.extend({ [SESSION_ROTATION_HEADER]: z.string().max(10).optional() });

export async function authRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, affiliates } = services;
  const clientInfo = (request: FastifyRequest, visitorId: string | undefined) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    visitorId,
  });

  app.post('/register', { schema: { body: registerInput, response: { 201: authSession } } }, async (request, reply) => {
    const session = await auth.register(request.body, clientInfo(request, request.body.visitorId));
    // Attribution is a bonus for the affiliate: the account exists either way, so a failure is logged, not answered.
    await affiliates
      .attribute({ id: session.user.id, email: request.body.email }, request.body.referral)
      .catch((error: unknown) => request.log.error({ err: error }, 'referral attribution failed'));
    return reply.status(201).send(session);
  });

  app.post('/login', { schema: { body: loginInput, response: { 200: authSession } } }, async (request) =>
    auth.login(request.body, clientInfo(request, request.body.visitorId)),
  );

  app.post(
    '/refresh',
    {
      schema: { headers: refreshHeaders, response: { 200: refreshResponse } },
      // Per address here; per session in the service (its token may change on each refresh).
      config: { rateLimit: { max: REFRESH_RATE_LIMIT.perIp, timeWindow: REFRESH_RATE_LIMIT.windowMs } },
    },
    async (request) => auth.refresh(request.headers['x-session-token'], { rotate: request.headers[SESSION_ROTATION_HEADER] === '1' }),
  );

  app.post('/logout', { schema: { body: logoutInput, headers: sessionHeader, response: { 200: okResponse } } }, async (request) => {
    const sessionToken = request.body?.sessionToken ?? request.headers['x-session-token'];
    if (!sessionToken) throw badRequest('sessionToken is required', 'VALIDATION_ERROR');
    await auth.logout(sessionToken);
    return { success: true as const };
  });

  for (const path of ['/verify', '/user']) {
    app.get(path, { schema: { response: { 200: publicUser } }, preHandler: app.authenticate }, async (request) =>
      toPublicUser(currentUser(request).user, deps.clock.now(), deps.config.adminEmails),
    );
  }
}
