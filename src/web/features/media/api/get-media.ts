import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectMediaResponse } from '@shared/contracts/media';
import { getQueryFn } from '@/lib/api-client';

/** A project's media, under the project's key (it goes when the project leaves the cache). */
export const mediaQueryKey = (projectId: string) => ['/api/projects', projectId, 'media'] as const;

/** GET /api/projects/{id}/media: the project's media, newest first, and the user's storage in use. */
export const mediaQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: mediaQueryKey(projectId), queryFn: getQueryFn<ProjectMediaResponse>({ on401: 'returnNull' }) });

/** The project's media list (the Media panel's, and the storyboard's posters and picker read the same cache). */
export function useProjectMedia(projectId: string) {
  return useQuery(mediaQueryOptions(projectId));
}
