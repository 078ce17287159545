// The landing page's style gallery (spec §1). The artworks are drawn by generate-style-images.mjs
// beside this file and shipped as AVIF with a WebP fallback.
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
  id: string;
  title: string;
  description: string;
  examplePrompt: string;
  image: StyleImage;
}

const image = (avif: string, webp: string, alt: string): StyleImage => ({ avif, webp, width: 800, height: 600, alt });

export const landingStyles: LandingStyle[] = [
  {
    id: 'hyper-realistic-3d',
    title: 'Hyper-Realistic 3D (Disney-like)',
    description: 'Soft global lighting, glossy materials and expressive characters with the polish of an animated feature film.',
    examplePrompt: 'A cheerful orange fox cub with big blue eyes sitting in a pastel meadow, animated movie style, soft studio lighting',
    image: image(
      disney3dAvif,
      disney3dWebp,
      'A glossy 3D cartoon fox cub with big blue eyes sitting on a green hill beside a red mushroom, under a pastel sky',
    ),
  },
  {
    id: 'cinematic-photography',
    title: 'Cinematic Photography',
    description: 'Widescreen framing, golden-hour light and a teal-and-orange grade that make every frame look like a film still.',
    examplePrompt: 'A lone figure on a pier watching the sun set behind a city skyline, anamorphic lens flare, 35mm film grain',
    image: image(
      cinematicAvif,
      cinematicWebp,
      'A widescreen film still of a person on a pier facing a city skyline at sunset, the sun reflected in the water',
    ),
  },
  {
    id: 'abstract-art',
    title: 'Abstract Art',
    description: 'Bold geometry, primary colours and rhythmic lines for striking backgrounds, covers and brand visuals.',
    examplePrompt: 'A Bauhaus-inspired composition of concentric circles, triangles and crossing black lines on cream canvas',
    image: image(
      abstractArtAvif,
      abstractArtWebp,
      'An abstract composition of concentric red and purple circles, a yellow triangle, a blue square and black lines on cream canvas',
    ),
  },
  {
    id: 'digital-art',
    title: 'Digital Art',
    description: 'Neon glow, crisp lines and vivid gradients, from synthwave horizons to sci-fi concept art.',
    examplePrompt: 'A retro synthwave landscape with a striped sunset, neon wireframe mountains and a glowing grid floor',
    image: image(
      digitalArtAvif,
      digitalArtWebp,
      'A neon synthwave scene with a striped orange sun behind glowing wireframe mountains and a pink grid floor',
    ),
  },
  {
    id: 'watercolor',
    title: 'Watercolor',
    description: 'Translucent washes, soft bleeding edges and paper texture for gentle, hand-painted illustrations.',
    examplePrompt: 'A calm mountain lake at dawn painted in loose watercolor washes on textured paper',
    image: image(
      watercolorAvif,
      watercolorWebp,
      'A watercolor painting of violet mountains, green pine trees and a blue lake under a pale morning sky',
    ),
  },
  {
    id: 'anime',
    title: 'Anime',
    description: 'Clean cel shading, towering summer clouds and saturated skies in the style of Japanese animation.',
    examplePrompt: 'A cherry blossom tree on a green hill under a bright summer sky with towering clouds, anime background art',
    image: image(
      animeAvif,
      animeWebp,
      'An anime-style landscape with a pink cherry blossom tree on a green hill under a blue sky with large white clouds',
    ),
  },
];
