import type { ThemePreference } from '@shared/catalog/themes';

/**
 * Where this device keeps the account's theme, so index.html's first script can paint the right
 * one before the app loads (that script reads the same key: keep them in step).
 */
export const THEME_STORAGE_KEY = 'genesis-theme';

const darkQuery = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches;
}

export function storedTheme(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** The theme a preference shows now. */
export function resolvedTheme(preference: ThemePreference, prefersDark = systemPrefersDark()): 'light' | 'dark' {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Shows a preference on the page and keeps it on this device. */
export function applyTheme(preference: ThemePreference): void {
  const dark = resolvedTheme(preference) === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage refused (a private window): the theme still shows for this page.
  }
}

/** Calls `onChange` when the system switches between light and dark. */
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
