import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { affiliateAccount, affiliateDashboard, createAffiliateInput, payoutStatement } from '@shared/contracts/affiliates';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

export async function affiliateRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { affiliates } = services;
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
}
