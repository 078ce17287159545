import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/auth';
import { QueryClientChoice } from '@/lib/query-client-choice';

/**
 * What every page relies on: the auth state and the toasts. The data cache (spec §9 timing) comes
 * with the pages that use it (see lazyDataPage); `queryClient` replaces it, for tests.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientChoice.Provider value={queryClient ?? null}>
      <AuthProvider>
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientChoice.Provider>
  );
}
