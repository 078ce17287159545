import { loadTextFaces } from '../../lib/font-stack';

/**
 * The captions' type: the font stack (lib/font-stack.ts) — Anton, also the thumbnails'
 * title face, with bold Noto faces for Cyrillic, Greek, Devanagari and CJK — so captions never
 * depend on the fonts a machine has (the npm ffmpeg has none). The subsets a text uses are written
 * as TrueType into the directory the `ass` filter reads fonts from. A run drawn by a Noto face
 * names that face's family in an `\fn` tag (captions.ts): libass's own fallback for a missing
 * glyph asks the machine's font configuration, which does not know that directory. Devanagari
 * needs a libass built with HarfBuzz (Debian's ffmpeg has one, the npm static build not): the
 * renderer says which it has, and without it Devanagari is left out as a character no face has is.
 */
export const CAPTION_FONT_FAMILY = 'Anton';

export interface CaptionFontFile {
  name: string;
  bytes: Buffer;
}

export interface CaptionFont {
  /** The family the subtitle styles name. */
  familyName: string;
  /** The files to write into the directory the `ass` filter reads fonts from (its fontsdir). */
  files: CaptionFontFile[];
  /**
   * Width of a run of text at font size 1, in the subtitle script's pixels. libass sizes each face
   * so that its OS/2 win ascent plus descent equal the font size (VSFilter's rule), so this is
   * each character's advance in its own face's units over that face's height; Devanagari's as
   * shaped. Kerning, which only tightens, is left out.
   */
  measure(text: string): number;
  /** The text with only characters the faces draw: a letter they lack loses its accent, the rest is dropped. */
  drawable(text: string): string;
  /** The family that draws a character when it is not the styles' own, for an `\fn` tag; undefined for Anton's. */
  familyOf(character: string): string | undefined;
  /**
   * The glyphs of a run of drawable text as SVG path data, at font size `size` (the same size
   * `measure` uses) with the baseline's left end at (x, y): text set as outlines needs no font on
   * the machine that rasterises it (the offline title cards).
   */
  outline(text: string, x: number, y: number, size: number): string;
}

/**
 * The faces for `text` (every caption and title a render draws; it decides Chinese or Japanese
 * forms for Han), read without blocking on first use — about 0.1 s for Anton, some tens of
 * milliseconds for each further subset — and kept for the process. Text measured later that
 * needs other subsets reads them then. `shaping`: whether what draws the text shapes it (libass
 * with HarfBuzz; our own outlines always are).
 */
export async function captionFont(text = '', { shaping = true }: { shaping?: boolean } = {}): Promise<CaptionFont> {
  const faces = await loadTextFaces(text, { shaping });
  const unkerned = { kerning: false };
  return {
    familyName: CAPTION_FONT_FAMILY,
    files: faces.used(faces.drawable(text)).map((face) => ({ name: face.fileName, bytes: face.sfnt })),
    measure: (text) => faces.runs(text).reduce((width, run) => width + faces.width(run, unkerned) / run.face.cellHeight, 0),
    outline: (text, x, y, size) => {
      let pen = x;
      let path = '';
      for (const run of faces.runs(text)) {
        path += faces.path(run, pen, y, (size * run.face.font.unitsPerEm) / run.face.cellHeight, unkerned);
        pen += (faces.width(run, unkerned) * size) / run.face.cellHeight;
      }
      return path;
    },
    drawable: faces.drawable,
    familyOf: (character) => {
      const family = faces.faceFor(character)?.family;
      return family === CAPTION_FONT_FAMILY ? undefined : family;
    },
  };
}
