import { createContext, useCallback, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Which data cache the app uses, when not the default one (tests give their own). A plain context,
 * so the pages that need no data (the landing page) do not load TanStack Query at all.
 */
export const QueryClientChoice = createContext<QueryClient | null>(null);

/** Empties the data cache on sign-out, loading the default cache's module only if it is in use. */
export function useClearQueryCache(): () => void {
  const chosen = useContext(QueryClientChoice);
  return useCallback(() => {
    if (chosen) chosen.clear();
    else void import('./query-client').then(({ queryClient }) => queryClient.clear());
  }, [chosen]);
}
