import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaIdParams, mediaItem, mediaProblems, projectMediaResponse } from '@shared/contracts/media';
import { projectIdParams } from '@shared/contracts/projects';
import type { RouteOptions } from '../../app/services';
import { currentUser } from '../../http/plugins/auth-guard';
import { readFileUpload } from '../../http/read-file-upload';
import { requestedRange, sendStoredFile } from '../../http/send-stored-file';
import { createResumableUploads } from './resumable-upload';
import type { MediaPart } from './signed-urls';

/** A project's media library. Every route signed in; every project and media item its owner's (404 otherwise). */
export async function mediaRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const { media } = services;
  // On each route rather than as a hook, so the API description marks each as signed in.
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/projects/:id/media',
    {
      ...signedIn,
      schema: {
        description:
          'Multipart form: one photo, clip or sound in `file` (at most 100 MB this way; larger files, up to 2 GB, through the ' +
          'resumable upload at `/api/uploads/resumable`). Its kind is read from its bytes, never its name or type: JPEG, PNG, ' +
          'WebP or AVIF photos (at most 50 megapixels), MP4/MOV (H.264, HEVC) or WebM (VP9, AV1) clips, WAV, MP3, M4A, Ogg, ' +
          'FLAC or WebM sound, at most 2 hours. 413 `MEDIA_TOO_LARGE` beyond 100 MB, 413 `MEDIA_QUOTA_FULL` when the ' +
          "user's media storage is full, 400 with the reason for a file that is not usable media. With the text field " +
          "`captionsFor` naming one of the project's clips or sounds, `file` is its captions instead (SRT or WebVTT, at most 1 MB, " +
          'e.g. downloaded from YouTube Studio): read into timed words for shorts, replacing captions given before, and the ' +
          'answer is that medium with its `captions`; 400 `CAPTIONS_TARGET_NOT_FOUND` or `NOT_CAPTIONS`, 413 `CAPTIONS_TOO_LARGE`.',
        consumes: ['multipart/form-data'],
        params: projectIdParams,
        response: { 201: mediaItem },
      },
    },
    async (request, reply) => {
      const readUpload = (maxBytes: number) =>
        readFileUpload(request, {
          field: 'file',
          textFields: ['captionsFor'],
          maxBytes,
          missing: mediaProblems.missing,
          tooLarge: { code: 'MEDIA_TOO_LARGE', message: mediaProblems.tooLargeForForm },
        });
      return reply.status(201).send(await media.upload(currentUser(request).user.id, request.params.id, readUpload));
    },
  );

  app.get(
    '/projects/:id/media',
    {
      ...signedIn,
      schema: {
        description: "The project's media, newest first, and how much of the user's media storage is used.",
        params: projectIdParams,
        response: { 200: projectMediaResponse },
      },
    },
    async (request) => media.list(currentUser(request).user.id, request.params.id),
  );

  app.delete(
    '/media/:id',
    { ...signedIn, schema: { description: 'Deletes the media item and its stored files.', params: mediaIdParams } },
    async (request, reply) => {
      await media.remove(currentUser(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  // At the signed address the list gives (an <img> or <video> sends no token), or with the owner's token.
  const signedAddress = z.strictObject({
    owner: z.uuid().optional(),
    expires: z.coerce.number().int().positive().optional(),
    signature: z.string().max(100).optional(),
  });
  const partDescriptions: Record<MediaPart, string> = {
    file: 'The media file as uploaded (byte ranges for players)',
    poster: "The media's WebP poster (a clip's frame, a picture made small); 404 for sound",
    filmstrip: "A clip's filmstrip: ten of its frames side by side in one WebP; 404 for pictures and sounds",
  };
  for (const which of ['file', 'poster', 'filmstrip'] as const) {
    app.get(
      `/media/:id/${which}`,
      {
        schema: {
          description:
            partDescriptions[which] +
            ": at the signed address `fileUrl`/`posterUrl`/`filmstripUrl` gives (good for a day), or with the owner's token. 404 for anyone else.",
          params: mediaIdParams,
          querystring: signedAddress,
          // The owner's token, or none at a signed address.
          security: [{ bearer: [] }, {}],
        },
      },
      async (request, reply) => {
        const { owner, expires, signature } = request.query;
        const signed = owner !== undefined && expires !== undefined && signature !== undefined;
        if (!signed) await app.authenticate(request);
        const reader = signed ? { address: { owner, expires, signature } } : { userId: currentUser(request).user.id };
        const { file, contentType } = await media.read(reader, request.params.id, which, requestedRange(request.headers.range));
        // Private: a shared cache must not keep one user's file for another.
        return sendStoredFile(reply, file, { contentType, cacheControl: 'private, max-age=3600' });
      },
    );
  }

  // The resumable protocol (tus): its bodies are read by @tus/server itself, never parsed here.
  const resumable = createResumableUploads({ media, directory: deps.config.resumableUploadsDir, log: deps.log });
  app.addHook('onClose', async () => resumable.close());
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const tusDescription =
    'The tus 1.0 resumable upload protocol (creation, creation-with-upload, termination, expiration) for media files up to 2 GB, ' +
    'e.g. with tus-js-client or Uppy. POST creates an upload: `Upload-Length` and `Upload-Metadata` with the `projectId` ' +
    '(and optionally `filename`); 404 for a project that is not yours, 413 beyond 2 GB or your media storage. PATCH sends ' +
    'bytes at `Upload-Offset`; the last one answers 201 with the media item once the file passed the checks of ' +
    '`POST /api/projects/{id}/media` (or their 4xx, and the upload is removed). HEAD reads the offset to resume; DELETE ' +
    'cancels. Unfinished uploads are removed after a day.';
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = currentUser(request).user.id;
    reply.hijack();
    try {
      await resumable.handle(userId, request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'resumable upload failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }));
    }
  };
  fastify.route({ ...signedIn, method: 'POST', url: '/uploads/resumable', schema: { description: tusDescription }, handler: forward });
  const uploadParams = z.object({ uploadId: z.string().max(200) });
  fastify.route({
    method: ['PATCH', 'DELETE'],
    url: '/uploads/resumable/:uploadId',
    ...signedIn,
    schema: { description: tusDescription, params: uploadParams },
    handler: forward,
  });
  // A route of its own: the description leaves HEAD routes out, as it does every GET's.
  fastify.route({ method: 'HEAD', url: '/uploads/resumable/:uploadId', ...signedIn, schema: { params: uploadParams }, handler: forward });
}
