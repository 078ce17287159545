import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShortsJob } from '@shared/contracts/shorts';
import { createHeavyWork, type HeavyWork } from '../../app/heavy-work';
import { HttpError } from '../../http/http-error';
import { createInProcessCounters } from '../../providers/shared-counters/in-process-counters';
import type { TextEngine } from '../../providers/text';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { SENTENCES, shortsApi, TALK_ARGS, TALK_SRT } from '../../test/shorts-api';
import type { ModelPicksAnswer } from './moments/model-picks';

/** The studio's heavy work, with the refusals it gave (429: the user's places of that kind taken). */
function watchedHeavyWork() {
  const real = createHeavyWork(createInProcessCounters(), 4);
  const refused: Array<{ userId: string; kind: string }> = [];
  const heavyWork: HeavyWork = {
    max: real.max,
    get running() {
      return real.running;
    },
    async run(userId, kind, work) {
      try {
        return await real.run(userId, kind, work);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) refused.push({ userId, kind });
        throw error;
      }
    },
  };
  return { heavyWork, refused };
}

/** The generations metric's count for the labels given, e.g. `kind="content",engine="openai-compatible",outcome="ok"`. */
async function generations(ctx: TestContext, labels: string): Promise<number> {
  const text = await ctx.deps.metrics.registry.getSingleMetricAsString('genesis_generations_total');
  const line = text.split('\n').find((each) => each.startsWith(`genesis_generations_total{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Three picks that fit the captioned talk (ten sentences, n·4 s to n·4 + 3 s) at 15–20 s. */
const FITTING: ModelPicksAnswer['clips'] = [
  { firstSentence: 7, lastSentence: 10, title: 'Why your sourdough fails', reason: 'A question answered with a number.' },
  { firstSentence: 1, lastSentence: 4, title: 'The usual things, part one', reason: 'Sets the scene.' },
];

describe('shorts with a text model connected', { timeout: 120_000 }, () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const make = mediaMaker();
  const { heavyWork, refused } = watchedHeavyWork();
  const ctx = useTestApp({ heavyWork }, () => ({
    OPENAI_BASE_URL: server.baseUrl,
    TEXT_MODEL: 'shorts-model',
    TEXT_MAX_RETRIES: '0',
    DATA_DIR: ownDataDir(),
  }));
  const api = shortsApi(ctx);
  let clip: Buffer;
  beforeAll(async () => {
    clip = await make('talk.mp4', TALK_ARGS);
    await ctx.services.shorts.start({ embedded: false, concurrency: 1 });
  });

  /** A search of the captioned talk (ten sentences, n·4 s to n·4 + 3 s), for 15–20 s clips. */
  const search = async () => (await api.captionedSearch(await registerUser(ctx.app), clip)).job;

  it('shows the model’s picks, on the transcript’s sentences, with its titles', async () => {
    server.reply({
      text: JSON.stringify({
        clips: [
          { firstSentence: 7, lastSentence: 10, title: 'Why your sourdough fails', reason: 'A question answered with a number.' },
          { firstSentence: 1, lastSentence: 4, title: 'The usual things, part one', reason: 'Sets the scene.' },
        ],
      }),
    });
    const job = await search();

    expect(job).toMatchObject({ status: 'done', transcriptSource: 'captions', pickedBy: 'model', pickedByModel: 'shorts-model' });
    expect(job.notice).toBeUndefined();
    expect(job.candidates).toEqual([
      {
        id: expect.any(String),
        start: 24,
        end: 39,
        score: expect.any(Number),
        reason: 'A question answered with a number (picked by shorts-model)',
        title: 'Why your sourdough fails',
      },
      {
        id: expect.any(String),
        start: 0,
        end: 15,
        score: expect.any(Number),
        reason: 'Sets the scene (picked by shorts-model)',
        title: 'The usual things, part one',
      },
    ]);
    // The question's run scores as the offline finder scores it: above the run of plain sentences.
    expect(job.candidates[0]!.score).toBeGreaterThan(job.candidates[1]!.score);

    const brief = server.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(brief).toContain('Choose 3 clips for shorts');
    expect(brief).toContain(`[7] 24.0–27.0 ${SENTENCES[6]}`);
    expect(server.requests[0]?.body.response_format?.type).toBe('json_schema');
  });

  it('asks the model in one of the user’s places of heavy work, waiting while they are taken, and counts the call', async () => {
    const okLabels = `kind="content",engine="${ctx.deps.engines.text('scripts')!.engine}",outcome="ok"`;
    const before = await generations(ctx, okLabels);
    server.reply({ text: JSON.stringify({ clips: FITTING }) });
    const user = await registerUser(ctx.app);
    // Both of the user's 'seo' places held (two analyses running) until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = [heavyWork.run(user.user.id, 'seo', () => held), heavyWork.run(user.user.id, 'seo', () => held)];
    const searching = api.captionedSearch(user, clip);

    await vi.waitFor(() => expect(refused).toContainEqual({ userId: user.user.id, kind: 'seo' }), { timeout: 60_000, interval: 50 });
    expect(server.requests).toHaveLength(0);
    release();
    await Promise.all(holding);

    const { job } = await searching;
    expect(job).toMatchObject({ status: 'done', pickedBy: 'model', pickedByModel: 'shorts-model' });
    expect(server.requests).toHaveLength(1);
    expect(await generations(ctx, okLabels)).toBe(before + 1);
  });

  it('refuses an answer that does not fit the transcript: the studio’s own picks, and a notice that says why', async () => {
    server.reply({
      text: JSON.stringify({
        clips: [
          { firstSentence: 7, lastSentence: 10, title: 'Why your sourdough fails', reason: 'A question answered.' },
          { firstSentence: 1, lastSentence: 6, title: 'Too long by far', reason: 'Everything at once.' },
        ],
      }),
    });
    const job = await search();

    expect(job).toMatchObject({
      status: 'done',
      transcriptSource: 'captions',
      pickedBy: 'offline',
      notice:
        'The text model’s picks did not fit the transcript (clip 2 runs 23 s, over the 20 s asked), so these are the studio’s own picks.',
    });
    expect(job.pickedByModel).toBeUndefined();
    expect(job.candidates[0]).toMatchObject({
      start: 24,
      reason: expect.stringMatching(/^opens with a question/u),
      title: SENTENCES[6],
    });
    expect(job.candidates.every((candidate) => !candidate.reason.includes('picked by'))).toBe(true);
  });
});

describe('a search stopped once the text model has answered', { timeout: 120_000 }, () => {
  const make = mediaMaker();
  let asked = 0;
  let stopping: Promise<void> | undefined;
  // The answer comes back just as this instance stops: the stop's signal is aborted before the picks are made.
  const text: TextEngine = {
    engine: 'openai',
    model: 'shorts-model',
    generate: () => Promise.reject(new Error('not asked in this test')),
    stream: () => {
      throw new Error('not asked in this test');
    },
    async generateObject({ schema, signal }) {
      asked += 1;
      stopping = ctx.deps.jobs.stop();
      if (signal && !signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return schema.parse({ clips: FITTING });
    },
    close: async () => {},
  };
  const ctx = useTestApp({ text }, () => ({ DATA_DIR: ownDataDir() }));
  const api = shortsApi(ctx);

  it('is finished with the model’s picks, not asked for again (which would ask the model again)', async () => {
    const clip = await make('talk.mp4', TALK_ARGS);
    await ctx.services.shorts.start({ embedded: false, concurrency: 1 });
    const user = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, clip);
    await api.media.upload(user, projectId, Buffer.from(TALK_SRT), 'talk.srt', 'text/plain', { captionsFor: video.id });
    const asking = await api.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20, count: 3 });
    expect(asking.statusCode, asking.body).toBe(202);
    const { jobId } = asking.json() as { jobId: string };

    await vi.waitFor(() => expect(stopping).toBeDefined(), { timeout: 60_000, interval: 50 });
    await stopping;
    const job = (await api.get(user, `/shorts/${jobId}`)).json() as ShortsJob;
    expect(job).toMatchObject({ status: 'done', pickedBy: 'model', pickedByModel: 'shorts-model' });
    expect(job.candidates.map((candidate) => candidate.title)).toEqual(['Why your sourdough fails', 'The usual things, part one']);
    expect(asked).toBe(1);
  });
});
