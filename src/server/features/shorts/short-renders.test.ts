import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_RENDERS_MAX, RENDERS_PENDING_MAX, type Render } from '@shared/contracts/renders';
import { shortBatchProblems, type ShortBatch } from '@shared/contracts/shorts';
import { renders as rendersTable, shortBatches, shortsJobs, type ShortRenderSettings } from '../../db/schema';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { payloadLink, recordedPayloads, webhookEndpointOf } from '../../test/webhook-endpoints';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { flatPictures, RENDER_WAIT_MS, rendersApi } from '../../test/renders-api';
import { searched, shortsApi, TALK_ARGS } from '../../test/shorts-api';
import { audioAt, level, loudnessOf } from '../../test/test-audio';
import { colourOf, distance, frameOf } from '../../test/video-frames';

const run = promisify(execFile);

/** The talk's sound: "So here is the idea." at 440 Hz, an "um" at 1200 Hz from 4 to 5 s, then "It works every time." at 660 Hz. */
const SAY = { idea: 440, um: 1200, works: 660 } as const;
const TALK_SRT = [
  '1\n00:00:00,000 --> 00:00:04,000\nSo here is the idea.\n',
  '2\n00:00:04,000 --> 00:00:05,000\num\n',
  '3\n00:00:05,000 --> 00:00:20,000\nIt works every time.\n',
].join('\n');
const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 60, b: 220 };

