import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '@shared/i18n/locales';
import { pagePaths, publicPagePaths } from '@shared/routes';
import { PUBLIC_PAGES_EXPIRATION, isKeptPage, keptPagePaths, pageCacheKey, pageCacheKeyPlugin, pagePathOf } from './public-pages-cache';

type KeyParam = Parameters<NonNullable<typeof pageCacheKeyPlugin.cacheKeyWillBeUsed>>[0];

/** The key Workbox stores (`write`) or looks up (`read`) a navigation to `url` under. */
const keyFor = async (url: string, mode: 'read' | 'write') => {
  const event = new Event('fetch') as KeyParam['event'];
  const key = await pageCacheKeyPlugin.cacheKeyWillBeUsed?.({ request: new Request(url), mode, event });
  return typeof key === 'string' ? key : key?.url;
};

describe('the public pages cache of the service worker', () => {
  it('keeps a page under its address without the query string or fragment', () => {
    expect(pageCacheKey('https://studio.example/?utm_source=newsletter&utm_medium=email')).toBe('https://studio.example/');
    expect(pageCacheKey('https://studio.example/faq?ref=abc#pricing')).toBe('https://studio.example/faq');
    expect(pageCacheKey('https://studio.example/faq')).toBe('https://studio.example/faq');
  });

  it('stores and looks up every ?utm=… variant of a page as one entry', async () => {
    const variants = ['/features', '/features?utm_source=a', '/features?utm_source=b&utm_campaign=c', '/features?'];
    const keys = new Set<string | undefined>();
    for (const variant of variants) {
      keys.add(await keyFor(`https://studio.example${variant}`, 'write'));
      keys.add(await keyFor(`https://studio.example${variant}`, 'read'));
    }
    expect([...keys]).toEqual(['https://studio.example/features']);
  });

  it('keeps every public page in every language, and no studio page', () => {
    expect(keptPagePaths).toHaveLength(publicPagePaths.length * interfaceLocales.length);
    expect(keptPagePaths).toEqual(expect.arrayContaining(['/', '/es', '/de/faq', '/fr/features', '/pt-BR/blog/ai-image-generation-tips']));
    for (const url of ['/', '/faq/', '/es', '/es/', '/de/faq?utm_source=x', '/fr/ai-script-generator-comparison', '/pt-BR/privacy#top'])
      expect(isKeptPage(`https://studio.example${url}`), url).toBe(true);
    for (const url of [pagePaths.app, '/es/app', pagePaths.login, '/fr/login', '/de/account', '/it/faq', '/es/blog/unknown'])
      expect(isKeptPage(`https://studio.example${url}`), url).toBe(false);
  });

  it('is bounded: at most 100 pages (more than the public pages in every language), none kept past a week', () => {
    expect(PUBLIC_PAGES_EXPIRATION.maxEntries).toBe(100);
    expect(PUBLIC_PAGES_EXPIRATION.maxEntries).toBeGreaterThan(keptPagePaths.length);
    expect(PUBLIC_PAGES_EXPIRATION.maxAgeSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('finds the public page a navigation stands for, whatever its trailing slash and query', () => {
    expect(pagePathOf('https://studio.example/faq/?utm_source=x')).toBe('/faq');
    expect(pagePathOf('https://studio.example/?utm_source=x')).toBe('/');
    expect(pagePathOf('https://studio.example/blog/ai-image-generation-tips')).toBe('/blog/ai-image-generation-tips');
  });
});
