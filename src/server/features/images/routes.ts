import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryQuery, galleryResponse, generateImagesInput, generateImagesResponse } from '@shared/contracts/images';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

const imageIdParams = z.object({ id: z.uuid('Image id must be a UUID') });

export async function imageRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { images } = services;

  app.post(
    '/images/generate',
    { schema: { body: generateImagesInput, response: { 200: generateImagesResponse } }, preHandler: app.authenticate },
    async (request, reply) => images.generate(currentUser(request).user, request.body, abortOnDisconnect(reply)),
  );

  app.get(
    '/images/gallery',
    { schema: { querystring: galleryQuery, response: { 200: galleryResponse } }, preHandler: app.authenticate },
    async (request) => images.gallery(currentUser(request).user.id, request.query),
  );

  app.delete('/images/:id', { schema: { params: imageIdParams }, preHandler: app.authenticate }, async (request, reply) => {
    await images.remove(currentUser(request).user.id, request.params.id);
    return reply.status(204).send();
  });
}
