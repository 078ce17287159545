import type { CaptionStyleId } from '@shared/catalog/video';
import { endsSentence } from '../speech/captions';
import type { TimedWord } from '../speech/speech-engine';

/**
 * Word-timed captions for a video, as an Advanced SubStation Alpha (ASS) script that ffmpeg's
 * `ass` filter (libass) burns into the picture. Words are grouped into short cues that break at
 * sentence ends and pauses; each cue is on screen from its first word's start to its last word's
 * end (so nothing shows while nobody speaks) in at most two lines inside the title-safe width.
 * The line breaks are made here, from the font's own measurements, and libass is told not to
 * wrap (WrapStyle 2), so a cue can never grow a third line.
 */

export interface CaptionsAssOptions {
  /** The video frame in pixels; the script's coordinates are the frame's pixels. */
  width: number;
  height: number;
  style: CaptionStyleId;
  /** The font family the styles name; the renderer puts its files in the filter's fontsdir. */
  fontName: string;
  /**
   * Width of a run of text at font size 1 in pixels (caption-font.ts measures each character in
   * its own face). Without it a generous estimate is used (0.55 of the font size a character,
   * wider than most faces).
   */
  measure?: (text: string) => number;
  /**
   * The family that draws a character the styles' font lacks (caption-font.ts: a Noto face for
   * Cyrillic, Greek, CJK); runs of such characters name it in an `\fn` tag.
   */
  familyOf?: (character: string) => string | undefined;
  /** A hook title over the top of the frame from the start until `endMs` (a short's first seconds). */
  title?: { text: string; endMs: number };
}

export interface CaptionCue {
  startMs: number;
  endMs: number;
  /** One or two lines of words; their texts have no whitespace. */
  lines: TimedWord[][];
  /** The style's font size, or smaller when a single word is wider than the line. */
  fontSize: number;
}

export interface CaptionLayout {
  fontSize: number;
  /** The widest a line may be: 90% of the frame (title-safe) less the outline or box on both sides. */
  maxLineWidth: number;
  /** The bottom margin in pixels. */
  marginV: number;
  cues: CaptionCue[];
}

type Orientation = 'landscape' | 'portrait' | 'square';

/** Font size (ASS size, the line's full height; Anton's capitals are half of it) as a share of the frame height. */
const SIZE_OF_HEIGHT: Record<Orientation, number> = { landscape: 0.09, portrait: 0.075, square: 0.08 };
/** Words a cue shows at most: fewer on narrow frames, where lines are short. */
const MAX_WORDS: Record<Orientation, number> = { landscape: 7, portrait: 4, square: 6 };
/**
 * The bottom margin as a share of the height: inside the 8–10% action-safe band, higher on
 * vertical video, where Shorts, Reels and TikTok lay the title and buttons over the bottom.
 */
const MARGIN_OF_HEIGHT: Record<Orientation, number> = { landscape: 0.09, portrait: 0.15, square: 0.09 };
/** The title-safe width: captions stay within the middle 90% of the frame. */
const SAFE_WIDTH = 0.9;
const MAX_CUE_MS = 4000;
/** A pause this long ends a cue, so the caption leaves the screen while the voice pauses. */
const PAUSE_MS = 600;
const LINE_BREAK = '\\N';

const WHITE = '&H00FFFFFF';
const BLACK = '&H00000000';
/** Override tags take colours as &HBBGGRR& and alpha as &HAA& (FF: transparent). */
const SPOKEN_COLOUR = '&H00E6FF&';
const TEXT_COLOUR = '&HFFFFFF&';
const HIDDEN = '&HFF&';

