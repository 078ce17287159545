import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemePreference } from '@shared/contracts/auth';
import { makeUser } from '@/test/fixtures';
import { json } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { ThemeSwitch } from './theme-switch';

describe('ThemeSwitch', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

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
});
