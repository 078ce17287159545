import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { onFirstUse } from './on-first-use';

/** Only a terminal reads pretty lines. */
const pinoPretty = onFirstUse<typeof PinoPretty>('pino-pretty');

/** Secrets that must never reach a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers["x-session-token"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'sessionToken',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.sessionToken',
  '*.apiKey',
  '*.secret',
];

/** A request URL as logged: the chat socket carries its access token in the query (`/ws?token=…`). */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Errors as logged. A failed query's error (drizzle's DrizzleQueryError) quotes the query's
 * parameters — e-mails, password and token hashes — in its message, stack and `params`: only the
 * query text and the driver's own error are kept.
 */
function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (!('params' in error && 'query' in error)) return serialized;
  const withoutParams = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]') : text);
  const { params: _params, ...rest } = serialized;
  return { ...rest, message: withoutParams(rest.message), stack: withoutParams(rest.stack) };
}

/**
 * Where the server's log goes: JSON lines for a log collector, or, when stdout is a terminal (someone
 * ran `npm start`), one readable line each: time, level, message and the fields that matter.
 */
export function logDestination(stdout: NodeJS.WriteStream = process.stdout): DestinationStream | undefined {
  if (!stdout.isTTY) return undefined;
  return pinoPretty()({
    destination: stdout,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    // A request reads "GET /api/health 200 1.2 ms"; the fields it is made of are not repeated after it.
    ignore: 'pid,hostname,reqId,method,route,url,statusCode,durationMs',
    messageFormat: (line, messageKey) =>
      line.msg === 'request completed' || line.msg === 'request failed'
        ? `${String(line.method)} ${String(line.url)} ${String(line.statusCode)} ${String(line.durationMs)} ms`
        : String(line[messageKey] ?? ''),
  });
}

/** The process' logger: JSON lines; every line written while serving a request carries its `reqId`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: {
        err: serializeError,
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
        res: pino.stdSerializers.res,
      },
    },
    destination,
  );
}

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
 * One log line per request, when it is answered: method, route pattern, URL (tokens redacted),
 * status code and duration. Fastify's own are two lines, the first before anything is known and
 * both with the request's headers. A probe's success is a debug line: at info it would bury the
 * log in identical lines (and cost as much as the answer); a failed probe is logged as any request.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404 (with no route). */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const probeSucceeded = !error && reply.statusCode < 400 && probePaths.has(request.url);
    // Nothing is built for a line that would not be written (a probe's success, below debug).
    // (Requests log through children of the pino logger made here.)
    if (probeSucceeded && !(reply.log as Logger).isLevelEnabled('debug')) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (probeSucceeded) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