interface StyleLook {
  /** Multiplies the frame's base size. */
  scale: number;
  primary: string;
  outlineColour: string;
  backColour: string;
  /** Outline width and shadow depth as shares of the font size. */
  outline: number;
  shadow: number;
  /**
   * A translucent box behind each cue: its alpha (&HAA&, 00 opaque) and its padding as a share of
   * the font size. It is drawn as one shape (see cueBox), not with libass's per-line boxes
   * (BorderStyle 3), whose overlap between two lines shows twice as dark.
   */
  box?: { alpha: string; padding: number };
  /** 2: bottom centre; 1: bottom left. */
  alignment: 1 | 2;
  /** How the word being spoken stands out: it is coloured, the words after it are not shown yet, or nothing. */
  emphasis: 'colour' | 'reveal' | 'none';
}

const LOOKS: Record<CaptionStyleId, StyleLook> = {
  bold: {
    scale: 1.1,
    primary: WHITE,
    outlineColour: BLACK,
    backColour: '&H80000000',
    outline: 0.09,
    shadow: 0.03,
    alignment: 2,
    emphasis: 'reveal',
  },
  highlight: {
    scale: 1,
    primary: WHITE,
    outlineColour: BLACK,
    backColour: '&H80000000',
    outline: 0.07,
    shadow: 0.02,
    alignment: 2,
    emphasis: 'colour',
  },
  boxed: {
    scale: 0.85,
    primary: WHITE,
    outlineColour: BLACK,
    backColour: BLACK,
    outline: 0,
    shadow: 0,
    box: { alpha: '&H60&', padding: 0.14 },
    alignment: 2,
    emphasis: 'none',
  },
  minimal: {
    scale: 0.7,
    primary: WHITE,
    outlineColour: BLACK,
    backColour: '&H99000000',
    outline: 0.045,
    shadow: 0.03,
    alignment: 1,
    emphasis: 'none',
  },
};

function orientationOf(width: number, height: number): Orientation {
  if (height > width) return 'portrait';
  return width > height ? 'landscape' : 'square';
}

const estimate = (text: string) => [...text].length * 0.55;

/**
 * The words said, as single words: a timing that covers a phrase (engines with coarser timings) or holds
 * a line break is split at its whitespace, its time shared out by length.
 */
function singleWords(words: readonly TimedWord[]): TimedWord[] {
  const result: TimedWord[] = [];
  for (const word of words) {
    // A word the narrator did not say is never shown; the sentence it ended still ends.
    if (word.aligned === false) {
      const previous = result.at(-1);
      if (previous && endsSentence(word)) result[result.length - 1] = { ...previous, endsSentence: true };
      continue;
    }
    const parts = word.text.split(/\s+/u).filter(Boolean);
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    const span = Math.max(0, word.endMs - word.startMs);
    let done = 0;
    parts.forEach((part, index) => {
      const startMs = word.startMs + (span * done) / total;
      done += part.length;
      const last = index === parts.length - 1;
      result.push({
        text: part,
        startMs,
        endMs: last ? word.endMs : word.startMs + (span * done) / total,
        ...(last && word.endsSentence ? { endsSentence: true } : {}),
      });
    });
  }
  return result;
}

/** The words split after each sentence's end and at each pause. */
function phrases(words: TimedWord[]): TimedWord[][] {
  const result: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && word.startMs - previous.endMs >= PAUSE_MS) {
      result.push(current);
      current = [];
    }
    current.push(word);
    if (endsSentence(word)) {
      result.push(current);
      current = [];
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** One line, or the two-line split whose longer line is shortest; undefined when the words do not fit in two. */
function breakLines(
  words: TimedWord[],
  fits: (line: TimedWord[]) => boolean,
  width: (line: TimedWord[]) => number,
): TimedWord[][] | undefined {
  if (fits(words)) return [words];
  let best: { lines: TimedWord[][]; widest: number } | undefined;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split), words.slice(split)];
    if (!lines.every(fits)) continue;
    const widest = Math.max(...lines.map(width));
    if (!best || widest < best.widest) best = { lines, widest };
  }
  return best?.lines;
}

