import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '@shared/routes';
import { PUBLIC_PAGES_EXPIRATION, pageCacheKey, pageCacheKeyPlugin, pagePathOf } from './public-pages-cache';

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

  it('is bounded: at most 50 pages (more than there are public pages), none kept past a week', () => {
    expect(PUBLIC_PAGES_EXPIRATION.maxEntries).toBe(50);
    expect(PUBLIC_PAGES_EXPIRATION.maxEntries).toBeGreaterThan(publicPagePaths.length);
    expect(PUBLIC_PAGES_EXPIRATION.maxAgeSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('finds the public page a navigation stands for, whatever its trailing slash and query', () => {
    expect(pagePathOf('https://studio.example/faq/?utm_source=x')).toBe('/faq');
    expect(pagePathOf('https://studio.example/?utm_source=x')).toBe('/');
    expect(pagePathOf('https://studio.example/blog/ai-image-generation-tips')).toBe('/blog/ai-image-generation-tips');
  });
});
