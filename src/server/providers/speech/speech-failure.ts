import { SPEECH_NOT_CONFIGURED_MESSAGE } from '@shared/catalog/voice';
import { EngineError, type EngineFailure } from '../engine-error';
import { toEngineFailure } from '../vendor-failure';

/** What the user reads for each speech failure; the vendor's words stay in the log. */
export const speechFailureMessages: Record<EngineFailure, string> = {
  'rate-limited': 'The voice provider is rate limiting requests. Please wait a moment and try again.',
  timeout: 'The voice provider took too long to speak this text. Please try again.',
  unavailable: 'Voice service temporarily unavailable',
  'bad-output': 'The voice provider did not return usable audio. Please try again.',
  rejected: 'The voice provider refused this text. Please change it and try again.',
};

/** A vendor chosen without its key (spec §8); the client shows its own sentence for it. */
export const speechNotConfigured = () => new EngineError('unavailable', SPEECH_NOT_CONFIGURED_MESSAGE);

export function toSpeechEngineError(error: unknown, callerSignal?: AbortSignal): unknown {
  return toEngineFailure(error, speechFailureMessages, callerSignal);
}
