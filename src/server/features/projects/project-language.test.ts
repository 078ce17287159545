import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { project as projectSchema, projectSeoAnalysis, projectVoiceover, type Project } from '@shared/contracts/projects';
import { englishOnlySeoChecks } from '@shared/contracts/seo';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { projectVoiceovers, projects } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { OFFLINE_DRAFT_NOTICE } from '../../writing/offline-writer';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { useTextModelTestApp } from '../../test/text-model-app';

type Headers = Record<string, string>;
type Ctx = ReturnType<typeof useTestApp>;

const caller = (ctx: Ctx) => (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function createProject(ctx: Ctx, user: RegisteredUser, payload: object): Promise<Project> {
  const response = await caller(ctx)('POST', '/projects', user.headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return projectSchema.parse(response.json());
}

const spanishScript = '[HOOK]\nHola a todos, hoy hacemos pan de masa madre en casa.\n[OUTRO]\nNos vemos pronto.';

describe('a project’s language', () => {
  const ctx = useTestApp();
  const call = caller(ctx);

  it('is English unless chosen, is kept on create, update and duplicate, and is answered', async () => {
    const user = await registerUser(ctx.app);
    expect((await createProject(ctx, user, { topic: 'sourdough' })).language).toBe('en');
    const spanish = await createProject(ctx, user, { topic: 'pan de masa madre', language: 'es' });
    expect(spanish.language).toBe('es');
    const patched = await call('PATCH', `/projects/${spanish.id}`, user.headers, { language: 'pt-BR' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: spanish.id, language: 'pt-BR', topic: 'pan de masa madre' });
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, spanish.id));
    expect(row?.language).toBe('pt-BR');
    const copy = await call('POST', `/projects/${spanish.id}/duplicate`, user.headers);
    expect(copy.json()).toMatchObject({ language: 'pt-BR' });
  });

  it('answers 400 for a language that is not in the list, on create and update', async () => {
    const user = await registerUser(ctx.app);
    const created = await createProject(ctx, user, { topic: 'sourdough' });
    for (const [method, url] of [
      ['POST', '/projects'],
      ['PATCH', `/projects/${created.id}`],
    ] as const) {
      for (const language of ['xx', 'pt', 'EN', '', 7]) {
        const answer = await call(method, url, user.headers, { language });
        expect(answer.statusCode, `${method} ${String(language)}`).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.stringContaining('Language must be one of: en, es'),
        });
      }
    }
    expect((await call('GET', `/projects/${created.id}`, user.headers)).json()).toMatchObject({ language: 'en' });
  });

  it("refuses to change another user's project's language", async () => {
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const created = await createProject(ctx, owner, { topic: 'sourdough', language: 'de' });
    const answer = await call('PATCH', `/projects/${created.id}`, other.headers, { language: 'fr' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
    expect((await call('GET', `/projects/${created.id}`, owner.headers)).json()).toMatchObject({ language: 'de' });
  });

  it("has the offline writer say it writes English only, naming the language, and give the outline's structure and slots without English lines", async () => {
    const user = await registerUser(ctx.app);
    const generate = async (language: string) => {
      const created = await createProject(ctx, user, { topic: 'how to bake sourdough bread', language });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/scripts/generate',
        headers: user.headers,
        payload: { topic: 'how to bake sourdough bread', projectId: created.id },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return generateScriptResponse.parse(answer.json());
    };
    const spanish = await generate('es');
    expect(spanish.engine).toBe('offline-writer');
    expect(spanish.notice).toBe(
      'Offline draft: the outline with [ADD: …] slots, every line left for you to write in Spanish. The offline writer writes in English. Connect a text model in AI engines to write in Spanish.',
    );
    // The outline's structure and the creator's slots, and not one English line to read out.
    expect(spanish.generatedScript).toContain('[HOOK]');
    expect(spanish.generatedScript).toContain('[ADD:');
    const lines = spanish.generatedScript.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => !line.startsWith('['))).toEqual([]);
    expect(spanish.wordCount).toBe(0);
    expect((await generate('zh')).notice).toContain('to write in Chinese (Mandarin).');
    const english = await generate('en');
    expect(english.notice).toBe(OFFLINE_DRAFT_NOTICE);
    expect(english.wordCount).toBeGreaterThan(20);
  });

  it("voices a Spanish project's script with eSpeak's Spanish voice", async () => {
    const user = await registerUser(ctx.app);
    const created = await createProject(ctx, user, { topic: 'pan de masa madre', language: 'es' });
    expect((await call('PUT', `/projects/${created.id}/script`, user.headers, { content: spanishScript, baseVersion: 0 })).statusCode).toBe(
      200,
    );
    const speak = vi.spyOn(ctx.deps.speech.active, 'synthesize');
    try {
      const answer = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
      expect(answer.statusCode, answer.body).toBe(201);
      const voiceover = projectVoiceover.parse(answer.json());
      expect(voiceover).toMatchObject({ voiceId: 'espeak-emma', engine: 'espeak' });
      expect(voiceover.durationSeconds).toBeGreaterThan(1);
      expect(speak).toHaveBeenCalledWith(expect.objectContaining({ voiceId: 'espeak-emma', language: 'es' }));
      const [row] = await ctx.database.db.select().from(projectVoiceovers).where(eq(projectVoiceovers.id, voiceover.id));
      expect(row).toMatchObject({ voiceId: 'espeak-emma', engine: 'espeak' });
    } finally {
      speak.mockRestore();
    }
  });

  it('labels the checks that read English only, and leaves them out of the score, for a project in another language', async () => {
    const user = await registerUser(ctx.app);
    const content = Array.from({ length: 30 }, () => 'Hoy hacemos pan de masa madre en casa con harina, agua y sal.').join(' ');
    const analyse = async (language: string) => {
      const created = await createProject(ctx, user, { topic: 'pan', language });
      const answer = await call('POST', `/projects/${created.id}/seo`, user.headers, { content });
      expect(answer.statusCode, answer.body).toBe(201);
      return projectSeoAnalysis.parse(answer.json()).analysis;
    };
    const spanish = await analyse('es');
    const unread = spanish.checks.filter((check) => check.englishOnly);
    expect(unread.map((check) => check.id).sort()).toEqual([...englishOnlySeoChecks].sort());
    for (const check of unread) expect(check.reason).toBe('Not checked: this check reads English only, and this text is in Spanish.');
    expect(spanish.checks.find((check) => check.id === 'sentence-length')?.englishOnly).toBeUndefined();
    const english = await analyse('en');
    expect(english.checks.some((check) => check.englishOnly)).toBe(false);
    expect(english.seoScore).not.toBe(spanish.seoScore);
  });
});

