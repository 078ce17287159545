import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';

describe('POST /api/analytics/pageview', () => {
  const ctx = useTestApp();
  const report = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/analytics/pageview', payload });
  const viewsOf = (visitorId: string) => ctx.database.db.select().from(pageViews).where(eq(pageViews.visitorId, visitorId));

  it('stores the path, the referring page and the time, without query strings', async () => {
    const visitorId = randomUUID();
    const response = await report({
      path: '/blog?ref=abc&email=someone@example.com',
      referrer: 'https://news.example.org/links?utm=1',
      visitorId,
    });
    expect(response.statusCode).toBe(204);
    const [view] = await viewsOf(visitorId);
    expect(view).toMatchObject({
      path: '/blog',
      referrer: 'https://news.example.org/links',
      viewedAt: ctx.clock.now(),
    });
  });

  it('drops a referrer that is not a web address', async () => {
    const visitorId = randomUUID();
    await report({ path: '/', referrer: 'javascript:alert(1)', visitorId });
    const [view] = await viewsOf(visitorId);
    expect(view?.referrer).toBeNull();
  });

  it.each([
    ['a path that is not a path', { path: 'https://elsewhere.example', visitorId: randomUUID() }],
    ['a visitor id that is not a UUID', { path: '/', visitorId: 'visitor-1' }],
    ['no path', { visitorId: randomUUID() }],
  ])('answers 400 to %s', async (_case, payload) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
