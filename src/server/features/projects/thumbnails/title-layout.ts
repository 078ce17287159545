import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as OpenType from 'opentype.js';
import { opentype } from '../../../lib/on-first-use';

/**
 * The thumbnail title: set in Anton (a condensed bold display face, SIL Open Font License, shipped
 * by the npm package @fontsource/anton), laid out with opentype.js into SVG path data, so the
 * picture never depends on the fonts a machine happens to have. The package ships the face in
 * three subsets (latin, latin-ext, vietnamese); each character is drawn from the first subset that
 * has it. Resolving through `createRequire` finds node_modules from `src` (tsx, Vitest) and from
 * the bundle in dist/server alike, since npm packages stay external to the bundle.
 */
const FONT_FILES = ['latin', 'latin-ext', 'vietnamese'].map((subset) => `@fontsource/anton/files/anton-${subset}-400-normal.woff`);

/** Most words fit on three lines at a size that still reads at 168×94; more lines would be too small. */
export const MAX_TITLE_LINES = 3;
/** A single short word would otherwise fill the whole picture. */
const MAX_FONT_SIZE = 260;
/** Baseline to baseline, in em: Anton's capitals are 0.86 em tall; the gap leaves room for accents. */
const LINE_STEP_EM = 1.08;
/** The outline's full stroke width in em; half of it shows outside the letters (about 1.5 px at 168 px wide). */
const STROKE_EM = 0.16;
/** A hard drop shadow under the outline, in em, for depth on busy pictures. */
const SHADOW_OFFSET_EM = { x: 0.035, y: 0.05 };

let loaded: OpenType.Font[] | undefined;

/** The font's subsets, parsed once on first use (about 100 ms; later titles reuse them). */
function fonts(): OpenType.Font[] {
  loaded ??= FONT_FILES.map((file) => {
    const bytes = readFileSync(createRequire(import.meta.url).resolve(file));
    return opentype().parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });
  return loaded;
}

const fontFor = (character: string) => fonts().find((font) => font.hasChar(character));

/** One character as it can be drawn: itself, its letter without accents, or nothing (never a box). */
function drawable(character: string): string {
  if (/\s/u.test(character)) return ' ';
  if (fontFor(character)) return character;
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return base && [...base].every((part) => fontFor(part)) ? base : '';
}

/**
 * The text as the title shows it: capitals (the thumbnail convention, and Anton's capitals read
 * best small), one space between words, and only characters the font has (an emoji is dropped,
 * a letter the face lacks loses its accent).
 */
export function titleText(text: string): string {
  const upper = text.normalize('NFC').toUpperCase();
  return [...upper].map(drawable).join('').replace(/\s+/gu, ' ').trim();
}

interface Run {
  font: OpenType.Font;
  text: string;
}

