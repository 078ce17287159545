import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createThumbnailsInput, projectIdParams, projectThumbnailParams, projectThumbnailsResponse } from '@shared/contracts/projects';
import { currentUser, guardEveryRoute } from '../../../http/plugins/auth-guard';
import type { RouteOptions } from '../../../app/services';

/** /api/projects/{id}/thumbnails: every route signed in (checked before the body is read), every project its owner's. */
export async function thumbnailRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { thumbnails } = services;
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;
  guardEveryRoute(app);

  // Gated by the trial or plan like SEO, not counted against an allowance.
  app.post(
    '/projects/:id/thumbnails',
    { schema: { params: projectIdParams, body: createThumbnailsInput, response: { 201: projectThumbnailsResponse } } },
    async (request, reply) =>
      reply.status(201).send({ thumbnails: await thumbnails.create(currentUser(request).user, request.params.id, request.body) }),
  );

  app.get(
    '/projects/:id/thumbnails',
    { schema: { params: projectIdParams, response: { 200: projectThumbnailsResponse } } },
    async (request) => ({ thumbnails: await thumbnails.list(userId(request), request.params.id) }),
  );

  app.post(
    '/projects/:id/thumbnails/:thumbnailId/choose',
    { schema: { params: projectThumbnailParams, response: { 200: projectThumbnailsResponse } } },
    async (request) => ({
      thumbnails: await thumbnails.choose(userId(request), request.params.id, request.params.thumbnailId),
    }),
  );

  app.delete('/projects/:id/thumbnails/:thumbnailId', { schema: { params: projectThumbnailParams } }, async (request, reply) => {
    await thumbnails.remove(userId(request), request.params.id, request.params.thumbnailId);
    return reply.status(204).send();
  });
}
