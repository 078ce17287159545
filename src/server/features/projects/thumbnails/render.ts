import { loadSharp } from '../../../lib/on-first-use';
import type { TextFaces } from '../../../lib/font-stack';
import {
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_SIZE,
  THUMBNAIL_SMALLEST,
  thumbnailPalettes,
  type ThumbnailLayoutId,
  type ThumbnailPaletteId,
} from '@shared/catalog/thumbnails';
import { fitTitle, loadTitleFaces, titleCapHeight, titleElements, type FittedTitle, type TitleBox } from './title-layout';
import { mulberry32 } from '../../../lib/seeded-random';

const { width: W, height: H } = THUMBNAIL_SIZE;

/**
 * Where the title goes in each layout, inside a margin (players crop and round the edges), and
 * never in the bottom-right corner, where YouTube lays the video's duration over the picture.
 */
export const titleBoxes: Record<ThumbnailLayoutId, TitleBox> = {
  // A column on the left; the picture's subject stays visible on the right.
  left: { x: 64, y: 72, width: 720, height: 576, align: 'left' },
  center: { x: 100, y: 110, width: 1080, height: 500, align: 'center' },
  // A lower third inside the band, stopping short of the duration badge.
  bottom: { x: 56, y: 462, width: 1020, height: 216, align: 'left' },
};

const BAND_TOP = 440;

/** Capitals at least this tall at YouTube's smallest size (168×94) can still be read there. */
export const MIN_SMALL_CAP_PX = 8;

/** How tall the title's capitals come out at 168×94 in a layout, in the faces from `loadTitleFaces`. */
export const smallCapHeight = (text: string, layout: ThumbnailLayoutId, faces: TextFaces) =>
  (titleCapHeight(text, titleBoxes[layout], faces) * THUMBNAIL_SMALLEST.width) / W;

/**
 * A look whose title would be too small to read at 168×94 in its layout (a long title in the left
 * column or the bottom band) takes the centred layout, which has the most room.
 */
export function readableLook<Look extends { layout: ThumbnailLayoutId }>(look: Look, text: string, faces: TextFaces): Look {
  if (look.layout === 'center' || smallCapHeight(text, look.layout, faces) >= MIN_SMALL_CAP_PX) return look;
  return smallCapHeight(text, 'center', faces) > smallCapHeight(text, look.layout, faces) ? { ...look, layout: 'center' } : look;
}

/** The drawn background's two gradient stops per palette: dark, so the bright letters stand out. */
const backgroundStops: Record<ThumbnailPaletteId, [string, string]> = {
  'bold-yellow': ['#160B2E', '#4A0E2A'],
  'clean-white': ['#07142B', '#123A7A'],
  'hot-red': ['#140000', '#5E0505'],
  'neon-cyan': ['#05051C', '#2A0A4A'],
};

/** Grades for a picture, one per variant: darker and a little more saturated, so the title reads and the colours pop. */
const grades = [
  { brightness: 0.78, saturation: 1.2 },
  { brightness: 0.68, saturation: 1.4 },
  { brightness: 0.86, saturation: 1.05 },
];

/** JPEG qualities tried in turn until the picture is under YouTube's 2 MB (the first nearly always is). */
const QUALITIES = [86, 74, 62, 50];

export interface ThumbnailRequest {
  text: string;
  /** The picture under the title (any format sharp reads); without one a background is drawn. */
  picture?: Buffer | undefined;
  palette: ThumbnailPaletteId;
  layout: ThumbnailLayoutId;
  /** Picks the drawn background's shapes and the picture's grade: the same seed draws the same thumbnail. */
  seed: number;
}

export interface RenderedThumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  /** How the title was set: its lines, size and cap height (what decides readability at 168×94). */
  title: FittedTitle;
}

/** Shapes keep to the part of the picture the title does not cover, like a photo's subject would. */
const shapeArea: Record<ThumbnailLayoutId, { x: [number, number]; y: [number, number] }> = {
  left: { x: [760, W], y: [0, H] },
  center: { x: [0, W], y: [0, H] },
  bottom: { x: [0, W], y: [0, BAND_TOP] },
};

