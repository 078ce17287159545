import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { SENTENCES, shortsApi, TALK_ARGS } from '../../test/shorts-api';

describe('shorts with a text model connected', { timeout: 120_000 }, () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const make = mediaMaker();
  const ctx = useTestApp({}, () => ({
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
