import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { createEntitlements, type Entitlements } from '../features/billing/entitlements';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plan limits: generation routes check before working and record after succeeding. */
    entitlements: Entitlements;
  }
}

export const entitlements = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('entitlements', createEntitlements(deps));
});
