import { EngineError } from '../engine-error';
import { ai } from '../../lib/on-first-use';

function isAbort(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Statuses a provider answers with, in the terms of spec §8: 429 waits, a key problem is ours to fix. */
function fromStatus(status: number | undefined, error: unknown): EngineError {
  if (status === 429) {
    return new EngineError('rate-limited', 'The AI provider is rate limiting requests. Please wait a moment and try again.', {
      cause: error,
    });
  }
  if (status === 408 || status === 504) {
    return new EngineError('timeout', 'The AI model took too long to answer. Please try again.', { cause: error });
  }
  return new EngineError('unavailable', 'AI service temporarily unavailable', { cause: error });
}

/**
 * Turns whatever a vendor SDK throws into a EngineError. An abort the caller asked for (client
 * gone) is passed through unchanged; an abort nobody asked for is the engine's own timeout.
 */
export function toEngineError(error: unknown, callerSignal?: AbortSignal): unknown {
  if (error instanceof EngineError) return error;
  if (callerSignal?.aborted) return error;
  const { APICallError, NoObjectGeneratedError, RetryError } = ai();
  if (RetryError.isInstance(error)) return toEngineError(error.lastError, callerSignal);
  if (APICallError.isInstance(error)) return fromStatus(error.statusCode, error);
  if (isAbort(error) || (error instanceof Error && isAbort(error.cause))) {
    return new EngineError('timeout', 'The AI model took too long to answer. Please try again.', { cause: error });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new EngineError('bad-output', 'The AI model did not answer in the expected shape.', { cause: error });
  }
  return new EngineError('unavailable', 'AI service temporarily unavailable', { cause: error });
}
