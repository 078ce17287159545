import { defaultLocale, interfaceLocales, type InterfaceLocale } from '@shared/i18n/locales';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import ptBR from './texts/pt-BR.json';

/**
 * The words of every mail the studio sends, by key, in each interface language: English is the
 * product's own text, the others its translations (scripts/check-catalogues.mjs holds them to
 * English's keys and placeholders; this typing to its keys).
 */
export type MailTextKey = keyof typeof en;
const texts: Record<InterfaceLocale, Record<MailTextKey, string>> = { en, es, de, fr, 'pt-BR': ptBR };

/** The mails themselves: each has a `<name>.subject` and a `<name>.body`. */
export type MailName = MailTextKey extends infer Key ? (Key extends `${infer Name}.subject` ? Name : never) : never;

/**
 * A text in a language with its `{{placeholders}}` filled in. A placeholder given no value is a
 * mistake of the caller's, never something to mail: it throws.
 */
export function mailText(locale: InterfaceLocale, key: MailTextKey, values: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the mail text ${locale}/${key} needs a value for {{${name}}}`);
    return String(value);
  });
}

/** A mail's subject and text in a language, both filled in from `values`. */
export function mailMessage(
  locale: InterfaceLocale,
  name: MailName,
  values: Record<string, string | number> = {},
): { subject: string; text: string } {
  return { subject: mailText(locale, `${name}.subject`, values), text: mailText(locale, `${name}.body`, values) };
}

/** A text as each language has it, unfilled: the subjects a mail of one kind may have been sent with. */
export const mailTextInEveryLanguage = (key: MailTextKey): string[] => interfaceLocales.map((locale) => texts[locale][key]);

/**
 * A studio page's address for a mail in `locale`: the page opens in the mail's language (`?lang=`,
 * which the web honours) even on a device whose browser asks for another; English needs none.
 */
export function mailLink(origin: string, path: string, locale: InterfaceLocale, params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  if (locale !== defaultLocale) query.set('lang', locale);
  return `${origin}${path}?${query.toString()}`;
}

/**
 * The language of a mail to an account: the one the account chose, else that of the request that
 * caused the mail (the browser's, when the account follows it), else English (a mail no request caused).
 */
export const mailLocale = (accountLocale: InterfaceLocale | null | undefined, requestLocale?: InterfaceLocale): InterfaceLocale =>
  accountLocale ?? requestLocale ?? defaultLocale;
