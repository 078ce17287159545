import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages, type AccountSession } from '@shared/contracts/account';
import type { ChannelsResponse } from '@shared/contracts/publishing';
import { captureDownloads } from '@/test/capture-downloads';
import { failure, makeUser } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { AccountPage } from './account-page';

const HOUR_MS = 3600 * 1000;
const thisDevice: AccountSession = {
  id: 'session-this',
  device: 'Chrome on Linux',
  createdAt: new Date(Date.now() - 48 * HOUR_MS).toISOString(),
  lastUsedAt: new Date().toISOString(),
  current: true,
};
const phone: AccountSession = {
  id: 'session-phone',
  device: 'Safari on iOS',
  createdAt: new Date(Date.now() - 72 * HOUR_MS).toISOString(),
  lastUsedAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
  current: false,
};

const noChannels: ChannelsResponse = { channels: [], youtubeConfigured: true };

function renderAccount(handlers: ApiHandlers = {}, sessions: AccountSession[] = [phone, thisDevice]) {
  return renderSignedInTab(<AccountPage />, {
    route: '/account',
    handlers: {
      'GET /api/account/sessions': () => json({ sessions }),
      'GET /api/channels': () => json(noChannels),
      'GET /api/account/tokens': () => json({ tokens: [] }),
      'GET /api/webhooks': () => json({ endpoints: [] }),
      ...handlers,
    },
  });
}

const bodyOf = (request: { body: string | undefined } | undefined) => JSON.parse(request?.body ?? '{}') as unknown;
const form = (name: string) => screen.findByRole('form', { name });

