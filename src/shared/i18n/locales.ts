/**
 * The interface's languages. English is the specification's own text and lives at the root of the
 * site; every other language's public pages live under `/{locale}/…`.
 */
export const interfaceLocales = ['en', 'es', 'de', 'fr', 'pt-BR'] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];
export const defaultLocale: InterfaceLocale = 'en';

/** Each language in its own words, as the switch lists it. */
export const localeNames: Record<InterfaceLocale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
};

/** The languages whose pages carry a path prefix (all but English). */
export const prefixedLocales = interfaceLocales.filter((locale) => locale !== defaultLocale);

const byLowerCase = new Map<string, InterfaceLocale>(interfaceLocales.map((locale) => [locale.toLowerCase(), locale]));

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && (interfaceLocales as readonly string[]).includes(value);
}

/**
 * The interface language closest to a language tag: an exact match (any case), else the same
 * language (`pt-PT` → `pt-BR`, `de-AT` → `de`); none when nothing fits.
 */
export function matchLocale(tag: string): InterfaceLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = byLowerCase.get(lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return interfaceLocales.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/** The first of the preferred tags (in order) that an interface language fits. */
export function negotiateLocale(preferred: readonly string[]): InterfaceLocale | undefined {
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return undefined;
}

/** The tags of an `Accept-Language` header, most preferred first (q=0 left out). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a path names and the path without it: `/es/features` → es and `/features`;
 * `/features` → English. Only a whole first segment counts (`/esx` is English's `/esx`).
 */
export function splitLocalePath(pathname: string): { locale: InterfaceLocale; path: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const locale = prefixedLocales.find((candidate) => candidate === first);
  if (!locale) return { locale: defaultLocale, path: pathname, prefixed: false };
  return { locale, path: match?.[2] ?? '/', prefixed: true };
}

/** The path for a page in a language: English at the root, the others under their prefix. */
export function localePath(locale: InterfaceLocale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
