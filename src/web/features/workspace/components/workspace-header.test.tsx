import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INSTALL_ANSWERED_KEY, startInstallableApp } from '@/lib/installable-app';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { WorkspaceHeader } from './workspace-header';

describe('WorkspaceHeader', () => {
  function renderHeader(user = makeUser()) {
    storeSignedIn(user);
    mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/projects': () => json({ projects: [] }) });
    renderWithProviders(<WorkspaceHeader />, { route: '/app' });
  }

  it('opens the account page from the user’s name', async () => {
    renderHeader(makeUser({ name: 'Ada Creator' }));
    expect(await screen.findByRole('link', { name: 'Account: Ada Creator' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('links an administrator to the operator console', async () => {
    renderHeader(makeUser({ isAdmin: true }));
    expect(await screen.findByRole('link', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
  });

  it('names its icon-only controls for assistive technology and in a tooltip, and shows the account’s name', async () => {
    renderHeader(makeUser({ name: 'Ada Creator', isAdmin: true }));
    const header = await screen.findByRole('banner');
    const iconOnly = [
      await within(header).findByRole('link', { name: 'Operator console' }),
      within(header).getByRole('link', { name: 'Affiliate Program' }),
      within(header).getByRole('link', { name: 'Calendar' }),
      within(header).getByRole('button', { name: 'AI engines' }),
      within(header).getByRole('button', { name: 'Logout' }),
    ];
    for (const control of iconOnly) expect(control).toHaveAttribute('title');
    // Their words are for assistive technology only (Logout's shows from 1024 px).
    for (const word of ['Affiliate Program', 'Calendar', 'Operator console', 'AI engines'])
      expect(within(header).getByText(word)).toHaveClass('sr-only');
    expect(within(header).getByText('Logout')).toHaveClass('sr-only', 'lg:not-sr-only');
    expect(within(header).getByText('Ada Creator')).not.toHaveClass('sr-only');
  });

  describe('installing the studio as an app', () => {
    startInstallableApp();

    /** What Chromium fires when the site can be installed: `prompt()` opens its dialog, `userChoice` settles with the answer. */
    function browserOffersInstall(outcome: 'accepted' | 'dismissed') {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: vi.fn(async () => undefined),
        userChoice: Promise.resolve({ outcome }),
      });
      act(() => {
        window.dispatchEvent(event);
      });
      return event;
    }

    it('offers it in the header only while the browser does, and only until it was answered once', async () => {
      localStorage.removeItem(INSTALL_ANSWERED_KEY);
      renderHeader();
      const header = await screen.findByRole('banner');
      expect(within(header).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

      const offer = browserOffersInstall('dismissed');
      expect(offer.defaultPrevented).toBe(true);
      await userEvent.click(within(header).getByRole('button', { name: 'Install app' }));
      expect(offer.prompt).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(localStorage.getItem(INSTALL_ANSWERED_KEY)).not.toBeNull());
      expect(within(header).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

      // The browser offers again on a later visit: answered once, the studio does not ask again.
      browserOffersInstall('dismissed');
      expect(within(header).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    });
  });
});
