import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { seoAnalysisResponse } from '@shared/contracts/seo';
import { freshHeaders, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';
import { podcastArticle as article } from './test-article';

describe('POST /api/seo/analyze', () => {
  const ctx = useTestApp();
  const analyze = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers, payload });

  it('scores the content and explains each check', async () => {
    const user = await registerUser(ctx.app);
    const response = await analyze(user.headers, { content: article, targetAudience: 'Content Creators', competition: 'High' });
    expect(response.statusCode).toBe(200);
    const body = seoAnalysisResponse.parse(response.json());
    expect(body.engine).toBe('offline-analyzer');
    expect(Number(body.seoScore)).toBeGreaterThan(0);
    expect(body.titles).toHaveLength(5);
    expect(body.titles.every((title) => title.toLowerCase().includes('podcast'))).toBe(true);
    expect(body.checks.length).toBeGreaterThan(5);
  });

  it('answers 400 with the spec message for empty content, and 401 when signed out', async () => {
    const user = await registerUser(ctx.app);
    const empty = await analyze(user.headers, { content: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please enter content to analyze.' });
    expect((await analyze({}, { content: article })).statusCode).toBe(401);
  });

  it('refuses 100 KB of content with 413 and a message', async () => {
    const user = await registerUser(ctx.app);
    const response = await analyze(user.headers, { content: 'podcast '.repeat(12_500) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Content is too large to analyze. Please keep it under 100 KB.',
      code: 'CONTENT_TOO_LARGE',
    });
  });

  it('refuses analysis once the trial has expired', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(TRIAL_DURATION_MS + 1000);
    const refused = await analyze(await freshHeaders(ctx.app, user), { content: article });
    expect(refused.statusCode).toBe(402);
  });
});

describe('POST /api/seo/analyze past the analysis limits', () => {
  // A 99 KB text of one long run: a few hundred milliseconds of analysis, so it is still running when the test acts.
  const heavy = { content: 'ab-'.repeat(33_000) };

  describe('with a deadline shorter than the analysis', () => {
    const ctx = useTestApp({}, { SEO_ANALYSIS_TIMEOUT_MS: '1' });

    it('stops it and answers 422 with a message', async () => {
      const user = await registerUser(ctx.app);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers: user.headers, payload: heavy });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This content took too long to analyze. Please shorten it or split it into parts.',
        code: 'CONTENT_TOO_COMPLEX',
      });
    });
  });

  describe('with one thread and no queue', () => {
    const ctx = useTestApp({}, { SEO_ANALYSIS_THREADS: '1', SEO_ANALYSIS_QUEUE: '0' });

    it('answers 503 with Retry-After to an analysis that would have to wait', async () => {
      const user = await registerUser(ctx.app);
      const [first, second] = await Promise.all(
        [heavy, heavy].map((payload) => ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers: user.headers, payload })),
      );
      const statuses = [first!.statusCode, second!.statusCode].sort();
      expect(statuses).toEqual([200, 503]);
      const refused = first!.statusCode === 503 ? first! : second!;
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        message: 'Many texts are being analyzed right now. Please try again in a moment.',
        code: 'SEO_BUSY',
      });
    });
  });

  describe('for one user', () => {
    const ctx = useTestApp();

    it('answers 429 with Retry-After to a third analysis while two of theirs run, and still serves another user', async () => {
      const [user, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
      const analyze = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers, payload: heavy });
      const responses = await Promise.all([analyze(user.headers), analyze(user.headers), analyze(user.headers), analyze(other.headers)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 429]);
      const refused = responses.find((response) => response.statusCode === 429)!;
      expect(responses.indexOf(refused)).toBeLessThan(3);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        message: 'Your earlier analyses are still running. Please wait for them to finish and try again.',
        code: 'ANALYSIS_IN_PROGRESS',
      });
    });
  });
});
