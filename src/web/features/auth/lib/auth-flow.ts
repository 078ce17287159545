import type { PublicUser } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { startedWithoutTrial } from '@shared/subscription';

/** Login and register accept ?from=affiliate: other headings, and /affiliate after success (spec §2). */
export function isAffiliateFlow(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'affiliate';
}

/**
 * An account that starts without a trial (its mailbox had one already) goes to the plans instead of
 * a workspace it cannot use yet.
 */
export function destinationAfterAuth(affiliate: boolean, user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry'>): string {
  if (affiliate) return pagePaths.affiliate;
  return startedWithoutTrial(user) ? pagePaths.subscription : pagePaths.app;
}

/** A login or register path that keeps the affiliate flow. */
export function authPath(path: string, affiliate: boolean): string {
  return affiliate ? `${path}?from=affiliate` : path;
}

/** How long the success state shows before the page changes (about 200 ms, spec §4). */
export const REDIRECT_DELAY_MS = 200;
