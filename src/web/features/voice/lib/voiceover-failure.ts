/**
 * What a failed voiceover shows (spec §8): the server's 'Text too long' → shorten the script; a
 * voice provider without its key ('… not configured') → the service is unavailable; otherwise the
 * same 401 / 400 / 429 / server-message rules as the other generation calls.
 */
import { voiceProblems } from '@shared/catalog/voice';
import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { generationFailureMessage } from '@/lib/generation-failure';

export const voiceoverFailedTitle = (): string => i18n.t('voice:voiceover.failedTitle');

export function voiceoverFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.serverMessage === voiceProblems.textTooLong) return i18n.t('voice:voiceover.scriptTooLong');
    // Not configured, or the provider down: the spec's one sentence for both.
    if (error.status === 503 && error.code !== 'SERVER_BUSY') return i18n.t('voice:voiceover.serviceUnavailable');
  }
  return generationFailureMessage(error);
}
