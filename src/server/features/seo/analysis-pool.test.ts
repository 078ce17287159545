import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { createLogger } from '../../http/logger';
import { createSeoAnalysisPool, type SeoAnalysisPool } from './analysis-pool';
import { analyzeSeo } from './analyzer';
import { podcastArticle } from './test-article';

const input = { content: podcastArticle, targetAudience: 'Content Creators', competition: 'High' } as const;
// Long enough (a few hundred milliseconds of analysis) to still be running when the test acts.
const slowInput = { content: 'ab-'.repeat(33_000), targetAudience: 'General', competition: 'Medium' } as const;

describe('the SEO analysis pool', () => {
  let pool: SeoAnalysisPool | undefined;
  const open = (limits: { threads?: number; queue?: number; timeoutMs?: number } = {}) =>
    (pool = createSeoAnalysisPool({ threads: 1, queue: 8, timeoutMs: 10_000, ...limits }, createLogger('silent')));
  afterEach(() => pool?.close());

  it('gives the same analysis as the analyzer run in process', async () => {
    expect(await open().analyze(input)).toEqual(analyzeSeo(input));
  });

  it('stops an analysis past its deadline with 422, and keeps taking analyses on a fresh thread', async () => {
    const analyzer = open({ timeoutMs: 1 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await analyzer.analyze(slowInput).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 422,
        code: 'CONTENT_TOO_COMPLEX',
        message: 'This content took too long to analyze. Please shorten it or split it into parts.',
      });
    }
  });

  it('refuses with 503 what would wait beyond the queue, and takes work again once there is room', async () => {
    const analyzer = open({ threads: 1, queue: 1 });
    const [running, waiting, refused] = await Promise.allSettled([
      analyzer.analyze(slowInput),
      analyzer.analyze(input),
      analyzer.analyze(input),
    ]);
    expect(running.status).toBe('fulfilled');
    expect(waiting.status).toBe('fulfilled');
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { statusCode: 503, code: 'SEO_BUSY', message: 'Many texts are being analyzed right now. Please try again in a moment.' },
    });
    expect(await analyzer.analyze(input)).toEqual(analyzeSeo(input));
  });

  it('drops the analysis of a client that went away, queued or running, freeing its place', async () => {
    const analyzer = open({ threads: 1, queue: 0 });
    const queued = new AbortController();
    const notStarted = analyzer.analyze(slowInput, queued.signal);
    queued.abort();
    await expect(notStarted).rejects.toThrow();
    // With the thread warm, the next analysis starts at once; stopping it stops its thread.
    expect(await analyzer.analyze(input)).toEqual(analyzeSeo(input));
    const running = new AbortController();
    const started = analyzer.analyze(slowInput, running.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    running.abort();
    await expect(started).rejects.toThrow();
    expect(await analyzer.analyze(input)).toEqual(analyzeSeo(input));
  });
});
