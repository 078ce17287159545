import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectIdParams } from '@shared/contracts/projects';
import {
  createShortsInput,
  createShortsResponse,
  shortsJob,
  shortsJobParams,
  shortsJobsResponse,
  shortsTranscript,
} from '@shared/contracts/shorts';
import type { RouteOptions } from '../../app/services';
import { currentUser } from '../../http/plugins/auth-guard';

/** Shorts from a project's long video: every route signed in, every search its owner's (404 otherwise). */
export async function shortsRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shorts } = services;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/projects/:id/shorts',
    {
      schema: {
        description:
          'Searches one of the project’s videos (a clip or sound of its media, or a finished render) for 3–10 moments of ' +
          '`minSeconds`–`maxSeconds` worth cutting into shorts, as a background job: 202 with its `jobId`, followed at ' +
          '`GET /api/shorts/{jobId}`. The words come from captions uploaded beside the video, a render’s narration, or the ' +
          'speech-input engine; without any, moments are found from the picture and sound alone. 404 `SHORTS_SOURCE_NOT_FOUND` ' +
          'for a source that is not the project’s, 400 `SOURCE_TOO_SHORT`, 429 `SHORTS_PENDING` with two searches running.',
        params: projectIdParams,
        body: createShortsInput,
        response: { 202: createShortsResponse },
      },
    },
    async (request, reply) => reply.status(202).send(await shorts.create(currentUser(request).user, request.params.id, request.body)),
  );

  app.get(
    '/projects/:id/shorts',
    {
      schema: {
        description: 'The project’s searches for shorts, newest first.',
        params: projectIdParams,
        response: { 200: shortsJobsResponse },
      },
    },
    async (request) => ({ jobs: await shorts.list(currentUser(request).user.id, request.params.id) }),
  );

  app.get(
    '/shorts/:jobId',
    {
      schema: {
        description: 'A search for shorts: its progress, where its words came from, and its candidates once done (best first).',
        params: shortsJobParams,
        response: { 200: shortsJob },
      },
    },
    async (request) => shorts.get(currentUser(request).user.id, request.params.jobId),
  );

  app.get(
    '/shorts/:jobId/transcript',
    {
      schema: {
        description:
          'The words a finished search read, each with its start and end in seconds and sentence ends marked, for editing clips by their words.',
        params: shortsJobParams,
        response: { 200: shortsTranscript },
      },
    },
    async (request) => shorts.transcript(currentUser(request).user.id, request.params.jobId),
  );
}
