import { i18n } from '@/i18n/i18n';
import { ApiError } from './api-error';
import { isNetworkFailure } from './network-failure';

/** The server's own English words for a request that needs signing in again (to recognise them; what is shown is `common:errors.authRequired`). */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';

/**
 * What a failed generation or analysis shows (spec §8), decided by status and code: 401 → sign in
 * again; a 400 the request's fields caused (VALIDATION_ERROR) → check the inputs (a tab may word
 * that one its own way); the rate limit (RATE_LIMITED) → wait; no answer at all → check the
 * connection; anything else → the server's own message (a model's refusal, "your images are still
 * being generated", …, in the interface language: the request says which), or the error's text.
 */
export function generationFailureMessage(error: unknown, { invalidRequest }: { invalidRequest?: string } = {}): string {
  if (isNetworkFailure(error)) return i18n.t('common:errors.network');
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401) return i18n.t('common:errors.authRequired');
  if (error.status === 400 && (error.code === 'VALIDATION_ERROR' || !error.serverMessage)) {
    return invalidRequest ?? i18n.t('common:errors.invalidRequest');
  }
  if (error.status === 429 && (error.code === 'RATE_LIMITED' || !error.serverMessage)) return i18n.t('common:errors.rateLimited');
  return error.serverMessage ?? error.message;
}
