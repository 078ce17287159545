import type * as HarfBuzz from 'harfbuzzjs';

/**
 * Shaping for the scripts whose letters join, stack and reorder (Devanagari): HarfBuzz, the
 * shaping engine browsers, LibreOffice and libass use, built as WebAssembly (harfbuzzjs), picks
 * the face's conjuncts, places the vowel signs and answers where each glyph goes. Loaded on the
 * first text that needs it; it is ESM with a top-level await, so it comes in by `import()`.
 */

/** One glyph of a shaped run: its index in the face, and where it sits, in font units with y up. */
export interface ShapedGlyph {
  glyphIndex: number;
  /** How far the pen moves after it. */
  advance: number;
  /** Its offset from the pen. */
  dx: number;
  dy: number;
}

export interface Shaper {
  /** The run of `text` in the face made from `sfnt` (a TrueType file), as its glyphs in order; without `kerning`, the font's kerning off. */
  shape(sfnt: Buffer, text: string, options?: { kerning?: boolean }): ShapedGlyph[];
}

function createShaper(hb: typeof HarfBuzz): Shaper {
  // A face's HarfBuzz font is made once: the faces themselves are kept for the process (font-stack.ts).
  const fonts = new WeakMap<Buffer, HarfBuzz.Font>();
  // One buffer, emptied for each run: the shaping itself is synchronous, and buffers made per run
  // were freed only when the garbage collector got round to their finalizers.
  const buffer = new hb.Buffer();
  const unkerned = [new hb.Feature('kern', 0)];
  return {
    shape(sfnt, text, { kerning = true } = {}) {
      let font = fonts.get(sfnt);
      if (!font) {
        font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength)), 0));
        fonts.set(sfnt, font);
      }
      buffer.reset();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer, kerning ? undefined : unkerned);
      return buffer.getGlyphInfosAndPositions().map((glyph) => ({
        glyphIndex: glyph.codepoint,
        advance: glyph.xAdvance ?? 0,
        dx: glyph.xOffset ?? 0,
        dy: glyph.yOffset ?? 0,
      }));
    },
  };
}

let loading: Promise<Shaper> | undefined;
/**
 * The shaper, its WebAssembly compiled on first use (some tens of milliseconds) and kept for the
 * process; a load that failed is tried again next time.
 */
export function loadShaper(): Promise<Shaper> {
  loading ??= import('harfbuzzjs').then(createShaper, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
