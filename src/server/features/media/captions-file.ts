import type { CaptionedSound, StoredWord } from '../../db/schema';
import { createWorkerPool } from '../../lib/worker-pool';

/**
 * A captions file (SRT or WebVTT, e.g. downloaded from YouTube Studio) read into timed words.
 * Media-captions (Vidstack's parser) reads the cues; the words of each cue are spread over its time
 * by their length, except where the file times each word itself (YouTube's automatic captions:
 * `<00:00:01.500><c> word</c>`). Markup, speaker marks and entities are dropped; sounds the captions
 * name instead of words ("[Laughter]", "(applause)", "♪") are kept apart, with their times.
 */
export interface CaptionsTranscript {
  words: StoredWord[];
  sounds: CaptionedSound[];
}

/** A file with fewer sentence marks than one per this many words was not punctuated (automatic captions): its cues end sentences. */
const WORDS_PER_SENTENCE_MARK = 40;

const INLINE_TIME = /<(\d{1,2}:)?(\d{2}):(\d{2})\.(\d{3})>/gu;
const TIMES_A_WORD = /<(\d{1,2}:)?\d{2}:\d{2}\.\d{3}>|<c>/u;
const SOUND = /\[([^\]]{1,40})\]|\(([^)]{1,40})\)|(♪+)/gu;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

/** The largest code point there is: a numeric entity past it is left as written. */
const LAST_CODE_POINT = 0x10ffff;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]{1,8}|#\d{1,9}|[a-z]{1,10});/giu, (whole, name: string) => {
    const hex = name.startsWith('#x') || name.startsWith('#X');
    const code = hex ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : undefined;
    if (code === undefined) return ENTITIES[name.toLowerCase()] ?? whole;
    return code > 0 && code <= LAST_CODE_POINT ? String.fromCodePoint(code) : whole;
  });
}

/** A cue's text as plain words: tags gone, entities decoded, speaker marks (">>", "- ", "Name:") left out. */
function plainText(text: string): string {
  // [^<>]: a run of '<' without a '>' is read once, not once for each '<' (quadratic on a crafted cue).
  return decodeEntities(text.replace(/<[^<>]*>/gu, ''))
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^(>>|-|–)\s*/u, '')
        .replace(/^[A-Z][A-Z .'-]{0,30}:\s+/u, ''),
    )
    .join(' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const secondsOf = (match: RegExpExecArray) =>
  Number(match[1]?.slice(0, -1) ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;

/** Words spread over [startMs, endMs] by their length. */
function spreadWords(text: string, startMs: number, endMs: number): StoredWord[] {
  const parts = text.split(' ').filter(Boolean);
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  let done = 0;
  return parts.map((part) => {
    const from = startMs + ((endMs - startMs) * done) / total;
    done += part.length;
    return { text: part, startMs: Math.round(from), endMs: Math.round(startMs + ((endMs - startMs) * done) / total) };
  });
}

/** The words of a line that times them (`word<00:00:01.500><c> word</c>…`): each from its mark to the next. */
function inlineTimedWords(line: string, startMs: number, endMs: number): StoredWord[] {
  const marks = [...line.matchAll(INLINE_TIME)];
  const pieces = line.split(INLINE_TIME).filter((_, index) => index % 5 === 0);
  const starts = [startMs, ...marks.map((mark) => Math.round(secondsOf(mark as RegExpExecArray) * 1000))];
  return pieces.flatMap((piece, index) => {
    const text = plainText(piece);
    if (!text) return [];
    return spreadWords(text, starts[index]!, Math.max(starts[index]!, starts[index + 1] ?? endMs));
  });
}

/** The file's format by its first line, or undefined for anything that is neither. */
export function captionsFormat(text: string): 'vtt' | 'srt' | undefined {
  const start = text.replace(/^\uFEFF/u, '').trimStart();
  if (start.startsWith('WEBVTT')) return 'vtt';
  return /^(\d+\s*\n)?\d{1,2}:\d{2}:\d{2}[,.]\d{3}\s*-->/u.test(start) ? 'srt' : undefined;
}

/** The file's words and sounds; undefined when it is not SRT or VTT. */
export async function readCaptionsFile(raw: string): Promise<CaptionsTranscript | undefined> {
  const type = captionsFormat(raw);
  if (!type) return undefined;
  // Read on first use: most servers never see a captions file.
  const { parseText } = await import('media-captions');
  const { cues } = await parseText(raw.replace(/^\uFEFF/u, ''), { type, strict: false });
  const timesWords = cues.some((cue) => TIMES_A_WORD.test(cue.text));
  const words: StoredWord[] = [];
  const sounds: CaptionedSound[] = [];
  const cueEnds = new Set<number>();
  let previousText = '';
  for (const cue of cues) {
    const startMs = Math.round(cue.startTime * 1000);
    const endMs = Math.round(cue.endTime * 1000);
    if (!(endMs > startMs)) continue;
    for (const match of plainText(cue.text).matchAll(SOUND)) {
      sounds.push({ label: (match[1] ?? match[2] ?? 'music').trim().toLowerCase().replace(/^♪+$/u, 'music'), startMs, endMs });
    }
    let cueWords: StoredWord[];
    if (timesWords) {
      // Automatic captions repeat the line before as plain text: only lines that time their words are new.
      cueWords = cue.text
        .split('\n')
        .filter((line) => TIMES_A_WORD.test(line))
        .flatMap((line) => inlineTimedWords(line.replace(SOUND, ' '), startMs, endMs));
    } else {
      const text = plainText(cue.text).replace(SOUND, ' ').replace(/\s+/gu, ' ').trim();
      // A cue that repeats the one before (a rolling caption) says nothing new.
      if (!text || text === previousText) continue;
      previousText = text;
      cueWords = spreadWords(text, startMs, endMs);
    }
    if (cueWords.length === 0) continue;
    words.push(...cueWords);
    cueEnds.add(words.length - 1);
  }
  const marks = words.filter((word) => /[.!?…]["'”’)\]]*$/u.test(word.text)).length;
  if (marks * WORDS_PER_SENTENCE_MARK < words.length) {
    for (const index of cueEnds) words[index] = { ...words[index]!, endsSentence: true };
  }
  return { words, sounds };
}

/** The captions reader's threads: one pool for the process, started with the first file; idle threads end by themselves. */
const reader = createWorkerPool<{ text: string }, CaptionsTranscript | undefined>({
  source: new URL('./captions-worker.ts', import.meta.url),
  bundleName: 'captions-worker',
});

/** readCaptionsFile on a worker thread. */
export function readCaptionsOffThread(text: string): Promise<CaptionsTranscript | undefined> {
  return reader.run({ text });
}
