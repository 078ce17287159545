/**
 * The image catalogue (spec §2 Image Generation tab, §9 Images): styles, aspect ratios, quality,
 * lighting, composition, palettes, counts and memory sizes. Server validation, engines, prompt
 * enhancement and the client's controls all read it from here.
 */

import { imageStyles, type ImageStyle } from './image-styles';

export { imageStyleLabel, imageStyles, showcaseStyleIds, type ImageStyle, type ShowcaseStyle } from './image-styles';
export const imageStyleIds = imageStyles.map((style) => style.id) as [ImageStyle, ...ImageStyle[]];
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'photorealistic';

/** What the prompt enhancer writes for each style (added to the user's words for a vendor's model). */
export const imageStylePrompts: Record<ImageStyle, string> = {
  photorealistic: 'photorealistic photograph, true-to-life detail and textures',
  'cinematic-photography':
    'cinematic film still, anamorphic widescreen framing, shallow depth of field, teal-and-orange colour grade, 35mm film grain',
  'digital-art': 'digital art, clean shapes and crisp edges',
  'abstract-art': 'abstract art, bold geometric shapes, flat primary colours and rhythmic black lines, non-representational composition',
  'oil-painting': 'oil painting on canvas, visible brush strokes, rich impasto',
  watercolor: 'watercolor painting, soft washes and paper texture',
  sketch: 'pencil sketch, hand-drawn hatching on paper',
  cartoon: 'cartoon illustration, bold outlines and flat colours',
  anime: 'anime style, cel shading and expressive characters',
  '3d-render': '3D render, smooth shaded forms and global illumination',
  'disney-3d': 'hyper-realistic 3D animated film style, Disney-like characters, soft subsurface skin',
};

export const aspectRatios = ['1:1', '16:9', '9:16', '4:3', '3:2', '1792:1024', '1024:1792'] as const;
export type AspectRatio = (typeof aspectRatios)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '1:1';

export const imageQualities = ['standard', 'hd'] as const;
export type ImageQuality = (typeof imageQualities)[number];
export const DEFAULT_IMAGE_QUALITY: ImageQuality = 'standard';

export const lightingOptions = ['natural', 'golden-hour', 'dramatic', 'soft', 'backlit', 'cinematic', 'neon', 'moonlight'] as const;
export type Lighting = (typeof lightingOptions)[number];
export const DEFAULT_LIGHTING: Lighting = 'natural';

export const compositionOptions = [
  'standard',
  'close-up',
  'wide-shot',
  'bird-eye',
  'low-angle',
  'dutch-angle',
  'macro',
  'rule-of-thirds',
] as const;
export type Composition = (typeof compositionOptions)[number];
export const DEFAULT_COMPOSITION: Composition = 'standard';

export const colorPalettes = ['natural', 'warm', 'cool', 'vibrant', 'muted', 'monochrome', 'sepia', 'neon', 'earth', 'sunset'] as const;
export type ColorPalette = (typeof colorPalettes)[number];
export const DEFAULT_COLOR_PALETTE: ColorPalette = 'natural';

/** What the prompt enhancer writes for each control (added to the user's words). */
export const lightingPhrases: Record<Lighting, string> = {
  natural: 'natural daylight',
  'golden-hour': 'warm golden-hour light',
  dramatic: 'dramatic high-contrast lighting',
  soft: 'soft diffused lighting',
  backlit: 'backlit with a glowing rim light',
  cinematic: 'cinematic lighting',
  neon: 'neon lighting',
  moonlight: 'cool moonlight',
};
export const compositionPhrases: Record<Composition, string> = {
  standard: 'balanced composition',
  'close-up': 'close-up shot',
  'wide-shot': 'wide shot',
  'bird-eye': "bird's-eye view",
  'low-angle': 'low-angle shot',
  'dutch-angle': 'dutch angle',
  macro: 'macro shot',
  'rule-of-thirds': 'rule-of-thirds framing',
};
export const palettePhrases: Record<ColorPalette, string> = {
  natural: 'natural colours',
  warm: 'warm colour palette',
  cool: 'cool colour palette',
  vibrant: 'vibrant saturated colours',
  muted: 'muted colour palette',
  monochrome: 'monochrome',
  sepia: 'sepia tones',
  neon: 'neon colour palette',
  earth: 'earthy tones',
  sunset: 'sunset colour palette',
};
export const qualityPhrases: Record<ImageQuality, string> = {
  standard: 'high quality',
  hd: 'ultra-detailed, high resolution',
};

/** Label for a control value: 'golden-hour' → 'Golden Hour', 'bird-eye' → "Bird's-Eye". */
export function controlLabel(value: string): string {
  if (value === 'bird-eye') return "Bird's-Eye";
  if (value === 'hd') return 'HD';
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const IMAGE_COUNT = { min: 1, max: 4, default: 1 } as const;
export const IMAGE_PROMPT_MAX_LENGTH = 1000;

/** Pixel size the offline renderer and A1111-style servers draw: the long side is 1024 (hd 1536), 8-pixel aligned. */
export function imagePixelSize(ratio: AspectRatio, quality: ImageQuality): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const longSide = quality === 'hd' ? 1536 : 1024;
  const scale = longSide / Math.max(w, h);
  const align = (value: number) => Math.max(8, Math.round((value * scale) / 8) * 8);
  return { width: align(w), height: align(h) };
}

/** Memory (spec §9). */
export const FAVORITE_STYLES_MAX = 5;
export const PROMPT_HISTORY_MAX = 20;
export const MEMORY_PANEL = { styles: 3, prompts: 2, promptChars: 25, suggestions: 3, suggestionChars: 40 } as const;
/** Suggestions are asked for only when the prompt is longer than this (spec §5). */
export const SUGGESTIONS_MIN_PARTIAL = 2;

export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_MAX_LIMIT = 100;

/** Curated prompt ideas the suggestions draw on besides the user's own history. */
export const curatedPrompts = [
  'A cozy coffee shop on a rainy evening, warm lights in the windows',
  'A futuristic city skyline at dusk with flying cars',
  'A golden retriever puppy playing in autumn leaves',
  'A mountain lake at sunrise with mist over the water',
  'A YouTube thumbnail of a surprised creator holding a camera',
  'A minimalist product shot of headphones on a marble table',
  'A fantasy castle on a cliff above a stormy sea',
  'An astronaut floating above Earth with the sun rising',
  'A street market in Marrakech full of spices and lanterns',
  'A home office desk setup with plants and a ring light',
  'A dragon curled around a lighthouse at night',
  'A bowl of ramen with steam rising, top-down view',
  'A vintage car on a desert highway at sunset',
  'A robot barista making latte art',
  'A child reading a book under a tree full of fireflies',
  'A podcast studio with two microphones and neon signs',
  'A cyberpunk alley with rain and glowing signs',
  'A tropical beach with turquoise water and palm trees',
  'A chef plating a colourful dessert in a busy kitchen',
  'A fox sitting in a snowy forest at twilight',
] as const;
