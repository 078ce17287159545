import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../../app/services';
import { notFound } from '../../http/http-error';
import type { RequestedRange } from '../../providers/storage/file-storage';

/** One `bytes=` range (what media players send); several ranges or other units are served whole. */
function requestedRange(header: string | undefined): RequestedRange | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  return { start: Number(match[1]), ...(match[2] === '' ? {} : { end: Number(match[2]) }) };
}

/**
 * Generated files at /files/{key}. The key's random part is the capability (an <img> cannot send
 * a bearer token); a deleted file is gone for everyone. Keys never change content: cache for a year.
 * Audio and video players fetch byte ranges to find the duration and to seek. Only this origin's
 * pages may load them (other sites cannot embed or read a user's pictures and voices).
 */
export async function fileRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  fastify.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    // Voice samples are kept to rebuild profiles, and uploaded music to lay under videos: never served.
    if (key.startsWith('voice-samples/') || key.startsWith('music/')) throw notFound('File not found');
    const file = await deps.storage.get(key, requestedRange(request.headers.range));
    if (!file) throw notFound('File not found');
    reply
      .header('content-type', file.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-origin');
    if (file.range === 'unsatisfiable') {
      file.body.destroy();
      return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (file.range) {
      const { start, end } = file.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(file.body);
    }
    return reply.header('content-length', file.size).send(file.body);
  });
}
