import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@shared/contracts/media';
import { shortsProblems, type ShortsTranscript } from '@shared/contracts/shorts';
import { renders as rendersTable } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { rendersApi } from '../../test/renders-api';
import { searched, SENTENCES, shortsApi, TALK_ARGS } from '../../test/shorts-api';
import { useTranscriptionTestServer } from '../../test/transcription-test-server';

describe('shorts from a long video', { timeout: 120_000 }, () => {
  const make = mediaMaker();
  const ctx = useTestApp({}, { DATA_DIR: ownDataDir() });
  const api = shortsApi(ctx);
  let clip: Buffer;
  beforeAll(async () => {
    clip = await make('talk.mp4', TALK_ARGS);
    await ctx.services.shorts.start({ embedded: false, concurrency: 1 });
  });

  it('reads the words from the captions beside the video and finds moments on their sentences, the question first', async () => {
    const user = await registerUser(ctx.app);
    const { projectId, video, jobId, job } = await api.captionedSearch(user, clip);
    expect(job).toMatchObject({ status: 'done', progress: 100, transcriptSource: 'captions', projectId, sourceId: video.id, count: 3 });
    expect(job.notice).toBeUndefined();
    expect(job.candidates.length).toBeGreaterThanOrEqual(1);
    expect(job.candidates.length).toBeLessThanOrEqual(3);
    // The question's sentence starts at 24 s: the best moment opens with it and takes the claim after it.
    expect(job.candidates[0]).toMatchObject({ start: 24, reason: expect.stringMatching(/^opens with a question/u) });
    expect(job.candidates[0]!.title).toBe('Why do most sourdough loaves fail so badly?');
    for (const candidate of job.candidates) {
      // Each starts where a sentence starts and ends where one ends (captions: n·4 s to n·4 + 3 s).
      expect(candidate.start % 4).toBe(0);
      expect(candidate.end % 4).toBe(3);
      expect(candidate.end - candidate.start).toBeGreaterThanOrEqual(15);
      expect(candidate.end - candidate.start).toBeLessThanOrEqual(20);
    }

    const transcript = (await api.get(user, `/shorts/${jobId}/transcript`)).json() as ShortsTranscript;
    expect(transcript.transcriptSource).toBe('captions');
    expect(transcript.words.filter((word) => word.sentenceEnd)).toHaveLength(10);
    expect(transcript.words[0]).toMatchObject({ text: 'We', start: 0 });
    // A motion reading for each second of the picture, for the editor's crop to follow.
    expect(transcript.motion).toHaveLength(Math.ceil(video.durationSeconds!));
    for (const second of transcript.motion)
      expect(second).toEqual({ x: expect.any(Number), y: expect.any(Number), amount: expect.any(Number) });
    expect((await api.get(user, `/projects/${projectId}/shorts`)).json()).toMatchObject({ jobs: [{ jobId, status: 'done' }] });
  });

  it('without captions or a speech-input engine, finds moments from the picture and sound alone and says so', async () => {
    const user = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, clip);
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 25 })).json() as { jobId: string };
    const job = await searched(ctx, user, jobId);
    expect(job).toMatchObject({ status: 'done', transcriptSource: 'none', notice: shortsProblems.noWords, count: 5, minSeconds: 15 });
    expect(job.candidates.length).toBeGreaterThanOrEqual(1);
    for (const candidate of job.candidates) {
      expect(candidate.reason).toMatch(/\(from the picture and sound alone\)$/u);
      // Cut in the tone's pauses (3.4–4.0 s, 7.4–8.0 s, …), never mid-tone.
      for (const edge of [candidate.start, candidate.end]) if (edge > 0 && edge < 40) expect(edge % 4).toBeGreaterThanOrEqual(3.4);
    }
    expect((await api.get(user, `/shorts/${jobId}/transcript`)).json()).toMatchObject({ transcriptSource: 'none', words: [] });
  });

  it('reads a render’s words from its own narration', async () => {
    const user = await registerUser(ctx.app);
    const project = await rendersApi(ctx).voicedProject(user);
    const voiced = (await api.get(user, `/projects/${project.id}`)).json() as { voiceovers: Array<{ id: string }> };
    // A finished render of the project: its MP4 in storage, its row as the renderer leaves it.
    const key = 'videos/ab/shorts-render-test.mp4';
    await ctx.deps.storage.put(key, clip, 'video/mp4');
    const [render] = await ctx.database.db
      .insert(rendersTable)
      .values({
        userId: user.user.id,
        projectId: project.id,
        voiceoverId: voiced.voiceovers[0]!.id,
        status: 'done',
        progress: 100,
        settings: { format: '16:9', resolution: '720p', captions: { enabled: true, style: 'bold' }, music: null, scenes: null },
        videoKey: key,
        durationSeconds: 40,
        width: 160,
        height: 90,
        bytes: clip.length,
        createdAt: new Date(),
        finishedAt: new Date(),
      })
      .returning();
    const { jobId } = (await api.ask(user, project.id, { sourceId: render!.id, minSeconds: 15, maxSeconds: 30 })).json() as {
      jobId: string;
    };
    const job = await searched(ctx, user, jobId);
    expect(job).toMatchObject({ status: 'done', transcriptSource: 'narration' });
    const transcript = (await api.get(user, `/shorts/${jobId}/transcript`)).json() as ShortsTranscript;
    expect(transcript.words.map((word) => word.text).join(' ')).toContain('Good beans.');
  });

  it('refuses what it cannot search, other users’ videos and searches, and bad lengths, with 4xx', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, clip);
    const theirs = await api.talk(stranger, clip);
    const png = await make('still.png', ['-f', 'lavfi', '-i', 'color=c=red:size=32x32', '-frames:v', '1']);
    const picture = (await api.media.upload(user, projectId, png, 'still.png')).json() as MediaItem;
    const short = await make('short.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=10', '-pix_fmt', 'yuv420p']);
    const shortVideo = (await api.media.upload(user, projectId, short, 'short.mp4')).json() as MediaItem;
    const otherProject = await api.media.project(user);

    expect((await api.ask(undefined, projectId, { sourceId: video.id })).statusCode).toBe(401);
    const notFound = { code: 'SHORTS_SOURCE_NOT_FOUND', message: shortsProblems.sourceNotFound };
    for (const [project, sourceId] of [
      [projectId, theirs.video.id],
      [projectId, picture.id],
      [otherProject, video.id],
      [projectId, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await api.ask(user, project, { sourceId });
      expect(refused.statusCode, sourceId).toBe(404);
      expect(refused.json()).toEqual(notFound);
    }
    expect((await api.ask(user, theirs.projectId, { sourceId: theirs.video.id })).statusCode).toBe(404);
    const tooShort = await api.ask(user, projectId, { sourceId: shortVideo.id, minSeconds: 15 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({ code: 'SOURCE_TOO_SHORT', message: shortsProblems.sourceNotLong });
    for (const body of [
      { sourceId: video.id, minSeconds: 40, maxSeconds: 30 },
      { sourceId: video.id, minSeconds: 10 },
      { sourceId: video.id, maxSeconds: 61 },
      { sourceId: video.id, count: 2 },
      { sourceId: video.id, count: 11 },
      { sourceId: video.id, minSeconds: 15.5 },
      { sourceId: 'nope' },
      { sourceId: video.id, extra: true },
    ]) {
      const refused = await api.ask(user, projectId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.ask(user, projectId, { sourceId: video.id, minSeconds: 40, maxSeconds: 30 })).json()).toMatchObject({
      message: shortsProblems.lengthOrder,
    });

    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id })).json() as { jobId: string };
    await searched(ctx, user, jobId);
    for (const url of [`/shorts/${jobId}`, `/shorts/${jobId}/transcript`]) {
      const refused = await api.get(stranger, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'SHORTS_NOT_FOUND' });
    }
    expect((await api.get(stranger, `/projects/${projectId}/shorts`)).statusCode).toBe(404);
  });
});

