import { errorBodyMessage } from './api-client';

/**
 * What a failed generation or analysis shows (spec §8): by the text of the error, 401 → sign in
 * again, 400 → check the inputs, 429 → wait; otherwise the server's message (or the error's text).
 */
export function generationFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('401')) return 'Authentication required. Please log in again.';
  if (text.includes('400')) return 'Invalid request. Please check your inputs and try again.';
  if (text.includes('429')) return 'Rate limit exceeded. Please wait a moment and try again.';
  return errorBodyMessage(error) ?? text;
}
