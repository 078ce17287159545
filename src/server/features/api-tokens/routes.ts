import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenIdParams, apiTokensResponse, createApiTokenInput, createdApiToken } from '@shared/contracts/api-tokens';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

/** /api/account/tokens: the signed-in user's personal API tokens. A token itself is refused here (the guard's scope policy). */
export async function apiTokenRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const { apiTokens } = services;

  app.get(
    '/tokens',
    {
      ...signedIn,
      schema: {
        description:
          'The user’s personal API tokens, newest first: name, scopes, expiry, last use (noted at most once a minute) and the ' +
          'first 8 characters after `gst_`. The tokens themselves are never shown again. Not callable with an API token.',
        response: { 200: apiTokensResponse },
      },
    },
    async (request) => apiTokens.list(currentUser(request).user.id),
  );

  app.post(
    '/tokens',
    {
      ...signedIn,
      schema: {
        description:
          'Makes a personal API token (`gst_…`) with scopes `read` (GET), `generate` (other calls) and `publish` (channels and ' +
          'publications), lasting `expiresInDays` (7, 30, 90 or 365) or until revoked. Send it as `Authorization: Bearer <token>`. ' +
          'The answer is the only time the token is shown. 409 `API_TOKEN_LIMIT` past 20 tokens. Not callable with an API token.',
        body: createApiTokenInput,
        response: { 201: createdApiToken },
      },
    },
    async (request, reply) => reply.status(201).send(await apiTokens.create(currentUser(request).user.id, request.body)),
  );

  app.delete(
    '/tokens/:id',
    {
      ...signedIn,
      schema: {
        description:
          'Revokes a token at once, on every instance. 404 `API_TOKEN_NOT_FOUND` for a token that is not the user’s. ' +
          'Not callable with an API token.',
        params: apiTokenIdParams,
      },
    },
    async (request, reply) => {
      await apiTokens.revoke(currentUser(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
