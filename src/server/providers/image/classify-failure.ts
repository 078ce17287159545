import { EngineError, type EngineFailure } from '../engine-error';
import { toEngineFailure } from '../vendor-failure';
import { ai } from '../../lib/on-first-use';

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

/**
 * Turns whatever an image engine throws into an EngineError. An abort the caller asked for (client
 * gone) is passed through unchanged; an abort nobody asked for is the engine's own timeout.
 */
export function toImageEngineError(error: unknown, callerSignal?: AbortSignal): unknown {
  return toEngineFailure(error, imageFailureMessages, callerSignal, (cause) =>
    ai().NoImageGeneratedError.isInstance(cause) ? 'bad-output' : undefined,
  );
}