/** A gradient with a glow, circles, rings and diagonal stripes in the palette's accent. */
function drawnBackground(palette: ThumbnailPaletteId, layout: ThumbnailLayoutId, seed: number): string {
  const random = mulberry32(seed);
  const between = ([low, high]: [number, number]) => low + random() * (high - low);
  const { accent } = thumbnailPalettes.find((entry) => entry.id === palette)!;
  const [from, to] = backgroundStops[palette];
  const area = shapeArea[layout];
  const angle = Math.round(random() * 360);
  const shapes: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const x = Math.round(between([-200, W]));
    const width = Math.round(between([60, 180]));
    shapes.push(
      `<polygon points="${x},${H} ${x + width},${H} ${x + width + 420},0 ${x + 420},0" fill="${accent}" opacity="${between([0.08, 0.18]).toFixed(2)}"/>`,
    );
  }
  const circles = 3 + Math.floor(random() * 3);
  for (let index = 0; index < circles; index += 1) {
    const cx = Math.round(between(area.x));
    const cy = Math.round(between(area.y));
    const r = Math.round(between([40, 220]));
    shapes.push(
      random() < 0.5
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${between([0.12, 0.3]).toFixed(2)}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${Math.round(between([8, 24]))}" opacity="${between([0.25, 0.5]).toFixed(2)}"/>`,
    );
  }
  const glow = { x: Math.round(between(area.x)), y: Math.round(between(area.y)) };
  return [
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glow.x}" cy="${glow.y}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    ...shapes,
  ].join('');
}

/** What lies between the background and the title so the letters read: a shade where the title sits. */
function legibilityLayer(palette: ThumbnailPaletteId, layout: ThumbnailLayoutId): string {
  const { accent } = thumbnailPalettes.find((entry) => entry.id === palette)!;
  switch (layout) {
    case 'left':
      return (
        '<defs><linearGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.72"/>' +
        '<stop offset="0.55" stop-color="#000" stop-opacity="0.5"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/></linearGradient></defs>' +
        `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
      );
    case 'center':
      return (
        '<defs><radialGradient id="shade" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#000" stop-opacity="0.5"/>' +
        '<stop offset="1" stop-color="#000" stop-opacity="0.2"/></radialGradient></defs>' +
        `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
      );
    case 'bottom':
      return (
        `<rect y="${BAND_TOP}" width="${W}" height="${H - BAND_TOP}" fill="#000" opacity="0.62"/>` +
        `<rect y="${BAND_TOP}" width="${W}" height="10" fill="${accent}"/>`
      );
  }
}

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);

/**
 * One 1280×720 JPEG thumbnail: the picture cover-cropped to 16:9 and graded (or a drawn
 * background), a shade where the title sits, and the title auto-fitted with a thick outline.
 * sharp does the pixel work on libuv's threads; the SVG is a few kilobytes of paths.
 */
export async function renderThumbnail(request: ThumbnailRequest): Promise<RenderedThumbnail> {
  const palette = thumbnailPalettes.find((entry) => entry.id === request.palette)!;
  const title = fitTitle(request.text, titleBoxes[request.layout], await loadTitleFaces(request.text));
  const overlay = legibilityLayer(request.palette, request.layout) + titleElements(title, palette);
  const image = request.picture
    ? loadSharp()(request.picture)
        .rotate()
        .resize(W, H, { fit: 'cover', position: loadSharp().strategy.attention })
        .modulate(grades[Math.abs(request.seed) % grades.length]!)
        .composite([{ input: svg(overlay), top: 0, left: 0 }])
    : loadSharp()(svg(drawnBackground(request.palette, request.layout, request.seed) + overlay));

  for (const quality of QUALITIES) {
    const jpeg = await image.clone().jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    if (jpeg.length < THUMBNAIL_MAX_BYTES) return { jpeg, width: W, height: H, title };
  }
  // Only a picture of pure noise gets here: the smallest quality is far under the limit for anything else.
  const jpeg = await image.clone().jpeg({ quality: 35, chromaSubsampling: '4:2:0' }).toBuffer();
  return { jpeg, width: W, height: H, title };
}
