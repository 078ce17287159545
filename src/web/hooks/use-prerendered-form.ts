import { useEffect, useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False while React hydrates pre-rendered markup, true once the app runs the page (at once on a fresh render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

const textTypes = new Set(['text', 'email', 'password', 'search', 'tel', 'url']);

/**
 * A pre-rendered form is on screen before the app has taken the page over (boot.ts). Until then its
 * submit button stays disabled — a native submission would reload the page and put the fields,
 * password included, in the address — and what the visitor typed meanwhile is handed to `adopt`
 * (named text fields that are not empty) once the app runs, so nothing typed is lost.
 */
export function usePrerenderedForm(adopt: (typed: Record<string, string>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const adoptRef = useRef(adopt);
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && textTypes.has(element.type) && element.name && element.value !== '') {
        typed[element.name] = element.value;
      }
    }
    if (Object.keys(typed).length > 0) adoptRef.current(typed);
  }, []);
  return { formRef, hydrated };
}
