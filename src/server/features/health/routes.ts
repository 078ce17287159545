import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../../app/services';
import { HttpError } from '../../http/http-error';

export async function healthRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } } }, async (request) => {
    try {
      await deps.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      throw new HttpError(503, 'NOT_READY', 'The database is not reachable.');
    }
    return { status: 'ready' as const, database: deps.database.driver };
  });
}
