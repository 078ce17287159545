import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemePreference } from '@shared/catalog/themes';
import { makeUser } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { renderSignedInTab } from '@/test/render-tab';
import { ThemeSwitch } from './theme-switch';

describe('ThemeSwitch', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    localStorage.removeItem('genesis-theme');
  });

  it('moves from System to Light to Dark and back, keeping each for the account', async () => {
    const network = renderSignedInTab(<ThemeSwitch />, {
      handlers: {
        'PATCH /api/account/profile': (request) =>
          json(makeUser({ theme: (JSON.parse(request.body ?? '{}') as { theme: ThemePreference }).theme })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: System' }));
    expect(await screen.findByRole('button', { name: 'Theme: Light' })).toHaveAttribute('title', 'Theme: Light. Press for Dark.');
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(network.to('PATCH /api/account/profile')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(await screen.findByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    await waitFor(() => expect(network.to('PATCH /api/account/profile')).toHaveLength(3));
    expect(network.to('PATCH /api/account/profile').map((request) => JSON.parse(request.body ?? '{}') as unknown)).toEqual([
      { theme: 'light' },
      { theme: 'dark' },
      { theme: 'system' },
    ]);
    expect(localStorage.getItem('genesis-theme')).toBeNull();
  });

  it("puts the account's theme back when the server refuses the change", async () => {
    renderSignedInTab(<ThemeSwitch />, {
      user: makeUser({ theme: 'light' }),
      handlers: { 'PATCH /api/account/profile': () => json({ message: 'Internal error', code: 'INTERNAL_ERROR' }, 500) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    expect(await screen.findByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('genesis-theme')).toBe('light');
  });

  it("keeps a signed-out visitor's choice on this device without asking the server", async () => {
    const network = mockApi({});
    renderWithProviders(<ThemeSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: System' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('genesis-theme')).toBe('dark');
    expect(network.to('PATCH /api/account/profile')).toEqual([]);
  });
});
