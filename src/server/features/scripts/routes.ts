import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quickTemplates } from '@shared/catalog/scripts';
import { generateScriptInput, generateScriptResponse } from '@shared/contracts/scripts';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { OFFLINE_DRAFT_NOTICE, OFFLINE_WRITER_ENGINE } from '../../writing/offline-writer';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

const templateList = z.array(z.object({ id: z.string(), label: z.string(), description: z.string(), topicPrompt: z.string() }));

export async function scriptRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { scripts, projects } = services;

  app.post(
    '/scripts/generate',
    { schema: { body: generateScriptInput, response: { 200: generateScriptResponse } }, preHandler: app.authenticate },
    async (request, reply) => {
      const { projectId, ...input } = request.body;
      const { user } = currentUser(request);
      if (!projectId) return scripts.generate(user, input, abortOnDisconnect(reply));
      const { script, fallbackFrom } = await projects.generateScript(user, projectId, input, abortOnDisconnect(reply));
      const { content, wordCount, estimatedTime, engine, model, version } = script;
      // The project keeps the script, not the notice: the offline writer's is the same for every draft.
      const notice = engine === OFFLINE_WRITER_ENGINE ? { notice: OFFLINE_DRAFT_NOTICE } : {};
      return {
        generatedScript: content,
        wordCount,
        estimatedTime,
        engine,
        ...(model ? { model } : {}),
        ...(fallbackFrom ? { fallbackFrom } : {}),
        ...notice,
        projectId,
        version,
      };
    },
  );

  app.get('/prompts/templates', { schema: { response: { 200: templateList } } }, async () =>
    quickTemplates.map(({ id, label, description, topicPrompt }) => ({ id, label, description, topicPrompt })),
  );
}
