import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../services';

/** /api/admin/*: the operator console. Every route has preHandler: app.authenticateAdministrator. */
export async function adminRoutes(fastify: FastifyInstance, options: RouteOptions) {
  void fastify;
  void options;
}
