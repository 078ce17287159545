import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '@shared/i18n/locales';
import { mailLocale, mailMessage, mailText, mailTextInEveryLanguage, type MailTextKey } from './mail-texts';
import en from './texts/en.json';

/** A value for every placeholder any text has. */
const values = { link: 'https://studio.example.test/x?token=abc', hours: 24, minutes: 60, failures: 5, where: 'WHERE' };
const keys = Object.keys(en) as MailTextKey[];

describe('mail texts', () => {
  it.each(interfaceLocales)('%s has every text, each filled in whole', (locale) => {
    for (const key of keys) {
      const text = mailText(locale, key, values);
      expect(text.trim(), `${locale}/${key}`).not.toBe('');
      expect(text, `${locale}/${key}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('fills in the placeholders of a message, subject and text', () => {
    const mail = mailMessage('es', 'passwordReset', { link: values.link, minutes: 60 });
    expect(mail.subject).toBe('Restablece tu contraseña de Genesis Studio');
    expect(mail.text).toContain(`\n\n${values.link}\n\n`);
    expect(mail.text).toContain('durante 60 minutos');
  });

  it('throws when a placeholder is given no value, rather than mail it unfilled', () => {
    expect(() => mailText('de', 'emailChange.body', { hours: 24 })).toThrow('de/emailChange.body needs a value for {{link}}');
  });

  it('lists a text in every language, English first', () => {
    const subjects = mailTextInEveryLanguage('emailChange.subject');
    expect(subjects).toHaveLength(interfaceLocales.length);
    expect(subjects[0]).toBe('Confirm your new email for Genesis Studio');
    expect(new Set(subjects).size).toBe(interfaceLocales.length);
  });

  it("takes the account's language, else the request's, else English", () => {
    expect(mailLocale('fr', 'de')).toBe('fr');
    expect(mailLocale(null, 'de')).toBe('de');
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale(undefined)).toBe('en');
  });
});
