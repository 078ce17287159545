import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';
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

/**
 * A request's logger, made when the request first writes a line. Fastify makes every request a
 * child of the process' logger, and pino's child writes its bindings out as JSON through the
 * redaction (whose wildcard paths run on every binding): ≈ 3 µs of every answer, a tenth of a
 * probe's whole cost (bench/health-vs-bare.ts), though most answers write one line or none.
 */
export class RequestLogger implements FastifyBaseLogger {
  #logger: Logger | undefined;

  private constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** Fastify's `childLoggerFactory` (the parent is the process' pino logger); a route with a level of its own gets pino's child at once. */
  static factory(this: void, parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
    const logger = parent as Logger;
    return options.level === undefined ? new RequestLogger(logger, bindings, options) : logger.child(bindings, options);
  }

  private get logger(): Logger {
    return (this.#logger ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return (this.#logger ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#logger ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }

  error(...line: unknown[]): void {
    this.write('error', line);
  }

  warn(...line: unknown[]): void {
    this.write('warn', line);
  }

  info(...line: unknown[]): void {
    this.write('info', line);
  }

  debug(...line: unknown[]): void {
    this.write('debug', line);
  }

  trace(...line: unknown[]): void {
    this.write('trace', line);
  }

  silent(): void {}

  /** A line at `level`, through the request's pino child (made then); nothing is made below the level. */
  private write(level: Level, line: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, line);
  }
}
