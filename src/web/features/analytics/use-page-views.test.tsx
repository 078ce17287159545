import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import type { ReactNode } from 'react';
import { usePageViews } from './use-page-views';

describe('usePageViews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports each route change with one anonymous visitor id, and the referrer only first', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const location = memoryLocation({ path: '/', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;

    renderHook(() => usePageViews(), { wrapper });
    await act(async () => location.navigate('/faq'));

    const bodies = fetchMock.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      expect(url).toBe('/api/analytics/pageview');
      expect(init.keepalive).toBe(true);
      return JSON.parse(String(init.body)) as { path: string; referrer: string | null; visitorId: string };
    });
    expect(bodies.map((body) => body.path)).toEqual(['/', '/faq']);
    expect(bodies[1]?.referrer).toBeNull();
    expect(bodies[0]?.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]?.visitorId).toBe(bodies[0]?.visitorId);
    expect(localStorage.getItem('visitorId')).toBe(bodies[0]?.visitorId);
  });
});
