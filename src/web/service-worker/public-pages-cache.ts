// How the service worker keeps the public pages: one copy a page, whatever the query string a link
// added (`/?utm_source=…` is `/`), and no more than a bounded number of copies for a bounded time.
// Pure, so it is tested without a service worker (service-worker.ts puts it to use).
import type { WorkboxPlugin } from 'workbox-core';
import { normalizePath, pathInEveryLocale, publicPagePaths } from '@shared/routes';

/** The name of the cache the public pages are kept in. */
export const PUBLIC_PAGES_CACHE = 'public-pages';

/** The public pages kept for offline use, in every interface language ('/faq', '/es/faq', …, '/pt-BR/faq'), as pre-rendered. */
export const keptPagePaths: string[] = publicPagePaths.flatMap(pathInEveryLocale);

/**
 * The public pages' cache is bounded (workbox-expiration's ExpirationPlugin): about a dozen public
 * pages in five languages, so 100 leaves room; a copy older than a week is not served (the page is
 * asked of the server, and the offline page stands in when there is no answer).
 */
export const PUBLIC_PAGES_EXPIRATION = { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true } as const;

/** The address a page is kept under: the request's, without its query string and fragment. */
export function pageCacheKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/**
 * Keys the kept pages by `pageCacheKey`, both when a page is stored and when it is looked up: the
 * `?utm=…` variants of a page are one entry, not one more each (and the one the install stored is
 * found for any of them).
 */
export const pageCacheKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

/** The path a navigation stands for, as the public pages list it: '/faq/?x=1' → '/faq'. */
export function pagePathOf(url: string): string {
  return normalizePath(new URL(url).pathname);
}

const keptPaths = new Set(keptPagePaths);

/** Whether a navigation is to a public page, in any language (kept for offline use). */
export const isKeptPage = (url: string): boolean => keptPaths.has(pagePathOf(url));
