import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seoAnalysisResponse } from '@shared/contracts/seo';
import { useTestApp } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerUser } from '../../test/factories';
import { analyzeSeo } from './analyzer';
import { podcastArticle } from './test-article';

const modelTitles = [
  'Podcast Episodes That Sound Pro: The Simple Plan',
  'Plan Your First Podcast Episodes in 10 Minutes',
  'Why Podcast Episodes Sound Bad (and the Fix)',
  'A Podcast Title Without The Whole Phrase',
  'These podcast episodes titles are far too long to be shown in full on YouTube search pages',
];
const modelDescription =
  'Want podcast episodes that sound good without expensive gear? Here is the plan we use.\n\nWe cover topic, microphone, schedule and promotion.\n\n#podcast #podcasting #creators';

describe('POST /api/seo/analyze with a text model', () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const ctx = useTestApp({}, () => ({ OPENAI_BASE_URL: server.baseUrl, TEXT_MODEL: 'seo-model', TEXT_MAX_RETRIES: '0' }));
  const payload = { content: podcastArticle, targetAudience: 'Content Creators', competition: 'High' };

  it('uses the rewritten titles and description that pass the rules and re-checks them', async () => {
    const user = await registerUser(ctx.app);
    server.reply({ text: JSON.stringify({ titles: modelTitles, description: modelDescription }) });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers: user.headers, payload });
    expect(response.statusCode).toBe(200);
    const body = seoAnalysisResponse.parse(response.json());
    const offline = analyzeSeo(payload as Parameters<typeof analyzeSeo>[0]);

    expect(body).toMatchObject({ engine: 'openai-compatible', model: 'seo-model', description: modelDescription });
    // The three usable titles first; the analyzer's fill the places of the two that break the rules.
    expect(body.titles.slice(0, 3)).toEqual(modelTitles.slice(0, 3));
    expect(body.titles.slice(3)).toEqual(offline.titles.slice(0, 2));
    expect(body.titles.every((title) => title.length < 70 && /podcast episodes/i.test(title))).toBe(true);
    // The description check now measures the model's description, not the analyzer's.
    const descriptionCheck = body.checks.find((check) => check.id === 'description-length');
    expect(descriptionCheck).not.toEqual(offline.checks.find((check) => check.id === 'description-length'));
    expect(body.tags).toEqual(offline.tags);

    const brief = server.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(brief).toContain(`Main key phrase: "${offline.mainKeyPhrase}"`);
    expect(offline.mainKeyPhrase).toBe('podcast episodes');
    expect(brief).toContain('Audience: Content Creators');
    expect(server.requests[0]?.body.response_format?.type).toBe('json_schema');
  });

  it("keeps the analyzer's titles and description, saying so, when the model is rate limited", async () => {
    const user = await registerUser(ctx.app);
    server.reply({ status: 429 });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers: user.headers, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'offline-analyzer',
      fallbackFrom: { engine: 'openai-compatible', reason: 'rate-limited', status: 429 },
    });
    expect(response.json().titles.length).toBeGreaterThan(0);
  });
});
