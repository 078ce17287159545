import decode from '@audio/decode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_MAX_BYTES } from '@shared/catalog/thumbnails';
import { project as projectSchema, projectSeoAnalysis, type Project } from '@shared/contracts/projects';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { packageFileName } from './export-package';
import { sectionedScript } from './test-scripts';
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
      missing: [],
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
    expect(manifest.missing).toHaveLength(3);
    expect(manifest.missing.join('\n')).toMatch(/not been voiced.*\n.*no thumbnails.*\n.*no SEO analysis/s);
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

  it('names the file after the title in plain letters', () => {
    expect(packageFileName('  ')).toBe('project-publish-package.zip');
    expect(packageFileName('Ünïcode & "quotes"/slashes')).toBe('unicode-quotes-slashes-publish-package.zip');
  });
});
