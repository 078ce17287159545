import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../services';

/** /api/account/*: the signed-in user's own account. */
export async function accountRoutes(fastify: FastifyInstance, options: RouteOptions) {
  void fastify;
  void options;
}
