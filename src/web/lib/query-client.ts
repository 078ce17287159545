import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

const MINUTE = 60 * 1000;

/** Data timing of spec §9: fresh 5 min, cached 10 min, one retry, mutations never retried, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 1,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
