import { deadline } from '../../vendor-request';
import { PlatformError, type PlatformErrorReason } from '../publishing-platform';

/**
 * Google's answers to a failed call, as PlatformErrors: the Data API's `{ error: { code, message,
 * errors: [{ reason, domain }] } }` and OAuth's `{ error: 'invalid_grant', error_description }`.
 * Messages are built here from Google's words with every token of the call taken out; the error
 * Google's clients threw (whose request config holds the tokens) is never kept as a cause.
 */

/** Reasons that trying again later cannot help, whatever the status (a quota, a policy, a dead grant). */
const final = new Set(['quotaExceeded', 'uploadLimitExceeded', 'forbidden', 'invalid_grant', 'invalid_client', 'uploadSessionExpired']);
/** Reasons that a later attempt can get past: a rate, Google's own trouble, a token to refresh first. */
const passing = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'backendError', 'internalError', 'authError']);

function isRetryable(reason: string, status: number): boolean {
  if (final.has(reason)) return false;
  return passing.has(reason) || status === 429 || status >= 500;
}

/** The reason a status stands for when Google's body names none. */
function reasonOfStatus(status: number): PlatformErrorReason {
  if (status === 401) return 'authError';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimitExceeded';
  if (status >= 500) return 'backendError';
  return 'badRequest';
}

/** Google's access tokens (ya29.…), refresh tokens (1//…) and authorization codes (4/…), wherever they appear. */
const tokenShapes = /\bya29\.[\w.-]+|\b1\/\/[\w.-]+|\b4\/[\w.-]{10,}/g;

/** `text` with the call's own secrets and anything shaped like a Google token taken out. */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]');
  return clean.replace(tokenShapes, '[redacted]');
}

interface GoogleErrorBody {
  reason: PlatformErrorReason | null;
  message: string | null;
}

/** The reason and message of either of Google's error bodies, as parsed JSON or as text. */
function readErrorBody(body: unknown): GoogleErrorBody {
  let data = body;
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body);
    } catch {
      return { reason: null, message: null };
    }
  }
  if (typeof data !== 'object' || data === null || !('error' in data)) return { reason: null, message: null };
  const error = (data as { error: unknown; error_description?: unknown }).error;
  if (typeof error === 'string') {
    const description = (data as { error_description?: unknown }).error_description;
    return { reason: error, message: typeof description === 'string' ? description : null };
  }
  if (typeof error === 'object' && error !== null) {
    const { message, errors } = error as { message?: unknown; errors?: unknown };
    const first = Array.isArray(errors) ? (errors[0] as { reason?: unknown } | undefined) : undefined;
    return { reason: typeof first?.reason === 'string' ? first.reason : null, message: typeof message === 'string' ? message : null };
  }
  return { reason: null, message: null };
}

/**
 * The PlatformError for Google's answer `status` with `body` to `what` (e.g. 'the upload'). `reason`
 * overrides the one in the body (an expired upload session answers a bare 404).
 */
export function googleError(what: string, status: number, body: unknown, secrets: readonly string[], reason?: PlatformErrorReason) {
  const parsed = readErrorBody(body);
  const why = reason ?? parsed.reason ?? reasonOfStatus(status);
  // Google's quota message links its documentation in HTML.
  const words = parsed.message ? `: ${parsed.message.replace(/<[^>]*>/g, '')}` : '';
  return new PlatformError(redact(`YouTube refused ${what} (${status} ${why})${words}`, secrets), why, status, isRetryable(why, status));
}

/** A call that got no answer at all: a refused or cut connection (`cause`: the network's error, which names no token). */
export function noAnswer(what: string, cause?: unknown): PlatformError {
  return new PlatformError(`YouTube did not answer ${what}: the connection failed`, 'unavailable', 0, true, { cause });
}

/** A 2xx answer that is not what Google's protocol promises. */
export function unexpectedAnswer(what: string, status: number): PlatformError {
  return new PlatformError(`YouTube answered ${what} with something its protocol does not promise`, 'unexpectedAnswer', status, true);
}

/** What Google's clients (gaxios) throw: an error with the request's config (tokens in it) and the answer, if one came. */
function gaxiosFailure(error: unknown): { answer: { status: number; data: unknown } | null } | undefined {
  if (!(error instanceof Error) || !('config' in error)) return undefined;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  return { answer: typeof response?.status === 'number' ? { status: response.status, data: response.data } : null };
}

export interface CallLimits {
  timeoutMs: number;
  signal: AbortSignal | undefined;
  /** The tokens and codes this call carries: never in a message. */
  secrets: readonly string[];
}

/**
 * Runs one call to Google under its deadline and the caller's signal, and turns what it threw into a
 * PlatformError. The caller's abort passes through as the signal's reason, and so does a mistake of
 * ours (a RangeError, anything that is not a failed call).
 */
export async function callGoogle<T>(what: string, limits: CallLimits, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = deadline(limits.timeoutMs, limits.signal);
  try {
    return await run(signal);
  } catch (error) {
    if (limits.signal?.aborted) throw limits.signal.reason;
    if (error instanceof PlatformError || error instanceof RangeError) throw error;
    if (signal.aborted) {
      throw new PlatformError(`YouTube did not answer ${what} within ${Math.round(limits.timeoutMs / 1000)} s`, 'timeout', 0, true);
    }
    const gaxios = gaxiosFailure(error);
    if (gaxios?.answer) throw googleError(what, gaxios.answer.status, gaxios.answer.data, limits.secrets);
    // No answer: gaxios' error is not kept (its config holds the tokens); fetch's TypeError is.
    if (gaxios) throw noAnswer(what);
    if (error instanceof TypeError) throw noAnswer(what, error);
    throw error;
  }
}
