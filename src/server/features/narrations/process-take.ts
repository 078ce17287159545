import type { ContentLanguageTag } from '@shared/catalog/languages';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text as readText } from 'node:stream/consumers';
import {
  NARRATION_LINE_MAX_SECONDS,
  NARRATION_MAX_SECONDS,
  type AlignmentMethod,
  type NarrationFormat,
} from '@shared/contracts/narrations';
import type { ProjectVoiceoverRow } from '../../db/schema';
import { toSrt, toWebVtt } from '../../providers/speech/captions';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import { downloadFile, type FileStorage } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import type { Aligner } from './alignment/aligner';
import { cleanTake } from './audio/cleanup';
import { spliceLine } from './audio/splice-line';
import { decodeForAlignment, encodePlayable } from './audio/take-audio';
import { mapWords, sentencesOf, type TakeWord } from './take-words';

/** What processing a take needs: where its files live, ffmpeg, and the aligner. */
export interface TakeTools {
  storage: FileStorage;
  binaries: FfmpegBinaries;
  aligner: Aligner;
}

/** What a processed take is: its words on its own clock, its length, and how the words were timed. */
export interface ProcessedTake {
  words: TakeWord[];
  durationSeconds: number;
  method: AlignmentMethod;
}

/** The format a take's original was sent in, from its key's suffix (chosen by the server from the bytes). */
const formatOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1) as NarrationFormat;

async function wordsOf(storage: FileStorage, key: string): Promise<TakeWord[]> {
  const file = await storage.get(key);
  if (!file) throw new Error('the words of the take this was made from are gone');
  return JSON.parse(await readText(file.body)) as TakeWord[];
}

/** A take's words from the aligner: seconds to milliseconds, the sentence ends kept. */
const fromAligned = (words: Awaited<ReturnType<Aligner['align']>>['words'], offsetSeconds = 0): TakeWord[] =>
  words.map((word) => ({
    text: word.text,
    startMs: Math.round((word.start + offsetSeconds) * 1000),
    endMs: Math.round((word.end + offsetSeconds) * 1000),
    aligned: word.aligned,
    ...(word.endsSentence ? { endsSentence: true as const } : {}),
  }));

/**
 * Makes a take's files from what it was made of, in a temporary folder:
 * - a take: the creator's file decoded for the aligner and aligned to the script version it reads,
 *   and encoded once as the MP3 the studio plays and renders read;
 * - a clean-up: the parent's MP3 cleaned, its words moved onto the cleaned clock (nothing re-aligned);
 * - a line: the parent's MP3 with one sentence's span replaced by the line recorded again, the line
 *   aligned to that sentence alone and the words after it moved by the change in length.
 * Then its MP3, captions (the words it says) and words are stored under the take's keys.
 */
export async function processTake(
  tools: TakeTools,
  take: ProjectVoiceoverRow,
  sources: { script: string; parent: ProjectVoiceoverRow | undefined; language?: ContentLanguageTag | undefined },
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ProcessedTake> {
  const { storage, binaries, aligner } = tools;
  const edit = take.edit ?? { kind: 'take' as const };
  const folder = await mkdtemp(join(tmpdir(), 'genesis-take-'));
  try {
    const playable = join(folder, 'take.mp3');
    let processed: ProcessedTake;
    if (edit.kind === 'take') {
      if (!take.originalKey) throw new Error('the take has no recording');
      const format = formatOfKey(take.originalKey);
      const original = join(folder, `original.${format}`);
      await downloadFile(storage, take.originalKey, original);
      onProgress(10);
      const limits = { maxSeconds: NARRATION_MAX_SECONDS, signal };
      const [decoded, encoded] = await Promise.all([
        decodeForAlignment(binaries, original, format, limits),
        encodePlayable(binaries, original, format, playable, limits),
      ]);
      onProgress(30);
      const aligned = await aligner.align({
        pcm: decoded.pcm,
        sampleRate: decoded.sampleRate,
        text: cleanForSpeech(sources.script),
        language: sources.language,
        signal,
      });
      processed = { words: fromAligned(aligned.words), durationSeconds: encoded.durationSeconds, method: 'offline' };
    } else {
      const parent = sources.parent;
      if (!parent) throw new Error('the take this was made from is gone');
      const parentAudio = join(folder, 'parent.mp3');
      const [parentWords] = await Promise.all([wordsOf(storage, parent.wordsKey), downloadFile(storage, parent.audioKey, parentAudio)]);
      onProgress(20);
      if (edit.kind === 'cleanup') {
        const cleaned = await cleanTake(binaries, parentAudio, playable, edit.cleanup, signal);
        processed = {
          words: mapWords(parentWords, cleaned.map),
          durationSeconds: cleaned.durationSeconds,
          method: parent.method ?? 'offline',
        };
      } else {
        if (!take.originalKey) throw new Error('the line has no recording');
        const sentence = sentencesOf(parentWords)[edit.sentenceIndex];
        if (!sentence) throw new Error('the sentence is not in the take');
        const span = { start: parentWords[sentence.first]!.startMs / 1000, end: parentWords[sentence.last]!.endMs / 1000 };
        const format = formatOfKey(take.originalKey);
        const line = join(folder, `line.${format}`);
        await downloadFile(storage, take.originalKey, line);
        const spliced = await spliceLine(binaries, parentAudio, { file: line, format }, span, playable, signal);
        onProgress(50);
        // The line is aligned on its own (as it sits in the new take), to the words of that sentence.
        const decoded = await decodeForAlignment(binaries, playable, 'mp3', {
          maxSeconds: NARRATION_MAX_SECONDS + NARRATION_LINE_MAX_SECONDS,
          signal,
        });
        const from = Math.floor(spliced.lineStart * decoded.sampleRate);
        const to = Math.ceil((spliced.lineStart + spliced.lineSeconds) * decoded.sampleRate);
        const sentenceText = parentWords
          .slice(sentence.first, sentence.last + 1)
          .map((word) => word.text)
          .join(' ');
        const aligned = await aligner.align({
          pcm: decoded.pcm.subarray(from, to),
          sampleRate: decoded.sampleRate,
          text: sentenceText,
          language: sources.language,
          signal,
        });
        const lineWords = fromAligned(aligned.words, spliced.lineStart);
        if (parentWords[sentence.last]!.endsSentence && lineWords.length > 0) lineWords[lineWords.length - 1]!.endsSentence = true;
        const shiftMs = Math.round(spliced.shift * 1000);
        processed = {
          words: [
            ...parentWords.slice(0, sentence.first),
            ...lineWords,
            ...parentWords
              .slice(sentence.last + 1)
              .map((word) => ({ ...word, startMs: word.startMs + shiftMs, endMs: word.endMs + shiftMs })),
          ],
          durationSeconds: spliced.durationSeconds,
          method: 'offline',
        };
      }
    }
    onProgress(90);
    signal.throwIfAborted();
    await Promise.all([
      storage.putFile(take.audioKey, playable, 'audio/mpeg'),
      storage.put(take.vttKey, Buffer.from(toWebVtt(processed.words)), 'text/vtt; charset=utf-8'),
      storage.put(take.srtKey, Buffer.from(toSrt(processed.words)), 'application/x-subrip; charset=utf-8'),
      storage.put(take.wordsKey, Buffer.from(JSON.stringify(processed.words)), 'application/json'),
    ]);
    return processed;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
