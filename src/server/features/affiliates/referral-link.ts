import type { FastifyReply, FastifyRequest } from 'fastify';
import { affiliateCodePattern, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import type { AffiliateService } from './service';

/**
 * The first-party cookie that keeps, for the referral window, the click a visitor came through
 * (its random id). Set by the server when the page is requested, so a visitor who runs no script,
 * or registers before the page's script has loaded, is attributed all the same.
 */
const REFERRAL_COOKIE = 'genesis_ref';
const CLICK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANDING_PATH_MAX_LENGTH = 500;

/**
 * HttpOnly: only the server reads it, at registration (no script on the page can read, change or
 * lose it); SameSite=Lax: it goes with the visitor's own navigations and requests to this site,
 * never with another site's requests; Secure on https.
 */
function referralCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const attributes = [
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  return [`${REFERRAL_COOKIE}=${value}`, ...attributes].join('; ');
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
    if (clickId) reply.header('set-cookie', referralCookie(request, clickId, (REFERRAL_WINDOW_DAYS * DAY_MS) / 1000));
  };
}

/** The click the request's referral cookie names; null without one (or with one that is no click id). */
export function referralClickOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === REFERRAL_COOKIE && value && CLICK_ID.test(value)) return value;
  }
  return null;
}

/** Once the visitor has registered, the link they came through is forgotten. */
export function forgetReferral(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', referralCookie(request, '', 0));
}
