import { loadSharp } from '../../lib/on-first-use';
import type { DrawnImage } from '../../providers/image/image-engine';

/** Grid thumbnails: 384 px wide is sharp on a 2× screen in a four-column grid. */
const THUMBNAIL_WIDTH = 384;

export interface EncodedImage {
  jpeg: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** What users download (JPEG, spec §9) and what grids show (a small WebP). */
export async function encodeImage(drawn: DrawnImage): Promise<EncodedImage> {
  const source = () =>
    'raw' in drawn
      ? loadSharp()(drawn.raw, { raw: { width: drawn.width, height: drawn.height, channels: drawn.channels } })
      : loadSharp()(drawn.encoded);
  const { data: jpeg, info } = await source()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await source()
    .flatten({ background: '#ffffff' })
    .resize({ width: Math.min(THUMBNAIL_WIDTH, info.width), withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
  return { jpeg, thumbnail, width: info.width, height: info.height };
}
