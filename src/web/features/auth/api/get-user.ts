import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/contracts/auth';

export const userQueryKey = ['/api/auth/user'] as const;

/** GET /api/auth/user through the default query function (401 → null and back to /login). */
export function getUserQueryOptions() {
  return queryOptions<PublicUser | null>({ queryKey: userQueryKey });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
