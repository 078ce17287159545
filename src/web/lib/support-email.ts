import { useSyncExternalStore } from 'react';
import type { SiteSettings } from '@shared/contracts/site';

/**
 * The operator's support address (SUPPORT_EMAIL), read from GET /api/site at run time, once per page
 * load. Pre-rendered pages and the first render have none, so no address is ever baked into a
 * build; with none set on the server the contact links stay hidden.
 */
let supportEmail: string | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load(): void {
  if (requested) return;
  requested = true;
  void fetch('/api/site', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<SiteSettings>>) : null))
    .then((body) => {
      const email = typeof body?.supportEmail === 'string' && body.supportEmail.includes('@') ? body.supportEmail : null;
      if (email === supportEmail) return;
      supportEmail = email;
      listeners.forEach((listener) => listener());
    })
    // Unreachable: no contact link, and the next page load asks again.
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The support address, or null (not loaded yet, none set, or the server unreachable). */
export function useSupportEmail(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => supportEmail,
    () => null,
  );
}

/** Tests: forget the address so the next render asks the (mocked) server again. */
export function resetSupportEmail(): void {
  supportEmail = null;
  requested = false;
}
