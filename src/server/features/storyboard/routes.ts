import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectIdParams } from '@shared/contracts/projects';
import { storyboardInput, storyboardQuery, storyboardResponse } from '@shared/contracts/storyboard';
import type { RouteOptions } from '../../app/services';
import { currentUser } from '../../http/plugins/auth-guard';

/** A project's storyboard. Every route signed in; the project its owner's (404 otherwise). */
export async function storyboardRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storyboard } = services;
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/projects/:id/storyboard',
    {
      ...signedIn,
      schema: {
        description:
          "The project's storyboard: the one its creator saved (`saved: true`), or the one made from the script's sections " +
          "over the voiceover, the project's photos, clips and pictures shown in turn. Times in seconds of the voiceover " +
          "(`?voiceover=` a voiceover or narration take of the project; by default the saved one's, else the newest), with " +
          'its words and length for the editor. 400 `NO_VOICEOVER` before the project has a voiceover or narration.',
        params: projectIdParams,
        querystring: storyboardQuery,
        response: { 200: storyboardResponse },
      },
    },
    async (request) => storyboard.get(currentUser(request).user.id, request.params.id, request.query.voiceover),
  );

  app.put(
    '/projects/:id/storyboard',
    {
      ...signedIn,
      schema: {
        description:
          'Saves the whole storyboard; renders draw it from then on. Scenes must follow one another from 0 to the ' +
          "voiceover's end (each at least 0.5 s); a scene's `mediaId` is a photo or clip of the project's media or one of " +
          "its pictures, a clip's `inSeconds`/`outSeconds` within it. 400 `STORYBOARD_INVALID`, `MEDIA_NOT_FOUND` or " +
          '`MEDIA_NOT_VISUAL` (a sound) with the reason.',
        params: projectIdParams,
        body: storyboardInput,
        response: { 200: storyboardResponse },
      },
    },
    async (request) => storyboard.save(currentUser(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/projects/:id/storyboard',
    {
      ...signedIn,
      schema: {
        description: "Forgets the saved storyboard and answers the one made from the script's sections again.",
        params: projectIdParams,
        response: { 200: storyboardResponse },
      },
    },
    async (request) => storyboard.reset(currentUser(request).user.id, request.params.id),
  );
}
