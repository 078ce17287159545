import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account';
import { failure } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const bodyOf = (request: { body: string | undefined } | undefined) => JSON.parse(request?.body ?? '{}') as unknown;

describe('ForgotPasswordPage', () => {
  it('sends the address and then always says the same thing', async () => {
    const network = mockApi({ 'POST /api/auth/password-reset': () => json({ success: true, message: 'whatever the server says' }) });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetRequested);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(bodyOf(network.to('POST /api/auth/password-reset')[0])).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

    // A mistyped address: back to the form, which asks again.
    await userEvent.click(screen.getByRole('button', { name: 'Use another one' }));
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
    expect(screen.queryByText(accountMessages.resetRequested)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('asks for a real address before sending', async () => {
    const network = mockApi({});
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests).toHaveLength(0);
  });

  it('shows the server’s words when it refuses (too many requests)', async () => {
    mockApi({
      'POST /api/auth/password-reset': () => failure(429, 'Too many requests. Please wait a moment and try again.'),
    });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.queryByText(accountMessages.resetRequested)).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  async function choose(password: string, confirm: string) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), `${confirm}{Enter}`);
  }

  it('sets the new password with the link’s token, then opens sign-in with a toast', async () => {
    const network = mockApi({
      'POST /api/auth/password-reset/confirm': () => json({ success: true, message: accountMessages.passwordReset }),
    });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await choose('brand-new-1', 'brand-new-1');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(bodyOf(network.to('POST /api/auth/password-reset/confirm')[0])).toEqual({ token: TOKEN, password: 'brand-new-1' });
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText(accountMessages.passwordReset)).toBeInTheDocument();
  });

  it('says when the passwords differ or are too short, without sending', async () => {
    const network = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await choose('brand-new-1', 'brand-new-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await choose('abc', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(network.requests).toHaveLength(0);
  });

  it('explains a used or expired link and links to ask again', async () => {
    mockApi({ 'POST /api/auth/password-reset/confirm': () => failure(400, accountMessages.resetLinkInvalid, 'LINK_INVALID') });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await choose('brand-new-1', 'brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('explains a link without a token at once', () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the server’s words for another failure and keeps the form', async () => {
    mockApi({ 'POST /api/auth/password-reset/confirm': () => failure(500, 'Internal server error') });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await choose('brand-new-1', 'brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
