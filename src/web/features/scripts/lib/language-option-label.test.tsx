import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentLanguages } from '@shared/catalog/languages';
import { interfaceLocales } from '@shared/i18n/locales';
import { changeLocale, i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { ContentLanguageSelect } from '../components/content-language-select';
import { languageOptionLabel } from './language-option-label';

/** A bracket opened inside another: 'Português (Brasil) (portugués (Brasil))'. */
const nested = (label: string) => /\([^)]*\(/.test(label);

describe('languageOptionLabel', () => {
  const t = i18n.getFixedT('en', 'scripts');

  it('adds the interface language’s name in parentheses when it differs', () => {
    expect(languageOptionLabel('Español', 'Spanish', t)).toBe('Español (Spanish)');
    expect(languageOptionLabel('Deutsch', 'allemand', t)).toBe('Deutsch (allemand)');
  });

  it('shows a name once when the two differ only in case', () => {
    expect(languageOptionLabel('Português (Brasil)', 'português (Brasil)', t)).toBe('Português (Brasil)');
    expect(languageOptionLabel('Español', 'español', t)).toBe('Español');
  });

  it('sets the names apart with a dash, not nested parentheses, when either has its own', () => {
    expect(languageOptionLabel('Português (Brasil)', 'portugués (Brasil)', t)).toBe('Português (Brasil) — portugués (Brasil)');
    expect(languageOptionLabel('Português (Brasil)', 'Portugiesisch (Brasilien)', t)).toBe(
      'Português (Brasil) — Portugiesisch (Brasilien)',
    );
    expect(languageOptionLabel('Português (Brasil)', 'Brazilian Portuguese', t)).toBe('Português (Brasil) — Brazilian Portuguese');
    expect(languageOptionLabel('中文', 'Chinese (Mandarin)', t)).toBe('中文 — Chinese (Mandarin)');
  });
});

describe('the Language select’s options', () => {
  it.each(interfaceLocales)('in %s, name every content language without nesting parentheses', async (locale) => {
    await changeLocale(locale);
    await i18n.loadNamespaces('scripts');
    renderWithProviders(<ContentLanguageSelect id="language" value="en" onChange={() => undefined} />);
    const labels = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(labels).toHaveLength(contentLanguages.length);
    expect(labels.filter(nested)).toEqual([]);
    // Brazilian Portuguese starts with its own name, whatever the interface language calls it.
    expect(labels[contentLanguages.findIndex((language) => language.tag === 'pt-BR')]).toMatch(/^Português \(Brasil\)/);
  });

  it('in Portuguese, names Brazilian Portuguese once; in German, beside its German name', async () => {
    await changeLocale('pt-BR');
    await i18n.loadNamespaces('scripts');
    const { unmount } = renderWithProviders(<ContentLanguageSelect id="language" value="pt-BR" onChange={() => undefined} />);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^Português \(Brasil\)$/);
    unmount();

    await changeLocale('de');
    await i18n.loadNamespaces('scripts');
    renderWithProviders(<ContentLanguageSelect id="language" value="pt-BR" onChange={() => undefined} />);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^Português \(Brasil\) — Portugiesisch \(Brasilien\)$/);
  });
});
