import { imageStyleLabel } from '@shared/catalog/images';
import type { GalleryImage } from '@shared/contracts/images';

/**
 * Spec §5: the search also filters the page on the client, by prompt or style, ignoring case. A
 * style matches by its id, its English name or its name in the interface language (`styleLabel`).
 */
export function filterImages(images: GalleryImage[], search: string, styleLabel?: (style: string) => string): GalleryImage[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return images;
  return images.filter(
    (image) =>
      image.prompt.toLowerCase().includes(needle) ||
      image.style.toLowerCase().includes(needle) ||
      imageStyleLabel(image.style).toLowerCase().includes(needle) ||
      (styleLabel?.(image.style).toLowerCase().includes(needle) ?? false),
  );
}
