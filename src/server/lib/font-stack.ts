import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as OpenType from 'opentype.js';
import { opentype } from './on-first-use';
import { loadShaper, type Shaper } from './text-shaping';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The type drawn on pictures and videos (thumbnail titles, captions, the offline title cards),
 * from faces kept in npm packages (@fontsource, SIL Open Font License), never the machine's fonts:
 * Anton (a condensed bold display face) first, then, for a character Anton lacks, a bold Noto face
 * chosen by the character's script — Noto Sans for Cyrillic, Greek and Devanagari, Noto Sans SC,
 * JP or KR for Chinese, Japanese and Korean. Each package splits its face into subsets by Unicode
 * range (the CJK ones into a hundred numbered subsets) and lists the ranges in its unicode.json, so
 * only the subsets a text needs are read, and each is parsed once for the process.
 *
 * Devanagari (Hindi, Marathi, Nepali) stacks consonants into conjuncts and moves vowel signs
 * before the consonant they follow in the text: its runs are shaped by HarfBuzz (text-shaping.ts),
 * and without a shaper they are left out rather than set glyph by glyph, which would misspell
 * them. Other scripts that need shaping (Arabic, Hebrew, Thai…) have no face here yet: their
 * characters are left out, as a character no face has is.
 */

interface Source {
  /** The package's name under @fontsource/, also its files' prefix. */
  name: string;
  weight: number;
  /** Which of the package's subsets this source draws from. */
  usesSubset: (key: string) => boolean;
  /** Sized so its capitals match Anton's in our own layouts (alphabetic faces; CJK glyphs fill the em instead). */
  matchCaps: boolean;
  /** Its runs need a shaping engine to be set right. */
  shaped?: boolean;
}

const ANTON: Source = { name: 'anton', weight: 400, usesSubset: () => true, matchCaps: true };
/** ExtraBold sits best beside Anton's heavy strokes; its name table calls the family "Noto Sans ExtraBold". */
const NOTO_SANS: Source = { name: 'noto-sans', weight: 800, usesSubset: (key) => /^(cyrillic|greek)/u.test(key), matchCaps: true };
/**
 * The same family's Devanagari, at Anton's em: its letters hang from a headline near the capitals'
 * height, with vowel signs above it and below the baseline.
 */
const DEVANAGARI: Source = { name: 'noto-sans', weight: 800, usesSubset: (key) => key === 'devanagari', matchCaps: false, shaped: true };
/** Bold, not heavier: dense ideographs fill in at caption sizes. Only the numbered subsets hold CJK characters. */
const cjk = (name: string): Source => ({ name, weight: 700, usesSubset: (key) => key.startsWith('['), matchCaps: false });
const SC = cjk('noto-sans-sc');
const JP = cjk('noto-sans-jp');
const KR = cjk('noto-sans-kr');

