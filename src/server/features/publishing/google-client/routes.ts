import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleClientView, putGoogleClientBody } from '@shared/contracts/publishing';
import type { RouteOptions } from '../../../app/services';
import { currentUser } from '../../../http/plugins/auth-guard';

/**
 * /api/admin/publishing/google: the operator console's Google OAuth client, which creators connect
 * their YouTube channels through. Administrators only (anyone else gets the unknown-route 404). The
 * secret goes in, never out.
 */
export async function googleClientRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const administrators = { onRequest: app.authenticateAdministrator };
  const { googleClient } = services;

  app.get(
    '/publishing/google',
    {
      ...administrators,
      schema: {
        description:
          'The Google OAuth client creators connect YouTube channels through: its client ID, whether a secret is saved (never the ' +
          'secret), where it comes from (`environment`: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, read-only; `console`; `none`) and ' +
          'the redirect URI to register for it in Google Cloud.',
        response: { 200: googleClientView },
      },
    },
    async (request) => googleClient.view(request.publicOrigin),
  );

  app.put(
    '/publishing/google',
    {
      ...administrators,
      schema: {
        description:
          'Saves the console’s Google OAuth client (every instance uses it at once). `clientSecret` left out keeps the saved one; ' +
          '`clientId: null` removes the client. 409 `SET_BY_ENVIRONMENT` when the environment sets it; 400 `SECRET_REQUIRED` for a ' +
          'new client ID without its secret.',
        body: putGoogleClientBody,
        response: { 200: googleClientView },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return googleClient.save({ id: user.id, email: user.email }, request.body, request.publicOrigin);
    },
  );
}
