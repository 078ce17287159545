import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_MAX_BYTES } from '@shared/catalog/thumbnails';
import { shortBatchProblems, type ShortBatch } from '@shared/contracts/shorts';
import { renders, shortBatches, type RenderSettings, type StoredWord } from '../../../db/schema';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { useTestApp } from '../../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../../test/factories';
import { ownDataDir } from '../../../test/media-api';
import { searched, shortsApi } from '../../../test/shorts-api';
import { unzip } from '../../../test/unzip';

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

// Two shorts of five and six seconds at 720×1280: most of a minute of ffmpeg at nice 10 on a busy 2-core machine.
describe('GET /api/shorts/batches/{batchId}/package', { timeout: 240_000 }, () => {
  const ctx = useTestApp({}, { DATA_DIR: ownDataDir() });
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
    const coffee: StoredWord[] = ['Fresh', 'coffee', 'beans', 'need', 'a', 'good', 'grinder.'].map((text, index) => ({
      text,
      startMs: index * 250,
      endMs: index * 250 + 200,
      ...(text.endsWith('.') ? { endsSentence: true as const } : {}),
    }));
    const { batchId, rows, clip } = await batchOf(user, [
      { status: 'failed' },
      { status: 'done', words: coffee },
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
});
