import { blogSlugs } from './catalog/blog-slugs';
import { interfaceLocales, localePath, splitLocalePath } from './i18n/locales';
import type { PlanId } from './catalog/plans';

/** Every page path the client serves (spec §2). The server answers 404 with the shell for any other. */
export const pagePaths = {
  home: '/',
  about: '/about',
  features: '/features',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  blog: '/blog',
  comparison: '/ai-script-generator-comparison',
  scriptFaq: '/youtube-script-generator-faq',
  login: '/login',
  register: '/register',
  subscription: '/subscription',
  app: '/app',
  affiliate: '/affiliate',
  ownerVoice: '/owner-voice',
  voice: '/voice',
  account: '/account',
  /** The publishing calendar (signed in), with ?view=month|week&date=YYYY-MM-DD */
  calendar: '/calendar',
  forgotPassword: '/forgot-password',
  /** Opened from e-mailed links, with ?token=… */
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',
  /** The operator console (administrators; anyone else sees the 404 page). Its sections are ?section=… */
  admin: '/admin',
} as const;

/** The API reference (an interactive page the server serves, not a client page) and the OpenAPI description it shows. */
export const apiDocsPaths = {
  reference: '/api/docs',
  description: '/api/docs/openapi.json',
} as const;

const staticPaths = new Set<string>(Object.values(pagePaths));
const blogArticlePaths = new Set<string>(blogSlugs.map((slug) => `/blog/${slug}`));

/** '/faq/' → '/faq'; the root stays '/'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Where the embedded payment form lands once paid (spec §4): the studio with premium=true, which
 * confirms the subscription. The plan bought rides along, so the confirmation names it.
 */
export const paymentReturnPath = (plan: PlanId) => `${pagePaths.app}?premium=true&plan=${plan}`;

/** The local test checkout's page (no charge): /checkout/local/{uuid}. */
export const localCheckoutPath = (id: string) => `/checkout/local/${id}`;
const localCheckoutPattern = /^\/checkout\/local\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the client serves `pathname`: a page, in English at the root or under a language's prefix (/es/…). */
export function isPagePath(pathname: string): boolean {
  const path = normalizePath(splitLocalePath(normalizePath(pathname)).path);
  return staticPaths.has(path) || blogArticlePaths.has(path) || localCheckoutPattern.test(path);
}

/**
 * The public marketing pages: pre-rendered to HTML at build time, listed in the sitemap,
 * each with its own title, description and canonical URL.
 */
export const publicPagePaths: string[] = [
  pagePaths.home,
  pagePaths.about,
  pagePaths.features,
  pagePaths.faq,
  pagePaths.blog,
  ...blogSlugs.map((slug) => `/blog/${slug}`),
  pagePaths.comparison,
  pagePaths.scriptFaq,
  pagePaths.privacy,
  pagePaths.terms,
];

/** Pages that look the same to every visitor: shown at once, even while a stored session is checked. */
export const sessionFreePagePaths: string[] = [...publicPagePaths, pagePaths.login, pagePaths.register];

/**
 * Every page pre-rendered at build time: the session-free ones; /subscription as a signed-out
 * visitor sees it; /app as the studio's frame, which a signed-in visitor sees while the session is
 * checked. Only the public pages go in the sitemap; /app is marked noindex.
 */
export const prerenderedPagePaths: string[] = [...sessionFreePagePaths, pagePaths.subscription, pagePaths.app];

/** A page's address in every interface language: English's at the root first. */
export const pathInEveryLocale = (path: string): string[] => interfaceLocales.map((locale) => localePath(locale, path));
