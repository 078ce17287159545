import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { createAffiliateService, type AffiliateService } from '../features/affiliates/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The affiliate programme; registration calls it to attribute referred users. */
    affiliates: AffiliateService;
  }
}

export const affiliatesPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('affiliates', createAffiliateService(deps));
});
