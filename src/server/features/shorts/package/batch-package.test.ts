import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { THUMBNAIL_MAX_BYTES } from '@shared/catalog/thumbnails';
import { shortBatchProblems, type ShortBatch } from '@shared/contracts/shorts';
import { renders, shortBatches, users, type RenderSettings, type StoredWord } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import type { FileStorage, RequestedRange, StoredFile } from '../../../providers/storage/file-storage';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { ORDINARY_ACCOUNTS, useTestApp } from '../../../test/build-test-app';
import { freshHeaders, registerUser, type RegisteredUser } from '../../../test/factories';
import { ownDataDir } from '../../../test/media-api';
import { searched, shortsApi } from '../../../test/shorts-api';
import { unzip } from '../../../test/unzip';
import { createShortBatchPackage, type ShortBatchPackageDeps } from './batch-package';

const run = promisify(execFile);

/** Five sentences of three seconds, each followed by a second of silence. */
const SENTENCES = [
  'Sleep matters more than most people think.',
  'Deep sleep repairs the body and clears the brain.',
  'Good sleep habits protect your health.',
  'A dark quiet room helps deep sleep.',
  'Sleep well and wake up ready.',
];
const srtTime = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')},000`;
const TALK_SRT = SENTENCES.map(
  (sentence, index) => `${index + 1}\n${srtTime(index * 4)} --> ${srtTime(index * 4 + 3)}\n${sentence}\n`,
).join('\n');

/** Twenty seconds of plain blue at 320×180 with a tone while each sentence is said. */
async function makeTalk(binaries: FfmpegBinaries, file: string) {
  await run(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1E3CDC:s=320x180:r=25:d=20'],
    ...['-f', 'lavfi', '-i', "aevalsrc='0.4*sin(2*PI*440*t)*lt(mod(t,4),3)':s=48000:d=20"],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
}

/** Pixels of a JPEG's region (shares of its size) in the title's yellow (#FFE600), as a share of the region. */
async function yellowShare(jpeg: Buffer, top: number, bottom: number): Promise<number> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let yellow = 0;
  let count = 0;
  for (let y = Math.floor(info.height * top); y < Math.floor(info.height * bottom); y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      if (data[at]! > 200 && data[at + 1]! > 180 && data[at + 2]! < 90) yellow++;
      count++;
    }
  }
  return yellow / count;
}

