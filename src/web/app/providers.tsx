import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/auth';
import { useAccountLocale } from '@/features/language';
import { useAccountTheme } from '@/features/theme';
import { QueryClientChoice } from '@/lib/query-client-choice';

/**
 * What every page relies on: the auth state and the toasts. The data cache (spec §9 timing) comes
 * with the pages that use it (see lazyDataPage); `queryClient` replaces it, for tests.
 */
export function AppProviders({
  children,
  queryClient,
  checkingSession,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Render as while a stored session is checked (the build pre-renders /app so). */
  checkingSession?: boolean;
}) {
  return (
    <QueryClientChoice.Provider value={queryClient ?? null}>
      <AuthProvider checkingSession={checkingSession}>
        <AccountPreferences />
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientChoice.Provider>
  );
}

function AccountPreferences() {
  useAccountTheme();
  useAccountLocale();
  return null;
}