/** A word split into runs of characters drawn from the same subset (kerning applies within a run). */
function runsOf(word: string): Run[] {
  const runs: Run[] = [];
  for (const character of word) {
    const font = fontFor(character)!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const spaceEm = () => fonts()[0]!.getAdvanceWidth(' ', 1);

/** Width in em of one word. */
const wordEm = (word: string) => runsOf(word).reduce((sum, run) => sum + run.font.getAdvanceWidth(run.text, 1), 0);

/** Width in em of a line of words (given by their widths) with single spaces. */
const lineEm = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0) + spaceEm() * (widths.length - 1);

/**
 * The split of the words (given by their widths) into `count` lines whose widest line is the
 * narrowest; answers the number of words on each line. Titles are short (80 characters typed,
 * 120 for a project's title), so trying every split is cheap.
 */
function balancedSplit(widths: number[], count: number): { sizes: number[]; widest: number } {
  if (count === 1) return { sizes: [widths.length], widest: lineEm(widths) };
  let best: { sizes: number[]; widest: number } | undefined;
  for (let cut = 1; cut <= widths.length - (count - 1); cut += 1) {
    const rest = balancedSplit(widths.slice(cut), count - 1);
    const widest = Math.max(lineEm(widths.slice(0, cut)), rest.widest);
    if (!best || widest < best.widest) best = { sizes: [cut, ...rest.sizes], widest };
  }
  return best!;
}

export interface TitleBox {
  x: number;
  y: number;
  width: number;
  height: number;
  align: 'left' | 'center';
}

export interface FittedTitle {
  /** The lines as drawn (capitals, characters the font lacks removed); empty when nothing is left to draw. */
  lines: string[];
  /** Font size in pixels of the 1280×720 picture. */
  fontSize: number;
  /** Height of a capital in pixels: what decides whether the title reads at 168×94. */
  capHeight: number;
  /** Baseline to baseline, in pixels. */
  lineStep: number;
  /** The outline's full stroke width in pixels (half of it shows outside the letters). */
  strokeWidth: number;
  /** The letters' outlines as SVG path data, in the picture's pixels. */
  pathData: string;
}

const capHeightEm = () => {
  const font = fonts()[0]!;
  const os2 = font.tables.os2 as { sCapHeight?: number } | undefined;
  return (os2?.sCapHeight ?? font.charToGlyph('H').getBoundingBox().y2) / font.unitsPerEm;
};

/**
 * Sets the text as large as the box allows: for one, two and three lines, the most even split of
 * the words, then the size at which the widest line and the lines' height (outline included) fit;
 * the number of lines that allows the biggest size wins. The block is centred vertically.
 */
export function fitTitle(text: string, box: TitleBox): FittedTitle {
  const words = titleText(text).split(' ').filter(Boolean);
  if (words.length === 0) return { lines: [], fontSize: 0, capHeight: 0, lineStep: 0, strokeWidth: 0, pathData: '' };
  const cap = capHeightEm();
  const widths = words.map(wordEm);
  let best: { sizes: number[]; size: number } | undefined;
  for (let count = 1; count <= Math.min(MAX_TITLE_LINES, words.length); count += 1) {
    const { sizes, widest } = balancedSplit(widths, count);
    const tall = cap + (count - 1) * LINE_STEP_EM;
    const size = Math.min(box.width / (widest + STROKE_EM), box.height / (tall + STROKE_EM), MAX_FONT_SIZE);
    // Fewer lines win a tie: the same size with fewer breaks reads faster.
    if (!best || size > best.size + 0.5) best = { sizes, size };
  }
  let next = 0;
  const lines = best!.sizes.map((size) => words.slice(next, (next += size)));
  const size = best!.size;
  const fontSize = Math.floor(size);
  const capHeight = cap * fontSize;
  const lineStep = LINE_STEP_EM * fontSize;
  const blockHeight = capHeight + (lines.length - 1) * lineStep;
  const top = box.y + (box.height - blockHeight) / 2;
  const stroke = STROKE_EM * fontSize;

  const paths: string[] = [];
  lines.forEach((line, index) => {
    const width = lineEm(line.map(wordEm)) * fontSize;
    let x = box.align === 'left' ? box.x + stroke / 2 : box.x + (box.width - width) / 2;
    const baseline = top + capHeight + index * lineStep;
    const space = fonts()[0]!.getAdvanceWidth(' ', fontSize);
    for (const word of line) {
      for (const run of runsOf(word)) {
        paths.push(run.font.getPath(run.text, x, baseline, fontSize).toPathData(1));
        x += run.font.getAdvanceWidth(run.text, fontSize);
      }
      x += space;
    }
  });
  return {
    lines: lines.map((line) => line.join(' ')),
    fontSize,
    capHeight,
    lineStep,
    strokeWidth: stroke,
    pathData: paths.join(''),
  };
}

/** The title as SVG elements: a hard shadow, the thick outline, then the letters filled on top of it. */
export function titleElements(title: FittedTitle, colors: { text: string; outline: string }): string {
  if (!title.pathData) return '';
  const { fontSize, strokeWidth, pathData } = title;
  const stroke = (color: string) => `fill="${color}" stroke="${color}" stroke-width="${strokeWidth.toFixed(1)}" stroke-linejoin="round"`;
  const shadow = `translate(${(SHADOW_OFFSET_EM.x * fontSize).toFixed(1)} ${(SHADOW_OFFSET_EM.y * fontSize).toFixed(1)})`;
  return [
    `<path d="${pathData}" ${stroke('#000000')} opacity="0.45" transform="${shadow}"/>`,
    `<path d="${pathData}" ${stroke(colors.outline)}/>`,
    `<path d="${pathData}" fill="${colors.text}"/>`,
  ].join('');
}
