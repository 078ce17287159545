import type { FastifyReply } from 'fastify';
import type { RequestedRange, StoredFile } from '../providers/storage/file-storage';

/** One `bytes=` range (what media players send); several ranges or other units are served whole. */
export function requestedRange(header: string | undefined): RequestedRange | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  return { start: Number(match[1]), ...(match[2] === '' ? {} : { end: Number(match[2]) }) };
}

/**
 * Sends a stored file whole, or the range it was read with (206; 416 when the range lies outside
 * it), with its type, `cacheControl`, and only this origin's pages allowed to load it.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  headers: { cacheControl: string; contentType?: string },
): FastifyReply {
  reply
    .header('content-type', headers.contentType ?? file.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', headers.cacheControl)
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
}