/** Groups the words into cues and lays each out in one or two lines (exported for the tests). */
export function captionLayout(words: readonly TimedWord[], options: CaptionsAssOptions): CaptionLayout {
  const orientation = orientationOf(options.width, options.height);
  const look = LOOKS[options.style];
  const measure = options.measure ?? estimate;
  const fontSize = Math.round(options.height * SIZE_OF_HEIGHT[orientation] * look.scale);
  const maxLineWidth = options.width * SAFE_WIDTH - 2 * (look.box?.padding ?? look.outline) * fontSize;
  // Widths add up (kerning, which only tightens, is not counted), so each word is measured once.
  const widths = new Map<string, number>();
  const widthOf = (text: string) => {
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = measure(text)));
    return width;
  };
  const lineWidth = (line: TimedWord[]) =>
    (line.reduce((sum, word) => sum + widthOf(word.text), 0) + widthOf(' ') * (line.length - 1)) * fontSize;
  const fits = (line: TimedWord[]) => lineWidth(line) <= maxLineWidth;

  const cueOf = (group: TimedWord[]): CaptionCue => {
    const lines = breakLines(group, fits, lineWidth);
    const first = group[0]!;
    const last = group.at(-1)!;
    // Only a single word wider than the line has no lines: it is set smaller.
    const size = lines ? fontSize : Math.floor((fontSize * maxLineWidth) / lineWidth(group));
    return { startMs: first.startMs, endMs: Math.max(first.startMs, last.endMs), lines: lines ?? [group], fontSize: size };
  };
  const fitsOneCue = (group: TimedWord[]) =>
    group.at(-1)!.endMs - group[0]!.startMs <= MAX_CUE_MS && breakLines(group, fits, lineWidth) !== undefined;
  const maxWords = MAX_WORDS[orientation];
  const cues: CaptionCue[] = [];
  for (const phrase of phrases(singleWords(words))) {
    // The split into cues that fit with the least shortfall from full cues, squared: cues come out
    // nearly even (8 words make 4 + 4, not 7 + 1) and a lone word only where nothing else fits.
    const best: Array<{ cost: number; from: number }> = [{ cost: 0, from: 0 }];
    for (let end = 1; end <= phrase.length; end++) {
      for (let size = 1; size <= Math.min(maxWords, end); size++) {
        const group = phrase.slice(end - size, end);
        if (size > 1 && !fitsOneCue(group)) break;
        const cost = best[end - size]!.cost + (maxWords - size) ** 2;
        if (!best[end] || cost < best[end]!.cost) best[end] = { cost, from: end - size };
      }
    }
    const groups: TimedWord[][] = [];
    for (let end = phrase.length; end > 0; end = best[end]!.from) groups.unshift(phrase.slice(best[end]!.from, end));
    cues.push(...groups.map(cueOf));
  }
  // Timings that overlap (a coarse engine) would stack two cues on screen: a cue gives way to the next.
  cues.forEach((cue, index) => {
    const next = cues[index + 1];
    if (next && cue.endMs > next.startMs) cue.endMs = Math.max(cue.startMs, next.startMs);
  });
  return {
    fontSize,
    maxLineWidth,
    marginV: Math.round(options.height * MARGIN_OF_HEIGHT[orientation]),
    cues: cues.filter((cue) => cueTime(cue.endMs) > cueTime(cue.startMs)),
  };
}

/**
 * A word as literal ASS text: braces would open an override block, so they are escaped (`\{`,
 * `\}`, which libass draws as braces); a backslash is followed by an invisible word joiner, so it
 * can never start an escape (`\N`, `\n`, `\h`, `\{`) with what follows it.
 */
export function escapeAssText(text: string): string {
  return text.replace(/[\\{}]/gu, (character) => (character === '\\' ? '\\\u2060' : `\\${character}`));
}

/** Literal ASS text, each run of characters another family draws set in it (`\fn`) and the style's font after. */
function assText(text: string, familyOf: CaptionsAssOptions['familyOf']): string {
  const runs: Array<{ family: string | undefined; text: string }> = [];
  for (const character of text) {
    const last = runs.at(-1);
    // A space stays in the run it is in, so words of one script are one run.
    const family = last && /\s/u.test(character) ? last.family : familyOf?.(character);
    if (last && last.family === family) last.text += character;
    else runs.push({ family, text: character });
  }
  return runs.map((run) => (run.family ? `{\\fn${run.family}}${escapeAssText(run.text)}{\\fn}` : escapeAssText(run.text))).join('');
}

