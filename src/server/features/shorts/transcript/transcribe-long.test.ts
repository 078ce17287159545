import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TimedWord } from '../../../providers/speech/speech-engine';
import { createOpenAiTranscriber } from '../../../providers/speech-input/openai-transcription';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { probeMedia } from '../../../providers/video/probe-media';
import { decodedSeconds, makeAudio } from '../../../test/test-audio';
import { useTranscriptionTestServer, type TranscriptionServerRequest } from '../../../test/transcription-test-server';
import { planChunks, transcribeLong } from './transcribe-long';

let binaries: FfmpegBinaries;
let folder: string;
/** A 25 s tone in an MP4 (AAC), as a video's sound track would be. */
let recording: string;
const RECORDING_SECONDS = 25;

beforeAll(async () => {
  binaries = (await ffmpegOnThisMachine())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(join(tmpdir(), 'genesis-long-transcript-test-'));
  recording = join(folder, 'recording.m4a');
  await makeAudio(binaries, recording, [{ seconds: RECORDING_SECONDS, tone: 440 }], { codec: ['-c:a', 'aac', '-f', 'mp4'] });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('planChunks', () => {
  it('cuts at most chunkSeconds, ending at a pause in the chunk’s second half and before its planned end', () => {
    const ends = (quietNear?: (seconds: number) => number) =>
      planChunks({ durationSeconds: 25, chunkSeconds: 10, quietNear }).map((chunk) => chunk.endSeconds);
    expect(ends()).toEqual([10, 20, 25]);
    expect(ends((seconds) => seconds - 1.5)).toEqual([8.5, 17, 25]);
    // A pause after the planned end, or so early it would leave a short chunk, is not taken.
    expect(ends((seconds) => seconds + 0.5)).toEqual([10, 20, 25]);
    expect(ends((seconds) => seconds - 6)).toEqual([10, 20, 25]);
  });

  it('leaves the last chunk a second at least (OpenAI refuses a recording under 0.1 s)', () => {
    expect(planChunks({ durationSeconds: 20.05, chunkSeconds: 10 })).toEqual([
      { startSeconds: 0, endSeconds: 10 },
      { startSeconds: 10, endSeconds: 19.05 },
      { startSeconds: 19.05, endSeconds: 20.05 },
    ]);
  });
});

describe('transcribeLong', { timeout: 60_000 }, () => {
  const server = useTranscriptionTestServer();
  /** The client the app uses, pointed at the stand-in (started in beforeAll). */
  const connected = () =>
    createOpenAiTranscriber({ baseUrl: server.origin, model: 'whisper-1', timeoutMs: 10_000, maxRetries: 0, aiAllowedHosts: [] });
  /** What each request carried, as ffprobe reads it and ffmpeg decodes it. */
  let sent: Array<{ codec: string; sampleRate: number | undefined; seconds: number }>;
  let leftBefore: string[];

  const transcribeFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('genesis-transcribe-'));

  beforeEach(async () => {
    sent = [];
    leftBefore = await transcribeFolders();
  });

  async function measure(request: TranscriptionServerRequest) {
    const file = join(folder, `sent-${sent.length}.mp3`);
    await writeFile(file, request.file!.bytes);
    const [probe, seconds] = await Promise.all([probeMedia(binaries, file, { demuxer: 'mp3' }), decodedSeconds(binaries, file)]);
    const stream = probe.streams[0];
    sent.push({ codec: stream?.codec ?? '', sampleRate: stream?.sampleRate, seconds });
    return seconds;
  }

  /** Answers as whisper would: "Start," 0.2 s into the chunk it heard and "end." ending 0.2 s before that chunk's end. */
  function answerStartAndEnd() {
    server.answerEach(async (request) => {
      const seconds = await measure(request);
      const words = [
        { word: 'start', start: 0.2, end: 0.6 },
        { word: 'end', start: seconds - 0.6, end: seconds - 0.2 },
      ];
      return { text: 'Start, end.', words };
    });
  }

  /** Each word's start and end to the nearest 50 ms: a decoded chunk may be a few samples longer or shorter than its cut. */
  const roughTimes = (words: TimedWord[]) => words.map((word) => [word.startMs, word.endMs].map((ms) => Math.round(ms / 50) * 50));

  it('sends the sound in chunks ending at the pauses found, and joins their words at their times in the recording', async () => {
    answerStartAndEnd();
    const shares: number[] = [];
    const words = await transcribeLong(binaries, recording, {
      durationSeconds: RECORDING_SECONDS,
      transcriber: connected(),
      chunkSeconds: 10,
      quietNear: (seconds) => seconds - 1.5,
      language: 'en',
      onProgress: (share) => shares.push(share),
    });

    expect(server.requests).toHaveLength(3);
    for (const [index, request] of server.requests.entries()) {
      expect(request.fields).toMatchObject({ response_format: 'verbose_json', 'timestamp_granularities[]': 'word', language: 'en' });
      expect([request.file?.name, request.file?.type]).toEqual([`chunk-${index + 1}.mp3`, 'audio/mpeg']);
    }
    expect(sent.map(({ codec, sampleRate }) => [codec, sampleRate])).toEqual(Array(3).fill(['mp3', 16_000]));
    // The boundaries moved from 10 s and 20 s to the pauses at 8.5 s and 17 s.
    expect(sent.map((chunk) => Math.round(chunk.seconds * 20) / 20)).toEqual([8.5, 8.5, 8]);

    expect(words.map((word) => word.text)).toEqual(['Start,', 'end.', 'Start,', 'end.', 'Start,', 'end.']);
    // Each chunk's "start" 0.2 s after its start, its "end." 0.2 s before its end: 0–8.5 s, 8.5–17 s, 17–25 s.
    const expected = [
      [200, 600],
      [7_900, 8_300],
      [8_700, 9_100],
      [16_400, 16_800],
      [17_200, 17_600],
      [24_400, 24_800],
    ];
    expect(roughTimes(words)).toEqual(expected);
    expect(shares).toEqual([8.5 / 25, 17 / 25, 1]);
    expect(await transcribeFolders()).toEqual(leftBefore);
  });

  it('leaves out a word both chunks heard at their seam, and keeps the words in time order', async () => {
    server.answerNext(
      // The first chunk's last word runs past its end (10 s), where the second chunk hears it too.
      {
        text: 'One seam.',
        words: [
          { word: 'one', start: 1, end: 1.5 },
          { word: 'seam', start: 9.7, end: 10.2 },
        ],
      },
      {
        text: 'Seam two.',
        words: [
          { word: 'seam', start: 0, end: 0.3 },
          { word: 'two', start: 1, end: 1.4 },
        ],
      },
      { text: 'Three.', words: [{ word: 'three', start: 1, end: 1.4 }] },
    );
    const words = await transcribeLong(binaries, recording, {
      durationSeconds: RECORDING_SECONDS,
      transcriber: connected(),
      chunkSeconds: 10,
    });
    expect(words).toEqual([
      { text: 'One', startMs: 1_000, endMs: 1_500 },
      { text: 'seam.', startMs: 9_700, endMs: 10_200 },
      { text: 'two.', startMs: 11_000, endMs: 11_400 },
      { text: 'Three.', startMs: 21_000, endMs: 21_400 },
    ]);
  });

  it('stops at an abort with its reason, sends nothing more, and removes its files', async () => {
    const controller = new AbortController();
    server.answerEach(async () => {
      controller.abort();
      return { delayMs: 5_000 };
    });
    const error = await transcribeLong(binaries, recording, {
      durationSeconds: RECORDING_SECONDS,
      transcriber: connected(),
      chunkSeconds: 10,
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(error).toBe(controller.signal.reason);
    expect(server.requests).toHaveLength(1);
    expect(await transcribeFolders()).toEqual(leftBefore);
  });
});
