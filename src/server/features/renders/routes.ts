import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectIdParams } from '@shared/contracts/projects';
import { createRenderInput, createRenderResponse, musicFile, render, renderIdParams, rendersResponse } from '@shared/contracts/renders';
import { currentUser, guardEveryRoute } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';
import { readMusicUpload } from './music-upload';

/** Video renders of projects and the music laid under them: every route signed in, every render its owner's. */
export async function renderRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const { renders } = services;
  guardEveryRoute(app);

  app.post(
    '/projects/:id/renders',
    { schema: { params: projectIdParams, body: createRenderInput, response: { 202: createRenderResponse } } },
    async (request, reply) =>
      reply.status(202).send({ render: await renders.create(currentUser(request).user, request.params.id, request.body) }),
  );

  app.get('/projects/:id/renders', { schema: { params: projectIdParams, response: { 200: rendersResponse } } }, async (request) => ({
    renders: await renders.list(currentUser(request).user.id, request.params.id),
  }));

  app.get('/renders/:id', { schema: { params: renderIdParams, response: { 200: render } } }, async (request) =>
    renders.get(currentUser(request).user.id, request.params.id),
  );

  app.post('/renders/:id/cancel', { schema: { params: renderIdParams, response: { 200: render } } }, async (request) =>
    renders.cancel(currentUser(request).user.id, request.params.id),
  );

  app.delete('/renders/:id', { schema: { params: renderIdParams } }, async (request, reply) => {
    await renders.remove(currentUser(request).user.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/uploads/music', { schema: { response: { 201: musicFile } } }, async (request, reply) => {
    const { user } = currentUser(request);
    return reply.status(201).send(await renders.addMusic(user, () => readMusicUpload(request)));
  });
}
