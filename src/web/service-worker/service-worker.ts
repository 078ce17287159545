// The service worker (built by vite-plugin-pwa, served at /service-worker.js). It keeps the app
// shell (the build's scripts, styles, fonts and icons) and the public pages, so a public page opens
// without a connection and the studio says plainly that it cannot reach the server instead of the
// browser's error page. The API and stored files are never cached: they are each user's own.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OFFLINE_PAGE } from './offline-page';
import { PUBLIC_PAGES_CACHE, PUBLIC_PAGES_EXPIRATION, isKeptPage, keptPagePaths, pageCacheKeyPlugin } from './public-pages-cache';

// Only the webworker parts this file uses (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare global {
  // The build puts the list of files to keep in place of `self.__WB_MANIFEST`, literally.
  var __WB_MANIFEST: (PrecacheEntry | string)[];
}
const worker = self as unknown as { addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Installing fetches every public page once, in every language, so any of them opens offline, not
// only those visited. One by one: a page that fails to come (a blip) must not fail the install.
worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PUBLIC_PAGES_CACHE).then((cache) => Promise.allSettled(keptPagePaths.map((page) => cache.add(page)))));
});

const offlinePage = async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();

// A page is always asked of the server first (it may set the affiliate cookie or carry a newer
// build); the kept copy is only for when the server cannot be reached. One copy a page, whatever its
// query string (`?utm_source=…` links would otherwise add one each, for ever), and a bounded cache.
const publicPages = new NetworkFirst({
  cacheName: PUBLIC_PAGES_CACHE,
  plugins: [pageCacheKeyPlugin, new ExpirationPlugin(PUBLIC_PAGES_EXPIRATION)],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      if (isKeptPage(options.request.url)) return publicPages.handle(options).catch(offlinePage);
      // The studio's pages need the server: without it, the offline page rather than a stale studio.
      return fetch(options.request).catch(offlinePage);
    },
    { denylist: [/^\/api\//, /^\/files\//, /^\/ws/, /^\/mcp/] },
  ),
);

// The public pages' pictures (hashed, so never stale) are kept as they are first shown.
registerRoute(
  ({ url, request }) => url.origin === location.origin && url.pathname.startsWith('/assets/') && request.destination === 'image',
  new CacheFirst({ cacheName: 'pictures', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);
