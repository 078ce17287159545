import { pagePaths } from '@shared/routes';

/** Login and register accept ?from=affiliate: other headings, and /affiliate after success (spec §2). */
export function isAffiliateFlow(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'affiliate';
}

export function destinationAfterAuth(affiliate: boolean): string {
  return affiliate ? pagePaths.affiliate : pagePaths.app;
}

/** A login or register path that keeps the affiliate flow. */
export function authPath(path: string, affiliate: boolean): string {
  return affiliate ? `${path}?from=affiliate` : path;
}

/** How long the success state shows before the page changes (about 200 ms, spec §4). */
export const REDIRECT_DELAY_MS = 200;
