import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionResult } from '@shared/contracts/admin';
import {
  localModelRuntimeResponse,
  modelDownloadIdParams,
  modelDownloadResponse,
  modelFileParams,
  modelMessages,
  modelsResponse,
  startModelDownloadInput,
} from '@shared/contracts/models';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

/**
 * /api/admin/models: local GGUF models, downloaded and deleted from the operator console. Like
 * every console route, guarded on request: anyone but an administrator gets the unknown-route 404.
 */
export async function modelRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { models } = services;
  const administrators = { onRequest: app.authenticateAdministrator };
  const actor = (request: FastifyRequest) => {
    const { user } = currentUser(request);
    return { id: user.id, email: user.email };
  };

  app.get('/models', { ...administrators, schema: { response: { 200: modelsResponse } } }, () => models.list());

  app.post(
    '/models',
    { ...administrators, schema: { body: startModelDownloadInput, response: { 202: modelDownloadResponse } } },
    async (request, reply) => reply.status(202).send({ download: await models.download(actor(request), request.body) }),
  );

  app.post('/models/runtime', { ...administrators, schema: { response: { 202: localModelRuntimeResponse } } }, async (request, reply) =>
    reply.status(202).send({ runtime: await models.installRuntime(actor(request)) }),
  );

  app.get(
    '/models/downloads/:id',
    { ...administrators, schema: { params: modelDownloadIdParams, response: { 200: modelDownloadResponse } } },
    async (request) => ({ download: await models.get(request.params.id) }),
  );

  app.post(
    '/models/downloads/:id/cancel',
    { ...administrators, schema: { params: modelDownloadIdParams, response: { 200: modelDownloadResponse } } },
    async (request) => ({ download: await models.cancel(actor(request), request.params.id) }),
  );

  app.delete(
    '/models/:fileName',
    { ...administrators, schema: { params: modelFileParams, response: { 200: adminActionResult } } },
    async (request) => {
      await models.remove(actor(request), request.params.fileName);
      return { message: modelMessages.modelDeleted };
    },
  );
}