/** ASS times are centiseconds: H:MM:SS.cc. */
const cueTime = (ms: number) => Math.round(Math.max(0, ms) / 10);

function assTime(ms: number): string {
  const total = cueTime(ms);
  const hours = Math.floor(total / 360_000);
  const minutes = Math.floor(total / 6000) % 60;
  const seconds = Math.floor(total / 100) % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(total % 100)}`;
}

/** A cue's text with the word at `spoken` emphasised in the style's way (none for -1). */
function cueText(cue: CaptionCue, look: StyleLook, baseSize: number, spoken: number, familyOf: CaptionsAssOptions['familyOf']): string {
  let index = 0;
  const body = cue.lines
    .map((line) =>
      line
        .map((word) => {
          const position = index++;
          const text = assText(word.text, familyOf);
          if (look.emphasis === 'colour' && position === spoken) return `{\\1c${SPOKEN_COLOUR}}${text}{\\1c${TEXT_COLOUR}}`;
          if (look.emphasis === 'reveal' && position === spoken + 1) return `{\\alpha${HIDDEN}}${text}`;
          return text;
        })
        .join(' '),
    )
    .join(LINE_BREAK);
  return cue.fontSize === baseSize ? body : `{\\fs${cue.fontSize}}${body}`;
}

function dialogue(startMs: number, endMs: number, text: string, layer = 1): string | undefined {
  if (cueTime(endMs) <= cueTime(startMs)) return undefined;
  return `Dialogue: ${layer},${assTime(startMs)},${assTime(endMs)},Caption,,0,0,0,,${text}`;
}

/**
 * A cue's box as an ASS drawing, on the layer under the text: the outline of the union of its
 * lines' boxes (each line's width and the font size high, padded, centred like the text and
 * sitting on the bottom margin as it does), so no part of the frame is darkened twice.
 */
function cueBox(
  cue: CaptionCue,
  box: NonNullable<StyleLook['box']>,
  frame: { width: number; height: number; marginV: number },
  measure: (text: string) => number,
): string {
  const padding = box.padding * cue.fontSize;
  const centre = frame.width / 2;
  const bottom = frame.height - frame.marginV;
  const halves = cue.lines.map((line) => (measure(line.map((word) => word.text).join(' ')) * cue.fontSize) / 2 + padding);
  // The line boxes meet at these heights: the top of the first, between each two, the bottom of the last.
  const edges = cue.lines.map((_, index) => bottom - (cue.lines.length - index) * cue.fontSize);
  edges[0]! -= padding;
  edges.push(bottom + padding);
  const right: Array<[number, number]> = halves.flatMap((half, index) => [
    [centre + half, edges[index]!],
    [centre + half, edges[index + 1]!],
  ]);
  const left = right.map(([x, y]): [number, number] => [2 * centre - x, y]).reverse();
  const [start, ...rest] = [...right, ...left].map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`);
  return `{\\an7\\pos(0,0)\\bord0\\shad0\\1c&H000000&\\1a${box.alpha}\\p1}m ${start} l ${rest.join(' ')}`;
}

/** The title's size as a share of the frame's height, and the most lines it may take. */
const TITLE_SIZE_OF_HEIGHT: Record<Orientation, number> = { landscape: 0.1, portrait: 0.07, square: 0.09 };
const TITLE_MAX_LINES = 3;
/** From the top: below the platforms' own top bar on vertical video. */
const TITLE_MARGIN_OF_HEIGHT: Record<Orientation, number> = { landscape: 0.07, portrait: 0.12, square: 0.08 };

/**
 * The hook title's style and event: white on a thick black outline at the top centre, its lines
 * broken here to the title-safe width (greedily, at most three; the size shrinks until they fit).
 */
