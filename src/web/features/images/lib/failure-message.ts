/**
 * What a failed image generation shows (spec §8): a timeout (504, or a stream timeout) asks for fewer images or a simpler description, depending on how many were asked for;
 * 400 asks to check the prompt; 401 and 429 and the server's own messages as in the other tabs.
 */
import { ApiError } from '@/lib/api-client';
import { generationFailureMessage } from '@/lib/generation-failure';

export const GENERATION_FAILED_TITLE = 'Generation Failed';
export const INVALID_PROMPT_MESSAGE = 'Invalid request. Please check your prompt and try again.';
export const TIMEOUT_MANY_MESSAGE = 'Generation timeout: Try generating fewer images (1-2) at once, or use a simpler description.';
export const TIMEOUT_ONE_MESSAGE =
  'Generation timeout: the image model is busy. Try a simpler description or wait a moment before trying again.';

/** The server's 504, or a proxy's or stream's 'stream timeout' (spec §8). */
function isTimeout(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 504) return true;
  return /stream timeout/i.test(error instanceof ApiError ? error.body : error instanceof Error ? error.message : String(error));
}

/** The §8 message for a failed generation of `count` images. */
export function imageFailureMessage(error: unknown, count: number): string {
  if (isTimeout(error)) return count > 1 ? TIMEOUT_MANY_MESSAGE : TIMEOUT_ONE_MESSAGE;
  return generationFailureMessage(error, { invalidRequest: INVALID_PROMPT_MESSAGE });
}
