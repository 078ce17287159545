import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoMessages, type SignInOptions } from '@shared/contracts/sign-in';
import { makeSession, makeUser } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';

const withSso = (options: Partial<SignInOptions> = {}) => ({
  'GET /api/auth/sign-in-options': () => json({ passwordSignIn: true, sso: { label: 'Acme ID' }, ...options }),
});

describe('single sign-on on /login and /register', () => {
  it("offers 'Continue with {label}' beside the password form, going to the server's start with the flow and the browser's id", async () => {
    localStorage.setItem('visitorId', '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5');
    mockApi(withSso());
    renderWithProviders(<LoginPage />, { route: '/login?from=affiliate' });
    const button = await screen.findByRole('link', { name: 'Continue with Acme ID' });
    const href = new URL(button.getAttribute('href')!, window.location.origin);
    expect(href.pathname).toBe('/api/auth/oidc/start');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: 'affiliate', visitorId: '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5' });
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows no button without single sign-on (the password form as ever)', async () => {
    const network = mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(network.to('GET /api/auth/sign-in-options')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('drops the password forms when password sign-in is off', async () => {
    mockApi(withSso({ passwordSignIn: false }));
    const { unmount } = renderWithProviders(<LoginPage />, { route: '/login' });
    await screen.findByRole('link', { name: 'Continue with Acme ID' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<RegisterPage />, { route: '/register' });
    await screen.findByRole('link', { name: 'Continue with Acme ID' });
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('shows why single sign-on did not sign in (?sso_error=)', async () => {
    mockApi(withSso());
    renderWithProviders(<LoginPage />, { route: '/login?sso_error=unverified_email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.unverified_email);
  });

  it('collects the session the provider sign-in started and goes on as after a password login', async () => {
    const user = makeUser({ email: 'ada@acme.example' });
    const network = mockApi({ ...withSso(), 'POST /api/auth/oidc/session': () => json(makeSession({ token: 'access-sso', user })) });
    renderWithProviders(<LoginPage />, { route: '/login?sso=signed-in&from=affiliate' });
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate'));
    expect(network.to('POST /api/auth/oidc/session')).toHaveLength(1);
    expect(network.to('POST /api/auth/oidc/session')[0]?.credentials).toBe('include');
    expect(localStorage.getItem('authToken')).toBe('access-sso');
  });

  it('says so when the session cannot be collected (another browser, or too late)', async () => {
    mockApi({
      ...withSso(),
      'POST /api/auth/oidc/session': () =>
        json({ message: 'The sign-in could not be finished in this browser. Please sign in again.', code: 'SSO_SESSION_MISSING' }, 401),
    });
    renderWithProviders(<LoginPage />, { route: '/login?sso=signed-in' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in could not be finished in this browser. Please sign in again.');
    expect(window.location.pathname).toBe('/login');
  });
});