describe('shorts with a speech-input engine', { timeout: 120_000 }, () => {
  const server = useTranscriptionTestServer();
  const make = mediaMaker();
  const ctx = useTestApp({}, () => ({ STT_BASE_URL: server.origin, STT_TIMEOUT_MS: '10000', DATA_DIR: ownDataDir() }));
  const api = shortsApi(ctx);
  beforeAll(() => ctx.services.shorts.start({ embedded: false, concurrency: 1 }));

  it('transcribes a video without captions with word times, and finds its moments in those words', async () => {
    const user = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    // The engine hears each sentence in the 3 s its tone plays.
    const words = SENTENCES.flatMap((sentence, index) =>
      sentence.split(' ').map((word, at, all) => ({
        word: word.replace(/[.?]$/u, ''),
        start: index * 4 + (3 * at) / all.length,
        end: index * 4 + (3 * (at + 1)) / all.length,
      })),
    );
    server.answerEach(async () => ({ text: SENTENCES.join(' '), words }));
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20, count: 3 })).json() as {
      jobId: string;
    };
    const job = await searched(ctx, user, jobId);
    expect(job).toMatchObject({ status: 'done', transcriptSource: 'speech-input' });
    expect(server.requests.at(-1)?.fields).toMatchObject({ response_format: 'verbose_json', 'timestamp_granularities[]': 'word' });
    expect(job.candidates[0]).toMatchObject({ start: 24, reason: expect.stringMatching(/^opens with a question/u) });
    const transcript = (await api.get(user, `/shorts/${jobId}/transcript`)).json() as ShortsTranscript;
    // The engine's words took their punctuation back from its text.
    expect(transcript.words.find((word) => word.start === 24)?.text).toBe('Why');
    expect(transcript.words.filter((word) => word.sentenceEnd).map((word) => word.text)).toContain('badly?');
  });

  it('falls back to the picture and sound, saying why, when the engine gives no word times', async () => {
    const user = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    server.answerEach(async () => ({ text: SENTENCES.join(' ') }));
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20 })).json() as { jobId: string };
    const job = await searched(ctx, user, jobId);
    expect(job).toMatchObject({ status: 'done', transcriptSource: 'none' });
    expect(job.notice).toMatch(
      /^The speech-input engine could not read the words \(.+\)\. These moments were found from the picture and sound alone/u,
    );
    expect(job.candidates.length).toBeGreaterThan(0);
  });
});
