import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { generateImagesResponse } from '@shared/contracts/images';
import {
  PROJECT_IMAGES_MAX,
  PROJECT_SEO_ANALYSES_KEPT,
  project as projectSchema,
  projectImagesResponse,
  projectListResponse,
  projectSeoAnalysis,
  type Project,
} from '@shared/contracts/projects';
import { generatedImages, projectImages, projectSeoAnalyses } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { flatOfflineImages } from '../../test/flat-images';
import { freshHeaders, galleryRow, registerUser, type RegisteredUser } from '../../test/factories';
import { chapterNotes } from './chapters';
import { sectionedScript } from './test-scripts';

describe('a project’s SEO and images', () => {
  const ctx = useTestApp({ images: flatOfflineImages });
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  async function projectWithScript(user: RegisteredUser, content?: string): Promise<Project> {
    const created = projectSchema.parse((await call('POST', '/projects', user.headers, { topic: 'pour-over coffee' })).json());
    if (content !== undefined)
      expect((await call('PUT', `/projects/${created.id}/script`, user.headers, { content, baseVersion: 0 })).statusCode).toBe(200);
    return created;
  }

  /** Gallery rows of the user's, as a generation stores them. */
  async function galleryImages(user: RegisteredUser, count: number) {
    return ctx.database.db
      .insert(generatedImages)
      .values(
        Array.from({ length: count }, (_, index) =>
          galleryRow(user.user.id, {
            prompt: `coffee picture ${index}`,
            seed: index,
            createdAt: new Date(ctx.clock.now().getTime() + index),
          }),
        ),
      )
      .returning();
  }

  describe('POST /api/projects/{id}/seo', () => {
    it('analyses the script as spoken, keeps the analysis, and notes that chapters need a voiceover', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user, sectionedScript);
      const answer = await call('POST', `/projects/${created.id}/seo`, user.headers, { targetAudience: 'Content Creators' });
      expect(answer.statusCode, answer.body).toBe(201);
      const analysis = projectSeoAnalysis.parse(answer.json());
      expect(analysis).toMatchObject({
        scriptVersion: 1,
        targetAudience: 'Content Creators',
        competition: 'Medium',
        chapters: [],
        chaptersNote: chapterNotes.noVoiceover,
      });
      expect(Number(analysis.analysis.seoScore)).toBeGreaterThanOrEqual(0);
      // Cue lines and the engine's notice are not the creator's text: they are not analysed.
      const everything = JSON.stringify(analysis.analysis);
      for (const cue of ['OFFLINE', 'B-ROLL', 'burr grinder', 'SECTION']) expect(everything).not.toContain(cue);
      expect(analysis.analysis.tags.join(' ')).toMatch(/coffee|beans|pour/i);

      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.seo).toEqual(analysis);
      const [row] = await ctx.database.db.select().from(projectSeoAnalyses).where(eq(projectSeoAnalyses.projectId, created.id));
      expect(row).toMatchObject({ scriptVersion: 1, targetAudience: 'Content Creators', competition: 'Medium' });
    });

    it('puts YouTube chapters from the newest voiceover into the description', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user, sectionedScript);
      const voiced = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
      expect(voiced.statusCode, voiced.body).toBe(201);
      const durationSeconds = (voiced.json() as { durationSeconds: number }).durationSeconds;

      // An edit right after voicing starts a new version: the version the voiceover spoke is kept.
      const edited = await call('PUT', `/projects/${created.id}/script`, user.headers, {
        content: `${sectionedScript}\nOne more line of my own.`,
        baseVersion: 1,
      });
      expect(projectSchema.parse(edited.json()).script?.version).toBe(2);
      expect((await call('GET', `/projects/${created.id}/script/versions`, user.headers)).json().versions).toHaveLength(2);

      const analysis = projectSeoAnalysis.parse((await call('POST', `/projects/${created.id}/seo`, user.headers, {})).json());
      expect(analysis.chaptersNote).toBeNull();
      expect(analysis.voiceoverId).toBe((voiced.json() as { id: string }).id);
      const { chapters } = analysis;
      expect(chapters.length).toBeGreaterThanOrEqual(3);
      expect(chapters[0]).toEqual({ startSeconds: 0, title: 'Intro' });
      for (const [index, chapter] of chapters.entries()) {
        if (index > 0) expect(chapter.startSeconds - chapters[index - 1]!.startSeconds).toBeGreaterThanOrEqual(10);
      }
      expect(durationSeconds - chapters.at(-1)!.startSeconds).toBeGreaterThanOrEqual(10);
      expect(chapters.map((chapter) => chapter.title)).toEqual(expect.arrayContaining(['Grind the beans']));
      // One per line under the description, as YouTube reads them.
      const lines = analysis.analysis.description.split('\n');
      const first = lines.indexOf('0:00 Intro');
      expect(first).toBeGreaterThan(0);
      expect(lines.slice(first, first + chapters.length)).toEqual(
        chapters.map(
          (chapter) => `${Math.floor(chapter.startSeconds / 60)}:${String(chapter.startSeconds % 60).padStart(2, '0')} ${chapter.title}`,
        ),
      );
    });

    it('analyses the text given instead, and keeps only the newest analyses', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      let newest = '';
      for (let index = 0; index <= PROJECT_SEO_ANALYSES_KEPT; index += 1) {
        const answer = await call('POST', `/projects/${created.id}/seo`, user.headers, {
          content: `Espresso tamping guide number ${index}. Tamp evenly and level the coffee bed every time.`,
        });
        expect(answer.statusCode, answer.body).toBe(201);
        const analysis = projectSeoAnalysis.parse(answer.json());
        expect(analysis.scriptVersion).toBeNull();
        newest = analysis.id;
      }
      const rows = await ctx.database.db.select().from(projectSeoAnalyses).where(eq(projectSeoAnalyses.projectId, created.id));
      expect(rows).toHaveLength(PROJECT_SEO_ANALYSES_KEPT);
      // The project shows the newest, though the test clock stood still the whole time.
      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.seo?.id).toBe(newest);
    });

    it('refuses no script (400), bad options (400), too much text (413), an expired trial (402), and strangers (401, 404)', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const noScript = await call('POST', `/projects/${created.id}/seo`, user.headers, {});
      expect(noScript.statusCode).toBe(400);
      expect(noScript.json()).toMatchObject({ code: 'NO_SCRIPT' });
      expect((await call('POST', `/projects/${created.id}/seo`, user.headers, { competition: 'Extreme' })).statusCode).toBe(400);
      expect((await call('POST', `/projects/${created.id}/seo`, user.headers, { content: '   ' })).statusCode).toBe(400);
      const large = await call('POST', `/projects/${created.id}/seo`, user.headers, { content: 'coffee '.repeat(15_000) });
      expect(large.statusCode).toBe(413);
      expect((await call('POST', `/projects/${created.id}/seo`, {}, {})).statusCode).toBe(401);

      const other = await registerUser(ctx.app);
      const foreign = await call('POST', `/projects/${created.id}/seo`, other.headers, { content: 'Bob was here and wrote this.' });
      expect(foreign.statusCode).toBe(404);
      expect(await ctx.database.db.select().from(projectSeoAnalyses).where(eq(projectSeoAnalyses.projectId, created.id))).toEqual([]);

      ctx.clock.advance(TRIAL_DURATION_MS + 1000);
      const expired = await call('POST', `/projects/${created.id}/seo`, await freshHeaders(ctx.app, user), {
        content: 'Coffee brewing at home, step by step.',
      });
      expect(expired.statusCode).toBe(402);
    });
  });

  describe('images', () => {
    it('generates pictures into the project: in the gallery and in the project, whose list shows one', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const answer = await call('POST', '/images/generate', user.headers, {
        prompt: 'a pour-over kettle',
        count: 2,
        projectId: created.id,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const drawn = generateImagesResponse.parse(answer.json());
      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.images.map((image) => image.id)).toEqual(drawn.images.map((image) => image.id));
      const gallery = await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id));
      expect(gallery).toHaveLength(2);
      const list = projectListResponse.parse((await call('GET', '/projects', user.headers)).json());
      expect(list.projects[0]!.thumbnailUrl).toBe(project.images[0]!.thumbnailUrl);
    });

    it("refuses to generate into another user's or an unknown project before drawing (404)", async () => {
      const user = await registerUser(ctx.app);
      const other = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const foreign = await call('POST', '/images/generate', other.headers, { prompt: 'a kettle', count: 1, projectId: created.id });
      expect(foreign.statusCode).toBe(404);
      expect(await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, other.user.id))).toEqual([]);
      const bad = await call('POST', '/images/generate', user.headers, { prompt: 'a kettle', projectId: 'not-a-uuid' });
      expect(bad.statusCode).toBe(400);
    });

    it('links and unlinks gallery images in order, once each; the gallery keeps them', async () => {
      const user = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const [first, second] = await galleryImages(user, 2);
      const link = (imageId: string) => call('POST', `/projects/${created.id}/images`, user.headers, { imageId });
      expect((await link(second!.id)).statusCode).toBe(201);
      const twice = await link(first!.id);
      expect(projectImagesResponse.parse(twice.json()).images.map((image) => image.id)).toEqual([second!.id, first!.id]);
      expect(projectImagesResponse.parse((await link(second!.id)).json()).images).toHaveLength(2);

      const listed = projectImagesResponse.parse((await call('GET', `/projects/${created.id}/images`, user.headers)).json());
      expect(listed.images.map((image) => image.prompt)).toEqual(['coffee picture 1', 'coffee picture 0']);

      expect((await call('DELETE', `/projects/${created.id}/images/${second!.id}`, user.headers)).statusCode).toBe(204);
      const again = await call('DELETE', `/projects/${created.id}/images/${second!.id}`, user.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
      expect(await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id))).toHaveLength(2);

      // Deleting the project leaves its images in the gallery.
      expect((await call('DELETE', `/projects/${created.id}`, user.headers)).statusCode).toBe(204);
      expect(await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id))).toHaveLength(2);
      expect(await ctx.database.db.select().from(projectImages).where(eq(projectImages.projectId, created.id))).toEqual([]);
    });

    it(`refuses another user's image and project (404), bad ids (400), and more than ${PROJECT_IMAGES_MAX} images (409)`, async () => {
      const user = await registerUser(ctx.app);
      const other = await registerUser(ctx.app);
      const created = await projectWithScript(user);
      const [theirs] = await galleryImages(other, 1);
      const foreignImage = await call('POST', `/projects/${created.id}/images`, user.headers, { imageId: theirs!.id });
      expect(foreignImage.statusCode).toBe(404);
      expect(foreignImage.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
      const [mine] = await galleryImages(user, 1);
      const foreignProject = await call('POST', `/projects/${created.id}/images`, other.headers, { imageId: mine!.id });
      expect(foreignProject.statusCode).toBe(404);
      expect((await call('GET', `/projects/${created.id}/images`, other.headers)).statusCode).toBe(404);
      expect((await call('POST', `/projects/${created.id}/images`, user.headers, { imageId: 'x' })).statusCode).toBe(400);
      expect((await call('POST', `/projects/${created.id}/images`, user.headers, { imageId: mine!.id, extra: 1 })).statusCode).toBe(400);

      const many = await galleryImages(user, PROJECT_IMAGES_MAX);
      const links = await Promise.all(
        many.map((image) => call('POST', `/projects/${created.id}/images`, user.headers, { imageId: image.id })),
      );
      expect(links.filter((answer) => answer.statusCode === 201)).toHaveLength(PROJECT_IMAGES_MAX);
      const full = await call('POST', `/projects/${created.id}/images`, user.headers, { imageId: mine!.id });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'IMAGE_LIMIT_REACHED' });
      const generating = await call('POST', '/images/generate', user.headers, { prompt: 'one more', count: 1, projectId: created.id });
      expect(generating.statusCode).toBe(409);
    });
  });
});
