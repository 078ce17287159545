import { affiliateProblems } from '@shared/contracts/affiliates';
import { i18n } from '@/i18n/i18n';
import { ApiError, errorBodyMessage } from '@/lib/api-client';

/** The text under 'Failed to create affiliate account' (spec §8): the server's message when it sent one. */
export function createFailureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer === affiliateProblems.emailRequired.message) return i18n.t('affiliates:problems.emailRequired.message');
  if (fromServer === affiliateProblems.emailInvalid.message) return i18n.t('affiliates:problems.emailInvalid.message');
  if (fromServer === 'You already have an affiliate account.') return i18n.t('affiliates:problems.exists');
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return i18n.t('affiliates:failures.network');
  return i18n.t('affiliates:failures.fallback');
}
