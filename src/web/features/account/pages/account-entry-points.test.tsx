import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

const pageViews = { 'POST /api/analytics/pageview': () => new Response(null, { status: 204 }) };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

describe('the account pages in the app', () => {
  it('sends a signed-out visitor of /account to /login', async () => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route: '/account' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('serves /account to a signed-in user', async () => {
    storeSignedIn();
    mockApi({
      ...pageViews,
      'GET /api/auth/verify': () => json(makeUser()),
      'GET /api/account/sessions': () => json({ sessions: [] }),
      'GET /api/channels': () => json({ channels: [], youtubeConfigured: false }),
      'GET /api/account/tokens': () => json({ tokens: [] }),
      'GET /api/webhooks': () => json({ endpoints: [] }),
    });
    renderWithProviders(<AppRouter />, { route: '/account' });
    expect(await heading('Your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to App/ })).toHaveAttribute('href', '/app');
  });

  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'This link no longer works'],
    ['/verify-email', 'Verify your email'],
    ['/confirm-email', 'Confirm your new email'],
  ])('serves %s to anyone', async (route, title) => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('links the sign-in page to the forgotten-password page', async () => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route: '/login' });
    await heading('Welcome Back');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