/** Devanagari's letters, and the marks and digits other scripts share with it (the dandas, Vedic signs). */
const DEVANAGARI_CHARACTER = /\p{Script_Extensions=Devanagari}/u;
/** The zero-width joiner and non-joiner choose between a conjunct and its half forms. */
const JOINER = /[\u200c\u200d]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Characters for the CJK faces: their scripts, CJK punctuation and full-width forms (the packages' subsets also hold emoji, left out). */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u;

export interface Face {
  /** The family its name table gives: what an ASS style or `\fn` tag names. */
  family: string;
  /** A file name unique to this subset, for a fonts directory. */
  fileName: string;
  /** The subset as TrueType (sfnt), which every FreeType reads. */
  sfnt: Buffer;
  font: OpenType.Font;
  /** usWinAscent + usWinDescent in font units: libass sizes a face so that this equals the font size. */
  cellHeight: number;
  /** The em's multiplier beside Anton in our own layouts (1 for Anton and the CJK faces). */
  scale: number;
  /** Its runs are set by the shaper, not glyph by glyph. */
  shaped: boolean;
}

const require = createRequire(import.meta.url);
const indexes = new Map<Source, Map<number, string[]>>();

/**
 * The source's subset files by code point, from the package's unicode.json ("U+0400-045F,U+2116"
 * for each subset), built on first use: some tens of thousands of entries for a CJK package.
 */
function indexOf(source: Source): Map<number, string[]> {
  let index = indexes.get(source);
  if (!index) {
    index = new Map();
    const unicode = require(`@fontsource/${source.name}/unicode.json`) as Record<string, string>;
    for (const [key, ranges] of Object.entries(unicode)) {
      if (!source.usesSubset(key)) continue;
      const file = subsetFile(source, key.replace(/[[\]]/gu, ''));
      for (const range of ranges.split(',')) {
        const [low, high = low] = range
          .replace(/^U\+/iu, '')
          .split('-')
          .map((hex) => Number.parseInt(hex, 16));
        for (let code = low!; code <= high!; code += 1) index.set(code, [...(index.get(code) ?? []), file]);
      }
    }
    indexes.set(source, index);
  }
  return index;
}

/** The sources that may draw a character, in order; Han takes Japanese forms in a text with kana. */
function sourcesFor(character: string, text: string): Source[] {
  if (DEVANAGARI_CHARACTER.test(character) || (JOINER.test(character) && DEVANAGARI_CHARACTER.test(text))) return [DEVANAGARI];
  if (!CJK.test(character)) return [ANTON, NOTO_SANS];
  if (HANGUL.test(character)) return [KR];
  if (KANA.test(character)) return [JP];
  return KANA.test(text) ? [JP, SC, KR] : [SC, JP, KR];
}

/** The subset files whose ranges hold the character, in the order they are tried; faces that need shaping only with `shaping`. */
function* candidateFiles(character: string, text: string, shaping: boolean): Generator<{ source: Source; file: string }> {
  for (const source of sourcesFor(character, text)) {
    if (source.shaped && !shaping) continue;
    for (const file of indexOf(source).get(character.codePointAt(0)!) ?? []) yield { source, file };
  }
}

const parsed = new Map<string, Face>();
const PRIMARY_FILE = subsetFile(ANTON, 'latin');

function subsetFile(source: Source, key: string): string {
  return `@fontsource/${source.name}/files/${source.name}-${key}-${source.weight}-normal.woff`;
}

/** A face's capital height in em. */
export const capHeightEm = (font: OpenType.Font) => (font.tables.os2 as unknown as { sCapHeight: number }).sCapHeight / font.unitsPerEm;

function parse(source: Source, file: string, woff: Buffer): Face {
  const sfnt = woffToSfnt(woff);
  const font = opentype().parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer);
  const names = (font.names as { windows?: OpenType.FontNames }).windows ?? font.names;
  const os2 = font.tables.os2 as unknown as { usWinAscent: number; usWinDescent: number };
  return {
    family: names.fontFamily.en!,
    fileName: path.basename(file).replace(/\.woff$/u, '.ttf'),
    sfnt,
    font,
    cellHeight: os2.usWinAscent + os2.usWinDescent,
    scale: source.matchCaps && file !== PRIMARY_FILE ? capHeightEm(primaryFace().font) / capHeightEm(font) : 1,
    shaped: source.shaped ?? false,
  };
}

/** A subset, read and parsed on first use (a few to some tens of milliseconds). */
function loadSync(source: Source, file: string): Face {
  let face = parsed.get(file);
  if (!face) parsed.set(file, (face = parse(source, file, readFileSync(require.resolve(file)))));
  return face;
}

/** The first candidate face that has the character, each subset read only when reached. */
function firstFaceWith(character: string, text: string, shaping: boolean): Face | undefined {
  for (const { source, file } of candidateFiles(character, text, shaping)) {
    const face = loadSync(source, file);
    if (face.font.hasChar(character)) return face;
  }
  return undefined;
}

/** Anton's Latin subset: where spaces and the capitals' height come from. */
export const primaryFace = () => loadSync(ANTON, PRIMARY_FILE);

/**
 * An outline as SVG path data, to a tenth of a pixel. (opentype.js' own toPathData writes NaN for a
 * coordinate a hair above a whole number, such as 43.00000000000001, which shaped runs' offsets make; and it keeps
 * every fraction it has rounded in a cache that never shrinks.)
 */
export function svgPathData(path: OpenType.Path): string {
  const n = (value: number) => String(Math.round(value * 10) / 10);
  let data = '';
  for (const command of path.commands) {
    if (command.type === 'Z') data += 'Z';
    else if (command.type === 'Q') data += `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
    else if (command.type === 'C')
      data += `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
    else data += `${command.type}${n(command.x)} ${n(command.y)}`;
  }
  return data;
}

/** Characters drawn by one face. */
export interface Run {
  face: Face;
  text: string;
}

/** The faces that draw a text, and the text as they can draw it. */
export interface TextFaces {
  /** The face that draws a character, or undefined when none does. */
  faceFor(character: string): Face | undefined;
  /** The text as drawn: whitespace as spaces, a letter no face has without its accent, other characters dropped. */
  drawable(text: string): string;
  /**
   * The characters of a text in runs drawn by one face (kerning and shaping apply within a run);
   * undrawable ones left out. A Devanagari word is one run: its marks and joiners are its face's.
   */
  runs(text: string): Run[];
  /** The faces a text's characters use, Anton's Latin subset first. */
  used(text: string): Face[];
  /** A run's width in its face's font units: kerned unless `kerning` is false; a shaped run as the shaper sets it. */
  width(run: Run, options?: { kerning?: boolean }): number;
  /** A run's outline as SVG path data, its baseline's left end at (x, y), `size` pixels to its face's em. */
  path(run: Run, x: number, y: number, size: number, options?: { kerning?: boolean }): string;
  /** How far a run's ink reaches above and below the baseline, in its face's font units (below is negative). */
  ink(run: Run): { top: number; bottom: number };
}

