import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterInput, newsletterMessages, newsletterResponse } from '@shared/contracts/newsletter';
import { siteSettingsResponse } from '@shared/contracts/site';
import type { RouteOptions } from '../../app/services';

export async function contentRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { newsletter } = services;

  // Public: the operator's settings the pages show (SUPPORT_EMAIL), read at run time.
  app.get('/site', { schema: { response: { 200: siteSettingsResponse } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return { supportEmail: deps.config.supportEmail };
  });

  app.post(
    '/newsletter',
    {
      schema: { body: newsletterInput, response: { 200: newsletterResponse, 201: newsletterResponse } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const isNew = await newsletter.subscribe(request.body.email, deps.clock.now());
      return reply.status(isNew ? 201 : 200).send({
        message: isNew ? newsletterMessages.subscribed : newsletterMessages.alreadySubscribed,
        alreadySubscribed: !isNew,
      });
    },
  );
}
