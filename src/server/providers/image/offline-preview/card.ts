/**
 * The title card's model: everything the painters set, in pixels, before any technique. There is
 * no subject in it on purpose: the offline renderer cannot draw what a prompt describes, so it sets
 * the prompt's key words (title-words.ts) as type over a backdrop that shows the chosen style,
 * palette, lighting and composition honestly.
 */
import type { ImageStyle } from '@shared/catalog/images';
import type { CaptionFont } from '../../video/caption-font';
import type { ImageRequest } from '../image-engine';
import { luminance, mix } from './color';
import { place, type Placement } from './composition';
import { lightingProfiles, type LightingProfile } from './lighting';
import { palettes, type Palette } from './palettes';
import { streams, type Streams } from './random';
import { titleWords, type TitleWords } from './title-words';

/** One line of type: its text, and its outline as SVG path data where it sits on the card. */
export interface TitleLine {
  kind: 'headline' | 'more';
  text: string;
  path: string;
  size: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TitleCard {
  width: number;
  height: number;
  /** The shorter side: sizes scale with it, so hd is the same card, larger. */
  unit: number;
  style: ImageStyle;
  palette: Palette;
  lighting: LightingProfile;
  placement: Placement;
  /** The backdrop from its top to the horizon, tinted by the lighting. */
  backdrop: readonly [string, string, string];
  /** Pixels from the top; null seen from above. */
  horizonY: number | null;
  /** The light source in pixels; behind the text block for backlighting. */
  light: { x: number; y: number };
  /** A dark backdrop takes light type, a light one dark type. */
  darkBackdrop: boolean;
  words: TitleWords;
  lines: TitleLine[];
  /** The text block's bounds. */
  block: Box;
  /** Named random streams under the prompt's words and the seed. */
  stream: Streams;
}

type TypeFont = Pick<CaptionFont, 'measure' | 'drawable' | 'outline'>;

/** The line under the headline, relative to the headline's size. */
const MORE_SCALE = 0.45;
const LINE_HEIGHT = 1.02;
/** Anton's baseline sits this far down its cell. */
const ASCENT = 0.8;
const MAX_HEADLINE_LINES = 3;

/** Greedy wrapping of words into lines no wider than `maxWidth` at `size`. */
function wrap(text: string, font: TypeFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && font.measure(`${last} ${word}`) * size <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The headline's size and lines: the placement's size, smaller until every line fits and there are few. */
function fitHeadline(text: string, font: TypeFont, size: number, maxWidth: number) {
  let lines = wrap(text, font, size, maxWidth);
  for (let tries = 0; tries < 12; tries += 1) {
    const widest = Math.max(...lines.map((line) => font.measure(line) * size));
    if (widest <= maxWidth && lines.length <= MAX_HEADLINE_LINES) break;
    size *= 0.88;
    lines = wrap(text, font, size, maxWidth);
  }
  return { size, lines };
}

export function buildCard(request: ImageRequest, font: TypeFont): TitleCard {
  const { width, height } = request;
  const unit = Math.min(width, height);
  const words = titleWords(request.prompt);
  const stream = streams(`${request.prompt.trim().toLowerCase()}\u241f${request.seed}`);
  const palette = palettes[request.colorPalette];
  const lighting = lightingProfiles[request.lighting];
  const placement = place(request.composition, stream('placement'));

  const maxWidth = placement.maxWidth * width;
  const headline = fitHeadline(font.drawable(words.headline), font, placement.size * unit, maxWidth);
  const moreSize = Math.max(unit * 0.035, headline.size * MORE_SCALE);
  const more = words.more.length ? wrap(font.drawable(words.more.join(' · ')), font, moreSize, maxWidth) : [];
  const rows = [
    ...headline.lines.map((text) => ({ kind: 'headline' as const, text, size: headline.size })),
    ...more.map((text) => ({ kind: 'more' as const, text, size: moreSize })),
  ];
  const gap = more.length ? moreSize * 0.5 : 0;
  const blockHeight = rows.reduce((sum, row) => sum + row.size * LINE_HEIGHT, 0) + gap;
  const blockWidth = Math.max(0, ...rows.map((row) => font.measure(row.text) * row.size));
  // The block stays inside a margin of the frame whatever the placement asks.
  const margin = unit * 0.06;
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));
  const blockX = clamp(placement.x * width - blockWidth / 2, margin, width - margin - blockWidth);
  const blockY = clamp(placement.y * height - blockHeight / 2, margin, height - margin - blockHeight);

  let top = blockY;
  const lines: TitleLine[] = rows.map((row, index) => {
    if (row.kind === 'more' && rows[index - 1]?.kind === 'headline') top += gap;
    const lineWidth = font.measure(row.text) * row.size;
    const x =
      placement.align === 'start'
        ? blockX
        : placement.align === 'end'
          ? blockX + blockWidth - lineWidth
          : blockX + (blockWidth - lineWidth) / 2;
    const baseline = top + row.size * ASCENT;
    top += row.size * LINE_HEIGHT;
    return { kind: row.kind, text: row.text, path: font.outline(row.text, x, baseline, row.size), size: row.size };
  });
  const block = { x: blockX, y: blockY, width: blockWidth, height: blockHeight };

  const horizonY = placement.horizon === null ? null : placement.horizon * height;
  // The light comes from the side the text block leaves open; centred, the words choose.
  const centreX = blockX + blockWidth / 2;
  const side = centreX < width * 0.45 ? 1 : centreX > width * 0.55 ? -1 : stream('light').chance(0.5) ? -1 : 1;
  const light =
    lighting.source === 'behind'
      ? { x: centreX, y: blockY + blockHeight / 2 }
      : { x: side < 0 ? lighting.source.x * width : (1 - lighting.source.x) * width, y: lighting.source.y * height };

  const backdrop = [
    mix(palette.background[0], lighting.skyTop.color, lighting.skyTop.amount),
    mix(
      palette.background[1],
      mix(lighting.skyTop.color, lighting.skyHorizon.color, 0.5),
      (lighting.skyTop.amount + lighting.skyHorizon.amount) / 2,
    ),
    mix(palette.background[2], lighting.skyHorizon.color, lighting.skyHorizon.amount),
  ] as const;
  const darkBackdrop = (luminance(backdrop[0]) + luminance(backdrop[1]) + luminance(backdrop[2])) / 3 < 0.5;

  return {
    width,
    height,
    unit,
    style: request.style,
    palette,
    lighting,
    placement,
    backdrop,
    horizonY,
    light,
    darkBackdrop,
    words,
    lines,
    block,
    stream,
  };
}
