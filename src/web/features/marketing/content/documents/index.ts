import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { useSupportEmail } from '@/lib/support-email';
import { documentValues, type DocumentValues } from './values';

/**
 * The long texts (the legal documents and the blog's articles) are written whole in each language,
 * one module per language and text (documents/{locale}/{name}.ts): a page downloads only its own
 * text in the active language. Interface strings go through the catalogues instead.
 */
export const documentNames = ['privacy-policy', 'terms-of-service', ...blogSlugs] as const;
export type DocumentName = (typeof documentNames)[number];

type DocumentModule = { default: (values: DocumentValues) => string };
const modules = import.meta.glob<DocumentModule>('./*/*.ts');
const loaded = new Map<string, Promise<DocumentModule['default']>>();

/** The text's module in `locale` (one promise per text and language, as React's use() needs). */
export function loadDocument(locale: string, name: DocumentName): Promise<DocumentModule['default']> {
  const key = `./${locale}/${name}.ts`;
  let promise = loaded.get(key);
  if (!promise) {
    const load = modules[key];
    if (!load) throw new Error(`No ${locale} text for ${name}`);
    const loading = load().then((module) => {
      // Marked settled the way React's use() reads a promise, so a text already here renders at once
      // (hydrating a pre-rendered page included) instead of suspending for a tick.
      Object.assign(loading, { status: 'fulfilled', value: module.default });
      return module.default;
    });
    promise = loading;
    loaded.set(key, promise);
  }
  return promise;
}

/** A text in the interface language, with the operator's support address and the product's numbers filled in. */
export function useDocument(name: DocumentName): string {
  const { t, i18n } = useTranslation('marketing');
  const supportEmail = useSupportEmail();
  const render = use(loadDocument(i18n.language, name));
  return render(documentValues(i18n.language, { supportEmail, operator: t('documents.operator') }));
}
