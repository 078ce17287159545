import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/catalog/chat';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import { seoAnalysisResponse } from '@shared/contracts/seo';
import { MAX_TOKEN_LENGTH } from '../../writing/nlp/bound-token-length';
import { useTestApp } from '../build-test-app';
import { registerUser } from '../factories';
import { openSocket } from '../socket-client';

// Issue 17: 99 KB of "ab-" (one run without spaces, under the 100 KB limit) held the event loop
// for 24 s in wink-nlp's tokenizer, whose time grows with the square of a run's length.
const attack = (limit: number) => 'ab-'.repeat(Math.floor(limit / 3));

/** The longest word (letters, digits, hyphens, apostrophes) in a text the offline writer produced. */
const longestWord = (text: string) => Math.max(0, ...(text.match(/[\p{L}\p{N}'-]+/gu) ?? []).map((word) => word.length));

describe('text with very long tokens', () => {
  const ctx = useTestApp();

  it('is analyzed for SEO, and /api/health answers while four such analyses run', async () => {
    // Four users: one user may have two analyses running at once.
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(ctx.app)));
    const content = attack(99_000);
    let settled = 0;
    const analyses = users.map((user) =>
      ctx.app
        .inject({ method: 'POST', url: '/api/seo/analyze', headers: user.headers, payload: { content } })
        .finally(() => (settled += 1)),
    );
    // Analysis on the event loop would hold this timer, and the health check behind it, until every analysis was done.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBeLessThan(4);

    for (const response of await Promise.all(analyses)) {
      expect(response.statusCode).toBe(200);
      const analysis = seoAnalysisResponse.parse(response.json());
      expect(analysis.engine).toBe('offline-analyzer');
      expect(analysis.titles).toHaveLength(5);
    }
  });

  it('is read by the offline script writer as words of bounded length', async () => {
    const user = await registerUser(ctx.app);
    const topic = attack(TOPIC_MAX_LENGTH);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: { topic } });
    expect(response.statusCode).toBe(200);
    const { generatedScript, engine } = response.json<{ generatedScript: string; engine: string }>();
    expect(engine).toBe('offline-writer');
    expect(generatedScript).toContain('ab-ab-ab');
    expect(longestWord(generatedScript)).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
  });

  it('is read by the offline chat as words of bounded length', async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`, user.token);
    socket.send({
      type: 'chat_message',
      message: attack(CHAT_MESSAGE_MAX_LENGTH),
      category: 'story-ideas',
      niche: '',
      audience: '',
      budget: '',
    });
    const { message } = await socket.next('chat_response');
    await socket.close();
    expect(message).toMatchObject({ role: 'assistant', engine: 'offline-writer', partial: false });
    expect(message.content).toContain('ab-ab-ab');
    expect(longestWord(message.content)).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
  });
});
