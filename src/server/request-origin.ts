import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when set (it is what links should say), else the origin the request came to. */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
