import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import { measuredVoicePaces } from '@shared/catalog/voice-pace';
import {
  PROJECT_VOICEOVERS_MAX,
  SCRIPT_VERSIONS_KEPT,
  project as projectSchema,
  projectListResponse,
  projectVoiceover,
  scriptVersionsResponse,
  type Project,
} from '@shared/contracts/projects';
import { projectVoiceovers, projects, scriptVersions } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { freshHeaders, registerUser, type RegisteredUser } from '../../test/factories';
import { EDIT_SESSION_MS } from './repository';

const MINUTE = 60_000;

describe('/api/projects', () => {
  const ctx = useTestApp();
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  async function createProject(user: RegisteredUser, payload: object = {}): Promise<Project> {
    const response = await call('POST', '/projects', user.headers, payload);
    expect(response.statusCode).toBe(201);
    return projectSchema.parse(response.json());
  }

  async function generate(user: RegisteredUser, id: string, payload: object = {}): Promise<Project> {
    const response = await call('POST', `/projects/${id}/script/generate`, user.headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    return projectSchema.parse(response.json());
  }

  const save = (headers: Headers, id: string, content: string, baseVersion: number) =>
    call('PUT', `/projects/${id}/script`, headers, { content, baseVersion });

  const versionsOf = async (user: RegisteredUser, id: string) =>
    scriptVersionsResponse.parse((await call('GET', `/projects/${id}/script/versions`, user.headers)).json()).versions;

  describe('POST /api/projects', () => {
    it('creates a project named after its topic, with the script defaults, and keeps it', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'how to brew pour-over coffee at home' });
      expect(created).toMatchObject({
        title: 'How to brew pour-over coffee at home',
        topic: 'how to brew pour-over coffee at home',
        videoLength: '3-5 minutes',
        tone: 'Educational',
        template: null,
        hasScript: false,
        script: null,
      });
      const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, created.id));
      expect(row).toMatchObject({ userId: user.user.id, title: created.title, scriptVersion: 0 });
    });

    it('names a project without title or topic "Untitled project", and cuts a long topic at a word', async () => {
      const user = await registerUser(ctx.app);
      expect((await createProject(user)).title).toBe('Untitled project');
      const long = 'a very long topic about '.repeat(10).trim();
      const title = (await createProject(user, { topic: long })).title;
      expect(title.length).toBeLessThanOrEqual(81);
      expect(title).toMatch(/^A very long topic about .*[a-z]…$/);
      expect(long.toLowerCase().startsWith(title.slice(0, -1).toLowerCase())).toBe(true);
      const titled = await createProject(user, { title: '  My video  ', tone: 'Casual', videoLength: '1-3 minutes' });
      expect(titled).toMatchObject({ title: 'My video', tone: 'Casual', videoLength: '1-3 minutes' });
    });

    it('answers 400 naming the field for bad input, and 401 signed out', async () => {
      const user = await registerUser(ctx.app);
      const tooLong = await call('POST', '/projects', user.headers, { title: 'x'.repeat(121) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ message: 'Project titles can be up to 120 characters.', code: 'VALIDATION_ERROR' });
      expect((await call('POST', '/projects', user.headers, { tone: 'Angry' })).statusCode).toBe(400);
      expect((await call('POST', '/projects', user.headers, { owner: 'someone' })).statusCode).toBe(400);
      expect((await call('POST', '/projects', user.headers, { title: '   ' })).json().message).toBe('Please give the project a title.');
      const signedOut = await call('POST', '/projects', {}, {});
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('GET /api/projects', () => {
    it('lists the newest updated first, searches title and topic literally, and pages', async () => {
      const user = await registerUser(ctx.app);
      const first = await createProject(user, { title: 'Coffee 100% guide', topic: 'espresso' });
      ctx.clock.advance(MINUTE);
      await createProject(user, { title: 'Bread', topic: 'sourdough starter' });
      ctx.clock.advance(MINUTE);
      await createProject(user, { title: 'Travel', topic: 'a week in Lisbon' });
      ctx.clock.advance(MINUTE);
      // Renaming the oldest makes it the most recently updated.
      await call('PATCH', `/projects/${first.id}`, user.headers, { title: 'Coffee 100% guide, revised' });

      const list = (query: string) =>
        call('GET', `/projects${query}`, user.headers).then((answer) => projectListResponse.parse(answer.json()));
      const all = await list('');
      expect(all.projects.map((item) => item.title)).toEqual(['Coffee 100% guide, revised', 'Travel', 'Bread']);
      expect(all.pagination).toEqual({ page: 1, total: 3, totalPages: 1 });
      expect(all.projects[0]).toEqual({
        id: first.id,
        title: 'Coffee 100% guide, revised',
        topic: 'espresso',
        hasScript: false,
        hasVoiceover: false,
        thumbnailUrl: null,
        createdAt: first.createdAt,
        updatedAt: expect.any(String),
      });
      expect((await list('?search=LISBON')).projects.map((item) => item.title)).toEqual(['Travel']);
      expect((await list('?search=100%25')).projects.map((item) => item.title)).toEqual(['Coffee 100% guide, revised']);
      expect((await list('?search=1_0')).projects).toEqual([]);
      const page2 = await list('?page=2&limit=2');
      expect(page2.projects.map((item) => item.title)).toEqual(['Bread']);
      expect(page2.pagination).toEqual({ page: 2, total: 3, totalPages: 2 });
      expect((await call('GET', '/projects?limit=101', user.headers)).statusCode).toBe(400);
    });

    it("shows a new user no projects, and never another user's", async () => {
      const owner = await registerUser(ctx.app);
      await createProject(owner, { title: 'Private plans' });
      const other = await registerUser(ctx.app);
      const answer = await call('GET', '/projects', other.headers);
      expect(answer.json()).toEqual({ projects: [], pagination: { page: 1, total: 0, totalPages: 0 } });
    });
  });

  describe('GET, PATCH and DELETE /api/projects/{id}', () => {
    it('reads the whole project, changes its settings, and refuses an empty change', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'budget travel' });
      const patched = await call('PATCH', `/projects/${created.id}`, user.headers, { tone: 'Humorous', videoLength: '5-10 minutes' });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ id: created.id, tone: 'Humorous', videoLength: '5-10 minutes', topic: 'budget travel' });
      expect((await call('GET', `/projects/${created.id}`, user.headers)).json()).toEqual(patched.json());
      const empty = await call('PATCH', `/projects/${created.id}`, user.headers, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to change.');
    });

    it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
      const user = await registerUser(ctx.app);
      const unknown = crypto.randomUUID();
      for (const [method, url, payload] of [
        ['GET', `/projects/${unknown}`],
        ['PATCH', `/projects/${unknown}`, { title: 'x' }],
        ['DELETE', `/projects/${unknown}`],
        ['POST', `/projects/${unknown}/duplicate`],
        ['GET', `/projects/${unknown}/script/versions`],
        ['PUT', `/projects/${unknown}/script`, { content: 'x', baseVersion: 0 }],
        ['POST', `/projects/${unknown}/script/generate`, { topic: 'x' }],
        ['POST', `/projects/${unknown}/script/versions/1/restore`],
      ] as const) {
        const answer = await call(method, url, user.headers, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
      }
      const malformed = await call('GET', '/projects/not-a-uuid', user.headers);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('Project id must be a UUID');
    });

    it('deletes a project with its script versions', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'home workouts without equipment' });
      await generate(user, created.id, { videoLength: '1-3 minutes' });
      expect((await call('DELETE', `/projects/${created.id}`, user.headers)).statusCode).toBe(204);
      expect((await call('GET', `/projects/${created.id}`, user.headers)).statusCode).toBe(404);
      expect(await ctx.database.db.select().from(scriptVersions).where(eq(scriptVersions.projectId, created.id))).toEqual([]);
    });

    it('duplicates a project with its current script as the first version of the copy', async () => {
      const user = await registerUser(ctx.app);
      const original = await createProject(user, { title: 'Sourdough basics', topic: 'sourdough bread for beginners' });
      const written = await generate(user, original.id, { videoLength: '1-3 minutes' });
      const edited = projectSchema.parse((await save(user.headers, original.id, `${written.script!.content}\nMy own ending.`, 1)).json());

      const answer = await call('POST', `/projects/${original.id}/duplicate`, user.headers);
      expect(answer.statusCode).toBe(201);
      const copy = projectSchema.parse(answer.json());
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({ title: 'Sourdough basics (copy)', topic: 'sourdough bread for beginners', hasScript: true });
      expect(copy.script).toMatchObject({ version: 1, content: edited.script!.content, engine: 'edit' });
      expect(await versionsOf(user, copy.id)).toHaveLength(1);
      // The original is untouched.
      expect(await versionsOf(user, original.id)).toHaveLength(2);
    });
  });

  describe('the script', () => {
    it('writes a script into the project as version 1 with its measures, engine and settings', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'starting a vegetable garden' });
      const written = await generate(user, created.id, { videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' });
      expect(written).toMatchObject({ hasScript: true, videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' });
      const script = written.script!;
      expect(script).toMatchObject({ version: 1, engine: 'offline-writer', model: null, restoredFrom: null });
      expect(script.content.toLowerCase()).toContain('vegetable garden');
      expect(script.wordCount).toBe(countSpokenWords(script.content));
      expect(script.estimatedTime).toBe(estimatedTime(script.wordCount, measuredVoicePaces['espeak-james']));
      // A reload reads the same.
      expect(projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json()).script).toEqual(script);
      // A new topic given to the generation becomes the project's.
      const rewritten = await generate(user, created.id, { topic: 'growing tomatoes on a balcony' });
      expect(rewritten).toMatchObject({ topic: 'growing tomatoes on a balcony', script: { version: 2 } });
    });

    it('answers what it read the topic as, and writes the kind the creator chose instead; another user’s project stays refused', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'Thai green curry from scratch' });
      const read = await call('POST', `/projects/${created.id}/script/generate`, user.headers, {});
      expect(read.statusCode).toBe(200);
      expect(read.json().reading).toEqual({ subject: 'Thai green curry', kind: 'recipe' });
      expect(read.json().script.content).toContain('[SECTION 1: Ingredients]');
      const corrected = await call('POST', `/projects/${created.id}/script/generate`, user.headers, { kind: 'story' });
      expect(corrected.json().reading).toEqual({ subject: 'Thai green curry', kind: 'story' });
      expect(corrected.json().script.content).not.toContain('[SECTION 1: Ingredients]');
      expect((await call('POST', `/projects/${created.id}/script/generate`, user.headers, { kind: 'recipe card' })).statusCode).toBe(400);
      const other = await registerUser(ctx.app);
      expect((await call('POST', `/projects/${created.id}/script/generate`, other.headers, { kind: 'story' })).statusCode).toBe(404);
    });

    it('refuses to write without a topic (400), and counts the script against the plan (402 after the trial)', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const noTopic = await call('POST', `/projects/${created.id}/script/generate`, user.headers, {});
      expect(noTopic.statusCode).toBe(400);
      expect(noTopic.json()).toMatchObject({ message: 'Please enter a topic or keywords for your script.' });

      const later = await registerUser(ctx.app);
      const project = await createProject(later, { topic: 'learning to juggle' });
      ctx.clock.advance(TRIAL_DURATION_MS + 1000);
      const refused = await call('POST', `/projects/${project.id}/script/generate`, await freshHeaders(ctx.app, later), {});
      expect(refused.statusCode).toBe(402);
      expect(refused.json().code).toBe('PLAN_REQUIRED');
      const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, project.id));
      expect(row?.scriptVersion).toBe(0);
    });

    it('saves an edit from the latest version and refuses a stale one with 409, keeping the newer text', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'first aid for hikers' });
      await generate(user, created.id, { videoLength: '1-3 minutes' });

      const firstTab = await save(user.headers, created.id, '[HOOK]\nFirst tab words here.', 1);
      expect(firstTab.statusCode).toBe(200);
      // An edit is timed at the default voice's pace.
      expect(firstTab.json().script).toMatchObject({
        version: 2,
        engine: 'edit',
        wordCount: 4,
        estimatedTime: estimatedTime(4, measuredVoicePaces['espeak-james']),
      });

      const secondTab = await save(user.headers, created.id, 'Second tab, written from version 1.', 1);
      expect(secondTab.statusCode).toBe(409);
      expect(secondTab.json()).toEqual({
        message: 'This script was changed in another tab or window. Reload it to see the latest version before saving.',
        code: 'SCRIPT_VERSION_CONFLICT',
      });
      const current = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(current.script).toMatchObject({ version: 2, content: '[HOOK]\nFirst tab words here.' });
    });

    it('keeps one version per editing session, and the newest versions only', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'autosave' });
      // Autosave while typing: three saves within the session are one version, numbered as the latest.
      for (const [index, text] of ['One.', 'One two.', 'One two three.'].entries()) {
        expect((await save(user.headers, created.id, text, index)).statusCode).toBe(200);
      }
      let versions = await versionsOf(user, created.id);
      expect(versions.map((version) => [version.version, version.content])).toEqual([[3, 'One two three.']]);
      // A save after the session has ended starts a new version.
      ctx.clock.advance(EDIT_SESSION_MS + 1000);
      const headers = await freshHeaders(ctx.app, user);
      expect((await save(headers, created.id, 'A new session.', 3)).statusCode).toBe(200);
      versions = await versionsOf({ ...user, headers }, created.id);
      expect(versions.map((version) => version.version)).toEqual([4, 3]);

      for (let index = 0; index < SCRIPT_VERSIONS_KEPT + 5; index += 1) {
        ctx.clock.advance(EDIT_SESSION_MS + 1000);
        await ctx.services.projects.saveScript(user.user.id, created.id, { content: `Session ${index}.`, baseVersion: 4 + index });
      }
      const kept = await ctx.database.db.select().from(scriptVersions).where(eq(scriptVersions.projectId, created.id));
      expect(kept).toHaveLength(SCRIPT_VERSIONS_KEPT);
      expect(Math.min(...kept.map((row) => row.version))).toBe(4 + SCRIPT_VERSIONS_KEPT + 5 - SCRIPT_VERSIONS_KEPT + 1);
    });

    it('lists versions newest first and restores an older one as the newest', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { topic: 'time-lapse photography' });
      const written = await generate(user, created.id, { videoLength: '1-3 minutes' });
      await save(user.headers, created.id, 'My rewrite.', 1);

      const versions = await versionsOf(user, created.id);
      expect(versions.map((version) => [version.version, version.engine])).toEqual([
        [2, 'edit'],
        [1, 'offline-writer'],
      ]);
      const restored = await call('POST', `/projects/${created.id}/script/versions/1/restore`, user.headers);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().script).toMatchObject({
        version: 3,
        content: written.script!.content,
        engine: 'offline-writer',
        restoredFrom: 1,
      });
      // An edit right after a restore is a version of its own: the restore stays in the history.
      await save(user.headers, created.id, 'Edited after restoring.', 3);
      expect((await versionsOf(user, created.id)).map((version) => version.version)).toEqual([4, 3, 2, 1]);

      const missing = await call('POST', `/projects/${created.id}/script/versions/99/restore`, user.headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Script version not found', code: 'SCRIPT_VERSION_NOT_FOUND' });
    });

    it('answers 400, not 500, for version numbers beyond the database integer', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      expect((await save(user.headers, created.id, 'Text.', 2 ** 31)).statusCode).toBe(400);
      expect((await call('POST', `/projects/${created.id}/script/versions/${2 ** 31}/restore`, user.headers)).statusCode).toBe(400);
    });

    it('refuses a script over 30,000 characters with 400', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const answer = await save(user.headers, created.id, 'word '.repeat(6001), 0);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Scripts can be up to 30,000 characters.');
    });
  });

  describe('voiceovers', () => {
    const fetchFile = (url: string) => ctx.app.inject({ method: 'GET', url });
    const cueScript = [
      '[OFFLINE DRAFT · Tutorial · Educational · 1-3 minutes · written by the offline writer, no AI model]',
      '[HOOK]',
      '[B-ROLL: kettle pouring in slow motion]',
      'Heat the water to ninety four degrees.',
      '[ON-SCREEN TEXT: "Step 2"]',
      'Pour slowly in circles for three minutes.',
    ].join('\n');

    async function projectWithScript(user: RegisteredUser, content = cueScript) {
      const created = await createProject(user, { topic: 'pour-over coffee' });
      expect((await save(user.headers, created.id, content, 0)).statusCode).toBe(200);
      return created;
    }

    it('voices the current script into the project: audio, captions without cues or notice, listed and flagged', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const answer = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
      expect(answer.statusCode, answer.body).toBe(201);
      const voiceover = projectVoiceover.parse(answer.json());
      expect(voiceover).toMatchObject({ scriptVersion: 1, voiceId: 'espeak-emma', engine: 'espeak' });
      expect(voiceover.durationSeconds).toBeGreaterThan(2);

      const audio = await fetchFile(voiceover.audioUrl);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      const vtt = (await fetchFile(voiceover.captions.vtt)).body;
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(vtt).toContain('Heat the water');
      expect(vtt).toContain('three minutes');
      for (const cue of ['OFFLINE', 'DRAFT', 'B-ROLL', 'kettle', 'ON-SCREEN', 'HOOK']) expect(vtt).not.toContain(cue);
      expect((await fetchFile(voiceover.captions.srt)).body).toMatch(/^1\r?\n00:00:00,\d{3} --> /);

      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.voiceovers).toEqual([voiceover]);
      const list = projectListResponse.parse((await call('GET', '/projects', user.headers)).json());
      expect(list.projects.find((item) => item.id === created.id)).toMatchObject({ hasScript: true, hasVoiceover: true });
      expect((await call('GET', `/projects/${created.id}/voiceovers`, user.headers)).json()).toEqual({ voiceovers: [voiceover] });
    });

    it('voices a script longer than one engine request in parts, as one track with captions running on', async () => {
      const user = await registerUser(ctx.app);
      const sentences = Array.from({ length: 240 }, (_, index) => `Sentence number ${index + 1} keeps the story going.`);
      const long = sentences.join(' ');
      expect(long.length).toBeGreaterThan(2 * 5000);
      const created = await projectWithScript(user, long);
      const answer = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, {});
      expect(answer.statusCode, answer.body).toBe(201);
      const voiceover = projectVoiceover.parse(answer.json());
      const vtt = (await fetchFile(voiceover.captions.vtt)).body;
      const starts = [...vtt.matchAll(/^(\d{2}):(\d{2}):(\d{2})\.(\d{3}) -->/gm)].map(
        ([, h, m, sec, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(sec) + Number(ms) / 1000,
      );
      expect(starts.length).toBeGreaterThan(100);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // The last words are captioned near the end of the one track, not restarted at 0 for each part.
      expect(starts.at(-1)!).toBeGreaterThan(voiceover.durationSeconds * 0.9);
      expect(vtt).toContain('number 240');
    }, 120_000);

    it('refuses a project without a script (400), an unknown project (404), and a full one (409)', async () => {
      const user = await registerUser(ctx.app);
      const empty = await createProject(user);
      const noScript = await call('POST', `/projects/${empty.id}/voiceovers`, user.headers, {});
      expect(noScript.statusCode).toBe(400);
      expect(noScript.json()).toEqual({ message: 'Write or generate a script before making a voiceover.', code: 'NO_SCRIPT' });
      const unknown = await call('POST', `/projects/${crypto.randomUUID()}/voiceovers`, user.headers, {});
      expect(unknown.statusCode).toBe(404);

      const full = await projectWithScript(user);
      await ctx.database.db.insert(projectVoiceovers).values(
        Array.from({ length: PROJECT_VOICEOVERS_MAX }, () => ({
          projectId: full.id,
          scriptVersion: 1,
          voiceId: 'en-us-ava',
          engine: 'espeak',
          durationSeconds: 1,
          audioKey: 'voiceovers/00/x.mp3',
          vttKey: 'voiceovers/00/x.vtt',
          srtKey: 'voiceovers/00/x.srt',
          wordsKey: 'voiceovers/00/x-words.json',
          createdAt: ctx.clock.now(),
        })),
      );
      const refused = await call('POST', `/projects/${full.id}/voiceovers`, user.headers, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: `A project keeps up to ${PROJECT_VOICEOVERS_MAX} voiceovers. Delete one you no longer need to make another.`,
        code: 'VOICEOVER_LIMIT_REACHED',
      });
    });

    it("deletes a voiceover with its files, and a project with its voiceovers' files", async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const first = projectVoiceover.parse((await call('POST', `/projects/${created.id}/voiceovers`, user.headers, {})).json());
      const second = projectVoiceover.parse((await call('POST', `/projects/${created.id}/voiceovers`, user.headers, {})).json());

      expect((await call('DELETE', `/projects/${created.id}/voiceovers/${first.id}`, user.headers)).statusCode).toBe(204);
      for (const url of [first.audioUrl, first.captions.vtt, first.captions.srt]) expect((await fetchFile(url)).statusCode).toBe(404);
      const again = await call('DELETE', `/projects/${created.id}/voiceovers/${first.id}`, user.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Voiceover not found', code: 'VOICEOVER_NOT_FOUND' });
      expect((await fetchFile(second.audioUrl)).statusCode).toBe(200);

      expect((await call('DELETE', `/projects/${created.id}`, user.headers)).statusCode).toBe(204);
      for (const url of [second.audioUrl, second.captions.vtt, second.captions.srt]) expect((await fetchFile(url)).statusCode).toBe(404);
      expect(await ctx.database.db.select().from(projectVoiceovers).where(eq(projectVoiceovers.projectId, created.id))).toEqual([]);
    });

    it('keeps a voiceover made through POST /api/generate-voiceover with a projectId', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user, { title: 'Spec endpoint' });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/generate-voiceover',
        headers: user.headers,
        payload: { text: 'Kept in the project.', projectId: created.id },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ engine: 'espeak', voiceoverId: expect.any(String) });
      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.voiceovers).toEqual([expect.objectContaining({ id: body.voiceoverId, audioUrl: body.audioUrl })]);

      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/generate-voiceover',
        headers: user.headers,
        payload: { text: 'Nowhere to keep it.', projectId: crypto.randomUUID() },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
    });
  });
});
