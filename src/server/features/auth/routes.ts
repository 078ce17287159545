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
import {
  accountMessages,
  emailTokenInput,
  messageResponse,
  passwordResetConfirmInput,
  passwordResetInput,
} from '@shared/contracts/account';
import type { RouteOptions } from '../../app/services';
import { badRequest } from '../../http/http-error';
import { bearerToken, currentUser } from '../../http/plugins/auth-guard';
import { requestLocale } from '../../http/plugins/localized-errors';
import { toPublicUser } from '../../users/public-user';
import { forgetReferral, referralClickOf } from '../affiliates';
import { EMAIL_VERIFICATION_LIMITS } from './email-verification';
import { REFRESH_RATE_LIMIT } from './limits';
import { PASSWORD_RESET_LIMITS } from './password-reset';

const sessionHeader = z.object({ 'x-session-token': z.string().max(200).optional() });
const refreshHeaders = sessionHeader.extend({ [SESSION_ROTATION_HEADER]: z.string().max(10).optional() });

export async function authRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, affiliates, passwordReset, emailVerification } = services;
  const clientInfo = (request: FastifyRequest, visitorId: string | undefined) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    visitorId,
  });

  app.post('/register', { schema: { body: registerInput, response: { 201: authSession } } }, async (request, reply) => {
    const session = await auth.register(request.body, clientInfo(request, request.body.visitorId));
    // With REQUIRE_EMAIL_VERIFICATION, the first verification link (sent after the answer).
    const { id, email, locale } = session.user;
    emailVerification.registered({ id, email, locale }, request.publicOrigin, requestLocale(request));
    // The affiliate link this browser came through (the server's cookie), once registered forgotten.
    const clickId = referralClickOf(request);
    if (clickId) {
      forgetReferral(request, reply);
      const attribute = async () => {
        // A session on the request (an affiliate registering a second account while signed in) is recognised.
        const token = bearerToken(request);
        const signedIn = token ? await auth.authenticate(token) : null;
        await affiliates.attribute({ id: session.user.id, email: request.body.email }, { clickId, signedInAs: signedIn?.user.id ?? null });
      };
      // Attribution is a bonus for the affiliate: the account exists either way, so a failure is logged, not answered.
      await attribute().catch((error: unknown) => request.log.error({ err: error }, 'referral attribution failed'));
    }
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
      toPublicUser(currentUser(request).user, deps.clock.now(), deps.config),
    );
  }

  // A forgotten password. The same answer whether or not an account uses the address; the mail goes out after it.
  app.post(
    '/password-reset',
    {
      schema: { body: passwordResetInput, response: { 200: messageResponse } },
      config: { rateLimit: PASSWORD_RESET_LIMITS.requestsPerAddress },
    },
    async (request) => {
      passwordReset.request(request.body.email, request.publicOrigin, requestLocale(request));
      return { success: true as const, message: accountMessages.resetRequested };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: { body: passwordResetConfirmInput, response: { 200: messageResponse } },
      config: { rateLimit: PASSWORD_RESET_LIMITS.confirmationsPerAddress },
    },
    async (request) => {
      await passwordReset.confirm(request.body);
      return { success: true as const, message: accountMessages.passwordReset };
    },
  );

  // E-mail verification: the link works without signing in (it may be opened on another device).
  app.post(
    '/verify-email',
    {
      schema: { body: emailTokenInput, response: { 200: messageResponse } },
      config: { rateLimit: EMAIL_VERIFICATION_LIMITS.verificationsPerAddress },
    },
    async (request) => {
      await emailVerification.verify(request.body.token);
      return { success: true as const, message: accountMessages.emailVerified };
    },
  );

  app.post(
    '/verification',
    {
      schema: { response: { 200: messageResponse } },
      preHandler: app.authenticate,
      config: { rateLimit: EMAIL_VERIFICATION_LIMITS.resendsPerAddress },
    },
    async (request) => {
      await emailVerification.resend(currentUser(request).user, request.publicOrigin, requestLocale(request));
      return { success: true as const, message: accountMessages.verificationSent };
    },
  );
}
