import { useEffect } from 'react';

function doneFor(key: string): boolean {
  const state: unknown = window.history.state;
  return Boolean(state && typeof state === 'object' && (state as Record<string, unknown>)[key]);
}

/**
 * Runs `effect` once per history entry when `ready` turns true. The mark lives in history.state, so
 * it survives the page being unmounted and mounted again (re-verifying the user shows the
 * full-screen spinner in between), while a new visit to the same address starts afresh.
 */
export function useOncePerVisit(key: string, ready: boolean, effect: () => void): void {
  useEffect(() => {
    if (!ready || doneFor(key)) return;
    const state: unknown = window.history.state;
    const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
    window.history.replaceState({ ...base, [key]: true }, '');
    effect();
  }, [key, ready, effect]);
}
