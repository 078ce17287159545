import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { errorBodyMessage } from './api-client';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request. Please check your inputs and try again.';

/**
 * What a failed generation or analysis shows (spec §8): by the text of the error, 401 → sign in
 * again, 400 → check the inputs (a tab may word that one its own way), 429 → wait; otherwise the
 * server's message (or the error's text).
 */
export function generationFailureMessage(
  error: unknown,
  { invalidRequest = INVALID_REQUEST_MESSAGE }: { invalidRequest?: string } = {},
): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('401')) return AUTH_REQUIRED_MESSAGE;
  if (text.includes('400')) return invalidRequest;
  if (text.includes('429')) return RATE_LIMIT_MESSAGE;
  return errorBodyMessage(error) ?? text;
}
