import { createRoot } from 'react-dom/client';
import { StartupFailure } from './startup-failure';

// Imported first by main.tsx: from here until the app's first commit, any uncaught error means the
// app could not start on this device, and the start-up failure screen replaces the page.
let started = false;

function onEarlyError(event: ErrorEvent): void {
  if (started) return;
  showStartupFailure(event.error ?? event.message);
}

window.addEventListener('error', onEarlyError);

/** Called once the app has rendered: later errors belong to the error boundary. */
export function markStarted(): void {
  started = true;
  window.removeEventListener('error', onEarlyError);
}

export function hasStarted(): boolean {
  return started;
}

export function showStartupFailure(error: unknown): void {
  started = true;
  window.removeEventListener('error', onEarlyError);
  console.error('App failed to start', error);
  const host = document.createElement('div');
  host.id = 'startup-failure';
  try {
    document.body.replaceChildren(host);
    createRoot(host).render(<StartupFailure error={error} />);
  } catch {
    // React itself is unusable: say the same thing in plain DOM.
    const message = error instanceof Error ? error.message : String(error);
    host.textContent = `App failed to load on this device. ${message} — ${navigator.userAgent}. Please refresh the page or contact support.`;
  }
}
