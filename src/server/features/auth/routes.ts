import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_RATE_LIMIT } from '@shared/catalog/limits';
import {
  authSession,
  loginInput,
  logoutInput,
  okResponse,
  publicUser,
  refreshResponse,
  registerInput,
} from '@shared/contracts/auth';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth-guard';
import { toPublicUser } from '../../public-user';

const sessionHeader = z.object({ 'x-session-token': z.string().max(200).optional() });

export async function authRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clientInfo = (userAgent: string | undefined) => ({ userAgent });

  // Sign-in attempts are limited per address and per account, so neither a botnet nor one client can guess freely.
  const loginLimits = [
    app.createRateLimit({
      max: LOGIN_RATE_LIMIT.perIp,
      timeWindow: LOGIN_RATE_LIMIT.windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: LOGIN_RATE_LIMIT.perAccount,
      timeWindow: LOGIN_RATE_LIMIT.windowMs,
      keyGenerator: (request) => `login-account:${(request.body as { email: string }).email}`,
    }),
  ];
  const limitLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of loginLimits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE);
      }
    }
  };

  app.post(
    '/register',
    { schema: { body: registerInput, response: { 201: authSession } } },
    async (request, reply) => {
      const session = await app.auth.register(request.body, clientInfo(request.headers['user-agent']));
      // Attribution is a bonus for the affiliate: the account exists either way, so a failure is logged, not answered.
      await app.affiliates
        .attribute({ id: session.user.id, email: request.body.email }, request.body.referral)
        .catch((error: unknown) => request.log.error({ err: error }, 'referral attribution failed'));
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginInput, response: { 200: authSession } },
      preHandler: limitLogin,
    },
    async (request) => app.auth.login(request.body, clientInfo(request.headers['user-agent'])),
  );

  app.post(
    '/refresh',
    { schema: { headers: sessionHeader, response: { 200: refreshResponse } } },
    async (request) => app.auth.refresh(request.headers['x-session-token']),
  );

  app.post(
    '/logout',
    { schema: { body: logoutInput, headers: sessionHeader, response: { 200: okResponse } } },
    async (request) => {
      const sessionToken = request.body?.sessionToken ?? request.headers['x-session-token'];
      if (!sessionToken) throw badRequest('sessionToken is required', 'VALIDATION_ERROR');
      await app.auth.logout(sessionToken);
      return { success: true as const };
    },
  );

  for (const path of ['/verify', '/user']) {
    app.get(
      path,
      { schema: { response: { 200: publicUser } }, preHandler: app.authenticate },
      async (request) => toPublicUser(currentUser(request).user, deps.clock.now()),
    );
  }
}