/** Twenty seconds of 320×180: red on the left half, blue on the right, saying the three parts. */
async function makeTalk(binaries: FfmpegBinaries, file: string) {
  const sound = `0.4*sin(2*PI*${SAY.idea}*t)*lt(t,4)+0.4*sin(2*PI*${SAY.um}*t)*between(t,4,5)*gt(5-t,0)+0.4*sin(2*PI*${SAY.works}*t)*gte(t,5)`;
  await run(binaries.ffmpeg, [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=0xDC1E1E:s=160x180:r=25:d=20',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x1E3CDC:s=160x180:r=25:d=20',
    ],
    ...['-f', 'lavfi', '-i', `aevalsrc='${sound}':s=48000:d=20`],
    ...['-filter_complex', '[0:v][1:v]hstack=inputs=2[v]', '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
}

async function batchWhen(
  ctx: TestContext,
  user: RegisteredUser,
  batchId: string,
  done: (batch: ShortBatch) => boolean,
): Promise<ShortBatch> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const batch = (
      await ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}`, headers: user.headers })
    ).json() as ShortBatch;
    if (done(batch)) return batch;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${batch.status} at ${batch.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Two shorts of seven seconds at 720×1280: most of a minute of ffmpeg at nice 10 on a busy 2-core machine.
describe('rendering shorts from the moments of a talk', { timeout: 240_000 }, () => {
  const ctx = useTestApp({}, { DATA_DIR: ownDataDir() });
  const api = shortsApi(ctx);
  // Made files (the talk, the shorts read back), removed with the block's data.
  const scratch = ownDataDir();
  const folder = () => scratch;
  let binaries: FfmpegBinaries;
  let talk: Buffer;
  beforeAll(async () => {
    binaries = (await ffmpegOnThisMachine())!;
    await makeTalk(binaries, join(folder(), 'talk.mp4'));
    await run(binaries.ffmpeg, ['-v', 'error', '-y', '-i', join(folder(), 'talk.mp4'), '-vn', '-c:a', 'copy', join(folder(), 'talk.m4a')]);
    talk = await readFile(join(folder(), 'talk.mp4'));
    await ctx.services.shorts.start({ embedded: false, concurrency: 1 });
    await ctx.services.renders.start({ embedded: false });
  });

  /** A project holding the talk with its captions, and the finished search of it. */
  async function searchedTalk(user: RegisteredUser) {
    const { projectId, video } = await api.talk(user, talk);
    await api.media.upload(user, projectId, Buffer.from(TALK_SRT), 'talk.srt', 'text/plain', { captionsFor: video.id });
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20 })).json() as { jobId: string };
    expect((await searched(ctx, user, jobId)).transcriptSource).toBe('captions');
    return { projectId, video, jobId };
  }
  const renderClips = (user: RegisteredUser, jobId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/shorts/${jobId}/renders`, headers: user.headers, payload });

  it('cuts a deleted word out, crops at the focus or fits over a blur, titles and captions it, at −14 LUFS', async () => {
    const user = await registerUser(ctx.app);
    const { projectId, jobId } = await searchedTalk(user);
    const endpointId = await webhookEndpointOf(ctx, user.user.id, ['shorts.ready', 'render.finished']);
    const asked = await renderClips(user, jobId, {
      format: '9:16',
      resolution: '720p',
      clips: [
        { start: 1, end: 9, cuts: [{ start: 4, end: 5 }], focus: { x: 0.9, y: 0.5 }, title: 'The one idea', captionStyle: 'boxed' },
        { start: 1, end: 9, fill: 'blur' },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { batchId, renders } = asked.json() as { batchId: string; renders: Array<{ id: string }> };
    expect(renders).toHaveLength(2);
    const batch = await batchWhen(ctx, user, batchId, (each) => each.status !== 'rendering');
    expect(batch).toMatchObject({ status: 'done', progress: 100, jobId, projectId });
    expect(batch.renders.map((render) => [render.id, render.status, render.format, render.width, render.height, render.title])).toEqual([
      [renders[0]!.id, 'done', '9:16', 720, 1280, 'The one idea'],
      [renders[1]!.id, 'done', '9:16', 720, 1280, null],
    ]);
    // The batch is told once, when its last short is done; no short is told as a video draft.
    expect(await recordedPayloads(ctx, endpointId)).toEqual([
      {
        type: 'shorts.ready',
        timestamp: expect.any(String),
        data: expect.objectContaining({
          batchId,
          projectId,
          searchId: jobId,
          status: 'done',
          shorts: batch.renders.map((render) =>
            expect.objectContaining({ renderId: render.id, status: 'done', videoUrl: payloadLink(ctx, render.videoUrl) }),
          ),
        }),
      },
    ]);
    // Shorts are their batch's: the project's video drafts do not list them.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/renders`, headers: user.headers })).json()).toEqual({
      renders: [],
    });

    const file = async (index: number) => {
      const path = join(folder(), `short-${index}.mp4`);
      const stored = await ctx.deps.storage.get(batch.renders[index]!.videoUrl!.replace(/^\/files\//u, ''));
      await writeFile(path, stored!.body);
      return path;
    };
    const cut = await file(0);
    // 8 s of the talk less the 1 s "um": 7 s, and its boundaries where the words are.
    expect(batch.renders[0]!.durationSeconds).toBeCloseTo(7, 1);
    const whole = await audioAt(binaries, cut, 0, 7);
    expect(level(whole, SAY.um)).toBeLessThan(level(whole, SAY.idea) / 20);
    expect(level(await audioAt(binaries, cut, 1, 1.8), SAY.idea)).toBeGreaterThan(0.05);
    expect(level(await audioAt(binaries, cut, 3.2, 0.6), SAY.works)).toBeGreaterThan(0.05);
    expect(level(await audioAt(binaries, cut, 2.5, 0.4), SAY.idea)).toBeGreaterThan(0.05);
    const loudness = await loudnessOf(binaries, cut);
    expect(loudness.integratedLufs).toBeGreaterThan(-15.5);
    expect(loudness.integratedLufs).toBeLessThan(-12.5);
    // Cropped at x 0.9: the blue right half fills the frame; the title covers the top for its first seconds only.
    const early = await frameOf(binaries.ffmpeg, cut, 1);
    expect(distance(colourOf(early, 0.1, 0.9, 0.4, 0.6), BLUE)).toBeLessThan(40);
    const late = await frameOf(binaries.ffmpeg, cut, 5);
    expect(distance(colourOf(late, 0.3, 0.7, 0.12, 0.19), BLUE)).toBeLessThan(20);
    expect(distance(colourOf(early, 0.3, 0.7, 0.12, 0.19), BLUE)).toBeGreaterThan(40);

    // Fitted over a blur: the whole talk shows across the middle, red beside blue.
    const fitted = await frameOf(binaries.ffmpeg, await file(1), 1);
    expect(distance(colourOf(fitted, 0.1, 0.4, 0.45, 0.55), RED)).toBeLessThan(50);
    expect(distance(colourOf(fitted, 0.6, 0.9, 0.45, 0.55), BLUE)).toBeLessThan(50);

    // Deleted with its videos.
    const keys = batch.renders.map((render) => render.videoUrl!.replace(/^\/files\//u, ''));
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/shorts/batches/${batchId}`, headers: user.headers })).statusCode).toBe(204);
    for (const key of keys) expect(await ctx.deps.storage.get(key)).toBeUndefined();
  });

  it('refuses clips it cannot render, a search still running, and other users’ searches and batches', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { jobId } = await searchedTalk(user);
    const clips = (clip: object) => ({ format: '9:16', resolution: '720p', clips: [{ start: 1, end: 5 }, clip] });
    for (const [clip, message] of [
      [{ start: 5, end: 4 }, shortBatchProblems.outOfRange],
      [{ start: 5, end: 22 }, shortBatchProblems.outOfRange],
      [{ start: 1, end: 3, cuts: [{ start: 1.2, end: 2.8 }] }, shortBatchProblems.tooShort],
    ] as const) {
      const refused = await renderClips(user, jobId, clips(clip));
      expect(refused.statusCode, JSON.stringify(clip)).toBe(400);
      expect(refused.json()).toEqual({ code: 'CLIP_NOT_RENDERABLE', message: `Clip 2: ${message}` });
    }
    for (const body of [
      { format: '16:9', resolution: '720p', clips: [{ start: 1, end: 5 }] },
      { format: '9:16', resolution: '720p', clips: [] },
      { format: '9:16', resolution: '720p', clips: Array.from({ length: 11 }, () => ({ start: 1, end: 5 })) },
      { format: '9:16', resolution: '720p', clips: [{ start: 1, end: 5, focus: { x: 2, y: 0 } }] },
      { format: '9:16', resolution: '720p', clips: [{ start: 1, end: 5, fill: 'stretch' }] },
    ]) {
      expect((await renderClips(user, jobId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const valid = { format: '1:1', resolution: '720p', clips: [{ start: 1, end: 5 }] };
    // A sound's moments are found, but a short needs a picture.
    const { projectId: soundProject, video: sound } = await api.talk(user, await readFile(join(folder(), 'talk.m4a')));
    const soundSearch = (await api.ask(user, soundProject, { sourceId: sound.id, minSeconds: 15, maxSeconds: 20 })).json() as {
      jobId: string;
    };
    expect((await searched(ctx, user, soundSearch.jobId)).status).toBe('done');
    const noPicture = await renderClips(user, soundSearch.jobId, valid);
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json()).toEqual({ code: 'SHORTS_NEED_A_PICTURE', message: shortBatchProblems.noPicture });
    const theirs = await renderClips(stranger, jobId, valid);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'SHORTS_NOT_FOUND' });

    await ctx.database.db.update(shortsJobs).set({ status: 'running' }).where(eq(shortsJobs.id, jobId));
    const early = await renderClips(user, jobId, valid);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'SHORTS_NOT_READY', message: shortBatchProblems.notReady });
    await ctx.database.db.update(shortsJobs).set({ status: 'done' }).where(eq(shortsJobs.id, jobId));

    const { batchId } = (await renderClips(user, jobId, valid)).json() as { batchId: string };
    // One batch at a time: the next waits for this one.
    const second = await renderClips(user, jobId, valid);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'SHORTS_RENDERING', message: shortBatchProblems.pending });
    for (const [method, url] of [
      ['GET', `/api/shorts/batches/${batchId}`],
      ['POST', `/api/shorts/batches/${batchId}/cancel`],
      ['DELETE', `/api/shorts/batches/${batchId}`],
    ] as const) {
      const refused = await ctx.app.inject({ method, url, headers: stranger.headers });
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'SHORT_BATCH_NOT_FOUND' });
    }
    // Canceled at once, every short of it; then deleted.
    const canceled = await ctx.app.inject({ method: 'POST', url: `/api/shorts/batches/${batchId}/cancel`, headers: user.headers });
    expect(canceled.json()).toMatchObject({ status: 'canceled', renders: [{ status: 'canceled' }] });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/shorts/batches/${batchId}`, headers: user.headers })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}`, headers: user.headers })).statusCode).toBe(404);
  });
});

describe('video drafts beside a batch of shorts', { timeout: 240_000 }, () => {
  const make = mediaMaker();
  const ctx = useTestApp({ images: flatPictures }, { DATA_DIR: ownDataDir() });
  const api = shortsApi(ctx);
  const drafts = rendersApi(ctx);
  beforeAll(() => ctx.services.shorts.start({ embedded: false, concurrency: 1 }));

  it('keep their own limits and list while a batch waits, and render in turn; the batches list as each reads alone', async () => {
    const user = await registerUser(ctx.app);
    const { projectId: talkProject, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    const { jobId } = (await api.ask(user, talkProject, { sourceId: video.id })).json() as { jobId: string };
    expect((await searched(ctx, user, jobId)).status).toBe('done');
    // A narrated project that keeps as many shorts as a project keeps drafts, in two batches long rendered.
    const project = await drafts.voicedProject(user);
    const short: ShortRenderSettings = {
      jobId,
      sourceKey: 'videos/gone.mp4',
      spans: [{ start: 1, end: 2 }],
      focus: { x: 0.5, y: 0.5 },
      fill: 'crop',
      title: null,
      words: [],
    };
    const kept = await ctx.database.db
      .insert(shortBatches)
      .values(
        [0, 1].map((index) => ({ userId: user.user.id, projectId: project.id, jobId, createdAt: new Date(Date.now() + index * 1000) })),
      )
      .returning();
    await ctx.database.db.insert(rendersTable).values(
      Array.from({ length: PROJECT_RENDERS_MAX }, (_, index) => ({
        userId: user.user.id,
        projectId: project.id,
        batchId: kept[index % 2]!.id,
        status: 'done' as const,
        progress: 100,
        settings: {
          format: '1:1' as const,
          resolution: '720p' as const,
          captions: { enabled: false, style: 'bold' },
          music: null,
          scenes: null,
          short,
        },
        createdAt: new Date(Date.now() + index),
        finishedAt: new Date(),
      })),
    );
    // The project's batches, newest first, each as it is read alone.
    const alone = async (batchId: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/shorts/batches/${batchId}`, headers: user.headers })).json() as ShortBatch;
    const batches = (
      await ctx.app.inject({ method: 'GET', url: `/api/projects/${project.id}/shorts/batches`, headers: user.headers })
    ).json() as { batches: ShortBatch[] };
    expect(batches).toEqual({ batches: [await alone(kept[1]!.id), await alone(kept[0]!.id)] });
    expect(batches.batches.map((batch) => batch.renders.length)).toEqual([PROJECT_RENDERS_MAX / 2, PROJECT_RENDERS_MAX / 2]);
    // As many shorts waiting as the user may have drafts waiting (no render workers yet: they stay queued).
    const batched = await ctx.app.inject({
      method: 'POST',
      url: `/api/shorts/${jobId}/renders`,
      headers: user.headers,
      payload: { format: '1:1', resolution: '720p', clips: Array.from({ length: RENDERS_PENDING_MAX }, () => ({ start: 1, end: 2 })) },
    });
    expect(batched.statusCode, batched.body).toBe(202);

    const asked = await drafts.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { render } = asked.json() as { render: Render };
    const listed = (await drafts.call('GET', `/projects/${project.id}/renders`, user.headers)).json() as { renders: Render[] };
    expect(listed.renders.map((each) => each.id)).toEqual([render.id]);
    // It renders in its turn: one render of the user's at a time, the shorts asked for before it first.
    await ctx.services.renders.start({ embedded: false });
    // Behind the three shorts asked for before it: on a busy machine, up to three renders' time.
    const done = await drafts.waitFor(user, render.id, undefined, 3 * RENDER_WAIT_MS);
    expect(done.status, done.error).toBe('done');
  });
});
