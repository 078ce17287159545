import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateAccount,
  affiliateDashboard,
  createAffiliateInput,
  payoutStatement,
  recordClickInput,
  recordClickResponse,
} from '@shared/contracts/affiliates';
import { bearerToken, currentUser } from '../../plugins/auth-guard';
import type { RouteOptions } from '../../services';

/** Clicks are public: enough for real visitors, too few to pad an affiliate's numbers. */
const CLICK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function affiliateRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { affiliates, auth } = services;
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/affiliate/create',
    { ...signedIn, schema: { body: createAffiliateInput, response: { 201: affiliateAccount } } },
    async (request, reply) => {
      const account = await affiliates.create(currentUser(request).user.id, request.body.payoutEmail);
      return reply.status(201).send(account);
    },
  );

  app.get('/affiliate/dashboard', { ...signedIn, schema: { response: { 200: affiliateDashboard } } }, async (request) =>
    affiliates.dashboard(currentUser(request).user.id),
  );

  app.get('/affiliate/payouts', { ...signedIn, schema: { response: { 200: payoutStatement } } }, async (request) =>
    affiliates.statement(currentUser(request).user.id),
  );

  app.post(
    '/affiliate/click',
    {
      config: { rateLimit: CLICK_RATE_LIMIT },
      schema: { body: recordClickInput, response: { 200: recordClickResponse } },
    },
    async (request) => {
      // Signed-in visitors are recognised, so an affiliate cannot click their own link.
      const token = bearerToken(request);
      const visitor = token ? await auth.authenticate(token) : null;
      const counted = await affiliates.recordClick(request.body as Required<typeof request.body>, visitor?.user.id ?? null);
      return { counted };
    },
  );
}
