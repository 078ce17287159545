import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShortCandidate } from '@shared/contracts/shorts';
import { loadConfig } from '../../../config/config';
import { openTextEngine, type TextEngine } from '../../../providers/text';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/chat-completions-test-server';
import { spokenWords } from '../../../test/spoken-words';
import { findMoments, scoreSpans, sentenceUnits, type MomentRequest } from './find-moments';
import { MODEL_LEADS, pickWithModel, TRANSCRIPT_TOKEN_BUDGET, type ModelPicksAnswer } from './model-picks';

/** Thirteen words: 5.16 s said, a sentence every 5.6 s. */
const filler = 'we went over the usual steps again in the same order as before.';

function talk(length: number, question: number): MomentRequest {
  const sentences = Array.from({ length }, () => filler);
  sentences[question] = 'Why do most sourdough loaves fail?';
  sentences[question + 1] = 'Because 80 percent of bakers use starter that is too young.';
  const words = spokenWords(sentences);
  const durationSeconds = words.at(-1)!.endMs / 1000;
  return {
    words,
    sounds: [],
    signals: {
      durationSeconds,
      loudness: Array.from({ length: Math.ceil(durationSeconds * 10) }, () => -20),
      silences: [],
      sceneChanges: [],
    },
    minSeconds: 15,
    maxSeconds: 30,
    count: 3,
  };
}

const clip = (firstSentence: number, lastSentence: number, title = 'A hook title', reason = 'It works.') => ({
  firstSentence,
  lastSentence,
  title,
  reason,
});

