import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RegisterPage } from './register-page';

type Values = { name?: string; email?: string; password?: string; confirmPassword?: string };

async function fillAndSubmit(values: Values) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

const valid = { name: 'Ada Creator', email: 'ada@example.com', password: 'secret12', confirmPassword: 'secret12' };

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

describe('RegisterPage', () => {
  it('shows the fields, the password hint and the link to sign in', () => {
    mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', expect.stringMatching(/min\. 6 characters/i));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('toggles each password field between hidden and shown', async () => {
    mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('"Missing Information" when a field is empty, without calling the server', async () => {
    const network = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit({ ...valid, name: '' });
    await expectToast('Missing Information', 'Please fill in all fields');
    expect(network.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('"Password Mismatch" when the passwords differ', async () => {
    const network = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit({ ...valid, confirmPassword: 'secret13' });
    await expectToast('Password Mismatch', 'Passwords do not match');
    expect(network.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('"Password Too Short" under 6 characters', async () => {
    const network = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit({ ...valid, password: 'abc12', confirmPassword: 'abc12' });
    await expectToast('Password Too Short', 'Password must be at least 6 characters long');
    expect(network.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('"Invalid Email" for an address that is not one', async () => {
    const network = mockApi({});
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit({ ...valid, email: 'not-an-email' });
    await expectToast('Invalid Email', 'Please enter a valid email address.');
    expect(network.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('registers, stores the session and opens /app after about 200 ms', async () => {
    const session = makeSession({ token: 'access-new', sessionToken: 'session-new' });
    localStorage.setItem('visitorId', '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5');
    const network = mockApi({ 'POST /api/auth/register': () => json(session, 201) });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit(valid);

    expect(await screen.findByRole('button', { name: /Creating Account/ })).toBeDisabled();
    expect(JSON.parse(network.to('POST /api/auth/register')[0]?.body ?? '{}')).toEqual({
      ...valid,
      visitorId: '5f0c7d1e-8a2b-4c3d-9e4f-a0b1c2d3e4f5',
      locale: 'en',
    });
    expect(localStorage.getItem('authToken')).toBe('access-new');
    expect(localStorage.getItem('sessionToken')).toBe('session-new');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe(session.user.email);
    await waitFor(() => expect(window.location.pathname).toBe('/app'));
  });

  it('sends an account that starts without a trial (its mailbox had one) to the plans', async () => {
    const session = makeSession({ user: makeUser({ subscriptionStatus: 'trial_expired', trialExpiry: null }) });
    mockApi({ 'POST /api/auth/register': () => json(session, 201) });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit(valid);
    await waitFor(() => expect(window.location.pathname).toBe('/subscription'));
  });

  it('"Registration Failed" with the server’s message', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        json({ message: 'An account with this email already exists. Please sign in instead.', code: 'EMAIL_TAKEN' }, 409),
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit(valid);
    await expectToast('Registration Failed', 'An account with this email already exists. Please sign in instead.');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(window.location.pathname).toBe('/register');
  });

  it('"Registration Failed" with the fallback text when the body has no message', async () => {
    mockApi({ 'POST /api/auth/register': () => new Response('<html>502</html>', { status: 502 }) });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit(valid);
    await expectToast('Registration Failed', 'Something went wrong. Please try again.');
  });

  it('in the affiliate flow shows its heading and goes to /affiliate', async () => {
    mockApi({ 'POST /api/auth/register': () => json(makeSession(), 201) });
    renderWithProviders(<RegisterPage />, { route: '/register?from=affiliate' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Affiliate Program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?from=affiliate');
    await fillAndSubmit(valid);
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate'));
  });

  it('sends the visitor id and nothing of an affiliate link: the server reads its own cookie', async () => {
    localStorage.setItem('visitorId', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    const network = mockApi({ 'POST /api/auth/register': () => json(makeSession(), 201) });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit(valid);
    await waitFor(() => expect(network.to('POST /api/auth/register')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/auth/register')[0]!.body!)).toEqual({
      ...valid,
      visitorId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      locale: 'en',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/app'));
  });
});
