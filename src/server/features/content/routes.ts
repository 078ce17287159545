import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterInput, newsletterMessages, newsletterResponse } from '@shared/contracts/newsletter';
import type { RouteOptions } from '../../services';

export async function contentRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { newsletter } = services;

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
