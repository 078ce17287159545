import { defaultLocale, isInterfaceLocale, negotiateLocale, splitLocalePath, type InterfaceLocale } from '@shared/i18n/locales';
import { normalizePath, publicPagePaths } from '@shared/routes';

/** Where this device keeps the language last chosen (or the account's, once signed in). */
export const LOCALE_STORAGE_KEY = 'genesis-locale';

const publicPages = new Set(publicPagePaths);

export function storedLocale(): InterfaceLocale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isInterfaceLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: InterfaceLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
}

/** `?lang=es` in an address, when it names an interface language (any case, `pt-br` too). */
export function requestedLocale(search: string): InterfaceLocale | undefined {
  const lang = new URLSearchParams(search).get('lang');
  return lang ? negotiateLocale([lang]) : undefined;
}

/** Whether a page's words come from its address alone: the public pages, whose copies per language search engines list. */
export const isPublicPage = (pathname: string) => publicPages.has(normalizePath(splitLocalePath(pathname).path));

/**
 * The language a page opens in: the address's prefix (`/es/…`); English for a public page at the
 * root; otherwise `?lang=`, then this device's choice, then the browser's languages. A signed-in
 * account's own choice follows once the session is known (useAccountLocale).
 */
export function initialLocale(pathname: string, search: string, browserLanguages: readonly string[]): InterfaceLocale {
  const { locale, prefixed } = splitLocalePath(pathname);
  if (prefixed || isPublicPage(pathname)) return locale;
  return requestedLocale(search) ?? storedLocale() ?? negotiateLocale(browserLanguages) ?? defaultLocale;
}
