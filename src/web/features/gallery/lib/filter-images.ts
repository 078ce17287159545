import { imageStyleLabel } from '@shared/catalog/images';
import type { GalleryImage } from '@shared/contracts/images';

/** Spec §5: the search also filters the page on the client, by prompt or style, ignoring case. */
export function filterImages(images: GalleryImage[], search: string): GalleryImage[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return images;
  return images.filter(
    (image) =>
      image.prompt.toLowerCase().includes(needle) ||
      image.style.toLowerCase().includes(needle) ||
      imageStyleLabel(image.style).toLowerCase().includes(needle),
  );
}
