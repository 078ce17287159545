import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../services';

/** GET /api/admin/backup: the console's 'Download backup' (administrators only). */
export async function backupRoutes(fastify: FastifyInstance, options: RouteOptions) {
  void fastify;
  void options;
}