/**
 * The faces for `text` (which decides Chinese or Japanese forms for Han); faces that need shaping
 * only with a shaper. Subsets not loaded yet are read synchronously.
 */
function textFaces(text: string, shaper: Shaper | undefined): TextFaces {
  const chosen = new Map<string, Face | undefined>();
  const faceFor = (character: string) => {
    if (!chosen.has(character)) chosen.set(character, firstFaceWith(character, text, shaper !== undefined));
    return chosen.get(character);
  };
  const drawableCharacter = (character: string, index: number, characters: string[]) => {
    if (/\s/u.test(character)) return ' ';
    // A joiner shapes the Devanagari around it; elsewhere (an emoji sequence) it would be an invisible word.
    if (JOINER.test(character) && !DEVANAGARI_CHARACTER.test(characters[index - 1] ?? '')) return '';
    if (faceFor(character)) return character;
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    return base && [...base].every((part) => faceFor(part)) ? base : '';
  };
  const runs = (part: string) => {
    const result: Run[] = [];
    for (const character of part) {
      const face = faceFor(character);
      if (!face) continue;
      const last = result.at(-1);
      if (last?.face === face) last.text += character;
      else result.push({ face, text: character });
    }
    return result;
  };
  const shaped = (run: Run, kerning = true) => {
    if (!shaper) throw new Error('A shaped run was measured with faces loaded without a shaper');
    return shaper.shape(run.face.sfnt, run.text, { kerning });
  };
  /** The run's glyphs with their offsets from its start, in font units (y up). */
  const placed = (run: Run, kerning = true) => {
    if (!run.face.shaped) {
      return run.face.font.stringToGlyphs(run.text).map((glyph, index, all) => ({
        glyph,
        x: all.slice(0, index).reduce((sum, before) => sum + (before.advanceWidth ?? 0), 0),
        y: 0,
      }));
    }
    let pen = 0;
    return shaped(run, kerning).map((glyph) => {
      const at = { glyph: run.face.font.glyphs.get(glyph.glyphIndex), x: pen + glyph.dx, y: glyph.dy };
      pen += glyph.advance;
      return at;
    });
  };
  return {
    faceFor,
    drawable: (part) => [...part.normalize('NFC')].map(drawableCharacter).join(''),
    runs,
    used: (part) => [...new Set([primaryFace(), ...runs(part).map((run) => run.face)])],
    width: (run, { kerning = true } = {}) =>
      run.face.shaped
        ? shaped(run, kerning).reduce((sum, glyph) => sum + glyph.advance, 0)
        : run.face.font.getAdvanceWidth(run.text, run.face.font.unitsPerEm, { kerning }),
    path: (run, x, y, size, { kerning = true } = {}) => {
      if (!run.face.shaped) return svgPathData(run.face.font.getPath(run.text, x, y, size, { kerning }));
      const unit = size / run.face.font.unitsPerEm;
      // The shaper's y grows upwards, the picture's downwards.
      return placed(run, kerning)
        .map(({ glyph, x: dx, y: dy }) => svgPathData(glyph.getPath(x + dx * unit, y - dy * unit, size)))
        .join('');
    },
    ink: (run) => {
      let top = 0;
      let bottom = 0;
      for (const { glyph, y } of placed(run)) {
        const box = glyph.getBoundingBox();
        top = Math.max(top, box.y2 + y);
        bottom = Math.min(bottom, box.y1 + y);
      }
      return { top, bottom };
    },
  };
}

/**
 * The faces for `text`, every subset its characters (and their letters without accents) need
 * read first with the event loop free between files, and the shaper when a face needs it;
 * lookups then find them parsed. Without `shaping` (a renderer that cannot shape, see
 * caption-font.ts) the scripts that need it are left out.
 */
export async function loadTextFaces(text: string, { shaping = true }: { shaping?: boolean } = {}): Promise<TextFaces> {
  const pending = async (source: Source, file: string) => {
    if (parsed.has(file)) return parsed.get(file)!;
    const woff = await readFile(require.resolve(file));
    await new Promise((resolve) => setImmediate(resolve));
    if (!parsed.has(file)) parsed.set(file, parse(source, file, woff));
    return parsed.get(file)!;
  };
  let shaper: Shaper | undefined;
  let canShape = shaping;
  await pending(ANTON, PRIMARY_FILE);
  for (const character of new Set(text.normalize('NFC') + text.normalize('NFKD'))) {
    for (const { source, file } of candidateFiles(character, text, canShape)) {
      if (source.shaped && !shaper) {
        // A shaper that cannot load (its WebAssembly missing) leaves those scripts out, not the whole text.
        shaper = await loadShaper().catch(() => undefined);
        canShape = shaper !== undefined;
        if (!canShape) break;
      }
      if ((await pending(source, file)).font.hasChar(character)) break;
    }
  }
  return textFaces(text, shaper);
}
