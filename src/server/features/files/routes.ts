import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../app/services';
import { notFound } from '../../http/http-error';
import { requestedRange, sendStoredFile } from '../../http/send-stored-file';

/** Stored files that are never served here: voice samples (kept to rebuild profiles), uploaded music, and media (served to its owner only, at /api/media/{id}). */
const unservedFolders = ['voice-samples/', 'music/', 'media/'];

/**
 * Generated files at /files/{key}. The key's random part is the capability (an <img> cannot send
 * a bearer token); a deleted file is gone for everyone. Keys never change content: cache for a year.
 * Audio and video players fetch byte ranges to find the duration and to seek. Only this origin's
 * pages may load them (other sites cannot embed or read a user's pictures and voices).
 */
export async function fileRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  fastify.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    if (unservedFolders.some((folder) => key.startsWith(folder))) throw notFound('File not found');
    const file = await deps.storage.get(key, requestedRange(request.headers.range));
    if (!file) throw notFound('File not found');
    return sendStoredFile(reply, file, { cacheControl: 'public, max-age=31536000, immutable' });
  });
}
