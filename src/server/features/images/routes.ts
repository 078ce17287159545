import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryQuery, galleryResponse, generateImagesInput, generateImagesResponse } from '@shared/contracts/images';
import { abortOnDisconnect } from '../../abort-on-disconnect';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth-guard';
import { createPreferencesRepository } from '../preferences/repository';
import { createImageService } from './service';

const imageIdParams = z.object({ id: z.uuid('Image id must be a UUID') });

export async function imageRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = createImageService(deps);
  const preferences = createPreferencesRepository(deps.database.db);

  // Plan limits: all `count` pictures must fit; they are counted once they are stored.
  app.post(
    '/images/generate',
    { schema: { body: generateImagesInput, response: { 200: generateImagesResponse } }, preHandler: app.authenticate },
    async (request, reply) => {
      const { user } = currentUser(request);
      const input = request.body;
      await app.entitlements.assertCanGenerate(user, 'image', input.count);
      const result = await app.metrics.timeGeneration('image', deps.images.engine, () => images.generate(user.id, input, abortOnDisconnect(reply)));
      await app.entitlements.record(user.id, 'image', input.count);
      // The server keeps the memory right even for clients that never send it (spec §4).
      await preferences.recordGeneration(user.id, input.style, input.prompt);
      return result;
    },
  );

  app.get(
    '/images/gallery',
    { schema: { querystring: galleryQuery, response: { 200: galleryResponse } }, preHandler: app.authenticate },
    async (request) => images.gallery(currentUser(request).user.id, request.query),
  );

  app.delete(
    '/images/:id',
    { schema: { params: imageIdParams }, preHandler: app.authenticate },
    async (request, reply) => {
      const deleted = await images.remove(currentUser(request).user.id, request.params.id);
      if (!deleted) throw notFound('Image not found');
      return reply.status(204).send();
    },
  );
}
