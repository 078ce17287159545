import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quickTemplates } from '@shared/catalog/scripts';
import { generateScriptInput, generateScriptResponse } from '@shared/contracts/scripts';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

const templateList = z.array(z.object({ id: z.string(), label: z.string(), description: z.string(), topicPrompt: z.string() }));

export async function scriptRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/scripts/generate',
    { schema: { body: generateScriptInput, response: { 200: generateScriptResponse } }, preHandler: app.authenticate },
    async (request, reply) => services.scripts.generate(currentUser(request).user, request.body, abortOnDisconnect(reply)),
  );

  app.get('/prompts/templates', { schema: { response: { 200: templateList } } }, async () =>
    quickTemplates.map(({ id, label, description, topicPrompt }) => ({ id, label, description, topicPrompt })),
  );
}
