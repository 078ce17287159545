// The landing page's style gallery (spec §1): the image catalogue's showcase styles, in its order and
// with its names (the marketing catalogue's styles.{id}.title), so every style shown can be generated.
// The artworks are drawn by scripts/generate-style-images.mjs and shipped as AVIF with a WebP fallback.
import { showcaseStyleIds, type ShowcaseStyle } from '@shared/catalog/image-styles';
import { activeLocale, i18n } from '@/i18n/i18n';
import abstractArtAvif from '../assets/styles/abstract-art.avif';
import abstractArtWebp from '../assets/styles/abstract-art.webp';
import animeAvif from '../assets/styles/anime.avif';
import animeWebp from '../assets/styles/anime.webp';
import cinematicAvif from '../assets/styles/cinematic-photography.avif';
import cinematicWebp from '../assets/styles/cinematic-photography.webp';
import digitalArtAvif from '../assets/styles/digital-art.avif';
import digitalArtWebp from '../assets/styles/digital-art.webp';
import disney3dAvif from '../assets/styles/hyper-realistic-3d.avif';
import disney3dWebp from '../assets/styles/hyper-realistic-3d.webp';
import watercolorAvif from '../assets/styles/watercolor.avif';
import watercolorWebp from '../assets/styles/watercolor.webp';

export interface StyleImage {
  avif: string;
  webp: string;
  width: number;
  height: number;
  alt: string;
}

export interface LandingStyle {
  /** The catalogue style it shows. */
  id: ShowcaseStyle;
  /** The catalogue's name for it, as the style picker shows it. */
  title: string;
  description: string;
  examplePrompt: string;
  image: StyleImage;
}

/** The artworks (the words about them are in the `marketing` catalogue, under styles.{id}). */
const artwork: Record<ShowcaseStyle, { avif: string; webp: string }> = {
  'disney-3d': { avif: disney3dAvif, webp: disney3dWebp },
  'cinematic-photography': { avif: cinematicAvif, webp: cinematicWebp },
  'abstract-art': { avif: abstractArtAvif, webp: abstractArtWebp },
  'digital-art': { avif: digitalArtAvif, webp: digitalArtWebp },
  watercolor: { avif: watercolorAvif, webp: watercolorWebp },
  anime: { avif: animeAvif, webp: animeWebp },
};

/** The gallery's styles in `locale`. */
export function landingStyles(locale: string = activeLocale()): LandingStyle[] {
  const t = i18n.getFixedT(locale, 'marketing');
  return showcaseStyleIds.map((id) => ({
    id,
    title: t(`styles.${id}.title`),
    description: t(`styles.${id}.description`),
    examplePrompt: t(`styles.${id}.examplePrompt`),
    image: { ...artwork[id], width: 800, height: 600, alt: t(`styles.${id}.alt`) },
  }));
}
