// The landing page's style gallery (spec §1): the image catalogue's showcase styles, in its order and
// with its names, so every style shown can be generated. The artworks are drawn by
// scripts/generate-style-images.mjs and shipped as AVIF with a WebP fallback.
import { imageStyleLabel, showcaseStyleIds, type ShowcaseStyle } from '@shared/catalog/image-styles';
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

const image = (avif: string, webp: string, alt: string): StyleImage => ({ avif, webp, width: 800, height: 600, alt });

type Showcase = Omit<LandingStyle, 'id' | 'title'>;

const showcase: Record<ShowcaseStyle, Showcase> = {
  'disney-3d': {
    description: 'Soft global lighting, glossy materials and expressive characters with the polish of an animated feature film.',
    examplePrompt: 'A cheerful orange fox cub with big blue eyes sitting in a pastel meadow, animated movie style, soft studio lighting',
    image: image(
      disney3dAvif,
      disney3dWebp,
      'A glossy 3D cartoon fox cub with big blue eyes sitting on a green hill beside a red mushroom, under a pastel sky',
    ),
  },
  'cinematic-photography': {
    description: 'Widescreen framing, golden-hour light and a teal-and-orange grade that make every frame look like a film still.',
    examplePrompt: 'A lone figure on a pier watching the sun set behind a city skyline, anamorphic lens flare, 35mm film grain',
    image: image(
      cinematicAvif,
      cinematicWebp,
      'A widescreen film still of a person on a pier facing a city skyline at sunset, the sun reflected in the water',
    ),
  },
  'abstract-art': {
    description: 'Bold geometry, primary colours and rhythmic lines for striking backgrounds, covers and brand visuals.',
    examplePrompt: 'A Bauhaus-inspired composition of concentric circles, triangles and crossing black lines on cream canvas',
    image: image(
      abstractArtAvif,
      abstractArtWebp,
      'An abstract composition of concentric red and purple circles, a yellow triangle, a blue square and black lines on cream canvas',
    ),
  },
  'digital-art': {
    description: 'Neon glow, crisp lines and vivid gradients, from synthwave horizons to sci-fi concept art.',
    examplePrompt: 'A retro synthwave landscape with a striped sunset, neon wireframe mountains and a glowing grid floor',
    image: image(
      digitalArtAvif,
      digitalArtWebp,
      'A neon synthwave scene with a striped orange sun behind glowing wireframe mountains and a pink grid floor',
    ),
  },
  watercolor: {
    description: 'Translucent washes, soft bleeding edges and paper texture for gentle, hand-painted illustrations.',
    examplePrompt: 'A calm mountain lake at dawn painted in loose watercolor washes on textured paper',
    image: image(
      watercolorAvif,
      watercolorWebp,
      'A watercolor painting of violet mountains, green pine trees and a blue lake under a pale morning sky',
    ),
  },
  anime: {
    description: 'Clean cel shading, towering summer clouds and saturated skies in the style of Japanese animation.',
    examplePrompt: 'A cherry blossom tree on a green hill under a bright summer sky with towering clouds, anime background art',
    image: image(
      animeAvif,
      animeWebp,
      'An anime-style landscape with a pink cherry blossom tree on a green hill under a blue sky with large white clouds',
    ),
  },
};

export const landingStyles: LandingStyle[] = showcaseStyleIds.map((id) => ({ id, title: imageStyleLabel(id), ...showcase[id] }));
