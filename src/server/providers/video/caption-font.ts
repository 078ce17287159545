import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type * as OpenType from 'opentype.js';
import { opentype } from '../../lib/on-first-use';

/**
 * The captions' typeface: Anton (SIL Open Font License, the npm package @fontsource/anton, also
 * the thumbnails' title face), so captions never depend on the fonts a machine has — the npm
 * ffmpeg has none. The package ships the face as WOFF in three subsets (latin, latin-ext,
 * vietnamese). The FreeType inside older ffmpeg builds cannot read WOFF, so each subset is
 * unwrapped into the TrueType file it was made from (WOFF 1.0 is that file's tables, each
 * zlib-compressed: lossless, hinting and kerning kept, a millisecond's work). libass finds a glyph
 * missing from one subset in another of the same family, as the thumbnails' title layout does.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];

export const CAPTION_FONT_FAMILY = 'Anton';

export interface CaptionFontFile {
  name: string;
  bytes: Buffer;
}

export interface CaptionFont {
  /** The family name the subtitle styles name. */
  familyName: string;
  /** The files to write into the directory the `ass` filter reads fonts from (its fontsdir). */
  files: CaptionFontFile[];
  /**
   * Width of a run of text at font size 1, in the subtitle script's pixels. libass sizes a font
   * so that its OS/2 win ascent plus descent equal the font size (VSFilter's rule), so this is
   * the advance in font units over that height. Kerning, which only tightens, is left out.
   */
  measure(text: string): number;
  /** The text with only characters the font draws: a letter it lacks loses its accent, the rest is dropped. */
  drawable(text: string): string;
  /**
   * The glyphs of a run of drawable text as SVG path data, at font size `size` (the same size
   * `measure` uses) with the baseline's left end at (x, y): text set as outlines needs no font on
   * the machine that rasterises it (the offline title cards).
   */
  outline(text: string, x: number, y: number, size: number): string;
}

/** WOFF 1.0 (W3C) to the sfnt (TrueType/OpenType) file it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

let built: Promise<CaptionFont> | undefined;

async function build(): Promise<CaptionFont> {
  const require = createRequire(import.meta.url);
  const subsets: Array<{ name: string; bytes: Buffer; font: OpenType.Font }> = [];
  for (const subset of SUBSETS) {
    const sfnt = woffToSfnt(await readFile(require.resolve(`@fontsource/anton/files/anton-${subset}-400-normal.woff`)));
    // Parsing takes some tens of milliseconds a subset: one at a time, letting other work in between.
    await new Promise((resolve) => setImmediate(resolve));
    subsets.push({
      name: `anton-${subset}.ttf`,
      bytes: sfnt,
      font: opentype().parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer),
    });
  }
  const fontFor = (character: string) => subsets.find((subset) => subset.font.hasChar(character))?.font;
  const os2 = subsets[0]!.font.tables.os2 as unknown as { usWinAscent: number; usWinDescent: number };
  const cellHeight = os2.usWinAscent + os2.usWinDescent;
  return {
    familyName: CAPTION_FONT_FAMILY,
    files: subsets.map(({ name, bytes }) => ({ name, bytes })),
    measure: (text) => {
      let units = 0;
      for (const character of text) units += fontFor(character)?.charToGlyph(character).advanceWidth ?? 0;
      return units / cellHeight;
    },
    outline: (text, x, y, size) => {
      let pen = x;
      let path = '';
      for (const character of text) {
        const font = fontFor(character);
        if (!font) continue;
        const glyph = font.charToGlyph(character);
        path += glyph.getPath(pen, y, (size * font.unitsPerEm) / cellHeight).toPathData(1);
        pen += ((glyph.advanceWidth ?? 0) * size) / cellHeight;
      }
      return path;
    },
    drawable: (text) =>
      [...text.normalize('NFC')]
        .map((character) => {
          if (/\s/u.test(character)) return ' ';
          if (fontFor(character)) return character;
          const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
          return base && [...base].every((part) => fontFor(part)) ? base : '';
        })
        .join(''),
  };
}

/** The font, read on first use (about 0.1 s: parsing the subsets for measuring) and kept for the process. */
export function captionFont(): Promise<CaptionFont> {
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
