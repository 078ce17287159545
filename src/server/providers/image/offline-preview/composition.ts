/**
 * Framing per composition option: where the focal subject sits, how big it is, where the horizon
 * falls, whether the camera looks down or is rolled, and how much the edges go out of focus.
 */
import type { Composition } from '@shared/catalog/images';
import type { Random } from './random';

export interface Framing {
  /** Subject centre as fractions of width and height. */
  subjectX: number;
  subjectY: number;
  /** Subject half-size as a fraction of the shorter side. */
  subjectSize: number;
  /** Horizon as a fraction of the height (side views). */
  horizon: number;
  /** 'top' draws a ground plan seen from above (bird's-eye), with no sky. */
  view: 'side' | 'top';
  /** Camera roll in degrees (dutch angle). */
  tilt: number;
  /** How far out of focus the frame's edges go (0 … 1): macro. */
  edgeBlur: number;
  /** Background detail: how many props stand along the horizon, and how big. */
  propCount: number;
  propScale: number;
  /** Vertical stretch of the subject (a low camera makes it loom). */
  stretch: number;
  /** Everything in focus (a wide or overhead view): no depth-of-field blur behind the subject. */
  deepFocus: boolean;
}

const base: Framing = {
  subjectX: 0.5,
  subjectY: 0.58,
  subjectSize: 0.25,
  horizon: 0.64,
  view: 'side',
  tilt: 0,
  edgeBlur: 0,
  propCount: 1,
  propScale: 1,
  stretch: 1,
  deepFocus: false,
};

/** `rng` varies the framing within the option (which third, which way the camera rolls). */
export function frame(composition: Composition, rng: Random): Framing {
  switch (composition) {
    case 'standard':
      return { ...base };
    case 'close-up':
      return { ...base, subjectY: 0.6, subjectSize: 0.44, horizon: 0.7, propCount: 0.5 };
    case 'wide-shot':
      return {
        ...base,
        subjectX: 0.5 + rng.range(-0.12, 0.12),
        subjectY: 0.7,
        subjectSize: 0.1,
        horizon: 0.6,
        propCount: 2,
        propScale: 0.7,
        deepFocus: true,
      };
    case 'bird-eye':
      return { ...base, subjectY: 0.5, subjectSize: 0.22, view: 'top', propCount: 1.4, deepFocus: true };
    case 'low-angle':
      return { ...base, subjectY: 0.56, subjectSize: 0.3, horizon: 0.86, stretch: 1.25, propScale: 1.5, propCount: 0.7 };
    case 'dutch-angle':
      // Rolling the frame zooms in a little (no empty corners), so the subject starts smaller.
      return { ...base, subjectSize: 0.21, tilt: rng.sign() * rng.range(11, 17) };
    case 'macro':
      return { ...base, subjectY: 0.55, subjectSize: 0.62, horizon: 0.74, edgeBlur: 1, propCount: 0.4 };
    case 'rule-of-thirds': {
      // The subject sits on a vertical third line, its centre near the lower third line; the
      // horizon lies on the lower third line too.
      const third = rng.chance(0.5) ? 1 / 3 : 2 / 3;
      return { ...base, subjectX: third, subjectY: 0.6, subjectSize: 0.2, horizon: 2 / 3 };
    }
  }
}
