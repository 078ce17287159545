import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSeoContentTooLarge, SEO_CONTENT_TOO_LARGE_MESSAGE } from '@shared/catalog/seo';
import { seoAnalysisResponse, seoAnalyzeInput } from '@shared/contracts/seo';
import { HttpError } from '../../http-error';
import { abortOnDisconnect } from '../../abort-on-disconnect';
import { currentUser } from '../../plugins/auth-guard';
import type { TextEngine } from '../../providers/text';
import type { Config } from '../../config';
import { createSeoAnalysisPool, SEO_BUSY_RETRY_AFTER_SECONDS, SeoAnalysisBusy } from './analysis-pool';
import { rewriteWithModel } from './rewrite';

export async function seoRoutes(fastify: FastifyInstance, options: { text: TextEngine | undefined; seoAnalysis: Config['seoAnalysis'] }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analyzer = createSeoAnalysisPool(options.seoAnalysis, app.log);
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
      return app.metrics.timeGeneration('seo', (result) => result.engine, async () => {
        const analysis = await analyzer.analyze(request.body, clientGone).catch((error: unknown) => {
          if (error instanceof SeoAnalysisBusy) reply.header('retry-after', SEO_BUSY_RETRY_AFTER_SECONDS);
          throw error;
        });
        if (!options.text) return analysis;
        return rewriteWithModel(options.text, analysis, request.body, clientGone);
      });
    },
  );
}
