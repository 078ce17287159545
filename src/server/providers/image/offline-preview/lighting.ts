/**
 * What each lighting option does: where the light comes from, its colour, how it tints the sky,
 * and the final grade (brightness, contrast, saturation, tint, vignette) applied to the pixels.
 */
import type { Lighting } from '@shared/catalog/images';

export interface Grade {
  /** Overall brightness multiplier. */
  key: number;
  /** Contrast around mid grey (1 = unchanged). */
  contrast: number;
  saturation: number;
  /** Raises the blacks (0 … 1): soft, hazy light. */
  lift: number;
  /** Per-channel multiplier. */
  tint: readonly [number, number, number];
  /** Darkening toward the corners (0 … 1). */
  vignette: number;
  /** Shadows pushed toward the first colour and highlights toward the second (cinematic split tone). */
  split?: { shadows: readonly [number, number, number]; highlights: readonly [number, number, number]; amount: number };
}

export interface LightingProfile {
  /** The visible source: a sun, a moon, one hidden in overcast, or one behind the subject. */
  source: 'sun' | 'moon' | 'hidden' | 'behind';
  /** Source position: x from the side the layout chose (0 = that edge), y as a fraction of the sky's height. */
  sourceX: number;
  sourceY: number;
  /** Colour of the light on lit surfaces and around the source. */
  color: string;
  /** Pulls the sky (zenith/horizon) toward these colours by `amount`. */
  skyTop: { color: string; amount: number };
  skyHorizon: { color: string; amount: number };
  /** Strength of cast and form shadows (0 … 1), and their colour. */
  shadow: number;
  shadowColor: string;
  /** Rim light around the subject's silhouette (0 … 1). */
  rim: number;
  /** Stars in the sky, and neon glows in the scene. */
  stars: boolean;
  neon: boolean;
  grade: Grade;
}

const neutral = [1, 1, 1] as const;

export const lightingProfiles: Record<Lighting, LightingProfile> = {
  natural: {
    source: 'sun',
    sourceX: 0.22,
    sourceY: 0.18,
    color: '#fff8e8',
    skyTop: { color: '#ffffff', amount: 0 },
    skyHorizon: { color: '#ffffff', amount: 0 },
    shadow: 0.5,
    shadowColor: '#3a4a6a',
    rim: 0,
    stars: false,
    neon: false,
    grade: { key: 1, contrast: 1, saturation: 1, lift: 0, tint: neutral, vignette: 0.12 },
  },
  'golden-hour': {
    source: 'sun',
    sourceX: 0.12,
    sourceY: 0.78,
    color: '#ffc46b',
    skyTop: { color: '#c98a8a', amount: 0.25 },
    skyHorizon: { color: '#ffbe5c', amount: 0.65 },
    shadow: 0.65,
    shadowColor: '#5a3a6a',
    rim: 0.35,
    stars: false,
    neon: false,
    grade: { key: 1.02, contrast: 1.08, saturation: 1.1, lift: 0, tint: [1.08, 1, 0.86], vignette: 0.3 },
  },
  dramatic: {
    source: 'sun',
    sourceX: 0.08,
    sourceY: 0.3,
    color: '#fff0d8',
    skyTop: { color: '#1a1e2a', amount: 0.45 },
    skyHorizon: { color: '#ffffff', amount: 0.1 },
    shadow: 0.95,
    shadowColor: '#0a0a14',
    rim: 0.2,
    stars: false,
    neon: false,
    grade: { key: 0.95, contrast: 1.55, saturation: 1.05, lift: 0, tint: neutral, vignette: 0.7 },
  },
  soft: {
    source: 'hidden',
    sourceX: 0.4,
    sourceY: 0.15,
    color: '#ffffff',
    skyTop: { color: '#e8eaee', amount: 0.35 },
    skyHorizon: { color: '#f4f4f2', amount: 0.35 },
    shadow: 0.2,
    shadowColor: '#6a7080',
    rim: 0,
    stars: false,
    neon: false,
    grade: { key: 1.04, contrast: 0.7, saturation: 0.85, lift: 0.1, tint: neutral, vignette: 0.04 },
  },
  backlit: {
    source: 'behind',
    sourceX: 0.5,
    sourceY: 0.55,
    color: '#fff1c8',
    skyTop: { color: '#ffffff', amount: 0.05 },
    skyHorizon: { color: '#fff4d6', amount: 0.55 },
    shadow: 0.7,
    shadowColor: '#2a2a44',
    rim: 1,
    stars: false,
    neon: false,
    grade: { key: 1, contrast: 1.12, saturation: 1, lift: 0.02, tint: [1.04, 1.01, 0.94], vignette: 0.35 },
  },
  cinematic: {
    source: 'sun',
    sourceX: 0.16,
    sourceY: 0.62,
    color: '#ffb46a',
    skyTop: { color: '#123a4a', amount: 0.4 },
    skyHorizon: { color: '#ff9a4a', amount: 0.35 },
    shadow: 0.75,
    shadowColor: '#0e2a36',
    rim: 0.5,
    stars: false,
    neon: false,
    grade: {
      key: 0.96,
      contrast: 1.2,
      saturation: 1.05,
      lift: 0.02,
      tint: neutral,
      vignette: 0.45,
      split: { shadows: [-0.06, 0.03, 0.07], highlights: [0.08, 0.02, -0.07], amount: 1 },
    },
  },
  neon: {
    source: 'hidden',
    sourceX: 0.5,
    sourceY: 0.2,
    color: '#8a6ae0',
    skyTop: { color: '#07021a', amount: 0.8 },
    skyHorizon: { color: '#3a0a5a', amount: 0.7 },
    shadow: 0.8,
    shadowColor: '#10042a',
    rim: 0.8,
    stars: true,
    neon: true,
    grade: { key: 0.82, contrast: 1.2, saturation: 1.35, lift: 0, tint: [1.02, 0.92, 1.1], vignette: 0.4 },
  },
  moonlight: {
    source: 'moon',
    sourceX: 0.24,
    sourceY: 0.22,
    color: '#cfe0ff',
    skyTop: { color: '#050b1e', amount: 0.85 },
    skyHorizon: { color: '#1d3158', amount: 0.75 },
    shadow: 0.85,
    shadowColor: '#040818',
    rim: 0.3,
    stars: true,
    neon: false,
    grade: { key: 0.6, contrast: 1.1, saturation: 0.75, lift: 0, tint: [0.76, 0.88, 1.15], vignette: 0.45 },
  },
};
