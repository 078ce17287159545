import { APICallError, NoImageGeneratedError, RetryError } from 'ai';
import { EngineError, type EngineFailure } from '../engine-error';

/**
 * What the user reads for each failure. Vendor messages never go here: they may quote the key,
 * the prompt or the server's internals. The vendor's error stays in `cause` for the logs.
 */
export const imageFailureMessages: Record<EngineFailure, string> = {
  'rate-limited': 'The image provider is rate limiting requests. Please wait a moment and try again.',
  timeout: 'The image provider took too long to draw this picture. Please try again.',
  unavailable: 'Image service temporarily unavailable',
  'bad-output': 'The image provider did not return a usable picture. Please try again.',
  rejected: 'The image provider refused this prompt. Please change the description and try again.',
};

export function imageEngineError(failure: EngineFailure, cause?: unknown): EngineError {
  return new EngineError(failure, imageFailureMessages[failure], { cause });
}

/** A non-2xx answer from an image server reached with fetch (automatic1111, comfyui). */
export class ImageServerError extends Error {
  override name = 'ImageServerError';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
  ) {
    super(`The image server answered ${status}`);
  }
}

function isAbort(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** OpenAI: content_policy_violation (DALL·E), moderation_blocked (GPT Image); others say "safety" or "NSFW". */
const refusal = /content[ _-]?polic|moderation|safety|nsfw|unsafe/i;

function fromStatus(status: number | undefined, body: string | undefined, error: unknown): EngineError {
  // No status: the request never got an answer (connection refused, DNS, reset).
  if (status === undefined) return imageEngineError('unavailable', error);
  // A success status that still failed: the answer was not what the protocol promises.
  if (status >= 200 && status < 300) return imageEngineError('bad-output', error);
  if (status === 429) return imageEngineError('rate-limited', error);
  if (status === 408 || status === 504) return imageEngineError('timeout', error);
  if (status === 400 && body && refusal.test(body)) return imageEngineError('rejected', error);
  // 401/403 (key), 404 (wrong address or model), other 4xx (a request the server's version does
  // not take) and 5xx: ours or the server's to fix, not the user's.
  return imageEngineError('unavailable', error);
}

/**
 * Turns whatever an image engine throws into an EngineError. An abort the caller asked for (client
 * gone) is passed through unchanged; an abort nobody asked for is the engine's own timeout.
 */
export function toImageEngineError(error: unknown, callerSignal?: AbortSignal): unknown {
  if (error instanceof EngineError) return error;
  if (callerSignal?.aborted) return error;
  if (RetryError.isInstance(error)) return toImageEngineError(error.lastError, callerSignal);
  if (APICallError.isInstance(error)) return fromStatus(error.statusCode, error.responseBody, error);
  if (error instanceof ImageServerError) return fromStatus(error.status, error.body, error);
  if (isAbort(error) || (error instanceof Error && isAbort(error.cause))) return imageEngineError('timeout', error);
  if (NoImageGeneratedError.isInstance(error)) return imageEngineError('bad-output', error);
  return imageEngineError('unavailable', error);
}
