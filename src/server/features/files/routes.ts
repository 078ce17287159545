import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';

/**
 * Generated files at /files/{key}. The key's random part is the capability (an <img> cannot send
 * a bearer token); a deleted file is gone for everyone. Keys never change content: cache for a year.
 */
export async function fileRoutes(fastify: FastifyInstance, deps: Pick<AppDeps, 'storage'>) {
  fastify.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const file = await deps.storage.get(request.params['*']);
    if (!file) throw notFound('File not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
