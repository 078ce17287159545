import type { TFunction } from 'i18next';
import type { SceneFill, SceneMotion, TransitionKind } from '@shared/contracts/storyboard';

export const motionLabels = (t: TFunction<'storyboard'>): Record<SceneMotion, string> => ({
  still: t('motions.still'),
  zoom: t('motions.zoom'),
  pan: t('motions.pan'),
});
export const fillLabels = (t: TFunction<'storyboard'>): Record<SceneFill, string> => ({ crop: t('fills.crop'), blur: t('fills.blur') });
export const transitionLabels = (t: TFunction<'storyboard'>): Record<TransitionKind, string> => ({
  cut: t('transitions.cut'),
  crossfade: t('transitions.crossfade'),
  dip: t('transitions.dip'),
});

/** A scene dragged onto another carries its place (from 0) under this type: its media moves there. */
export const SCENE_DRAG_TYPE = 'application/x-genesis-storyboard-scene';
