import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProjectInput,
  createProjectVoiceoverInput,
  projectVoiceover,
  projectVoiceoverParams,
  projectVoiceoversResponse,
  generateProjectScriptInput,
  project,
  generatedProjectScript,
  projectIdParams,
  projectListQuery,
  projectListResponse,
  restoreScriptParams,
  saveScriptInput,
  scriptVersionsResponse,
  updateProjectInput,
  projectSeoInput,
  projectSeoAnalysis,
  linkProjectImageInput,
  projectImageParams,
  projectImagesResponse,
  exportPackageQuery,
} from '@shared/contracts/projects';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser, guardEveryRoute } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

/** /api/projects: every route signed in (checked before the body is read), every project its owner's. */
export async function projectRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { projects } = services;
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;
  guardEveryRoute(app);

  app.post('/projects', { schema: { body: createProjectInput, response: { 201: project } } }, async (request, reply) =>
    reply.status(201).send(await projects.create(currentUser(request).user, request.body)),
  );

  app.get('/projects', { schema: { querystring: projectListQuery, response: { 200: projectListResponse } } }, async (request) =>
    projects.list(userId(request), request.query),
  );

  app.get('/projects/:id', { schema: { params: projectIdParams, response: { 200: project } } }, async (request) =>
    projects.get(userId(request), request.params.id),
  );

  app.patch(
    '/projects/:id',
    { schema: { params: projectIdParams, body: updateProjectInput, response: { 200: project } } },
    async (request) => projects.update(userId(request), request.params.id, request.body),
  );

  app.post('/projects/:id/duplicate', { schema: { params: projectIdParams, response: { 201: project } } }, async (request, reply) =>
    reply.status(201).send(await projects.duplicate(userId(request), request.params.id)),
  );

  app.delete('/projects/:id', { schema: { params: projectIdParams } }, async (request, reply) => {
    await projects.remove(userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/projects/:id/script/generate',
    { schema: { params: projectIdParams, body: generateProjectScriptInput, response: { 200: generatedProjectScript } } },
    async (request, reply) => projects.generateScript(currentUser(request).user, request.params.id, request.body, abortOnDisconnect(reply)),
  );

  app.put(
    '/projects/:id/script',
    { schema: { params: projectIdParams, body: saveScriptInput, response: { 200: project } } },
    async (request) => projects.saveScript(userId(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/script/versions',
    { schema: { params: projectIdParams, response: { 200: scriptVersionsResponse } } },
    async (request) => ({
      versions: await projects.versions(userId(request), request.params.id),
    }),
  );

  app.post(
    '/projects/:id/script/versions/:version/restore',
    { schema: { params: restoreScriptParams, response: { 200: project } } },
    async (request) => projects.restore(userId(request), request.params.id, request.params.version),
  );

  // Voiceovers are gated by the trial or plan, not counted (DESIGN.md §4), as on /api/generate-voiceover.
  app.post(
    '/projects/:id/voiceovers',
    { schema: { params: projectIdParams, body: createProjectVoiceoverInput, response: { 201: projectVoiceover } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await projects.voiceScript(currentUser(request).user, request.params.id, request.body, abortOnDisconnect(reply))),
  );

  app.get(
    '/projects/:id/voiceovers',
    { schema: { params: projectIdParams, response: { 200: projectVoiceoversResponse } } },
    async (request) => ({
      voiceovers: await projects.listVoiceovers(userId(request), request.params.id),
    }),
  );

  app.delete('/projects/:id/voiceovers/:voiceoverId', { schema: { params: projectVoiceoverParams } }, async (request, reply) => {
    await projects.removeVoiceover(userId(request), request.params.id, request.params.voiceoverId);
    return reply.status(204).send();
  });

  app.post(
    '/projects/:id/seo',
    { schema: { params: projectIdParams, body: projectSeoInput, response: { 201: projectSeoAnalysis } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await projects.analyseSeo(currentUser(request).user, request.params.id, request.body, abortOnDisconnect(reply))),
  );

  app.get('/projects/:id/images', { schema: { params: projectIdParams, response: { 200: projectImagesResponse } } }, async (request) => ({
    images: await projects.listImages(userId(request), request.params.id),
  }));

  app.post(
    '/projects/:id/images',
    { schema: { params: projectIdParams, body: linkProjectImageInput, response: { 201: projectImagesResponse } } },
    async (request, reply) =>
      reply.status(201).send({ images: await projects.linkImage(userId(request), request.params.id, request.body.imageId) }),
  );

  app.delete('/projects/:id/images/:imageId', { schema: { params: projectImageParams } }, async (request, reply) => {
    await projects.unlinkImage(userId(request), request.params.id, request.params.imageId);
    return reply.status(204).send();
  });

  // The publish package: a ZIP streamed as it is written (its video, audio and pictures are read from storage on the way).
  app.get(
    '/projects/:id/export',
    { schema: { params: projectIdParams, querystring: exportPackageQuery, produces: ['application/zip'] } },
    async (request, reply) => {
      const { fileName, stream } = await projects.exportPackage(userId(request), request.params.id, request.query.render);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
