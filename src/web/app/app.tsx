import { useEffect } from 'react';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { markStarted } from './startup-guard';

/** `checkingSession`: as a visitor with a stored session first sees it (the build pre-renders /app so). */
export function App({ checkingSession = false }: { checkingSession?: boolean }) {
  // The first commit is the end of start-up: later errors are the error boundary's.
  useEffect(() => markStarted(), []);
  return (
    <ErrorBoundary>
      <AppProviders checkingSession={checkingSession}>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
