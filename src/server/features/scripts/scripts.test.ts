import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import { measuredVoicePaces } from '@shared/catalog/voice-pace';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { freshHeaders, recordUsage, registerUser, subscribeUser } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';
import { OFFLINE_DRAFT_NOTICE } from '../../writing/offline-writer';

describe('POST /api/scripts/generate', () => {
  const ctx = useTestApp();
  const generate = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers, payload });
  const request = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' };

  it('writes a script with the offline writer and says so', async () => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers, request);
    expect(response.statusCode).toBe(200);
    const body = generateScriptResponse.parse(response.json());
    expect(body.engine).toBe('offline-writer');
    // An outline with slots for the facts; what it is says the notice, not the script.
    expect(body.notice).toBe(OFFLINE_DRAFT_NOTICE);
    expect(body.generatedScript).not.toContain('OFFLINE DRAFT');
    expect(body.generatedScript).toContain('[SECTION 1: What you need]');
    expect(body.generatedScript).toContain('[ADD: the tools, accounts or materials you need to start a podcast');
    expect(body.wordCount).toBe(countSpokenWords(body.generatedScript));
    // No voice chosen: timed at the default voice's measured pace.
    expect(body.estimatedTime).toBe(estimatedTime(body.wordCount, measuredVoicePaces['espeak-james']));
  });

  it('says what it read the topic as, writes that kind’s outline, and takes the kind the creator chose instead', async () => {
    const user = await registerUser(ctx.app);
    // A dish without the word 'recipe': the recipe outline.
    const dish = generateScriptResponse.parse((await generate(user.headers, { ...request, topic: 'one-pan lemon garlic chicken' })).json());
    expect(dish.reading).toEqual({ subject: 'lemon garlic chicken', kind: 'recipe' });
    expect(dish.generatedScript).toContain('[SECTION 1: Ingredients]');
    // Corrected to an explainer: that outline, and the reading says so.
    const corrected = await generate(user.headers, { ...request, topic: 'one-pan lemon garlic chicken', kind: 'explainer' });
    expect(corrected.statusCode).toBe(200);
    const explainer = generateScriptResponse.parse(corrected.json());
    expect(explainer.reading).toEqual({ subject: 'lemon garlic chicken', kind: 'explainer' });
    expect(explainer.generatedScript).not.toContain('[SECTION 1: Ingredients]');
    // 'or' between two names is a comparison, with the two sides in its outline.
    const versus = generateScriptResponse.parse(
      (await generate(user.headers, { ...request, topic: 'Notion or Obsidian for students?' })).json(),
    );
    expect(versus.reading).toEqual({ subject: 'Notion or Obsidian', kind: 'comparison' });
    expect(versus.generatedScript).toMatch(/Notion and Obsidian/);
    // A kind the studio has no outline for is refused.
    const unknown = await generate(user.headers, { ...request, kind: 'poem' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 with the spec message for an empty topic, and 401 when signed out', async () => {
    const user = await registerUser(ctx.app);
    const empty = await generate(user.headers, { ...request, topic: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please enter a topic or keywords for your script.' });
    expect((await generate({}, request)).statusCode).toBe(401);
  });

  it("refuses a Weekly user's 26th script of the week with 402, and counts each delivered script", async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, 'script', 24);

    expect((await generate(user.headers, request)).statusCode).toBe(200);
    const refused = await generate(user.headers, request);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^You have used all 25 scripts of your Weekly Basic plan this week\. Your allowance resets on /),
      code: 'PLAN_LIMIT_REACHED',
    });
    const usage = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: user.headers });
    expect(usage.json().scripts).toEqual({ used: 25, limit: 25 });
  });

  it("keeps the script in a project of the caller's when given its id, as its next version", async () => {
    const user = await registerUser(ctx.app);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: { title: 'Podcast' } });
    const projectId = created.json().id;
    const response = await generate(user.headers, { ...request, projectId });
    expect(response.statusCode).toBe(200);
    const body = generateScriptResponse.parse(response.json());
    expect(body).toMatchObject({ projectId, version: 1, engine: 'offline-writer', notice: OFFLINE_DRAFT_NOTICE });
    expect(body.reading).toEqual({ subject: 'podcast', kind: 'tutorial' });
    const project = await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: user.headers });
    expect(project.json()).toMatchObject({ topic: request.topic, tone: 'Casual', script: { version: 1, content: body.generatedScript } });

    const unknown = await generate(user.headers, { ...request, projectId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
    expect((await generate(user.headers, { ...request, projectId: 'nope' })).statusCode).toBe(400);
  });

  it('refuses every script once the trial has expired', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(TRIAL_DURATION_MS + 1000);
    const refused = await generate(await freshHeaders(ctx.app, user), request);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
  });
});

describe('GET /api/prompts/templates', () => {
  const ctx = useTestApp();

  it('lists the four quick templates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/prompts/templates' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((template: { label: string }) => template.label)).toEqual(['Tutorial', 'Review', 'Vlog', 'Explainer']);
  });
});
