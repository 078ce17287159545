import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { extname } from 'node:path';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggedUrl } from './logger';

// What a proxy may hand over as the request id: short, and nothing that could forge a log line.
const acceptableRequestId = /^[\w.:-]{8,128}$/;

/**
 * How requests get their id: behind a trusted proxy (TRUST_PROXY), the proxy's `X-Request-Id`
 * (nginx `$request_id`) when sane, so its access log and ours agree; otherwise always a new one, so
 * clients cannot pick ids (or reuse another request's).
 */
export function requestIds(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
  };
}

/** What load balancers, orchestrators and metrics scrapers call every few seconds, on every instance. */
export const probePaths: ReadonlySet<string> = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * A file of the built client or the site (`/assets/…`, `/favicon.svg`, `/robots.txt`): a path with an
 * extension, outside the API and the users' files. A page is a path without one (static-client.ts).
 */
export function isStaticFile(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return !pathname.startsWith('/api/') && !pathname.startsWith('/files/') && extname(pathname) !== '';
}

/**
 * One log line per request, when it is answered: method, route pattern, URL (tokens redacted),
 * status code and duration, through the request's logger (Fastify's child of the process' logger,
 * which adds the request's id). Fastify's own are two lines, the first before anything is known and
 * both with the request's headers. A probe's success and a static file served are debug lines: at
 * info they would bury the log in identical lines (a page brings a dozen files; a probe comes every
 * few seconds, and its line would cost as much as its answer). A failure of either is logged as any
 * request's.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404 (with no route). */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const routine = !error && reply.statusCode < 400 && (probePaths.has(request.url) || isStaticFile(request.url));
    // Nothing is built for a line that would not be written (a routine answer, below debug).
    if (routine && !(reply.log as Logger).isLevelEnabled('debug')) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (routine) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