function titleAss(
  title: NonNullable<CaptionsAssOptions['title']>,
  options: CaptionsAssOptions,
): { style: string; event: string | undefined } {
  const orientation = orientationOf(options.width, options.height);
  const measure = options.measure ?? estimate;
  const words = title.text.split(/\s+/u).filter(Boolean);
  const maxWidth = options.width * SAFE_WIDTH;
  let size = Math.round(options.height * TITLE_SIZE_OF_HEIGHT[orientation]);
  const linesAt = (fontSize: number) => {
    const lines: string[] = [];
    for (const word of words) {
      const line = lines.at(-1);
      if (line !== undefined && measure(`${line} ${word}`) * fontSize * 1.16 <= maxWidth) lines[lines.length - 1] = `${line} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  let lines = linesAt(size);
  while (size > 12 && (lines.length > TITLE_MAX_LINES || lines.some((line) => measure(line) * size * 1.16 > maxWidth))) {
    size = Math.floor(size * 0.9);
    lines = linesAt(size);
  }
  const margin = Math.round(options.width * ((1 - SAFE_WIDTH) / 2));
  const outline = Math.round(size * 0.1 * 10) / 10;
  const style = [
    'Title',
    options.fontName,
    size,
    WHITE,
    WHITE,
    BLACK,
    '&H80000000',
    0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    1,
    outline,
    0,
    8,
    margin,
    margin,
  ]
    .concat([Math.round(options.height * TITLE_MARGIN_OF_HEIGHT[orientation]), 1])
    .join(',');
  const text = lines.map((line) => assText(line, options.familyOf)).join(LINE_BREAK);
  const event = cueTime(title.endMs) > 0 ? `Dialogue: 2,${assTime(0)},${assTime(title.endMs)},Title,,0,0,0,,${text}` : undefined;
  return { style, event };
}

/**
 * The ASS script. Styles that emphasise the spoken word get one event per word: from that word's
 * start to the next word's start (the cue's end for the last word), so the cue stays on screen
 * without a flicker while the emphasis moves along.
 */
export function captionsAss(words: readonly TimedWord[], options: CaptionsAssOptions): string {
  const look = LOOKS[options.style];
  const layout = captionLayout(words, options);
  const size = layout.fontSize;
  const margin = Math.round(options.width * ((1 - SAFE_WIDTH) / 2));
  const style = [
    'Caption',
    options.fontName,
    size,
    look.primary,
    look.primary,
    look.outlineColour,
    look.backColour,
    0, // bold: Anton is a heavy face already; a synthesised bold would smear it
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    1, // outline and shadow; a box is drawn as its own shape (cueBox)
    Math.round(look.outline * size * 10) / 10,
    Math.round(look.shadow * size * 10) / 10,
    look.alignment,
    margin,
    margin,
    layout.marginV,
    1,
  ].join(',');
  const title = options.title && options.title.text.trim() ? titleAss(options.title, options) : undefined;
  const events: string[] = title?.event ? [title.event] : [];
  const frame = { ...options, marginV: layout.marginV };
  for (const cue of layout.cues) {
    if (look.box) {
      const box = dialogue(cue.startMs, cue.endMs, cueBox(cue, look.box, frame, options.measure ?? estimate), 0);
      if (box) events.push(box);
    }
    const cueWords = cue.lines.flat();
    if (look.emphasis === 'none') {
      const line = dialogue(cue.startMs, cue.endMs, cueText(cue, look, size, -1, options.familyOf));
      if (line) events.push(line);
      continue;
    }
    cueWords.forEach((word, index) => {
      const startMs = index === 0 ? cue.startMs : word.startMs;
      const next = cueWords[index + 1];
      const endMs = next ? Math.min(cue.endMs, next.startMs) : cue.endMs;
      const line = dialogue(startMs, endMs, cueText(cue, look, size, index, options.familyOf));
      if (line) events.push(line);
    });
  }
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${options.width}`,
    `PlayResY: ${options.height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: ${style}`,
    ...(title ? [`Style: ${title.style}`] : []),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
