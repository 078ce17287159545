import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shared/contracts/errors';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { HttpError } from '../http-error';
import { SharedCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { EngineError, type EngineFailure } from '../../providers/engine-error';
import { providerStatus } from '../../providers/vendor-failure';

// zod's own wording ("Invalid input: expected string…") says nothing about which field: name it.
const genericZodMessage = /^(Invalid|Too (small|big)|Unrecognized)/;

function validationBody(error: FastifyError): ErrorBody {
  const issues = error.validation ?? [];
  const fields = issues
    .map((issue) =>
      String(issue.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
    )
    .filter((field, index, all) => field !== '' && all.indexOf(field) === index);
  const first = issues[0];
  const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  const text = first?.message ?? 'Invalid request';
  const message = where && genericZodMessage.test(text) ? `${where}: ${text}` : text;
  return { message, code: 'VALIDATION_ERROR', fields };
}

/** An AI provider's failure in the spec's terms (§8): 429 wait, 504 too slow, 503 unavailable. */
const engineFailureAnswers: Record<EngineFailure, { status: number; code: string }> = {
  'rate-limited': { status: 429, code: 'AI_RATE_LIMITED' },
  timeout: { status: 504, code: 'AI_TIMEOUT' },
  unavailable: { status: 503, code: 'AI_UNAVAILABLE' },
  'bad-output': { status: 502, code: 'AI_BAD_OUTPUT' },
  rejected: { status: 400, code: 'AI_REJECTED' },
};

/** How soon a client may try again while the database or Redis is unreachable (they usually restart within seconds). */
const RETRY_AFTER_SECONDS = 5;

/** A store everything depends on (PostgreSQL, Redis) cannot be reached: the request may be retried. */
export function isServiceUnavailable(error: unknown): boolean {
  return isDatabaseUnavailable(error) || error instanceof SharedCountersUnavailable;
}

export const serviceUnavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/** A 5xx answer, for the operator console's 'errors in the last 24 hours'. */
export interface ServerErrorRecord {
  method: string;
  /** The route's pattern (e.g. /api/projects/:id), or the path when no route matched. */
  route: string;
  statusCode: number;
  code: string | null;
  requestId: string;
}

export interface ErrorHandlerOptions {
  /** Keeps a 5xx answer (the app hands the console's recorder in; plugins import no feature). */
  recordServerError?: (record: ServerErrorRecord) => Promise<void>;
}

/** The code of the error a 5xx answered with, by request, for the record made once the answer is sent. */
const answeredCodes = new WeakMap<object, string>();

/**
 * Every error leaves as `{ message, code }`; details of a 5xx stay in the log. Every 5xx answer,
 * whatever sent it, is also recorded once it has gone out: recording can never delay or fail it.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, { recordServerError }: ErrorHandlerOptions = {}) => {
    if (recordServerError) {
      // A callback hook, as it runs on every request: an async one costs a promise and a tick each.
      app.addHook('onResponse', (request, reply, done) => {
        if (reply.statusCode < 500) return done();
        const record = {
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
          statusCode: reply.statusCode,
          code: answeredCodes.get(request) ?? null,
          requestId: String(request.id),
        };
        recordServerError(record)
          .catch((err: unknown) => request.log.warn({ err }, 'could not record a server error'))
          .finally(() => done());
      });
    }
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answered = answer(error, request, reply);
      if (reply.statusCode >= 500) answeredCodes.set(request, codeOf(error));
      return answered;
    });

    function codeOf(error: FastifyError): string {
      if (error instanceof HttpError) return error.code;
      if (error instanceof EngineError) return engineFailureAnswers[error.failure].code;
      return isServiceUnavailable(error) ? serviceUnavailable.code : 'INTERNAL_ERROR';
    }

    function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send(validationBody(error));
      }
      if (error instanceof HttpError) {
        const { fields, retryAfterSeconds } = error.details;
        if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
        return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...(fields ? { fields } : {}) });
      }
      if (error instanceof EngineError) {
        // The vendor's own words may name keys or accounts: they go to the log only, with the status it answered.
        const status = providerStatus(error);
        request.log.warn(
          { err: error.cause ?? error, failure: error.failure, providerStatus: status },
          status === undefined ? 'AI engine failed' : `AI engine failed: the provider answered HTTP ${status}`,
        );
        const answer = engineFailureAnswers[error.failure];
        return reply.status(answer.status).send({ message: error.message, code: answer.code });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
      }
      // After the 4xx answers: a client hanging up mid-body (ECONNRESET, 400) is not an outage.
      if (isServiceUnavailable(error)) {
        request.log.warn({ err: error }, 'database or Redis unavailable');
        return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(serviceUnavailable);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
    }
  },
  { name: 'error-handler' },
);
