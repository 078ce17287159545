import type { FastifyRequest } from 'fastify';

const originOf = (url: string) => {
  try {
    const { origin } = new URL(url);
    // Opaque origins (file:, data:, sandboxed frames) serialise as 'null': no page of ours has one.
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * Browsers send Origin on a socket upgrade and on a cross-site fetch: only pages of this app
 * (PUBLIC_URL, or the allowed host asked) may call what this guards. No Origin is not a browser, and
 * the token alone decides; `Origin: null` and anything that is not a URL are refused.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const sent = originOf(origin);
  return sent !== undefined && [request.publicOrigin, `${request.protocol}://${request.host}`].some((own) => originOf(own) === sent);
}
