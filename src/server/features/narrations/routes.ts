import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  narration,
  narrationAccepted,
  narrationCleanupInput,
  narrationIdParams,
  narrationProblems,
  projectNarrationsResponse,
} from '@shared/contracts/narrations';
import { project, projectIdParams } from '@shared/contracts/projects';
import { currentUser, guardEveryRoute } from '../../http/plugins/auth-guard';
import { readFileUpload } from '../../http/read-file-upload';
import type { RouteOptions } from '../../app/services';

/** The multipart body of a take or a line: read only once the service has admitted the request. */
const audioForm =
  (request: FastifyRequest, textFields: readonly string[], tooLarge: { code: string; message: string }) => (maxBytes: number) =>
    readFileUpload(request, { field: 'audio', textFields, maxBytes, missing: narrationProblems.audioMissing, tooLarge });

const multipartBody = {
  consumes: ['multipart/form-data'],
};

/** A creator's own narration: takes in a project, their clean-ups and re-recorded lines. Every route signed in, every take its owner's. */
export async function narrationRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const { narrations } = services;
  guardEveryRoute(app);

  app.post(
    '/projects/:id/narrations',
    { schema: { ...multipartBody, params: projectIdParams, response: { 202: narrationAccepted } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await narrations.record(
            currentUser(request).user,
            request.params.id,
            audioForm(request, ['scriptVersion'], { code: 'NARRATION_TOO_LARGE', message: narrationProblems.tooLarge }),
          ),
        ),
  );

  app.get(
    '/projects/:id/narrations',
    { schema: { params: projectIdParams, response: { 200: projectNarrationsResponse } } },
    async (request) => ({
      narrations: await narrations.list(currentUser(request).user.id, request.params.id),
    }),
  );

  app.get('/narrations/:id', { schema: { params: narrationIdParams, response: { 200: narration } } }, async (request) =>
    narrations.get(currentUser(request).user.id, request.params.id),
  );

  app.delete('/narrations/:id', { schema: { params: narrationIdParams } }, async (request, reply) => {
    await narrations.remove(currentUser(request).user.id, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/narrations/:id/cleanups',
    { schema: { params: narrationIdParams, body: narrationCleanupInput, response: { 202: narrationAccepted } } },
    async (request, reply) => reply.status(202).send(await narrations.cleanup(currentUser(request).user, request.params.id, request.body)),
  );

  app.post('/narrations/:id/script', { schema: { params: narrationIdParams, response: { 200: project } } }, async (request) =>
    narrations.followTake(currentUser(request).user.id, request.params.id),
  );

  app.post(
    '/narrations/:id/lines',
    { schema: { ...multipartBody, params: narrationIdParams, response: { 202: narrationAccepted } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await narrations.recordLine(
            currentUser(request).user,
            request.params.id,
            audioForm(request, ['sentenceIndex'], { code: 'LINE_TOO_LARGE', message: narrationProblems.lineTooLarge }),
          ),
        ),
  );
}
