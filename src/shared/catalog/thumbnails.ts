/**
 * Thumbnails: YouTube's limits and the looks a creator picks from. A thumbnail is set
 * at 1280×720 (16:9), a JPEG under 2 MB; YouTube's Test & Compare takes three, so three variants
 * are made at a time. It must read at 168×94, the size of a suggested-video thumbnail.
 */
export const THUMBNAIL_SIZE = { width: 1280, height: 720 } as const;
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_VARIANTS = 3;
/** The smallest size YouTube shows a thumbnail at (suggested videos). */
export const THUMBNAIL_SMALLEST = { width: 168, height: 94 } as const;
export const THUMBNAIL_TEXT_MAX_LENGTH = 80;
/** Thumbnails one project keeps; the oldest that are not chosen make way for new ones. */
export const THUMBNAILS_KEPT = 12;

export const thumbnailPalettes = [
  { id: 'bold-yellow', label: 'Bold yellow', text: '#FFE600', outline: '#000000', accent: '#FF2E2E' },
  { id: 'clean-white', label: 'Clean white', text: '#FFFFFF', outline: '#111111', accent: '#2E7BFF' },
  { id: 'hot-red', label: 'Hot red', text: '#FFFFFF', outline: '#B00000', accent: '#FF2E2E' },
  { id: 'neon-cyan', label: 'Neon cyan', text: '#3CF2FF', outline: '#0A0A2A', accent: '#FF3CF2' },
] as const;
export type ThumbnailPalette = (typeof thumbnailPalettes)[number];
export const thumbnailPaletteIds = ['bold-yellow', 'clean-white', 'hot-red', 'neon-cyan'] as const;
export type ThumbnailPaletteId = (typeof thumbnailPaletteIds)[number];

/** Where the title sits: a column on the left (the subject on the right), centred, or a band at the bottom. */
export const thumbnailLayouts = [
  { id: 'left', label: 'Text left' },
  { id: 'center', label: 'Centred' },
  { id: 'bottom', label: 'Bottom band' },
] as const;
export const thumbnailLayoutIds = ['left', 'center', 'bottom'] as const;
export type ThumbnailLayoutId = (typeof thumbnailLayoutIds)[number];
