/**
 * Video drafts: the formats, resolutions and caption styles a creator picks from. The
 * id tuples are what the contracts pass to `z.enum(…)` (this file stays free of zod, like the
 * other catalogues, so the pages that only show the choices do not download it).
 */

/** Landscape (YouTube), vertical (Shorts, Reels, TikTok) and square (feeds). */
export const videoFormats = ['16:9', '9:16', '1:1'] as const;
export type VideoFormat = (typeof videoFormats)[number];
/** A short's shape: vertical for Shorts, Reels and TikTok, square, or 4:5 for feeds. */
export const shortFormats = ['9:16', '1:1', '4:5'] as const;
export type ShortFormat = (typeof shortFormats)[number];
/** Every shape a render has: a draft's or a short's. */
export const renderFormats = ['16:9', '9:16', '1:1', '4:5'] as const;
export type RenderFormat = (typeof renderFormats)[number];

export const videoResolutions = ['720p', '1080p'] as const;
export type VideoResolution = (typeof videoResolutions)[number];

export const videoFormatLabels: Record<RenderFormat, string> = {
  '16:9': 'Landscape 16:9',
  '9:16': 'Vertical 9:16 (Shorts)',
  '1:1': 'Square 1:1',
  '4:5': 'Portrait 4:5 (feeds)',
};

/** The frame in pixels: the resolution names the shorter side (720 or 1080 pixels). */
export const videoPixelSizes: Record<RenderFormat, Record<VideoResolution, { width: number; height: number }>> = {
  '16:9': { '720p': { width: 1280, height: 720 }, '1080p': { width: 1920, height: 1080 } },
  '9:16': { '720p': { width: 720, height: 1280 }, '1080p': { width: 1080, height: 1920 } },
  '1:1': { '720p': { width: 720, height: 720 }, '1080p': { width: 1080, height: 1080 } },
  '4:5': { '720p': { width: 720, height: 900 }, '1080p': { width: 1080, height: 1350 } },
};

export function videoPixelSize(format: RenderFormat, resolution: VideoResolution): { width: number; height: number } {
  return videoPixelSizes[format][resolution];
}

/** Frames a second of every rendered video. */
export const VIDEO_FPS = 30;

export const captionStyleIds = ['bold', 'highlight', 'boxed', 'minimal'] as const;
export type CaptionStyleId = (typeof captionStyleIds)[number];

export interface CaptionStyle {
  id: CaptionStyleId;
  name: string;
  description: string;
}

/** Every style is set in Anton with an outline or a box, so it reads over any picture. */
export const captionStyles: readonly CaptionStyle[] = [
  { id: 'bold', name: 'Bold', description: 'Large white words with a thick black outline, appearing as they are spoken.' },
  { id: 'highlight', name: 'Highlight', description: 'White words with a black outline; the word being spoken turns yellow.' },
  { id: 'boxed', name: 'Boxed', description: 'White text on a translucent dark box.' },
  { id: 'minimal', name: 'Minimal', description: 'Smaller text in the lower third with a thin outline.' },
];

export const DEFAULT_CAPTION_STYLE: CaptionStyleId = 'highlight';

/** Music under the voice: 0 (silent) to 100 (the track's own loudness between spoken passages). */
export const MUSIC_VOLUME = { min: 0, max: 100, default: 30 } as const;
