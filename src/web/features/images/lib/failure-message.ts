/**
 * What a failed image generation shows (spec §8): a timeout (504, or a stream timeout) asks for fewer images or a simpler description, depending on how many were asked for;
 * 400 asks to check the prompt; 401 and 429 and the server's own messages as in the other tabs.
 */
import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { generationFailureMessage } from '@/lib/generation-failure';

/** The failure toast's title, in the interface language. */
export const generationFailedTitle = () => i18n.t('images:errors.generationFailed');

/** The server's 504, or a proxy's or stream's 'stream timeout' (spec §8). */
function isTimeout(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 504) return true;
  return /stream timeout/i.test(error instanceof ApiError ? error.body : error instanceof Error ? error.message : String(error));
}

/** The §8 message for a failed generation of `count` images. */
export function imageFailureMessage(error: unknown, count: number): string {
  if (isTimeout(error)) return count > 1 ? i18n.t('images:errors.timeoutMany') : i18n.t('images:errors.timeoutOne');
  return generationFailureMessage(error, { invalidRequest: i18n.t('images:errors.invalidPrompt') });
}
