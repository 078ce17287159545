import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GALLERY_PAGE_SIZE } from '@shared/catalog/images';
import type { GalleryResponse } from '@shared/contracts/images';
import { getQueryFn } from '@/lib/api-client';

/** Every page and search of the gallery: invalidate this after an image is added or deleted. */
export const galleryQueryKey = ['/api/images/gallery'] as const;

/** GET /api/images/gallery?page=&limit=20&search=: one page of the user's images, newest first. */
export const getGallery = getQueryFn<GalleryResponse>({ on401: 'returnNull' });

export const galleryQueryOptions = ({ page, search }: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...galleryQueryKey, { page, limit: GALLERY_PAGE_SIZE, search: search || undefined }] as const,
    queryFn: getGallery,
    // The current page stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useGallery(params: { page: number; search: string }) {
  return useQuery(galleryQueryOptions(params));
}
