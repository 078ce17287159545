import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSeoContentTooLarge, SEO_CONTENT_TOO_LARGE_MESSAGE } from '@shared/catalog/seo';
import { seoAnalysisResponse, seoAnalyzeInput } from '@shared/contracts/seo';
import { HttpError } from '../../http-error';
import { abortOnDisconnect } from '../../abort-on-disconnect';
import { currentUser } from '../../plugins/auth-guard';
import type { TextEngine } from '../../providers/text';
import type { Config } from '../../config';
import type { SharedCounters } from '../../providers/shared-counters/shared-counters';
import { createUserSlots } from '../../user-slots';
import { createSeoAnalysisPool } from './analysis-pool';
import { rewriteWithModel } from './rewrite';

export async function seoRoutes(
  fastify: FastifyInstance,
  options: { text: TextEngine | undefined; seoAnalysis: Config['seoAnalysis']; counters: SharedCounters },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analyzer = createSeoAnalysisPool(options.seoAnalysis, app.log);
  // The pool is shared by everyone: one user's script cannot fill its queue and turn others away.
  const slots = createUserSlots(options.counters, {
    name: 'seo-analysis',
    perUser: 2,
    refusal: { code: 'ANALYSIS_IN_PROGRESS', message: 'Your earlier analyses are still running. Please wait for them to finish and try again.' },
    retryAfterSeconds: 1,
  });
  app.addHook('onClose', () => analyzer.close());

  app.post(
    '/seo/analyze',
    {
      schema: { body: seoAnalyzeInput, response: { 200: seoAnalysisResponse } },
      // Signed-in first (headers only), so a stranger's large body is not even looked at.
      onRequest: app.authenticate,
      // Too much text is its own answer (413), before the field rules run.
      preValidation: async (request) => {
        const content = (request.body as { content?: unknown } | undefined)?.content;
        if (typeof content === 'string' && isSeoContentTooLarge(content)) {
          throw new HttpError(413, 'CONTENT_TOO_LARGE', SEO_CONTENT_TOO_LARGE_MESSAGE);
        }
      },
    },
    async (request, reply) => {
      app.entitlements.assertActive(currentUser(request).user);
      const clientGone = abortOnDisconnect(reply);
      return slots.run(currentUser(request).user.id, () =>
        app.metrics.timeGeneration('seo', (result) => result.engine, async () => {
          const analysis = await analyzer.analyze(request.body, clientGone);
          if (!options.text) return analysis;
          return rewriteWithModel(options.text, analysis, request.body, clientGone);
        }),
      );
    },
  );
}
