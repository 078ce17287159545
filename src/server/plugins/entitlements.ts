import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { createEntitlements, type Entitlements } from '../features/billing/entitlements';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plan limits: generations reserve their usage before working and give it back when they fail. */
    entitlements: Entitlements;
  }
}

export const entitlements = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('entitlements', createEntitlements(deps));
});
