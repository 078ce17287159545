import { useEffect } from 'react';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { markStarted } from './startup-guard';

export function App() {
  // The first commit is the end of start-up: later errors are the error boundary's.
  useEffect(() => markStarted(), []);
  return (
    <ErrorBoundary>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
