import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { QueryClientChoice } from '@/lib/query-client-choice';

/** Gives data to the pages that use it; loaded with those pages, never with the public ones. */
export function QueryLayer({ children }: { children: ReactNode }) {
  const chosen = useContext(QueryClientChoice);
  return <QueryClientProvider client={chosen ?? defaultQueryClient}>{children}</QueryClientProvider>;
}
