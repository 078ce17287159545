import type { EngineFallbackReason } from '@shared/catalog/ai-engines';
import { EngineError, type EngineFailure } from './engine-error';
import { VendorHttpError, VendorOutputError } from './vendor-request';
import { ai } from '../lib/on-first-use';

function isAbort(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** OpenAI: content_policy_violation, moderation_blocked; others say "safety", "NSFW" or "unusual activity". */
const refusal = /content[ _-]?polic|moderation|safety|nsfw|unsafe/i;

function fromStatus(status: number | undefined, body: string | undefined): EngineFailure {
  // No status: the request never got an answer (connection refused, DNS, reset).
  if (status === undefined) return 'unavailable';
  // A success status that still failed: the answer was not what the protocol promises.
  if (status >= 200 && status < 300) return 'bad-output';
  if (status === 429) return 'rate-limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 400 && body && refusal.test(body)) return 'rejected';
  // 401/403 (key), 404 (wrong address or model), other 4xx (a request the server's version does
  // not take) and 5xx: ours or the vendor's to fix, not the user's.
  return 'unavailable';
}

/**
 * Why a vendor call failed, for errors from fetch (VendorHttpError, VendorOutputError, aborts) and
 * from the AI SDK. undefined when the caller aborted: a request the client left is no vendor failure.
 */
export function vendorFailure(error: unknown, callerSignal?: AbortSignal): EngineFailure | undefined {
  if (callerSignal?.aborted) return undefined;
  if (error instanceof EngineError) return error.failure;
  const { APICallError, RetryError } = ai();
  if (RetryError.isInstance(error)) return vendorFailure(error.lastError, callerSignal);
  if (APICallError.isInstance(error)) return fromStatus(error.statusCode, error.responseBody);
  if (error instanceof VendorHttpError) return fromStatus(error.status, error.body);
  if (error instanceof VendorOutputError) return 'bad-output';
  // An abort nobody asked for is the engine's own timeout.
  if (isAbort(error) || (error instanceof Error && isAbort(error.cause))) return 'timeout';
  return 'unavailable';
}

/**
 * Turns whatever an engine call threw into an EngineError worded by `messages`; the vendor's error
 * stays in `cause` for the log. A caller's abort passes through unchanged.
 */
export function toEngineFailure(
  error: unknown,
  messages: Record<EngineFailure, string>,
  callerSignal?: AbortSignal,
  classify: (error: unknown) => EngineFailure | undefined = () => undefined,
): unknown {
  if (error instanceof EngineError) return error;
  const failure = callerSignal?.aborted ? undefined : (classify(error) ?? vendorFailure(error, callerSignal));
  return failure === undefined ? error : new EngineError(failure, messages[failure], { cause: error });
}

/**
 * The HTTP status a provider answered a failed call with (through an EngineError's cause and the
 * AI SDK's retries); undefined when no answer came or the failure was ours (an unusable answer).
 */
export function providerStatus(error: unknown): number | undefined {
  if (error instanceof EngineError) return providerStatus(error.cause);
  if (error instanceof VendorHttpError) return error.status;
  if (!(error instanceof Error)) return undefined;
  const { APICallError, RetryError } = ai();
  if (RetryError.isInstance(error)) return providerStatus(error.lastError);
  if (APICallError.isInstance(error)) return error.statusCode;
  return undefined;
}

/** Why a failed engine call made a built-in engine answer, as responses, metrics and the console name it. */
export function fallbackReason(error: EngineError): { reason: EngineFallbackReason; status: number | null } {
  const status = providerStatus(error) ?? null;
  const reason: EngineFallbackReason =
    status === 401 || status === 403
      ? 'key-refused'
      : status === 404
        ? 'not-found'
        : error.failure === 'rate-limited' || error.failure === 'timeout' || error.failure === 'bad-output'
          ? error.failure
          : status !== null && status >= 500
            ? 'server-error'
            : 'unavailable';
  return { reason, status };
}
