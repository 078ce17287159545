import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserSummary } from '@shared/contracts/admin';
import type { FairUseLimits } from '@shared/contracts/usage';
import { api, getQueryFn, queryKeyUrl } from '@/lib/api-client';
import { ADMIN_API, adminAction, refreshAdmin } from './admin-request';

export const USERS_PAGE_SIZE = 25;
const usersPath = `${ADMIN_API}/users`;

interface UserList {
  users: AdminUserSummary[];
  nextCursor: string | null;
}

/** The URL of one page of the list: '/api/admin/users?q=ada&limit=25'. */
export const usersPageUrl = (search: string, cursor = '') => queryKeyUrl([usersPath, { q: search.trim(), cursor, limit: USERS_PAGE_SIZE }]);

/** GET /api/admin/users?q=&cursor=&limit=: one page after another ('Load more'). */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [usersPath, { q: search.trim() }] as const,
    initialPageParam: '',
    queryFn: ({ pageParam }) => api.get<UserList>(usersPageUrl(search, pageParam)),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
    // While a new search runs, the last list stays on screen.
    placeholderData: keepPreviousData,
  });
}

export const userDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [usersPath, id] as const,
    queryFn: getQueryFn<AdminUserDetail>({ on401: 'returnNull' }),
    staleTime: 15_000,
  });

/** GET /api/admin/users/:id: plan, trial, usage against quotas, sessions, projects. */
export function useAdminUser(id: string | null) {
  return useQuery({ ...userDetailQueryOptions(id ?? ''), enabled: id !== null });
}

const userUrl = (id: string, action?: string) => `${usersPath}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export type UserAction =
  | { kind: 'extend-trial'; id: string; hours: number }
  | { kind: 'grant-plan'; id: string; planId: 'weekly' | 'basic' | 'premium'; days: number }
  | { kind: 'fair-use'; id: string; limits: FairUseLimits }
  | { kind: 'suspend'; id: string }
  | { kind: 'unsuspend'; id: string }
  | { kind: 'delete'; id: string };

/** Sends one user action; resolves to the server's message (if it sent one). */
export function sendUserAction(action: UserAction): Promise<string | undefined> {
  switch (action.kind) {
    case 'extend-trial':
      return adminAction('POST', userUrl(action.id, 'extend-trial'), { hours: action.hours });
    case 'grant-plan':
      return adminAction('POST', userUrl(action.id, 'grant-plan'), { planId: action.planId, days: action.days });
    case 'fair-use':
      return adminAction('PUT', userUrl(action.id, 'fair-use'), action.limits);
    case 'suspend':
    case 'unsuspend':
      return adminAction('POST', userUrl(action.id, action.kind));
    case 'delete':
      return adminAction('DELETE', userUrl(action.id));
  }
}

/**
 * A user action: afterwards the list, the user's detail, the dashboard and the audit log are asked
 * again (a deleted user's detail is dropped instead). The mutation stays pending until the user's
 * detail has arrived, so the panel shows the new state as the toast appears.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserAction,
    onSuccess: async (_message, action) => {
      if (action.kind === 'delete') queryClient.removeQueries({ queryKey: [usersPath, action.id] });
      await refreshAdmin(queryClient, usersPath, `${ADMIN_API}/dashboard`, `${ADMIN_API}/audit-log`);
    },
  });
}
