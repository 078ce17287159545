import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

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

/** The process' logger: JSON lines; every line written while serving a request carries its `reqId`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: {
        err: pino.stdSerializers.err,
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

/** The id of a request: the proxy's `X-Request-Id` (nginx `$request_id`) when sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}
