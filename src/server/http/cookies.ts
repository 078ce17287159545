import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, or null when it sent none (or an empty one). */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, value] = pair.split('=', 2).map((part) => part.trim());
    if (key === name && value) return value;
  }
  return null;
}

/**
 * Sets (or with maxAgeSeconds 0, clears) a cookie only the server reads: HttpOnly (no script on the
 * page reads it), SameSite=Lax (it comes back with the visitor's own navigations, never with another
 * site's requests), Secure over https. Several in one answer add up.
 */
export function setServerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
): void {
  const attributes = [
    `Max-Age=${cookie.maxAgeSeconds}`,
    `Path=${cookie.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', [`${cookie.name}=${cookie.value}`, ...attributes].join('; '));
}
