import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSeoContentTooLarge, SEO_CONTENT_TOO_LARGE_MESSAGE } from '@shared/catalog/seo';
import { seoAnalysisResponse, seoAnalyzeInput } from '@shared/contracts/seo';
import { HttpError } from '../../http/http-error';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

export async function seoRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
    async (request, reply) => services.seo.analyze(currentUser(request).user, request.body, abortOnDisconnect(reply)),
  );
}
