/**
 * Where each composition option sets the title on the card: the text block's centre, its size,
 * how it aligns, where the backdrop's horizon falls, whether the camera looks down or is rolled,
 * and how much the edges go out of focus.
 */
import type { Composition } from '@shared/catalog/images';
import type { Random } from './random';

export interface Placement {
  /** The text block's centre, as fractions of the width and height. */
  x: number;
  y: number;
  /** The headline's size as a fraction of the shorter side (a close-up sets big type, a wide shot small). */
  size: number;
  /** The widest the text block may be, as a fraction of the width. */
  maxWidth: number;
  /** Which side of the block the lines line up on. */
  align: 'start' | 'middle' | 'end';
  /** The backdrop's horizon as a fraction of the height; null seen from above (no sky). */
  horizon: number | null;
  /** Camera roll in degrees (dutch angle). */
  tilt: number;
  /** How far out of focus the frame's edges go (0 … 1): macro. */
  edgeBlur: number;
}

const base: Placement = { x: 0.5, y: 0.45, size: 0.13, maxWidth: 0.78, align: 'middle', horizon: 0.64, tilt: 0, edgeBlur: 0 };

/** `rng` varies the placement within the option (which third, which way the camera rolls). */
export function place(composition: Composition, rng: Random): Placement {
  switch (composition) {
    case 'standard':
      return { ...base };
    case 'close-up':
      return { ...base, y: 0.5, size: 0.24, maxWidth: 0.92, horizon: 0.78 };
    case 'wide-shot':
      // Small type low in a lot of space.
      return { ...base, y: 0.74, size: 0.06, maxWidth: 0.5, horizon: 0.6 };
    case 'bird-eye':
      return { ...base, y: 0.5, horizon: null };
    case 'low-angle':
      // Seen from below: a low horizon and the title standing tall above it.
      return { ...base, y: 0.6, size: 0.16, horizon: 0.86 };
    case 'dutch-angle':
      return { ...base, y: 0.5, size: 0.12, tilt: rng.sign() * rng.range(9, 14) };
    case 'macro':
      return { ...base, y: 0.5, size: 0.2, maxWidth: 0.86, horizon: 0.74, edgeBlur: 1 };
    case 'rule-of-thirds': {
      // The block sits on a vertical third line, lined up away from the centre, on the upper third line.
      const left = rng.chance(0.5);
      return { ...base, x: left ? 1 / 3 : 2 / 3, y: 1 / 3, size: 0.11, maxWidth: 0.5, align: left ? 'start' : 'end', horizon: 2 / 3 };
    }
  }
}
