import type { TFunction } from 'i18next';
import { controlLabel, imageQualities, imageStyleIds, imageStyleLabel, type ImageQuality, type ImageStyle } from '@shared/catalog/images';

const isStyle = (value: string): value is ImageStyle => (imageStyleIds as readonly string[]).includes(value);
const isQuality = (value: string): value is ImageQuality => (imageQualities as readonly string[]).includes(value);

/** A stored image's style in the interface language (a style the catalogue no longer has: as stored). */
export const styleLabel = (t: TFunction<'gallery'>, style: string): string =>
  isStyle(style) ? t(`styles.${style}`) : imageStyleLabel(style);

/** A stored image's quality in the interface language. */
export const qualityLabel = (t: TFunction<'gallery'>, quality: string): string =>
  isQuality(quality) ? t(`qualities.${quality}`) : controlLabel(quality);
