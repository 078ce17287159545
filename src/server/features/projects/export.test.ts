import decode from '@audio/decode';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateImagesResponse } from '@shared/contracts/images';
import { renders } from '../../db/schema';
import { ffmpegOnThisMachine } from '../../providers/video/ffmpeg-binaries';
import { THUMBNAIL_MAX_BYTES } from '@shared/catalog/thumbnails';
import { project as projectSchema, projectSeoAnalysis, type Project } from '@shared/contracts/projects';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { packageFileName } from './export-package';
import { sectionedScript } from './test-scripts';
import { multipartBody } from '../../test/multipart';
import { unzip } from '../../test/unzip';

/** Cue start times of WebVTT or SRT captions, in seconds. */
function cueStarts(captions: string): number[] {
  return [...captions.matchAll(/^(\d{2}):(\d{2}):(\d{2})[.,](\d{3}) --> /gm)].map(
    ([, hours, minutes, seconds, millis]) => Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000,
  );
}

describe('GET /api/projects/{id}/export', () => {
  const ctx = useTestApp();
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  async function newProject(user: RegisteredUser, title: string, content?: string): Promise<Project> {
    const created = projectSchema.parse((await call('POST', '/projects', user.headers, { title, topic: 'pour-over coffee' })).json());
    if (content)
      expect((await call('PUT', `/projects/${created.id}/script`, user.headers, { content, baseVersion: 0 })).statusCode).toBe(200);
    return created;
  }

  it('packages the script, voiceover, captions, thumbnails and SEO copy with chapters, each readable', async () => {
    const user = await registerUser(ctx.app);
    const created = await newProject(user, 'Pour-over Coffee: The Slow Way', sectionedScript);
    const voiced = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
    expect(voiced.statusCode, voiced.body).toBe(201);
    const seo = projectSeoAnalysis.parse((await call('POST', `/projects/${created.id}/seo`, user.headers, {})).json());
    expect(seo.chapters.length).toBeGreaterThanOrEqual(3);
    const made = await call('POST', `/projects/${created.id}/thumbnails`, user.headers, { text: 'Slow pour, better cup' });
    expect(made.statusCode, made.body).toBe(201);
    const [first] = (made.json() as { thumbnails: Array<{ id: string }> }).thumbnails;
    expect((await call('POST', `/projects/${created.id}/thumbnails/${first!.id}/choose`, user.headers)).statusCode).toBe(200);

    const answer = await call('GET', `/projects/${created.id}/export`, user.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="pour-over-coffee-the-slow-way-publish-package.zip"');
    const entries = await unzip(answer.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'captions.srt',
        'captions.vtt',
        'description.txt',
        'project.json',
        'script.md',
        'tags.txt',
        'thumbnails/chosen.jpg',
        'thumbnails/variant-2.jpg',
        'thumbnails/variant-3.jpg',
        'titles.txt',
        'voiceover.mp3',
      ].sort(),
    );

    expect(entries.get('script.md')!.toString()).toBe(`# Pour-over Coffee: The Slow Way\n\n${sectionedScript}\n`);

    // The MP3 decodes to the voiceover's length.
    const audio = await decode(new Uint8Array(entries.get('voiceover.mp3')!));
    const seconds = audio.channelData[0]!.length / audio.sampleRate;
    const durationSeconds = (voiced.json() as { durationSeconds: number }).durationSeconds;
    expect(Math.abs(seconds - durationSeconds)).toBeLessThan(0.2);

    // Both caption tracks parse, start at the start, run in order, and stay within the audio.
    const vtt = entries.get('captions.vtt')!.toString();
    const srt = entries.get('captions.srt')!.toString();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(srt).toMatch(/^1\r?\n00:00:00,\d{3} --> /);
    for (const track of [vtt, srt]) {
      const starts = cueStarts(track);
      expect(starts.length).toBeGreaterThan(3);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.at(-1)!).toBeLessThan(durationSeconds);
    }
    expect(vtt).toContain('Grind the beans');
    expect(vtt).not.toContain('SECTION');

    // Thumbnails are YouTube's 1280×720 JPEGs under 2 MB.
    for (const name of ['thumbnails/chosen.jpg', 'thumbnails/variant-2.jpg', 'thumbnails/variant-3.jpg']) {
      const jpeg = entries.get(name)!;
      expect(jpeg.length).toBeLessThan(THUMBNAIL_MAX_BYTES);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    }

    // The description carries valid chapters: the first at 0:00, three or more, ascending, 10 s apart.
    const description = entries.get('description.txt')!.toString();
    expect(description).toBe(`${seo.analysis.description.trim()}\n`);
    const chapterLines = description.split('\n').filter((line) => /^\d+:\d{2} /.test(line));
    expect(chapterLines[0]).toBe('0:00 Intro');
    const times = chapterLines.map((line) =>
      line
        .split(' ')[0]!
        .split(':')
        .reduce((total, part) => total * 60 + Number(part), 0),
    );
    expect(times.length).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < times.length; index += 1) expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(10);

    expect(entries.get('titles.txt')!.toString().trim().split('\n')).toEqual(seo.analysis.titles);
    expect(entries.get('tags.txt')!.toString().trim()).toBe(seo.analysis.tags.join(', '));

    const manifest = JSON.parse(entries.get('project.json')!.toString());
    expect(manifest).toMatchObject({
      title: 'Pour-over Coffee: The Slow Way',
      script: { version: 1, engine: 'edit' },
      voiceover: { voiceId: 'espeak-emma', scriptVersion: 1 },
      seo: { chapters: seo.chapters },
      missing: ['video/: the video draft has not been rendered yet'],
    });
    expect(manifest.thumbnails[0]).toMatchObject({ file: 'thumbnails/chosen.jpg', chosen: true, text: 'Slow pour, better cup' });
    expect([...manifest.files].sort()).toEqual([...entries.keys()].sort());
  }, 90_000); // A voiceover, an analysis and three thumbnails: seconds each on a loaded 2-core machine.

  it('packages what a script-only project has, and names what is missing', async () => {
    const user = await registerUser(ctx.app);
    const created = await newProject(user, 'Café ☕ notes', 'Just a short script about coffee.');
    const answer = await call('GET', `/projects/${created.id}/export`, user.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="cafe-notes-publish-package.zip"');
    const entries = await unzip(answer.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['project.json', 'script.md']);
    const manifest = JSON.parse(entries.get('project.json')!.toString());
    expect(manifest.missing).toHaveLength(4);
    expect(manifest.missing.join('\n')).toMatch(
      /not been voiced.*\n.*no thumbnails.*\n.*video draft has not been rendered.*\n.*no SEO analysis/s,
    );
  });

  it('refuses a project without a script (400), strangers (401, 404) and bad ids (400)', async () => {
    const user = await registerUser(ctx.app);
    const empty = await newProject(user, 'Empty');
    const noScript = await call('GET', `/projects/${empty.id}/export`, user.headers);
    expect(noScript.statusCode).toBe(400);
    expect(noScript.json()).toMatchObject({ code: 'NO_SCRIPT' });
    expect((await call('GET', `/projects/${empty.id}/export`, {})).statusCode).toBe(401);
    const other = await registerUser(ctx.app);
    const foreign = await call('GET', `/projects/${empty.id}/export`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
    expect((await call('GET', '/projects/nope/export', user.headers)).statusCode).toBe(400);
  });

  /**
   * A finished render of the project as the render worker leaves it: a row and its MP4 in storage
   * (a one-second clip made by ffmpeg; rendering itself is renders.test.ts's).
   */
  async function finishedRender(user: RegisteredUser, projectId: string, finishedAt: Date, status: 'done' | 'failed' = 'done') {
    const binaries = await ffmpegOnThisMachine();
    if (!binaries) throw new Error('ffmpeg is needed for this test');
    const folder = await mkdtemp(join(tmpdir(), 'genesis-export-'));
    try {
      const path = join(folder, 'draft.mp4');
      await promisify(execFile)(binaries.ffmpeg, [
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x180:rate=10',
        '-t',
        '1',
        '-pix_fmt',
        'yuv420p',
        path,
      ]);
      const key = `videos/${finishedAt.getTime().toString(16)}.mp4`;
      await ctx.deps.storage.putFile(key, path, 'video/mp4');
      const [row] = await ctx.database.db
        .insert(renders)
        .values({
          userId: user.user.id,
          projectId,
          status,
          progress: 100,
          settings: { format: '16:9', resolution: '720p', captions: { enabled: true, style: 'bold' }, music: null, scenes: null },
          videoKey: status === 'done' ? key : null,
          durationSeconds: 1,
          width: 320,
          height: 180,
          createdAt: finishedAt,
          finishedAt,
        })
        .returning();
      return { id: row!.id, bytes: await readFile(path) };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it("puts the newest finished render's MP4, the project's pictures and the creator's photos in the package, or the render named", async () => {
    const user = await registerUser(ctx.app);
    const created = await newProject(user, 'Pour-over, Filmed', 'Just a short script about coffee.');
    const drawn = await call('POST', '/images/generate', user.headers, { prompt: 'a pour-over kettle', count: 2, projectId: created.id });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const pictureUrls = generateImagesResponse.parse(drawn.json()).imageUrls;
    // A photo of the creator's own, in the project's media library.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .png()
      .toBuffer();
    const form = await multipartBody({ file: { bytes: photo, name: 'my kitchen.png', type: 'image/png' } });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${created.id}/media`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const older = await finishedRender(user, created.id, new Date('2026-12-01T10:00:00Z'));
    const newer = await finishedRender(user, created.id, new Date('2026-12-02T10:00:00Z'));
    await finishedRender(user, created.id, new Date('2026-12-03T10:00:00Z'), 'failed');

    const answer = await call('GET', `/projects/${created.id}/export`, user.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = await unzip(answer.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'media/photo-1.png',
        'media/picture-1.jpeg',
        'media/picture-2.jpeg',
        'project.json',
        'script.md',
        'video/pour-over-filmed.mp4',
      ].sort(),
    );
    expect(entries.get('video/pour-over-filmed.mp4')!.equals(newer.bytes)).toBe(true);
    for (const [index, url] of pictureUrls.entries()) {
      const stored = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect(entries.get(`media/picture-${index + 1}.jpeg`)!.equals(stored.rawPayload)).toBe(true);
    }
    const manifest = JSON.parse(entries.get('project.json')!.toString());
    expect(manifest.video).toEqual({
      file: 'video/pour-over-filmed.mp4',
      renderId: newer.id,
      format: '16:9',
      resolution: '720p',
      durationSeconds: 1,
      width: 320,
      height: 180,
    });
    expect(manifest.images.map((image: { file: string }) => image.file)).toEqual(['media/picture-1.jpeg', 'media/picture-2.jpeg']);
    expect(entries.get('media/photo-1.png')!.equals(photo)).toBe(true);
    expect(manifest.photos).toEqual([{ file: 'media/photo-1.png', uploadedAs: 'my kitchen.png' }]);
    expect(manifest.missing.join('\n')).not.toContain('video/');

    const chosen = await call('GET', `/projects/${created.id}/export?render=${older.id}`, user.headers);
    expect(chosen.statusCode).toBe(200);
    expect((await unzip(chosen.rawPayload)).get('video/pour-over-filmed.mp4')!.equals(older.bytes)).toBe(true);
  });

  it("refuses a render that is not a finished render of the project (404), another user's, and a bad id (400)", async () => {
    const user = await registerUser(ctx.app);
    const created = await newProject(user, 'First', 'A script.');
    const elsewhere = await newProject(user, 'Second', 'Another script.');
    const failed = await finishedRender(user, created.id, new Date('2026-12-01T10:00:00Z'), 'failed');
    const ofAnother = await finishedRender(user, elsewhere.id, new Date('2026-12-01T11:00:00Z'));
    for (const renderId of [failed.id, ofAnother.id]) {
      const refused = await call('GET', `/projects/${created.id}/export?render=${renderId}`, user.headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'RENDER_NOT_FOUND' });
    }
    const other = await registerUser(ctx.app);
    const theirs = await newProject(other, 'Theirs', 'Their script.');
    expect((await call('GET', `/projects/${theirs.id}/export?render=${ofAnother.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${elsewhere.id}/export?render=${ofAnother.id}`, other.headers)).statusCode).toBe(404);
    const bad = await call('GET', `/projects/${created.id}/export?render=latest`, user.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Render id must be a UUID' });
  });

  it('names the file after the title in plain letters', () => {
    expect(packageFileName('  ')).toBe('project-publish-package.zip');
    expect(packageFileName('Ünïcode & "quotes"/slashes')).toBe('unicode-quotes-slashes-publish-package.zip');
  });
});
