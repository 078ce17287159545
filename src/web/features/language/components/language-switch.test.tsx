import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { interfaceLocales, localeNames } from '@shared/i18n/locales';
import { renderWithProviders } from '@/test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('compact, shows only the language’s code, keeps its name and lists every language in its own words', async () => {
    renderWithProviders(<LanguageSwitch compact />, { route: '/account' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByText('en')).toBeVisible();
    expect(screen.getByText('Language')).toHaveClass('sr-only');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      interfaceLocales.map((locale) => localeNames[locale]),
    );

    await userEvent.selectOptions(select, 'Español');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es'));
    expect(screen.getByText('es')).toBeVisible();
  });

  it('in full, shows its name beside the chosen language', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/account' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByText('Language')).not.toHaveClass('sr-only');
    expect(screen.queryByText('en')).not.toBeInTheDocument();
  });
});
