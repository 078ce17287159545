// Imported first by boot.ts: from here until the app's first commit, any uncaught error means the
// app could not start on this device, and the start-up failure screen replaces the page. No React
// here: the guard is part of the small boot script that loads before the first paint.
let started = false;

function onEarlyError(event: ErrorEvent): void {
  if (started) return;
  showStartupFailure(event.error ?? event.message);
}

// Absent when the page is pre-rendered in Node at build time.
if (typeof window !== 'undefined') window.addEventListener('error', onEarlyError);

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
  document.body.replaceChildren(host);
  // Say it in plain DOM at once; the styled screen replaces it when its code loads (it is not
  // part of every first visit's download).
  const message = error instanceof Error ? error.message : String(error);
  host.textContent = `App failed to load on this device. ${message} — ${navigator.userAgent}. Please refresh the page or contact support.`;
  import('./startup-failure')
    .then(({ renderStartupFailure }) => renderStartupFailure(host, error))
    .catch(() => {
      // The plain message stays.
    });
}
