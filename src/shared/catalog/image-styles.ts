/**
 * The image styles (spec §9 Images, and the landing page's gallery of spec §1): ids, the names users
 * see, and which of them the landing page shows. Kept apart from the rest of the image catalogue so
 * the landing page loads only these; images.ts re-exports them and adds what engines need.
 */

export const imageStyles = [
  { id: 'photorealistic', label: 'Photorealistic' },
  { id: 'cinematic-photography', label: 'Cinematic Photography' },
  { id: 'digital-art', label: 'Digital Art' },
  { id: 'abstract-art', label: 'Abstract Art' },
  { id: 'oil-painting', label: 'Oil Painting' },
  { id: 'watercolor', label: 'Watercolor' },
  { id: 'sketch', label: 'Sketch' },
  { id: 'cartoon', label: 'Cartoon' },
  { id: 'anime', label: 'Anime' },
  { id: '3d-render', label: '3D Render' },
  { id: 'disney-3d', label: 'Hyper Realistic 3D Disney' },
] as const;
export type ImageStyle = (typeof imageStyles)[number]['id'];

/**
 * The styles the landing page's gallery shows (spec §1: hyper-realistic 3D Disney-like, cinematic
 * photography, abstract art, digital art, watercolor, anime), in its order: catalogue styles, so
 * every advertised style can be generated.
 */
export const showcaseStyleIds = [
  'disney-3d',
  'cinematic-photography',
  'abstract-art',
  'digital-art',
  'watercolor',
  'anime',
] as const satisfies readonly ImageStyle[];
export type ShowcaseStyle = (typeof showcaseStyleIds)[number];

export function imageStyleLabel(id: string): string {
  return imageStyles.find((style) => style.id === id)?.label ?? id;
}
