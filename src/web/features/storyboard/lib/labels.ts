import type { SceneFill, SceneMotion, TransitionKind } from '@shared/contracts/storyboard';

export const motionLabels: Record<SceneMotion, string> = { still: 'Still', zoom: 'Slow zoom', pan: 'Pan' };
export const fillLabels: Record<SceneFill, string> = { crop: 'Crop', blur: 'Blur behind' };
export const transitionLabels: Record<TransitionKind, string> = { cut: 'Cut', crossfade: 'Crossfade', dip: 'Dip to black' };

/** A scene dragged onto another carries its place (from 0) under this type: its media moves there. */
export const SCENE_DRAG_TYPE = 'application/x-genesis-storyboard-scene';
