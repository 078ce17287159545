/**
 * The colours of each catalogue palette. Every colour in a picture comes from here (mixed with
 * light and shade), so a palette change moves the whole picture's colour, measurably.
 */
import type { ColorPalette } from '@shared/catalog/images';

export interface Palette {
  /** Sky from the zenith to the horizon. */
  sky: readonly [string, string, string];
  /** Distant and near hills. */
  far: string;
  near: string;
  /** Ground at the horizon and at the bottom edge. */
  ground: readonly [string, string];
  water: string;
  foliage: string;
  /** The subject's main, secondary and detail colours. */
  subject: readonly [string, string, string];
  accents: readonly [string, string];
  /** Paper for the wet and dry media; ink for outlines and pencil. */
  paper: string;
  ink: string;
}

export const palettes: Record<ColorPalette, Palette> = {
  natural: {
    sky: ['#4f8fd0', '#8dbbe6', '#d6e9f4'],
    far: '#8aa4b0',
    near: '#6f9a5c',
    ground: ['#7fa657', '#4e7a35'],
    water: '#3f7fb3',
    foliage: '#4d8a3a',
    subject: ['#c8773c', '#ecc58a', '#5a3a22'],
    accents: ['#d9534f', '#f2c14e'],
    paper: '#f6f1e6',
    ink: '#2d2a26',
  },
  warm: {
    sky: ['#e0783c', '#f4a95f', '#ffe0b0'],
    far: '#d99a6c',
    near: '#c0703c',
    ground: ['#d08a48', '#9a4f24'],
    water: '#d9844a',
    foliage: '#c9792c',
    subject: ['#d6402a', '#f5b041', '#6e2412'],
    accents: ['#ffcf5c', '#b83220'],
    paper: '#fbefdc',
    ink: '#4a1d0e',
  },
  cool: {
    sky: ['#1f4f86', '#4f8cc0', '#a9d8e8'],
    far: '#6f93b5',
    near: '#3a6f8a',
    ground: ['#4f8a9a', '#234a66'],
    water: '#2a6f9a',
    foliage: '#2f7f7a',
    subject: ['#3f8fd0', '#8fd3e6', '#1a3050'],
    accents: ['#a5b8f0', '#5e60ce'],
    paper: '#eef4f8',
    ink: '#112338',
  },
  vibrant: {
    sky: ['#0d5cff', '#3aa0ff', '#9be3ff'],
    far: '#7a5cff',
    near: '#00b34a',
    ground: ['#3fd35c', '#00913a'],
    water: '#00a6ff',
    foliage: '#00c24e',
    subject: ['#ff1f4b', '#ffd400', '#6a00c8'],
    accents: ['#ff8a00', '#e400ff'],
    paper: '#ffffff',
    ink: '#15121a',
  },
  muted: {
    sky: ['#8c9aa5', '#aeb8bc', '#d6d8d2'],
    far: '#a3a7a4',
    near: '#8b9880',
    ground: ['#9ba08a', '#6f7a66'],
    water: '#8fa1a8',
    foliage: '#7a8a6a',
    subject: ['#b08a78', '#cfbea2', '#5a4c48'],
    accents: ['#a8a282', '#8c7a8f'],
    paper: '#efece5',
    ink: '#45443f',
  },
  monochrome: {
    sky: ['#5e5e5e', '#9a9a9a', '#d6d6d6'],
    far: '#a6a6a6',
    near: '#7a7a7a',
    ground: ['#8a8a8a', '#4a4a4a'],
    water: '#6e6e6e',
    foliage: '#5a5a5a',
    subject: ['#3a3a3a', '#b4b4b4', '#161616'],
    accents: ['#e0e0e0', '#262626'],
    paper: '#f4f4f4',
    ink: '#141414',
  },
  sepia: {
    sky: ['#8f6a45', '#c09a6e', '#ecd9b6'],
    far: '#b89870',
    near: '#8c6a46',
    ground: ['#a8845a', '#6a4c2f'],
    water: '#94755a',
    foliage: '#7a5c3a',
    subject: ['#5e4026', '#d2b48a', '#2e1e10'],
    accents: ['#e0c79a', '#4a3018'],
    paper: '#f0e2c6',
    ink: '#38240f',
  },
  neon: {
    sky: ['#07011a', '#25094f', '#6a127a'],
    far: '#3a0f6a',
    near: '#1c0840',
    ground: ['#2a0a52', '#0a0320'],
    water: '#1a0f5a',
    foliage: '#13b88a',
    subject: ['#ff2bd6', '#00f0ff', '#2a0040'],
    accents: ['#39ff14', '#fff200'],
    paper: '#12052a',
    ink: '#03010a',
  },
  earth: {
    sky: ['#9a8a68', '#c3b28c', '#e8dcc0'],
    far: '#a08a66',
    near: '#7a6a3e',
    ground: ['#8f7043', '#5a4026'],
    water: '#6d8a80',
    foliage: '#64763a',
    subject: ['#8f5630', '#c9a66b', '#3a2616'],
    accents: ['#b8863b', '#6b8f3a'],
    paper: '#efe5d2',
    ink: '#2e2416',
  },
  sunset: {
    sky: ['#2e1a52', '#c2457a', '#ffae63'],
    far: '#8a3f72',
    near: '#5a2650',
    ground: ['#7a3352', '#2e1432'],
    water: '#b0527a',
    foliage: '#6a2a5a',
    subject: ['#ff5e5b', '#ffc36b', '#3a1030'],
    accents: ['#ffdd8a', '#ff3f7f'],
    paper: '#fde8d8',
    ink: '#2a0e22',
  },
};
