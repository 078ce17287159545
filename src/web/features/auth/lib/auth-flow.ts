import { isPlanId } from '@shared/catalog/plans';
import type { PublicUser } from '@shared/contracts/auth';
import { isPagePath, normalizePath, pagePaths } from '@shared/routes';
import { plansApply, startedWithoutTrial } from '@shared/subscription';

/**
 * Where login and register lead: ?from=affiliate (spec §2: other headings, /affiliate after
 * success) and ?redirect= (a page of this site to come back to, such as the plan being bought).
 */
export interface AuthFlow {
  affiliate: boolean;
  redirect: string | null;
}

/** Login and register accept ?from=affiliate: other headings, and /affiliate after success (spec §2). */
export function isAffiliateFlow(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'affiliate';
}

// Pages that make no sense to come back to after signing in.
const notDestinations = new Set<string>([
  pagePaths.login,
  pagePaths.register,
  pagePaths.forgotPassword,
  pagePaths.resetPassword,
  pagePaths.verifyEmail,
  pagePaths.confirmEmail,
]);

// Any base will do: a path that resolves to another origin is refused.
const BASE = 'https://genesis.invalid';

/**
 * A ?redirect= value as a path of this site, or null. Only a plain path is taken ('/…', never
 * '//host', '/\host', a scheme or control characters), only a page the site serves, and of the query
 * only a known plan on /subscription: '/subscription?plan=basic'.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || /[\\\s\p{Cc}]/u.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = normalizePath(url.pathname);
  if (!isPagePath(path) || notDestinations.has(path)) return null;
  if (path !== pagePaths.subscription) return path;
  const plan = url.searchParams.get('plan');
  return isPlanId(plan) ? `${path}?plan=${plan}` : path;
}

export function authFlowOf(search: string): AuthFlow {
  return { affiliate: isAffiliateFlow(search), redirect: safeRedirect(new URLSearchParams(search).get('redirect')) };
}

/**
 * The affiliate flow goes to /affiliate; a valid ?redirect= back where the user came from. Otherwise
 * an account that starts without a trial (its mailbox had one already) goes to the plans instead of a
 * workspace it cannot use yet.
 */
export function destinationAfterAuth(flow: AuthFlow, user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry' | 'access'>): string {
  if (flow.affiliate) return pagePaths.affiliate;
  if (flow.redirect) return flow.redirect;
  return plansApply(user) && startedWithoutTrial(user) ? pagePaths.subscription : pagePaths.app;
}

/** A login or register path that keeps the flow: '/register?redirect=%2Fsubscription%3Fplan%3Dbasic'. */
export function authPath(path: string, { affiliate = false, redirect = null }: Partial<AuthFlow> = {}): string {
  const params = new URLSearchParams();
  if (affiliate) params.set('from', 'affiliate');
  const destination = safeRedirect(redirect);
  if (destination) params.set('redirect', destination);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** How long the success state shows before the page changes (about 200 ms, spec §4). */
export const REDIRECT_DELAY_MS = 200;
