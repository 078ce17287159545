import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectIdParams } from '@shared/contracts/projects';
import {
  createShortRendersInput,
  createShortRendersResponse,
  shortBatch,
  shortBatchParams,
  createShortsInput,
  createShortsResponse,
  shortsJob,
  shortsJobParams,
  shortsJobsResponse,
  shortBatchesResponse,
  shortsTranscript,
} from '@shared/contracts/shorts';
import type { RouteOptions } from '../../app/services';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser, guardEveryRoute } from '../../http/plugins/auth-guard';

/** Shorts from a project's long video: every route signed in, every search its owner's (404 otherwise). */
export async function shortsRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shorts, renders, shortBatchPackage } = services;
  guardEveryRoute(app);

  app.post(
    '/projects/:id/shorts',
    {
      schema: {
        description:
          'Searches one of the project’s videos (a clip or sound of its media, or a finished render) for 3–10 moments of ' +
          '`minSeconds`–`maxSeconds` worth cutting into shorts, as a background job: 202 with its `jobId`, followed at ' +
          '`GET /api/shorts/{jobId}`. The words come from captions uploaded beside the video, a render’s narration, or the ' +
          'speech-input engine; without any, moments are found from the picture and sound alone. With words and a text model ' +
          'connected (the one serving scripts), the model picks and titles the moments through structured output, checked ' +
          'against the transcript’s sentences; an answer that does not fit is refused, the studio’s own picks stand and the ' +
          'job’s `notice` says why (`pickedBy`, `pickedByModel`). 404 `SHORTS_SOURCE_NOT_FOUND` ' +
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

  app.post(
    '/shorts/:jobId/renders',
    {
      schema: {
        description:
          'Renders clips of a finished search as one batch (202): each clip from `start` to `end` of the video, less its `cuts` ' +
          '(words deleted), reframed to `format` (cropped at `focus`, the area of most motion when unset, or fitted over a ' +
          'blurred copy), with word-timed captions, its `title` over the first seconds and its sound at −14 LUFS. Each short ' +
          'is a render followed at `GET /api/renders/{id}`; the batch at `GET /api/shorts/batches/{batchId}`. 409 ' +
          '`SHORTS_NOT_READY` while the search runs, 400 `CLIP_NOT_RENDERABLE` naming the clip, 429 `SHORTS_RENDERING` while ' +
          'an earlier batch renders, 409 `SHORT_BATCH_LIMIT_REACHED`.',
        params: shortsJobParams,
        body: createShortRendersInput,
        response: { 202: createShortRendersResponse },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await shorts.renderClips(currentUser(request).user, request.params.jobId, request.body)),
  );

  app.get(
    '/projects/:id/shorts/batches',
    {
      schema: {
        description: 'The project’s batches of shorts, newest first.',
        params: projectIdParams,
        response: { 200: shortBatchesResponse },
      },
    },
    async (request) => ({ batches: await renders.batches(currentUser(request).user.id, request.params.id) }),
  );

  app.get(
    '/shorts/batches/:batchId',
    {
      schema: {
        description: 'A batch of shorts: its status and progress as a whole, and each short as a render (with its title).',
        params: shortBatchParams,
        response: { 200: shortBatch },
      },
    },
    async (request) => renders.batch(currentUser(request).user.id, request.params.batchId),
  );

  app.get(
    '/shorts/batches/:batchId/package',
    {
      schema: {
        description:
          'The batch’s finished shorts as a ZIP to publish from: per short a folder named by its place and title ' +
          '(`01-why-sleep-matters/`) with `short.mp4` (the rendered video), `title.txt` (its hook title, or its first ' +
          'sentence), `description.txt` (what it says, its length and where it was cut from, and hashtags from the SEO ' +
          'analysis of its words) and `thumbnail.jpg` (a frame of it at its size with the title over it); `batch.json` lists ' +
          'the clips and, under `missing`, every short that did not finish and any file (or a description’s hashtags, ' +
          '`part: "hashtags"`) left out, with why. Not gated by the plan: what the user rendered stays theirs to download. 404 ' +
          '`SHORT_BATCH_NOT_FOUND` for a batch that is not the user’s, 409 `SHORT_BATCH_NOT_RENDERED` while none of its ' +
          'shorts has finished, 429 or 503 with Retry-After while the user’s or the studio’s covers and analyses are full.',
        params: shortBatchParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await shortBatchPackage(currentUser(request).user, request.params.batchId, abortOnDisconnect(reply));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/shorts/batches/:batchId/cancel',
    {
      schema: {
        description: 'Stops every short of the batch that waits or renders; the finished ones stay.',
        params: shortBatchParams,
        response: { 200: shortBatch },
      },
    },
    async (request) => renders.cancelBatch(currentUser(request).user.id, request.params.batchId),
  );

  app.delete(
    '/shorts/batches/:batchId',
    { schema: { description: 'Deletes the batch, its shorts and their videos.', params: shortBatchParams } },
    async (request, reply) => {
      await renders.removeBatch(currentUser(request).user.id, request.params.batchId);
      return reply.status(204).send();
    },
  );
}