describe('AccountPage', () => {
  it('lists every section, with a heading and a label for every field', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    for (const section of [
      'Profile',
      'Appearance',
      'Email',
      'Password',
      'Sessions',
      'Connected channels',
      'API tokens',
      'Webhooks',
      'Your data',
      'Delete account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    for (const label of ['Name', 'New email address', 'Current password', 'New password', 'Confirm new password']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Creator');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as ada@example.com');
    expect(screen.getByText('Current address').parentElement).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('link', { name: /Operator console/ })).not.toBeInTheDocument();
  });

  it('links administrators to the operator console', async () => {
    const admin = makeUser({ isAdmin: true });
    localStorage.setItem('user', JSON.stringify(admin));
    renderSignedInTab(<AccountPage />, {
      route: '/account',
      handlers: {
        'GET /api/auth/verify': () => json(admin),
        'GET /api/account/sessions': () => json({ sessions: [thisDevice] }),
        'GET /api/channels': () => json(noChannels),
        'GET /api/account/tokens': () => json({ tokens: [] }),
        'GET /api/webhooks': () => json({ endpoints: [] }),
      },
    });
    expect(await screen.findByRole('link', { name: /Operator console/ })).toHaveAttribute('href', '/admin');
  });

  describe('Profile', () => {
    it('saves the name with Enter and the signed-in user carries it at once', async () => {
      const network = renderAccount({ 'PATCH /api/account/profile': () => json(makeUser({ name: 'Ada Lovelace' })) });
      const name = await screen.findByLabelText('Name');
      await userEvent.clear(name);
      await userEvent.type(name, 'Ada Lovelace{Enter}');
      expect(await within(await form('Profile')).findByRole('status')).toHaveTextContent(accountMessages.nameSaved);
      expect(bodyOf(network.to('PATCH /api/account/profile')[0])).toEqual({ name: 'Ada Lovelace' });
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ada Lovelace' });
    });

    it('refuses an empty name without calling the server', async () => {
      const network = renderAccount();
      const name = await screen.findByLabelText('Name');
      await userEvent.clear(name);
      await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Please fill in all fields');
      expect(network.to('PATCH /api/account/profile')).toHaveLength(0);
    });
  });

  describe('Appearance', () => {
    afterEach(() => document.documentElement.classList.remove('dark'));

    it('switches to the dark theme at once and keeps it for the account and this device', async () => {
      const network = renderAccount({ 'PATCH /api/account/profile': () => json(makeUser({ theme: 'dark' })) });
      const system = await screen.findByRole('radio', { name: /System/ });
      expect(system).toBeChecked();
      await userEvent.click(screen.getByRole('radio', { name: /Dark/ }));
      expect(document.documentElement).toHaveClass('dark');
      await waitFor(() => expect(network.to('PATCH /api/account/profile')).toHaveLength(1));
      expect(bodyOf(network.to('PATCH /api/account/profile')[0])).toEqual({ theme: 'dark' });
      await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ theme: 'dark' }));
      expect(localStorage.getItem('genesis-theme')).toBe('dark');
      expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    });

    it('puts the theme back and says so when the server refuses it', async () => {
      renderAccount({ 'PATCH /api/account/profile': () => failure(500, 'Internal error') });
      await userEvent.click(await screen.findByRole('radio', { name: /Dark/ }));
      expect(await screen.findByText('The theme could not be saved. Check your connection and try again.')).toBeInTheDocument();
      expect(document.documentElement).not.toHaveClass('dark');
      expect(screen.getByRole('radio', { name: /System/ })).toBeChecked();
    });

    it('shows the account’s theme when the page opens', async () => {
      renderSignedInTab(<AccountPage />, {
        route: '/account',
        user: makeUser({ theme: 'dark' }),
        handlers: {
          'GET /api/account/sessions': () => json({ sessions: [thisDevice] }),
          'GET /api/channels': () => json(noChannels),
          'GET /api/account/tokens': () => json({ tokens: [] }),
          'GET /api/webhooks': () => json({ endpoints: [] }),
        },
      });
      expect(await screen.findByRole('radio', { name: /Dark/ })).toBeChecked();
      expect(document.documentElement).toHaveClass('dark');
    });
  });

  describe('Email', () => {
    async function changeEmail(email: string, password: string) {
      const section = await form('Change email');
      await userEvent.type(within(section).getByLabelText('New email address'), email);
      await userEvent.type(within(section).getByLabelText('Current password'), password);
      await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
      return section;
    }

    it('sends the confirmation link to the new address and forgets the password', async () => {
      const network = renderAccount({
        'POST /api/account/email': () => json({ success: true, message: accountMessages.emailChangeSent }, 202),
      });
      const section = await changeEmail('Ada.New@Example.com', 'secret12');
      expect(await within(section).findByRole('status')).toHaveTextContent(accountMessages.emailChangeSent);
      expect(bodyOf(network.to('POST /api/account/email')[0])).toEqual({ email: 'ada.new@example.com', password: 'secret12' });
      expect(within(section).getByLabelText('Current password')).toHaveValue('');
    });

    it('shows the server’s words for a wrong password and marks the field', async () => {
      renderAccount({ 'POST /api/account/email': () => failure(403, accountMessages.wrongPassword, 'WRONG_PASSWORD') });
      const section = await changeEmail('new@example.com', 'not-it');
      expect(await within(section).findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
      expect(within(section).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(within(section).getByLabelText('New email address')).not.toHaveAttribute('aria-invalid');
    });

    it('shows the server’s words when the address is taken', async () => {
      renderAccount({ 'POST /api/account/email': () => failure(409, 'An account with this email already exists', 'EMAIL_TAKEN') });
      const section = await changeEmail('taken@example.com', 'secret12');
      expect(await within(section).findByRole('alert')).toHaveTextContent('An account with this email already exists');
      expect(within(section).getByLabelText('New email address')).toHaveAttribute('aria-invalid', 'true');
    });

    it('refuses an address that is not one before sending', async () => {
      const network = renderAccount();
      const section = await changeEmail('not-an-address', 'secret12');
      expect(await within(section).findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
      expect(network.to('POST /api/account/email')).toHaveLength(0);
    });

    it('sends a new verification link while the address is not verified', async () => {
      const network = renderAccount({
        'POST /api/auth/verification': () => json({ success: true, message: accountMessages.verificationSent }),
      });
      expect(await screen.findByText('Not verified')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send a new verification link' }));
      expect(await screen.findByText(accountMessages.verificationSent)).toBeInTheDocument();
      expect(network.to('POST /api/auth/verification')).toHaveLength(1);
    });
  });

  describe('Password', () => {
    async function fill(current: string, next: string, confirm: string) {
      const section = await form('Change password');
      await userEvent.type(within(section).getByLabelText('Current password'), current);
      await userEvent.type(within(section).getByLabelText('New password'), next);
      await userEvent.type(within(section).getByLabelText('Confirm new password'), confirm);
      await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
      return section;
    }

    it('says when the two new passwords differ, or the new one is too short, without calling the server', async () => {
      const network = renderAccount();
      let section = await fill('secret12', 'new-secret-1', 'new-secret-2');
      expect(await within(section).findByRole('alert')).toHaveTextContent('Passwords do not match');
      expect(within(section).getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
      await userEvent.clear(within(section).getByLabelText('Current password'));
      await userEvent.clear(within(section).getByLabelText('New password'));
      await userEvent.clear(within(section).getByLabelText('Confirm new password'));
      section = await fill('secret12', 'abc', 'abc');
      expect(await within(section).findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
      expect(network.to('POST /api/account/password')).toHaveLength(0);
    });

    it('changes it, clears the fields and lists the sessions again', async () => {
      const network = renderAccount({
        'POST /api/account/password': () => json({ success: true, message: accountMessages.passwordChanged }),
      });
      await screen.findByText('Safari on iOS');
      const section = await fill('secret12', 'new-secret-1', 'new-secret-1');
      expect(await within(section).findByRole('status')).toHaveTextContent(accountMessages.passwordChanged);
      expect(bodyOf(network.to('POST /api/account/password')[0])).toEqual({ currentPassword: 'secret12', newPassword: 'new-secret-1' });
      expect(within(section).getByLabelText('New password')).toHaveValue('');
      await waitFor(() => expect(network.to('GET /api/account/sessions')).toHaveLength(2));
    });

    it('shows the server’s words when the current password is wrong', async () => {
      renderAccount({ 'POST /api/account/password': () => failure(403, accountMessages.wrongPassword, 'WRONG_PASSWORD') });
      const section = await fill('wrong-one', 'new-secret-1', 'new-secret-1');
      expect(await within(section).findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
      expect(within(section).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('Sessions', () => {
    it('lists this device first, and signs another one out', async () => {
      const network = renderAccount({ 'DELETE /api/account/sessions/session-phone': () => json({ success: true, message: 'ok' }) });
      const list = await screen.findByRole('list', { name: 'Signed-in devices' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('Chrome on Linux');
      expect(rows[0]).toHaveTextContent('This device');
      expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
      expect(rows[1]).toHaveTextContent('Safari on iOS');
      expect(rows[1]).toHaveTextContent('Last used 2 hours ago');
      await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS, last used 2 hours ago' }));
      expect(await screen.findByText(accountMessages.sessionSignedOut)).toBeInTheDocument();
      expect(network.to('DELETE /api/account/sessions/session-phone')).toHaveLength(1);
      await waitFor(() => expect(network.to('GET /api/account/sessions')).toHaveLength(2));
    });

    it('signs out everywhere else', async () => {
      const network = renderAccount({
        'POST /api/account/sessions/sign-out-others': () => json({ success: true, message: accountMessages.signedOutEverywhere }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
      expect(await screen.findByText(accountMessages.signedOutEverywhere)).toBeInTheDocument();
      expect(network.to('POST /api/account/sessions/sign-out-others')).toHaveLength(1);
    });

    it('says so when this is the only device, and sends nothing', async () => {
      const network = renderAccount({}, [thisDevice]);
      const button = await screen.findByRole('button', { name: 'Sign out everywhere else' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('You are signed in on this device only.');
      await userEvent.click(button);
      expect(network.to('POST /api/account/sessions/sign-out-others')).toHaveLength(0);
    });

    it('offers to try again when the list fails to load', async () => {
      let calls = 0;
      renderAccount({
        'GET /api/account/sessions': () => (++calls <= 2 ? failure(500, 'Internal server error') : json({ sessions: [thisDevice] })),
      });
      expect(await screen.findByText('Failed to load your sessions. Please try again.', undefined, { timeout: 8000 })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    });
  });

  describe('Your data', () => {
    it('downloads the export as the ZIP the server names, busy meanwhile', async () => {
      const saved = captureDownloads();
      let release!: () => void;
      const hold = new Promise<void>((resolve) => (release = resolve));
      renderAccount({
        'GET /api/account/export': async () => {
          await hold;
          return new Response('PK\u0003\u0004 everything', {
            headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="genesis-studio-ada.zip"' },
          });
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
      const busy = await screen.findByRole('button', { name: 'Exporting...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuetext', 'Preparing your export...');
      await userEvent.click(busy);
      release();
      await waitFor(() => expect(saved.downloads).toEqual(['genesis-studio-ada.zip']));
      expect(await saved.blobs[0]!.text()).toContain('everything');
      expect(await screen.findByText(`${accountMessages.exportStarted} (genesis-studio-ada.zip)`)).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows the server’s words when the export fails', async () => {
      const saved = captureDownloads();
      renderAccount({ 'GET /api/account/export': () => failure(429, 'Rate limit exceeded. Please wait a moment and try again.') });
      await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded. Please wait a moment and try again.');
      expect(saved.downloads).toEqual([]);
    });
  });

  describe('Delete account', () => {
    async function confirmWith(password: string) {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      const field = within(dialog).getByLabelText('Your password');
      expect(field).toHaveFocus();
      await userEvent.type(field, `${password}{Enter}`);
      return dialog;
    }

    it('keeps the account when the password is wrong, and says why', async () => {
      renderAccount({ 'DELETE /api/account': () => failure(403, accountMessages.wrongPassword, 'WRONG_PASSWORD') });
      const dialog = await confirmWith('not-it');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
      expect(localStorage.getItem('authToken')).toBe('access-1');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('asks for the password before sending', async () => {
      const network = renderAccount();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');
      expect(network.to('DELETE /api/account')).toHaveLength(0);
    });

    it('deletes with the password, signs out and goes home with a toast', async () => {
      const network = renderAccount({ 'DELETE /api/account': () => json({ success: true, message: accountMessages.accountDeleted }) });
      await confirmWith('secret12');
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(bodyOf(network.to('DELETE /api/account')[0])).toEqual({ password: 'secret12' });
      expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
      expect(screen.getByText(accountMessages.accountDeleted)).toBeInTheDocument();
      expect(['authToken', 'sessionToken', 'user'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
      expect(network.to('POST /api/auth/logout')).toHaveLength(0);
    });
  });
});
