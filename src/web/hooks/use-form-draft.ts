import { useCallback, useState } from 'react';

function read<T>(key: string): T | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Form values kept in this browser tab's session storage under `key`: a tab switch or a reload
 * brings back what was typed. Until something is typed under a key, the values are `initial()`
 * (read on every render, so they follow data that arrives later, such as an opened project).
 */
export function useFormDraft<T>(key: string, initial: () => T): [T, (values: T) => void] {
  const [typed, setTyped] = useState<{ key: string; values: T } | null>(null);
  const current = (typed?.key === key ? typed.values : read<T>(key)) ?? initial();

  const update = useCallback(
    (values: T) => {
      setTyped({ key, values });
      try {
        window.sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // No storage: the values live for this page view only.
      }
    },
    [key],
  );
  return [current, update];
}

/** Drops the draft kept under `key` (the 'no project' form once its first generation started a project). */
export function forgetFormDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
