import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPreferences } from '@shared/contracts/images';
import { getQueryFn } from '@/lib/api-client';

/**
 * The preferences cache's key. The server updates the memory (favourite styles, prompt history,
 * style counts) after each generation, so a generation only invalidates this key.
 */
export const preferencesQueryKey = ['/api/user/preferences'] as const;

/** GET /api/user/preferences: the user's image memory and default controls (spec §7: no retry). */
export const getPreferences = getQueryFn<UserPreferences>({ on401: 'returnNull' });

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences, retry: false });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
