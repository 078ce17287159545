/**
 * The colours of each catalogue palette. Every colour on a card comes from here (mixed with light
 * and shade), so a palette change moves the whole card's colour, measurably.
 */
import type { ColorPalette } from '@shared/catalog/images';

export interface Palette {
  /** The backdrop from its top to its horizon. */
  background: readonly [string, string, string];
  /** Below the horizon: near it and at the bottom edge. */
  ground: readonly [string, string];
  /** The style's shapes, strokes and washes: far to near. */
  shapes: readonly [string, string, string, string];
  /** The title's own colour where a style sets it in colour. */
  title: string;
  accents: readonly [string, string];
  /** Paper for the wet and dry media and light type; ink for outlines, pencil and dark type. */
  paper: string;
  ink: string;
}

export const palettes: Record<ColorPalette, Palette> = {
  natural: {
    background: ['#4f8fd0', '#8dbbe6', '#d6e9f4'],
    ground: ['#7fa657', '#4e7a35'],
    shapes: ['#8aa4b0', '#6f9a5c', '#3f7fb3', '#4d8a3a'],
    title: '#c8773c',
    accents: ['#d9534f', '#f2c14e'],
    paper: '#f6f1e6',
    ink: '#2d2a26',
  },
  warm: {
    background: ['#e0783c', '#f4a95f', '#ffe0b0'],
    ground: ['#d08a48', '#9a4f24'],
    shapes: ['#d99a6c', '#c0703c', '#d9844a', '#c9792c'],
    title: '#d6402a',
    accents: ['#ffcf5c', '#b83220'],
    paper: '#fbefdc',
    ink: '#4a1d0e',
  },
  cool: {
    background: ['#1f4f86', '#4f8cc0', '#a9d8e8'],
    ground: ['#4f8a9a', '#234a66'],
    shapes: ['#6f93b5', '#3a6f8a', '#2a6f9a', '#2f7f7a'],
    title: '#3f8fd0',
    accents: ['#a5b8f0', '#5e60ce'],
    paper: '#eef4f8',
    ink: '#112338',
  },
  vibrant: {
    background: ['#0d5cff', '#3aa0ff', '#9be3ff'],
    ground: ['#3fd35c', '#00913a'],
    shapes: ['#7a5cff', '#00b34a', '#00a6ff', '#00c24e'],
    title: '#ff1f4b',
    accents: ['#ff8a00', '#e400ff'],
    paper: '#ffffff',
    ink: '#15121a',
  },
  muted: {
    background: ['#8c9aa5', '#aeb8bc', '#d6d8d2'],
    ground: ['#9ba08a', '#6f7a66'],
    shapes: ['#a3a7a4', '#8b9880', '#8fa1a8', '#7a8a6a'],
    title: '#b08a78',
    accents: ['#a8a282', '#8c7a8f'],
    paper: '#efece5',
    ink: '#45443f',
  },
  monochrome: {
    background: ['#5e5e5e', '#9a9a9a', '#d6d6d6'],
    ground: ['#8a8a8a', '#4a4a4a'],
    shapes: ['#a6a6a6', '#7a7a7a', '#6e6e6e', '#5a5a5a'],
    title: '#3a3a3a',
    accents: ['#e0e0e0', '#262626'],
    paper: '#f4f4f4',
    ink: '#141414',
  },
  sepia: {
    background: ['#8f6a45', '#c09a6e', '#ecd9b6'],
    ground: ['#a8845a', '#6a4c2f'],
    shapes: ['#b89870', '#8c6a46', '#94755a', '#7a5c3a'],
    title: '#5e4026',
    accents: ['#e0c79a', '#4a3018'],
    paper: '#f0e2c6',
    ink: '#38240f',
  },
  neon: {
    background: ['#07011a', '#25094f', '#6a127a'],
    ground: ['#2a0a52', '#0a0320'],
    shapes: ['#3a0f6a', '#1c0840', '#1a0f5a', '#13b88a'],
    title: '#ff2bd6',
    accents: ['#39ff14', '#fff200'],
    paper: '#12052a',
    ink: '#03010a',
  },
  earth: {
    background: ['#9a8a68', '#c3b28c', '#e8dcc0'],
    ground: ['#8f7043', '#5a4026'],
    shapes: ['#a08a66', '#7a6a3e', '#6d8a80', '#64763a'],
    title: '#8f5630',
    accents: ['#b8863b', '#6b8f3a'],
    paper: '#efe5d2',
    ink: '#2e2416',
  },
  sunset: {
    background: ['#2e1a52', '#c2457a', '#ffae63'],
    ground: ['#7a3352', '#2e1432'],
    shapes: ['#8a3f72', '#5a2650', '#b0527a', '#6a2a5a'],
    title: '#ff5e5b',
    accents: ['#ffdd8a', '#ff3f7f'],
    paper: '#fde8d8',
    ink: '#2a0e22',
  },
};
