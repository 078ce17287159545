import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  // Enter in the password field submits the form.
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

describe('LoginPage', () => {
  it('"Missing Information" when a field is empty, without calling the server', async () => {
    const network = mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn('', 'secret12');
    await expectToast('Missing Information', 'Please fill in all fields');
    expect(network.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in with Enter, with the browser’s visitor id, stores the session and opens /app', async () => {
    localStorage.setItem('visitorId', '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5');
    const network = mockApi({ 'POST /api/auth/login': () => json(makeSession({ token: 'access-login' })) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com', 'secret12');
    expect(JSON.parse(network.to('POST /api/auth/login')[0]?.body ?? '{}')).toEqual({
      email: 'ada@example.com',
      password: 'secret12',
      visitorId: '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/app'));
    expect(localStorage.getItem('authToken')).toBe('access-login');
  });

  it('"Login Failed" with the server’s message on 401', async () => {
    mockApi({
      'POST /api/auth/login': () => json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com', 'wrong-password');
    await expectToast('Login Failed', 'Invalid email or password');
    expect(window.location.pathname).toBe('/login');
  });

  it('"Login Failed" with the rate-limit message on 429', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        json({ message: 'Rate limit exceeded. Please wait a moment and try again.', code: 'RATE_LIMITED' }, 429),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn('ada@example.com', 'secret12');
    await expectToast('Login Failed', 'Rate limit exceeded. Please wait a moment and try again.');
  });

  it('in the affiliate flow asks to sign in to the dashboard and goes to /affiliate', async () => {
    mockApi({ 'POST /api/auth/login': () => json(makeSession()) });
    renderWithProviders(<LoginPage />, { route: '/login?from=affiliate' });
    expect(screen.getByText('Sign in to access your affiliate dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register?from=affiliate');
    await signIn('ada@example.com', 'secret12');
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate'));
  });
});