describe('the text model picking and titling the moments', () => {
  let server: ChatCompletionsServer;
  let text: TextEngine;
  // Sixty sentences; the 31st asks a question, the 32nd answers it with a number.
  const request = talk(60, 30);
  const units = sentenceUnits(request.words);
  const found = findMoments({ ...request, count: MODEL_LEADS });
  const offline = found.slice(0, request.count);
  const pick = (signal = new AbortController().signal) => pickWithModel({ ...request, found, text, signal });
  const answer = (clips: ModelPicksAnswer['clips']) => server.reply({ text: JSON.stringify({ clips }) });

  beforeAll(async () => {
    server = await startChatCompletionsServer();
    text = (await openTextEngine(loadConfig({ OPENAI_BASE_URL: server.baseUrl, TEXT_MODEL: 'test-model', TEXT_MAX_RETRIES: '0' }).text))!;
  });
  afterAll(async () => {
    await text.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('sends the transcript as numbered, timed sentences and makes fitting picks candidates on their sentences, titled', async () => {
    answer([
      clip(31, 34, '  Why your sourdough fails (it is the starter) ', 'Opens with a question and answers it with a number.'),
      clip(1, 3, 'The usual steps, in order', ''),
      clip(10, 13),
    ]);
    const picks = await pick();

    expect(picks).toMatchObject({ pickedBy: 'model', model: 'test-model', notice: null });
    const spans = [
      { first: 30, last: 33 },
      { first: 0, last: 2 },
      { first: 9, last: 12 },
    ];
    expect(picks.candidates).toEqual(
      spans.map(({ first, last }, at) => ({
        id: expect.any(String),
        start: units[first]!.start,
        end: units[last]!.end,
        score: scoreSpans(request, spans)[at],
        reason: expect.any(String),
        title: expect.any(String),
      })),
    );
    expect(picks.candidates.map((candidate) => candidate.title)).toEqual([
      'Why your sourdough fails (it is the starter)',
      'The usual steps, in order',
      'A hook title',
    ]);
    expect(picks.candidates.map((candidate) => candidate.reason)).toEqual([
      'Opens with a question and answers it with a number (picked by test-model)',
      'picked by test-model',
      'It works (picked by test-model)',
    ]);
    // Scored as the offline finder scores: the question's run scores as high as its own best moment.
    expect(picks.candidates[0]!.score).toBe(Math.max(...offline.map((moment) => moment.score)));

    const [sent] = server.requests;
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'short_clips' } });
    const brief = sent?.body.messages.at(-1)?.content ?? '';
    expect(brief).toContain('Choose 3 clips for shorts, the best first');
    expect(brief).toContain('Each clip lasts between 15 and 30 seconds');
    expect(brief).toContain('Transcript (60 sentences; start–end in seconds):');
    expect(brief).toContain(`[31] ${units[30]!.start.toFixed(1)}–${units[30]!.end.toFixed(1)} Why do most sourdough loaves fail?`);
    expect(brief).toContain('[60] ');
    expect(brief).not.toContain('left out');
  });

  it.each([
    ['a clip too long', [clip(31, 34), clip(1, 6), clip(10, 13)], 'clip 2 runs 33.2 s, over the 30 s asked'],
    ['a clip too short', [clip(31, 34), clip(1, 2), clip(10, 13)], 'clip 2 runs 10.8 s, under the 15 s asked'],
    ['a sentence past the end', [clip(31, 34), clip(61, 63), clip(10, 13)], 'clip 2 names sentence 61, and the transcript has 60'],
    ['sentence 0', [clip(0, 3), clip(31, 34), clip(10, 13)], 'clip 1 names sentence 0, and the transcript has 60'],
    ['a clip backwards', [clip(31, 34), clip(4, 1), clip(10, 13)], 'clip 2 ends at sentence 1, before it starts at sentence 4'],
    ['overlapping clips', [clip(31, 34), clip(1, 3), clip(2, 5)], 'clips 2 and 3 overlap'],
    ['an empty title', [clip(31, 34), clip(1, 3, '  '), clip(10, 13)], 'clip 2 has no title'],
    ['a long title', [clip(31, 34), clip(1, 3, 'x'.repeat(61)), clip(10, 13)], 'clip 2’s title has 61 characters, over the 60 asked'],
    ['too many clips', [clip(31, 34), clip(1, 3), clip(10, 13), clip(40, 43)], 'it gave 4 clips where 3 were asked'],
    ['too few clips', [clip(31, 34), clip(1, 3)], 'it gave 2 clips where 3 were asked'],
  ])('refuses the whole answer for %s: the offline picks stand, and the notice says why', async (_case, clips, why) => {
    answer(clips);
    await expect(pick()).resolves.toEqual({
      pickedBy: 'offline',
      candidates: offline,
      notice: `The text model’s picks did not fit the transcript (${why}), so these are the studio’s own picks.`,
    });
  });

  it.each([
    ['is rate limited', { status: 429 }, 'the provider is rate limiting requests (HTTP 429)'],
    ['is down', { status: 500 }, 'the provider had an error (HTTP 500)'],
    ['answers outside the schema', { text: '{"clips": "the best ones"}' }, 'its answer could not be used'],
  ] as const)('keeps the offline picks, saying so, when the engine %s', async (_case, reply, why) => {
    server.reply(reply);
    await expect(pick()).resolves.toEqual({
      pickedBy: 'offline',
      candidates: offline,
      notice: `The text model could not pick the moments: ${why}. These are the studio’s own picks.`,
    });
  });

  it('stops with the search: an aborted call is no fallback', async () => {
    server.reply({ delayMs: 5_000, then: { text: '{"clips": []}' } });
    const controller = new AbortController();
    const stopped = new Error('the search was stopped');
    setTimeout(() => controller.abort(stopped), 50);
    await expect(pick(controller.signal)).rejects.toBe(stopped);
  });

  describe('a transcript too long to send whole', () => {
    // Fifteen hundred sentences (2 h 20 min); the question at the 1001st.
    const long = talk(1500, 1000);
    const longUnits = sentenceUnits(long.words);
    const moment = (first: number, last: number): ShortCandidate => ({
      id: `${first}`,
      start: longUnits[first]!.start,
      end: longUnits[last]!.end,
      score: 50,
      reason: 'a complete thought',
      title: 'A title',
    });
    const leads = [moment(1000, 1003), moment(200, 203)];
    const pickLong = () => pickWithModel({ ...long, found: leads, text, signal: new AbortController().signal });

    it('is cut to the stretches around the offline finder’s best moments, and the notice says so', async () => {
      answer([clip(1001, 1004, 'Why your sourdough fails'), clip(201, 204, 'The usual steps')]);
      const picks = await pickLong();
      expect(picks.pickedBy).toBe('model');
      expect(picks.candidates.map((candidate) => [candidate.start, candidate.end])).toEqual([
        [longUnits[1000]!.start, longUnits[1003]!.end],
        [longUnits[200]!.start, longUnits[203]!.end],
      ]);
      expect(picks.notice).toMatch(
        /^The transcript is too long for the text model to read whole, so it picked from the 2 stretches the studio scored highest \(\d+ of 140 minutes of talk\)\.$/u,
      );

      const brief = server.requests[0]?.body.messages.at(-1)?.content ?? '';
      expect(brief.length).toBeLessThan(TRANSCRIPT_TOKEN_BUDGET * 4);
      expect(brief).toContain('only some stretches are shown');
      expect(brief).toContain('Transcript (1500 sentences; start–end in seconds):');
      expect(brief).toContain('[1001] ');
      expect(brief).toContain('[201] ');
      expect(brief).not.toContain('[600] ');
      expect(brief).toMatch(/^… \(sentences 1–\d+ left out\)$/mu);
      expect(brief).toMatch(/^… \(sentences \d+–1500 left out\)$/mu);
    });

    it('refuses a pick of sentences the model was not shown', async () => {
      answer([clip(1001, 1004), clip(600, 603)]);
      await expect(pickLong()).resolves.toMatchObject({
        pickedBy: 'offline',
        candidates: leads,
        notice:
          'The text model’s picks did not fit the transcript (clip 2 takes in sentence 600, which the model was not shown), so these are the studio’s own picks.',
      });
    });
  });
});
