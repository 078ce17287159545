import { useSyncExternalStore } from 'react';

/** The browser's offer to install the site as an app (Chromium's `beforeinstallprompt`; not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the user answered the offer either way: the studio offers installing once. */
export const INSTALL_ANSWERED_KEY = 'genesis-install-answered';
export const SERVICE_WORKER_URL = '/service-worker.js';

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function answered(): boolean {
  try {
    return localStorage.getItem(INSTALL_ANSWERED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberAnswer(): void {
  try {
    localStorage.setItem(INSTALL_ANSWERED_KEY, new Date().toISOString());
  } catch {
    // Storage refused (private mode): the offer may come back on another visit.
  }
}

let registering = false;

/**
 * Registers the service worker (a production build's; development has none), once. The studio calls
 * it, not the public pages: installing fetches the app shell (2 MiB before compression), which a
 * visitor of the marketing pages should not pay for.
 */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  // After the page's own loading.
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

/** Keeps the browser's install offer for the studio's header. Called once, as the app starts. */
export function startInstallableApp(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar stays away: the header offers it instead, once.
    event.preventDefault();
    if (answered()) return;
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    rememberAnswer();
    offer = null;
    changed();
  });
}

/** Shows the browser's install dialog; whatever the answer, the offer is not made again. */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
  rememberAnswer();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `install` while the browser offers installing the studio and the user has not answered yet; else null. */
export function useInstallOffer(): { install: () => Promise<void> } | null {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return available ? { install } : null;
}
