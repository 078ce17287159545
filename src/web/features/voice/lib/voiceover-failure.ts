/**
 * What a failed voiceover shows (spec §8): the server's 'Text too long' → shorten the script; a
 * voice provider without its key ('… not configured') → the service is unavailable; otherwise the
 * same 401 / 400 / 429 / server-message rules as the other generation calls.
 */
import { voiceProblems } from '@shared/catalog/voice';
import { ApiError } from '@/lib/api-client';
import { generationFailureMessage } from '@/lib/generation-failure';

export const VOICEOVER_FAILED_TITLE = 'Voiceover Failed';
export const SCRIPT_TOO_LONG_MESSAGE = 'Script is too long. Please shorten your script and try again.';
export const VOICE_SERVICE_UNAVAILABLE_MESSAGE = 'Voice service temporarily unavailable. Please try again later.';

export function voiceoverFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.serverMessage === voiceProblems.textTooLong) return SCRIPT_TOO_LONG_MESSAGE;
    // Not configured, or the provider down: the spec's one sentence for both.
    if (error.status === 503 && error.code !== 'SERVER_BUSY') return VOICE_SERVICE_UNAVAILABLE_MESSAGE;
  }
  return generationFailureMessage(error);
}