const keyOf = (url: string) => url.replace(/^\/files\//u, '');

/** Seven words said in under two seconds, one sentence. */
const COFFEE: StoredWord[] = ['Fresh', 'coffee', 'beans', 'need', 'a', 'good', 'grinder.'].map((text, index) => ({
  text,
  startMs: index * 250,
  endMs: index * 250 + 200,
  ...(text.endsWith('.') ? { endsSentence: true as const } : {}),
}));

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** A log that keeps its warnings (the package writes only warnings). */
function warnings() {
  const logged: Array<{ err?: unknown }> = [];
  const log = { warn: (fields: { err?: unknown }) => logged.push(fields) } as unknown as ShortBatchPackageDeps['log'];
  return { logged, log };
}

// Two shorts of five and six seconds at 720×1280: most of a minute of ffmpeg at nice 10 on a busy 2-core machine.
describe('GET /api/shorts/batches/{batchId}/package', { timeout: 240_000 }, () => {
  // Ordinary accounts: the first one registered is no administrator, whom no trial ends for.
  const ctx = useTestApp({}, { DATA_DIR: ownDataDir(), ...ORDINARY_ACCOUNTS });
  const api = shortsApi(ctx);
  const scratch = ownDataDir();
  let binaries: FfmpegBinaries;
  let talk: Buffer;
  beforeAll(async () => {
    binaries = (await ffmpegOnThisMachine())!;
    await makeTalk(binaries, join(scratch, 'talk.mp4'));
    talk = await readFile(join(scratch, 'talk.mp4'));
    await ctx.services.shorts.start({ embedded: false, concurrency: 1 });
    await ctx.services.renders.start({ embedded: false });
  });

  const packageOf = (user: RegisteredUser, batchId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}/package`, headers: user.headers });

  async function batchWhen(user: RegisteredUser, batchId: string, done: (batch: ShortBatch) => boolean): Promise<ShortBatch> {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const batch = (await api.get(user, `/shorts/batches/${batchId}`)).json() as ShortBatch;
      if (done(batch)) return batch;
      if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${batch.status} at ${batch.progress}%`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('packages each finished short with its video, title, description with hashtags and a titled cover, and lists them', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, talk);
    await api.media.upload(user, projectId, Buffer.from(TALK_SRT), 'talk.srt', 'text/plain', { captionsFor: video.id });
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20 })).json() as { jobId: string };
    expect((await searched(ctx, user, jobId)).transcriptSource).toBe('captions');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/shorts/${jobId}/renders`,
      headers: user.headers,
      payload: {
        format: '9:16',
        resolution: '720p',
        clips: [
          { start: 0, end: 6, title: 'Why sleep matters' },
          // The second's pause after its first sentence is cut out.
          { start: 8, end: 14, cuts: [{ start: 11.2, end: 11.8 }] },
        ],
      },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { batchId } = asked.json() as { batchId: string };

    // Nothing to download before a short has finished, and never another user's batch.
    const early = await packageOf(user, batchId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'SHORT_BATCH_NOT_RENDERED', message: shortBatchProblems.notRenderedYet });
    const theirs = await packageOf(stranger, batchId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'SHORT_BATCH_NOT_FOUND' });

    const batch = await batchWhen(user, batchId, (each) => each.status !== 'rendering');
    expect(batch.status).toBe('done');
    const answer = await packageOf(user, batchId);
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="my-own-footage-shorts-${batch.createdAt.slice(0, 10)}.zip"`);
    expect(answer.headers['cache-control']).toBe('no-store');

    const entries = await unzip(answer.rawPayload);
    const first = '01-why-sleep-matters';
    const second = '02-good-sleep-habits-protect-your-health';
    const each = ['short.mp4', 'title.txt', 'description.txt', 'thumbnail.jpg'];
    expect([...entries.keys()].sort()).toEqual(
      ['batch.json', ...each.map((name) => `${first}/${name}`), ...each.map((name) => `${second}/${name}`)].sort(),
    );

    // The videos are the stored renders, byte for byte.
    for (const [index, folder] of [first, second].entries()) {
      const stored = await ctx.deps.storage.get(keyOf(batch.renders[index]!.videoUrl!));
      expect(entries.get(`${folder}/short.mp4`)!.equals(Buffer.concat(await stored!.body.toArray()))).toBe(true);
    }

    // Titles: the hook title, or the first sentence the short says.
    expect(entries.get(`${first}/title.txt`)!.toString()).toBe('Why sleep matters\n');
    expect(entries.get(`${second}/title.txt`)!.toString()).toBe('Good sleep habits protect your health\n');

    // Descriptions: what is said, the length and where it came from, then hashtags from its words.
    const descriptions = [first, second].map((folder) => entries.get(`${folder}/description.txt`)!.toString());
    expect(descriptions[0]).toMatch(/^Sleep matters more than most people think\. Deep sleep repairs/u);
    expect(descriptions[0]).toContain('Length 0:06: cut from 0:00 to 0:06 of the full video.');
    expect(descriptions[1]).toContain('Length 0:05: cut from 0:08 to 0:14 of the full video (one part cut out).');
    for (const description of descriptions) {
      const hashtags = description.trim().split('\n').at(-1)!.split(' ');
      expect(hashtags.length).toBeGreaterThanOrEqual(1);
      for (const hashtag of hashtags) expect(hashtag).toMatch(/^#[\p{L}\p{N}]{3,30}$/u);
      expect(hashtags.some((hashtag) => /sleep/iu.test(hashtag))).toBe(true);
    }

    // Covers: JPEGs at the short's size, the title in yellow across the upper middle, over the blue of the short.
    for (const folder of [first, second]) {
      const jpeg = entries.get(`${folder}/thumbnail.jpg`)!;
      expect(jpeg.length).toBeLessThan(THUMBNAIL_MAX_BYTES);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 1280 });
      expect(await yellowShare(jpeg, 0.22, 0.58)).toBeGreaterThan(0.02);
      expect(await yellowShare(jpeg, 0.65, 1)).toBeLessThan(0.001);
    }

    const manifest = JSON.parse(entries.get('batch.json')!.toString());
    expect(manifest).toMatchObject({ batchId, projectId, project: 'My own footage', status: 'done', missing: [] });
    expect(manifest.clips).toEqual([
      {
        order: 1,
        folder: `${first}/`,
        renderId: batch.renders[0]!.id,
        title: 'Why sleep matters',
        titleFrom: 'hook',
        start: 0,
        end: 6,
        durationSeconds: expect.closeTo(6, 0),
        cuts: 0,
        format: '9:16',
        width: 720,
        height: 1280,
        hashtags: descriptions[0]!.trim().split('\n').at(-1)!.split(' '),
        files: each.map((name) => `${first}/${name}`),
      },
      {
        order: 2,
        folder: `${second}/`,
        renderId: batch.renders[1]!.id,
        title: 'Good sleep habits protect your health',
        titleFrom: 'words',
        start: 8,
        end: 14,
        durationSeconds: expect.closeTo(5.4, 0),
        cuts: 1,
        format: '9:16',
        width: 720,
        height: 1280,
        hashtags: descriptions[1]!.trim().split('\n').at(-1)!.split(' '),
        files: each.map((name) => `${second}/${name}`),
      },
    ]);
    expect([...manifest.files].sort()).toEqual([...entries.keys()].sort());
  });

  /** A batch of the user's project as the render worker leaves it: rows of the given statuses, the finished ones' videos stored. */
  async function batchOf(
    user: RegisteredUser,
    shorts: Array<{ status: 'done' | 'failed' | 'canceled'; words?: StoredWord[]; stored?: boolean }>,
  ) {
    const projectId = await api.media.project(user);
    const createdAt = new Date();
    const [batch] = await ctx.database.db
      .insert(shortBatches)
      .values({ userId: user.user.id, projectId, jobId: randomUUID(), createdAt })
      .returning();
    const clip = join(scratch, `${randomUUID()}.mp4`);
    await run(binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x1E3CDC:s=360x640:r=25:d=2', '-pix_fmt', 'yuv420p', clip]);
    const rows = [];
    for (const [index, short] of shorts.entries()) {
      const key = `videos/${randomUUID()}.mp4`;
      if (short.status === 'done' && short.stored !== false) await ctx.deps.storage.putFile(key, clip, 'video/mp4');
      const settings: RenderSettings = {
        format: '9:16',
        resolution: '720p',
        captions: { enabled: true, style: 'bold' },
        music: null,
        scenes: null,
        short: {
          jobId: batch!.jobId,
          sourceKey: 'media/source.mp4',
          spans: [{ start: 30 + index * 10, end: 32 + index * 10 }],
          focus: { x: 0.5, y: 0.5 },
          fill: 'crop',
          title: null,
          words: short.words ?? [],
        },
      };
      const [row] = await ctx.database.db
        .insert(renders)
        .values({
          userId: user.user.id,
          projectId,
          batchId: batch!.id,
          status: short.status,
          progress: short.status === 'done' ? 100 : 40,
          settings,
          videoKey: short.status === 'done' ? key : null,
          durationSeconds: short.status === 'done' ? 2 : null,
          width: short.status === 'done' ? 360 : null,
          height: short.status === 'done' ? 640 : null,
          error: short.status === 'failed' ? 'The short could not be rendered.' : null,
          createdAt: new Date(createdAt.getTime() + index),
          finishedAt: createdAt,
        })
        .returning();
      rows.push(row!);
    }
    return { batchId: batch!.id, rows, clip: await readFile(clip) };
  }

  it('lists the shorts that did not finish and a video that has gone under missing, and refuses a batch with none finished', async () => {
    const user = await registerUser(ctx.app);
    const { batchId, rows, clip } = await batchOf(user, [
      { status: 'failed' },
      { status: 'done', words: COFFEE },
      { status: 'canceled' },
      { status: 'done', stored: false },
    ]);
    const answer = await packageOf(user, batchId);
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    const entries = await unzip(answer.rawPayload);
    const folder = '02-fresh-coffee-beans-need-a-good-grinder';
    const gone = '04-short-4';
    expect([...entries.keys()].sort()).toEqual(
      [
        'batch.json',
        `${folder}/description.txt`,
        `${folder}/short.mp4`,
        `${folder}/thumbnail.jpg`,
        `${folder}/title.txt`,
        `${gone}/description.txt`,
        `${gone}/title.txt`,
      ].sort(),
    );
    expect(entries.get(`${folder}/short.mp4`)!.equals(clip)).toBe(true);
    expect(await sharp(entries.get(`${folder}/thumbnail.jpg`)!).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 640 });
    expect(entries.get(`${folder}/description.txt`)!.toString()).toMatch(
      /^Fresh coffee beans need a good grinder\.\n\nLength 0:02: cut from 0:40 to 0:42 of the full video\.\n\n#.*Coffee/u,
    );
    // A short without words has no hashtags to take from them.
    expect(entries.get(`${gone}/description.txt`)!.toString()).toBe('Length 0:02: cut from 1:00 to 1:02 of the full video.\n');

    const manifest = JSON.parse(entries.get('batch.json')!.toString());
    expect(manifest.clips.map((each: { order: number; title: string }) => [each.order, each.title])).toEqual([
      [2, 'Fresh coffee beans need a good grinder'],
      [4, 'Short 4'],
    ]);
    expect(manifest.missing).toEqual([
      { order: 1, renderId: rows[0]!.id, title: null, status: 'failed', why: 'it failed to render: The short could not be rendered.' },
      { order: 3, renderId: rows[2]!.id, title: null, status: 'canceled', why: 'it was canceled before it finished rendering' },
      { order: 4, renderId: rows[3]!.id, title: 'Short 4', file: `${gone}/short.mp4`, why: 'the stored video could not be found' },
      { order: 4, renderId: rows[3]!.id, title: 'Short 4', file: `${gone}/thumbnail.jpg`, why: 'there is no video to take a frame from' },
    ]);

    // None finished: nothing to download.
    const none = await batchOf(user, [{ status: 'failed' }, { status: 'canceled' }]);
    const refused = await packageOf(user, none.batchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'SHORT_BATCH_NOT_RENDERED', message: shortBatchProblems.noneRendered });
    // Another user's, or no such batch: the same 404.
    const stranger = await registerUser(ctx.app);
    for (const id of [batchId, randomUUID()]) {
      const notTheirs = await packageOf(stranger, id);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json()).toEqual({ code: 'SHORT_BATCH_NOT_FOUND', message: shortBatchProblems.notFound });
    }
    expect((await packageOf(user, 'nope')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}/package` })).statusCode).toBe(401);
  });

  /** The package maker on this app's services, with some of its parts replaced. */
  const packageWith = (parts: Partial<ShortBatchPackageDeps>) =>
    createShortBatchPackage({
      ...ctx.deps,
      renders: ctx.services.renders,
      projects: ctx.services.projects,
      seo: ctx.services.seo,
      ...parts,
    });
  const rowOf = async (user: RegisteredUser) => (await ctx.database.db.select().from(users).where(eq(users.id, user.user.id)))[0]!;

  it('leaves out hashtags it could not have, in fixed words (the error goes to the log); heavy work refused refuses the package', async () => {
    const user = await registerUser(ctx.app);
    const { batchId, rows } = await batchOf(user, [{ status: 'done', words: COFFEE }]);
    const { logged, log } = warnings();
    const failure = new Error('analysis thread 3 exited at /srv/genesis/seo-worker.js');
    const make = packageWith({ log, seo: { analyzeOffline: () => Promise.reject(failure) } });
    const entries = await unzip(await bytesOf((await make(await rowOf(user), batchId)).stream));

    const folder = '01-fresh-coffee-beans-need-a-good-grinder';
    expect([...entries.keys()].sort()).toEqual(
      ['batch.json', ...['description.txt', 'short.mp4', 'thumbnail.jpg', 'title.txt'].map((name) => `${folder}/${name}`)].sort(),
    );
    expect(entries.get(`${folder}/description.txt`)!.toString()).toBe(
      'Fresh coffee beans need a good grinder.\n\nLength 0:02: cut from 0:30 to 0:32 of the full video.\n',
    );
    const manifest = JSON.parse(entries.get('batch.json')!.toString());
    expect(manifest.clips[0].hashtags).toEqual([]);
    expect(manifest.missing).toEqual([
      {
        order: 1,
        renderId: rows[0]!.id,
        title: 'Fresh coffee beans need a good grinder',
        file: `${folder}/description.txt`,
        part: 'hashtags',
        why: 'the analysis of its words for hashtags failed; download the batch again to try once more',
      },
    ]);
    expect(logged.map((fields) => fields.err)).toEqual([failure]);

    // The user's analyses all running: the package as a whole is refused, to be asked for again (Retry-After).
    const busy = new HttpError(429, 'ANALYSIS_IN_PROGRESS', 'Your earlier analyses are still running.', { retryAfterSeconds: 1 });
    await expect(packageWith({ seo: { analyzeOffline: () => Promise.reject(busy) } })(await rowOf(user), batchId)).rejects.toBe(busy);
  });

  it('names a cover it could not make in fixed words, never the error’s own (that goes to the log)', async () => {
    const user = await registerUser(ctx.app);
    const { batchId, rows } = await batchOf(user, [{ status: 'done' }]);
    const missingOf = async (parts: Partial<ShortBatchPackageDeps>) => {
      const entries = await unzip(await bytesOf((await packageWith(parts)(await rowOf(user), batchId)).stream));
      return JSON.parse(entries.get('batch.json')!.toString()).missing;
    };
    const cover = (why: string) => [{ order: 1, renderId: rows[0]!.id, title: 'Short 1', file: '01-short-1/thumbnail.jpg', why }];

    const { logged, log } = warnings();
    const broken = { ...binaries, ffmpeg: join(scratch, 'no-such-ffmpeg') };
    expect(await missingOf({ log, video: async () => broken })).toEqual(cover('no frame of the short could be decoded'));
    expect(logged).toHaveLength(1);
    expect(String(logged[0]!.err)).toContain('no-such-ffmpeg');
    expect(await missingOf({ video: async () => undefined })).toEqual(cover('covers cannot be made on this server (it has no ffmpeg)'));
  });

  it('reads a video’s size from its first byte, and closes a video opened after the download was given up', async () => {
    const user = await registerUser(ctx.app);
    const { batchId, rows } = await batchOf(user, [{ status: 'done' }]);
    const key = rows[0]!.videoKey!;
    const { storage } = ctx.deps;
    const asked: Array<RequestedRange | undefined> = [];
    const watched = (get: FileStorage['get']): FileStorage => ({
      put: (...args) => storage.put(...args),
      putFile: (...args) => storage.putFile(...args),
      remove: (removed) => storage.remove(removed),
      get: (got, range) => {
        if (got === key) asked.push(range);
        return get(got, range);
      },
    });

    // Its size, then the whole video for the cover and for the ZIP.
    await bytesOf((await packageWith({ storage: watched((got, range) => storage.get(got, range)) })(await rowOf(user), batchId)).stream);
    expect(asked).toEqual([{ start: 0, end: 0 }, undefined, undefined]);

    // The video opens slowly; the client leaves meanwhile.
    let opened: ((file: StoredFile | undefined) => void) | undefined;
    const slow = watched((got, range) =>
      got === key && !range ? new Promise<StoredFile | undefined>((resolve) => (opened = resolve)) : storage.get(got, range),
    );
    const { stream } = await packageWith({ storage: slow, video: async () => undefined })(await rowOf(user), batchId);
    stream.resume();
    await vi.waitFor(() => expect(opened).toBeDefined());
    stream.destroy();
    const video = (await storage.get(key))!;
    opened!(video);
    await vi.waitFor(() => expect(video.body.destroyed).toBe(true));
    expect(video.body.readableEnded).toBe(false);
  });

  // Last: it moves the clock past the trial.
  it('is made for a user whose trial has ended (what they rendered is theirs to download), hashtags and all', async () => {
    const user = await registerUser(ctx.app);
    const { batchId } = await batchOf(user, [{ status: 'done', words: COFFEE }]);
    ctx.clock.advance(2 * TRIAL_DURATION_MS);
    const headers = await freshHeaders(ctx.app, user);
    // Lapsed: new work is refused.
    const analysis = await ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', headers, payload: { content: 'Fresh coffee.' } });
    expect(analysis.statusCode).toBe(402);
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}/package`, headers });
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    const entries = await unzip(answer.rawPayload);
    expect(entries.get('01-fresh-coffee-beans-need-a-good-grinder/description.txt')!.toString()).toMatch(/\n\n#.*Coffee/u);
    expect(JSON.parse(entries.get('batch.json')!.toString()).missing).toEqual([]);
  });
});
