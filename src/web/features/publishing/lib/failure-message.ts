import { i18n } from '@/i18n/i18n';
import { ApiError, errorBodyMessage } from '@/lib/api-client';

/** What a failed call says: the server's message (a 409's or 429's reason), else a connection hint, else a general one. */
export function failureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return i18n.t('publishing:errors.offline');
  return i18n.t('publishing:errors.generic');
}
