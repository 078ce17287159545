import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { ApiError } from './api-error';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request. Please check your inputs and try again.';

/**
 * What a failed generation or analysis shows (spec §8), decided by status and code: 401 → sign in
 * again; a 400 the request's fields caused (VALIDATION_ERROR) → check the inputs (a tab may word
 * that one its own way); the rate limit (RATE_LIMITED) → wait; anything else → the server's own
 * message (a model's refusal, "your images are still being generated", …), or the error's text.
 */
export function generationFailureMessage(
  error: unknown,
  { invalidRequest = INVALID_REQUEST_MESSAGE }: { invalidRequest?: string } = {},
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401) return AUTH_REQUIRED_MESSAGE;
  if (error.status === 400 && (error.code === 'VALIDATION_ERROR' || !error.serverMessage)) return invalidRequest;
  if (error.status === 429 && (error.code === 'RATE_LIMITED' || !error.serverMessage)) return RATE_LIMIT_MESSAGE;
  return error.serverMessage ?? error.message;
}
