import { capHeightEm, loadTextFaces, primaryFace, type TextFaces } from '../../../lib/font-stack';

/**
 * The thumbnail title: set in the font stack (lib/font-stack.ts: Anton, a condensed bold
 * display face, with bold Noto faces for Cyrillic, Greek, Devanagari and CJK), laid out into SVG
 * path data, so the picture never depends on the fonts a machine happens to have. The faces come
 * from `loadTitleFaces`, read before the layout without blocking.
 */

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

/** Han and kana: Chinese and Japanese have no spaces, so a line may break between any two of them. */
const BREAKS_ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30fc]/u;
/** Closing punctuation, small kana and the long-vowel mark never start a line (Japanese kinsoku). */
const NO_LINE_START =
  /[\p{Pe}\p{Po}\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308e\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30fc]/u;

/** Capitals (the thumbnail convention, and Anton's capitals read best small); Greek capitals drop the tonos, as Greek sets them. */
const capitals = (text: string) =>
  text
    .toUpperCase()
    .normalize('NFD')
    .replace(/(?<=\p{Script=Greek})\u0301/gu, '')
    .normalize('NFC');

const drawableTitle = (text: string, faces: TextFaces) => faces.drawable(capitals(text)).replace(/\s+/gu, ' ').trim();

/**
 * The text as the title shows it: capitals, one space between words, and only characters the
 * fonts have (an emoji is dropped, a letter no face has loses its accent).
 */
export const titleText = (text: string, faces: TextFaces): string => drawableTitle(text, faces);

/** The faces a title needs, read without blocking, for the layout that follows. */
export const loadTitleFaces = (text: string): Promise<TextFaces> => loadTextFaces(capitals(text));

/** A piece of a line that is never broken: a word, or one CJK character with the punctuation that clings to it. */
interface Token {
  text: string;
  /** Width in em. */
  em: number;
  /** Whether a space separates it from the token before. */
  spaced: boolean;
}

function breakUnits(word: string): string[] {
  const units: string[] = [];
  let previous = '';
  for (const character of word) {
    const breaks =
      (BREAKS_ANYWHERE.test(character) || BREAKS_ANYWHERE.test(previous)) && !NO_LINE_START.test(character) && !/\p{Ps}/u.test(previous);
    if (units.length === 0 || breaks) units.push(character);
    else units[units.length - 1] += character;
    previous = character;
  }
  return units;
}

/** Width in em of a run of text, each face at its scale beside Anton. */
const textEm = (text: string, faces: TextFaces) =>
  faces.runs(text).reduce((sum, run) => sum + (faces.width(run) * run.face.scale) / run.face.font.unitsPerEm, 0);

let spaceWidth: number | undefined;
const spaceEm = () => (spaceWidth ??= primaryFace().font.getAdvanceWidth(' ', 1));

/** Width in em of a line of tokens. */
const lineEm = (tokens: Token[]) => tokens.reduce((sum, token, index) => sum + token.em + (index > 0 && token.spaced ? spaceEm() : 0), 0);

/**
 * The split of the tokens into `count` lines whose widest line is the narrowest; answers the
 * number of tokens on each line. Titles are short (80 characters typed, 120 for a project's
 * title), so trying every split is cheap.
 */
