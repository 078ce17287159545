/**
 * What each lighting option does to a card: where the light comes from, its colour, how it tints
 * the backdrop, how bright its glow and how deep the shade on the far side, which way the title's
 * shadow falls, and the final grade (brightness, contrast, saturation, tint, vignette).
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
  /**
   * Where the light comes from, as fractions of the width and height (x from the side the card
   * chose); 'behind' puts it behind the title, which then stands in silhouette against it.
   */
  source: { x: number; y: number } | 'behind';
  /** Colour of the light: its glow and the highlights it puts on the backdrop. */
  color: string;
  /** Pulls the backdrop's top and horizon toward these colours by `amount`. */
  skyTop: { color: string; amount: number };
  skyHorizon: { color: string; amount: number };
  /** Strength of the glow around the source (0 … 1). */
  glow: number;
  /** How dark the side away from the light and the title's cast shadow go (0 … 1), and their colour. */
  shade: number;
  shadeColor: string;
  /** The title glows in the light's colour, like a neon sign. */
  neon: boolean;
  grade: Grade;
}

const neutral = [1, 1, 1] as const;

export const lightingProfiles: Record<Lighting, LightingProfile> = {
  natural: {
    source: { x: 0.22, y: 0.1 },
    color: '#fff8e8',
    skyTop: { color: '#ffffff', amount: 0 },
    skyHorizon: { color: '#ffffff', amount: 0 },
    glow: 0.35,
    shade: 0.5,
    shadeColor: '#3a4a6a',
    neon: false,
    grade: { key: 1, contrast: 1, saturation: 1, lift: 0, tint: neutral, vignette: 0.12 },
  },
  'golden-hour': {
    source: { x: 0.12, y: 0.55 },
    color: '#ffc46b',
    skyTop: { color: '#c98a8a', amount: 0.25 },
    skyHorizon: { color: '#ffbe5c', amount: 0.65 },
    glow: 0.75,
    shade: 0.65,
    shadeColor: '#5a3a6a',
    neon: false,
    grade: { key: 1.02, contrast: 1.08, saturation: 1.1, lift: 0, tint: [1.08, 1, 0.86], vignette: 0.3 },
  },
  dramatic: {
    source: { x: 0.08, y: 0.15 },
    color: '#fff0d8',
    skyTop: { color: '#1a1e2a', amount: 0.45 },
    skyHorizon: { color: '#ffffff', amount: 0.1 },
    glow: 0.55,
    shade: 0.95,
    shadeColor: '#0a0a14',
    neon: false,
    grade: { key: 0.95, contrast: 1.55, saturation: 1.05, lift: 0, tint: neutral, vignette: 0.7 },
  },
  soft: {
    source: { x: 0.5, y: 0 },
    color: '#ffffff',
    skyTop: { color: '#e8eaee', amount: 0.35 },
    skyHorizon: { color: '#f4f4f2', amount: 0.35 },
    glow: 0.2,
    shade: 0.2,
    shadeColor: '#6a7080',
    neon: false,
    grade: { key: 1.04, contrast: 0.7, saturation: 0.85, lift: 0.1, tint: neutral, vignette: 0.04 },
  },
  backlit: {
    source: 'behind',
    color: '#fff1c8',
    skyTop: { color: '#ffffff', amount: 0.05 },
    skyHorizon: { color: '#fff4d6', amount: 0.55 },
    glow: 1,
    shade: 0.7,
    shadeColor: '#2a2a44',
    neon: false,
    grade: { key: 1, contrast: 1.12, saturation: 1, lift: 0.02, tint: [1.04, 1.01, 0.94], vignette: 0.35 },
  },
  cinematic: {
    source: { x: 0.16, y: 0.45 },
    color: '#ffb46a',
    skyTop: { color: '#123a4a', amount: 0.4 },
    skyHorizon: { color: '#ff9a4a', amount: 0.35 },
    glow: 0.6,
    shade: 0.75,
    shadeColor: '#0e2a36',
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
    source: { x: 0.5, y: 0.15 },
    color: '#8a6ae0',
    skyTop: { color: '#07021a', amount: 0.8 },
    skyHorizon: { color: '#3a0a5a', amount: 0.7 },
    glow: 0.35,
    shade: 0.8,
    shadeColor: '#10042a',
    neon: true,
    grade: { key: 0.82, contrast: 1.2, saturation: 1.35, lift: 0, tint: [1.02, 0.92, 1.1], vignette: 0.4 },
  },
  moonlight: {
    source: { x: 0.24, y: 0.14 },
    color: '#cfe0ff',
    skyTop: { color: '#050b1e', amount: 0.85 },
    skyHorizon: { color: '#1d3158', amount: 0.75 },
    glow: 0.3,
    shade: 0.85,
    shadeColor: '#040818',
    neon: false,
    grade: { key: 0.6, contrast: 1.1, saturation: 0.75, lift: 0, tint: [0.76, 0.88, 1.15], vignette: 0.45 },
  },
};
