import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, interfaceLocales, type InterfaceLocale } from '@shared/i18n/locales';

// One module per language and namespace (src/web/locales/{locale}/{namespace}.json): a page loads the
// catalogues of the parts it shows, in the active language only.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (locale: string, namespace: string) => {
      const load = catalogues[`../locales/${locale}/${namespace}.json`];
      if (!load) throw new Error(`No catalogue ${locale}/${namespace}`);
      return (await load()).default;
    }),
  )
  .init({
    lng: defaultLocale,
    supportedLngs: [...interfaceLocales],
    // Every catalogue is complete (scripts/check-catalogues.mjs fails CI otherwise), so no language
    // needs another's to fill gaps: a Spanish page downloads Spanish only.
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

export const activeLocale = (): InterfaceLocale => i18n.language as InterfaceLocale;

/** Switches the interface language, with its catalogues loaded before anything renders in it. */
export async function changeLocale(locale: InterfaceLocale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