describe('a project’s language with a text model connected', () => {
  const { ctx, server } = useTextModelTestApp();
  const call = caller(ctx);
  const systemPrompt = () => server().requests[0]?.body.messages.find((message) => message.role === 'system')?.content ?? '';

  it("asks the model for the script in the project's language, without the offline writer's note", async () => {
    const user = await registerUser(ctx.app);
    const created = await createProject(ctx, user, { topic: 'pan de masa madre', language: 'es' });
    server().reply({ text: spanishScript });
    const answer = await call('POST', `/projects/${created.id}/script/generate`, user.headers, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ language: 'es', script: { content: spanishScript, engine: 'openai-compatible' } });
    expect(systemPrompt()).toContain('Write in Spanish');
  });

  it("asks the model for SEO titles and description in the project's language", async () => {
    const user = await registerUser(ctx.app);
    const created = await createProject(ctx, user, { topic: 'Sauerteigbrot backen', language: 'de' });
    server().reply({ text: JSON.stringify({ titles: ['Sauerteigbrot backen'], description: 'Sauerteigbrot backen zu Hause.' }) });
    const answer = await call('POST', `/projects/${created.id}/seo`, user.headers, {
      content: 'Heute backen wir ein Sauerteigbrot zu Hause. Sauerteigbrot braucht Zeit, Mehl, Wasser und Salz.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(systemPrompt()).toContain('Write in German');
  });

  it('tells the model to write English for an English project', async () => {
    const user = await registerUser(ctx.app);
    const created = await createProject(ctx, user, { topic: 'sourdough bread' });
    server().reply({ text: '[HOOK]\nHello.\n[OUTRO]\nBye.' });
    expect((await call('POST', `/projects/${created.id}/script/generate`, user.headers, {})).statusCode).toBe(200);
    expect(systemPrompt()).toContain('Write in English');
  });
});
