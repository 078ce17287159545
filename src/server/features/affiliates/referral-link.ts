import type { FastifyReply, FastifyRequest } from 'fastify';
import { affiliateCodePattern, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import { cookieOf, setServerCookie } from '../../http/cookies';
import type { AffiliateService } from './service';

/**
 * The first-party cookie that keeps, for the referral window, the click a visitor came through
 * (its random id). Set by the server when the page is requested, so a visitor who runs no script,
 * or registers before the page's script has loaded, is attributed all the same.
 */
const REFERRAL_COOKIE = 'genesis_ref';
const CLICK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANDING_PATH_MAX_LENGTH = 500;

/** The referral cookie (HttpOnly, SameSite=Lax: see setServerCookie), for the whole site. */
function setReferralCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  setServerCookie(request, reply, { name: REFERRAL_COOKIE, value, path: '/', maxAgeSeconds });
}

/**
 * For the pages (the static client's `beforePage`): a GET with `?ref=CODE` of a known affiliate
 * counts the click (once per address per day) and sets the cookie naming it. Other requests, and
 * unknown codes, are left alone, so pages stay as cacheable as they were.
 */
export function referralLinkCapture(affiliates: Pick<AffiliateService, 'recordClick'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'GET') return;
    const ref = (request.query as Record<string, unknown> | undefined)?.ref;
    const code = typeof ref === 'string' ? ref.trim() : '';
    if (!affiliateCodePattern.test(code)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    const clickId = await affiliates.recordClick({ code, ip: request.ip, landingPath: pathname.slice(0, LANDING_PATH_MAX_LENGTH) || '/' });
    if (clickId) setReferralCookie(request, reply, clickId, (REFERRAL_WINDOW_DAYS * DAY_MS) / 1000);
  };
}

/** The click the request's referral cookie names; null without one (or with one that is no click id). */
export function referralClickOf(request: FastifyRequest): string | null {
  const value = cookieOf(request, REFERRAL_COOKIE);
  return value && CLICK_ID.test(value) ? value : null;
}

/** Once the visitor has registered, the link they came through is forgotten. */
export function forgetReferral(request: FastifyRequest, reply: FastifyReply): void {
  setReferralCookie(request, reply, '', 0);
}
