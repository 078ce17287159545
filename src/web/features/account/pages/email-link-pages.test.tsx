import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account';
import { failure, makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ConfirmEmailPage } from './confirm-email-page';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const ok = (message: string) => () => json({ success: true, message });

describe('VerifyEmailPage', () => {
  it('follows the link once on open and says the address is verified', async () => {
    const network = mockApi({ 'POST /api/auth/verify-email': ok(accountMessages.emailVerified) });
    renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
    expect(await screen.findByText(accountMessages.emailVerified)).toBeInTheDocument();
    expect(JSON.parse(network.to('POST /api/auth/verify-email')[0]?.body ?? '{}')).toEqual({ token: TOKEN });
    expect(network.to('POST /api/auth/verify-email')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('marks a signed-in user verified (an administrator ADMIN_EMAILS names, now) and links on to the studio', async () => {
    const user = makeUser({ emailVerified: false });
    storeSignedIn(user);
    let verified = false;
    // The session is confirmed only after the link was followed (a slow answer): "Sign In" is never offered meanwhile.
    let linkFollowed: () => void = () => {};
    const followed = new Promise<void>((resolve) => (linkFollowed = resolve));
    mockApi({
      'GET /api/auth/verify': async () => {
        await followed;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(verified ? { ...user, emailVerified: true, isAdmin: true } : user);
      },
      'POST /api/auth/verify-email': () => {
        verified = true;
        linkFollowed();
        return ok(accountMessages.emailVerified)();
      },
    });
    renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    await followed;
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(await screen.findByText(accountMessages.emailVerified)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the studio' })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ emailVerified: true, isAdmin: true }));
  });

  it('explains a used or expired link', async () => {
    mockApi({ 'POST /api/auth/verify-email': () => failure(400, accountMessages.emailLinkInvalid, 'LINK_INVALID') });
    renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailLinkInvalid);
  });

  it('explains a link without a token, without calling the server', () => {
    const network = mockApi({});
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.emailLinkInvalid);
    expect(network.requests).toHaveLength(0);
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms the new address and a signed-in tab shows it', async () => {
    const user = makeUser();
    storeSignedIn(user);
    let verified = 0;
    const network = mockApi({
      'GET /api/auth/verify': () => json(++verified === 1 ? user : makeUser({ email: 'ada.new@example.com' })),
      'POST /api/account/email/confirm': ok(accountMessages.emailChanged),
    });
    renderWithProviders(<ConfirmEmailPage />, { route: `/confirm-email?token=${TOKEN}` });
    expect(await screen.findByText(accountMessages.emailChanged)).toBeInTheDocument();
    expect(network.to('POST /api/account/email/confirm')).toHaveLength(1);
    // Signed in once the session is verified, which may answer after the link did.
    expect(await screen.findByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ada.new@example.com' }));
  });

  it('shows the server’s words when the link does not work', async () => {
    mockApi({ 'POST /api/account/email/confirm': () => failure(409, 'An account with this email already exists', 'EMAIL_TAKEN') });
    renderWithProviders(<ConfirmEmailPage />, { route: `/confirm-email?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
