import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/providers';
import { QueryLayer } from '@/app/query-layer';
import { createQueryClient } from '@/lib/query-client';

/** Renders inside the real providers (auth, a fresh data cache unless `queryClient` is given, toasts) at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
): RenderResult {
  window.history.replaceState(null, '', route);
  return render(
    <AppProviders queryClient={queryClient}>
      <QueryLayer>{ui}</QueryLayer>
    </AppProviders>,
  );
}
