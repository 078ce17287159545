import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiCapabilityParams,
  aiEnginesResponse,
  putAiEnginesBody,
  testAiEngineBody,
  testAiEngineResponse,
} from '@shared/contracts/ai-engines';
import { currentUser } from '../../plugins/auth-guard';
import type { RouteOptions } from '../../services';

/**
 * /api/admin/ai-engines: the operator console's AI engines page. Administrators only (anyone else
 * gets the unknown-route 404, as for every /api/admin route). Keys go in, never out.
 */
export async function aiEngineRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const administrators = { onRequest: app.authenticateAdministrator };
  const { aiEngines } = services;

  app.get('/ai-engines', { ...administrators, schema: { response: { 200: aiEnginesResponse } } }, async () => ({
    engines: await aiEngines.list(),
  }));

  app.put(
    '/ai-engines',
    { ...administrators, schema: { body: putAiEnginesBody, response: { 200: aiEnginesResponse } } },
    async (request) => {
      const { user } = currentUser(request);
      return { engines: await aiEngines.save({ id: user.id, email: user.email }, request.body.engines) };
    },
  );

  app.post(
    '/ai-engines/:capability/test',
    { ...administrators, schema: { params: aiCapabilityParams, body: testAiEngineBody, response: { 200: testAiEngineResponse } } },
    (request) => aiEngines.test(request.params.capability, request.body.setting),
  );
}