function balancedSplit(tokens: Token[], count: number): { sizes: number[]; widest: number } {
  if (count === 1) return { sizes: [tokens.length], widest: lineEm(tokens) };
  let best: { sizes: number[]; widest: number } | undefined;
  for (let cut = 1; cut <= tokens.length - (count - 1); cut += 1) {
    const rest = balancedSplit(tokens.slice(cut), count - 1);
    const widest = Math.max(lineEm(tokens.slice(0, cut)), rest.widest);
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

/** A title's lines' room, in em: above the first baseline, baseline to baseline, and under the last baseline. */
interface LineRoom {
  aboveEm: number;
  stepEm: number;
  descentEm: number;
}

/**
 * Shaped runs (Devanagari) hang vowel signs above the capitals' height (0.90 em) and below the
 * baseline (down to 0.41 em under a conjunct): their lines are stepped so that the ink of one
 * clears the next by the outline, and the block keeps room for them at its top and bottom.
 */
function lineRoom(tokens: Token[], faces: TextFaces): LineRoom {
  let top = 0;
  let depth = 0;
  for (const token of tokens) {
    for (const run of faces.runs(token.text)) {
      if (!run.face.shaped) continue;
      const ink = faces.ink(run);
      const em = run.face.scale / run.face.font.unitsPerEm;
      top = Math.max(top, ink.top * em);
      depth = Math.max(depth, -ink.bottom * em);
    }
  }
  const aboveEm = Math.max(top, capHeightEm(primaryFace().font));
  if (top === 0 && depth === 0) return { aboveEm, stepEm: LINE_STEP_EM, descentEm: 0 };
  return { aboveEm, stepEm: Math.max(LINE_STEP_EM, aboveEm + depth + STROKE_EM), descentEm: depth };
}

/**
 * Sets the text as large as the box allows: for one, two and three lines, the most even split of
 * the words (and of CJK characters, which break anywhere), then the size at which the widest line
 * and the lines' height (outline included) fit; the number of lines that allows the biggest size
 * wins. Undefined when nothing is left to draw.
 */
function layOut(text: string, box: TitleBox, faces: TextFaces): ({ lines: Token[][]; fontSize: number } & LineRoom) | undefined {
  const tokens = drawableTitle(text, faces)
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => breakUnits(word).map((unit, index): Token => ({ text: unit, em: textEm(unit, faces), spaced: index === 0 })));
  if (tokens.length === 0) return undefined;
  const room = lineRoom(tokens, faces);
  let best: { sizes: number[]; size: number } | undefined;
  for (let count = 1; count <= Math.min(MAX_TITLE_LINES, tokens.length); count += 1) {
    const { sizes, widest } = balancedSplit(tokens, count);
    const tall = room.aboveEm + (count - 1) * room.stepEm + room.descentEm;
    const size = Math.min(box.width / (widest + STROKE_EM), box.height / (tall + STROKE_EM), MAX_FONT_SIZE);
    // Fewer lines win a tie: the same size with fewer breaks reads faster.
    if (!best || size > best.size + 0.5) best = { sizes, size };
  }
  let next = 0;
  const lines = best!.sizes.map((size) => tokens.slice(next, (next += size)));
  return { lines, fontSize: Math.floor(best!.size), ...room };
}

/** How tall the title's capitals come out in the box, in pixels: the layout without drawing the letters (CJK outlines are costly). */
export const titleCapHeight = (text: string, box: TitleBox, faces: TextFaces) =>
  capHeightEm(primaryFace().font) * (layOut(text, box, faces)?.fontSize ?? 0);

/** The title laid out (see layOut) in the faces from `loadTitleFaces` and drawn as outlines, the block centred vertically in the box. */
export function fitTitle(text: string, box: TitleBox, faces: TextFaces): FittedTitle {
  const layout = layOut(text, box, faces);
  if (!layout) return { lines: [], fontSize: 0, capHeight: 0, lineStep: 0, strokeWidth: 0, pathData: '' };
  const { lines, fontSize, aboveEm, stepEm, descentEm } = layout;
  const capHeight = capHeightEm(primaryFace().font) * fontSize;
  const lineStep = stepEm * fontSize;
  const blockHeight = (aboveEm + (lines.length - 1) * stepEm + descentEm) * fontSize;
  const top = box.y + (box.height - blockHeight) / 2;
  const stroke = STROKE_EM * fontSize;
  const space = spaceEm() * fontSize;

  const paths: string[] = [];
  lines.forEach((line, index) => {
    const width = lineEm(line) * fontSize;
    let x = box.align === 'left' ? box.x + stroke / 2 : box.x + (box.width - width) / 2;
    const baseline = top + aboveEm * fontSize + index * lineStep;
    line.forEach((token, position) => {
      if (position > 0 && token.spaced) x += space;
      for (const run of faces.runs(token.text)) {
        const size = fontSize * run.face.scale;
        paths.push(faces.path(run, x, baseline, size));
        x += (faces.width(run) * size) / run.face.font.unitsPerEm;
      }
    });
  });
  return {
    lines: lines.map((line) => line.map((token, position) => (position > 0 && token.spaced ? ' ' : '') + token.text).join('')),
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
