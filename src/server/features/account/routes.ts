import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsResponse,
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  emailTokenInput,
  messageResponse,
  updateProfileInput,
} from '@shared/contracts/account';
import { publicUser } from '@shared/contracts/auth';
import { currentUser } from '../../http/plugins/auth-guard';
import { requestLocale } from '../../http/plugins/localized-errors';
import type { RouteOptions } from '../../app/services';

const sessionParams = z.object({ id: z.uuid() });

/** Confirmation links followed per client address: a token cannot be guessed, and a caller cannot hammer the table trying. */
const CONFIRM_RATE_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };

/** /api/account/*: the signed-in user's own account. Only following an e-mailed link needs no sign-in. */
export async function accountRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { account } = services;
  const signedIn = { onRequest: app.authenticate };

  app.patch('/profile', { ...signedIn, schema: { body: updateProfileInput, response: { 200: publicUser } } }, async (request) =>
    account.updateProfile(currentUser(request).user.id, request.body),
  );

  app.post('/email', { ...signedIn, schema: { body: changeEmailInput, response: { 202: messageResponse } } }, async (request, reply) =>
    reply
      .status(202)
      .send(await account.requestEmailChange(currentUser(request).user, request.body, request.publicOrigin, requestLocale(request))),
  );

  app.post(
    '/email/confirm',
    { schema: { body: emailTokenInput, response: { 200: messageResponse } }, config: { rateLimit: CONFIRM_RATE_LIMIT } },
    async (request) => account.confirmEmailChange(request.body.token),
  );

  app.post('/password', { ...signedIn, schema: { body: changePasswordInput, response: { 200: messageResponse } } }, async (request) =>
    account.changePassword(currentUser(request), request.body),
  );

  app.get('/sessions', { ...signedIn, schema: { response: { 200: accountSessionsResponse } } }, async (request) =>
    account.sessions(currentUser(request)),
  );

  app.delete('/sessions/:id', { ...signedIn, schema: { params: sessionParams, response: { 200: messageResponse } } }, async (request) =>
    account.endSession(currentUser(request).user.id, request.params.id),
  );

  app.post('/sessions/sign-out-others', { ...signedIn, schema: { response: { 200: messageResponse } } }, async (request) =>
    account.endOtherSessions(currentUser(request)),
  );

  // Every record and file of the user, as a ZIP streamed while it is written.
  app.get('/export', { ...signedIn, schema: { produces: ['application/zip'] } }, async (request, reply) => {
    const { fileName, stream } = await account.exportData(currentUser(request).user);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.delete('/', { ...signedIn, schema: { body: deleteAccountInput, response: { 200: messageResponse } } }, async (request) =>
    account.deleteAccount(currentUser(request).user, request.body.password),
  );
}
