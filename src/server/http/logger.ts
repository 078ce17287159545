import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { onFirstUse } from '../lib/on-first-use';

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
  // Publishing: a platform's OAuth tokens and client secret, and the PKCE verifier.
  'accessToken',
  'refreshToken',
  '*.accessToken',
  '*.refreshToken',
  '*.clientSecret',
  '*.codeVerifier',
];

/**
 * A request URL as logged: the chat socket carries its access token in the query (`/ws?token=…`),
 * an OAuth callback its authorization code and state (`/api/channels/youtube/callback?code=…&state=…`),
 * and a calendar feed's address is its secret (`/api/calendar/{token}.ics`).
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/api\/calendar\/)(?!feed\b)[^/?#]+/i, '$1[redacted]');
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
