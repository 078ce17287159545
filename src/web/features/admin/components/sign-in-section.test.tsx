import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SignInSettingsView } from '@shared/contracts/sign-in';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAdmin } from '../lib/test-fixtures';
import { SignInSection } from './sign-in-section';

const path = '/api/admin/sign-in';
const REDIRECT_URI = 'https://studio.example.com/api/auth/oidc/callback';

function view(overrides: Partial<SignInSettingsView> = {}): SignInSettingsView {
  return {
    issuerUrl: null,
    clientId: null,
    hasClientSecret: false,
    label: null,
    allowedDomains: [],
    passwordSignIn: true,
    passwordSignInActive: true,
    source: 'none',
    passwordSignInSource: 'console',
    variables: [],
    redirectUri: REDIRECT_URI,
    problem: null,
    ...overrides,
  };
}

function renderSection(handlers: ApiHandlers) {
  const api = signInAdmin({ 'GET /api/admin/audit-log': () => json({ entries: [] }), ...handlers });
  renderWithProviders(<SignInSection />, { route: '/admin?section=sign-in' });
  return api;
}

describe('Sign-in section of the console', () => {
  it('saves a provider (the secret typed, never shown again) and turns password sign-in off', async () => {
    const saved = view({
      issuerUrl: 'https://id.acme.example',
      clientId: 'studio',
      hasClientSecret: true,
      label: 'Acme ID',
      allowedDomains: ['acme.example'],
      passwordSignIn: false,
      passwordSignInActive: false,
      source: 'console',
    });
    const api = renderSection({ [`GET ${path}`]: () => json(view()), [`PUT ${path}`]: () => json(saved) });
    const card = await screen.findByTestId('sign-in-settings');
    expect(within(card).getByTestId('oidc-redirect-uri')).toHaveTextContent(REDIRECT_URI);
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(card).getByLabelText('Issuer URL'), 'https://id.acme.example');
    await userEvent.type(within(card).getByLabelText('Client ID'), 'studio');
    await userEvent.type(within(card).getByLabelText('Client secret'), 'the-secret');
    await userEvent.type(within(card).getByLabelText('Button label'), 'Acme ID');
    await userEvent.type(within(card).getByLabelText('Allowed email domains'), 'acme.example');
    await userEvent.click(within(card).getByRole('checkbox', { name: /Password sign-in stays on/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("The sign-in pages now offer 'Continue with Acme ID'.")).toBeInTheDocument();
    expect(JSON.parse(api.to(`PUT ${path}`)[0]!.body!)).toEqual({
      provider: {
        issuerUrl: 'https://id.acme.example',
        clientId: 'studio',
        clientSecret: 'the-secret',
        label: 'Acme ID',
        allowedDomains: ['acme.example'],
      },
      passwordSignIn: false,
    });
    await waitFor(() => expect(within(card).getByText('Saved here')).toBeInTheDocument());
    expect(within(card).getByLabelText('Client secret')).toHaveValue('');
    expect(within(card).getByLabelText('Client secret')).toHaveAttribute('placeholder', 'A secret is saved');
  });

  it('shows the server’s refusal', async () => {
    renderSection({
      [`GET ${path}`]: () =>
        json(
          view({ issuerUrl: 'https://id.acme.example', clientId: 'studio', label: 'Acme ID', hasClientSecret: true, source: 'console' }),
        ),
      [`PUT ${path}`]: () => failure(400, 'Enter the client secret that goes with this client ID.', 'SECRET_REQUIRED'),
    });
    const card = await screen.findByTestId('sign-in-settings');
    await userEvent.clear(within(card).getByLabelText('Client ID'));
    await userEvent.type(within(card).getByLabelText('Client ID'), 'another');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Enter the client secret that goes with this client ID.');
  });

  it('shows settings from the environment read-only', async () => {
    renderSection({
      [`GET ${path}`]: () =>
        json(
          view({
            issuerUrl: 'https://id.acme.example',
            clientId: 'studio',
            hasClientSecret: true,
            label: 'Acme ID',
            passwordSignIn: false,
            passwordSignInActive: false,
            source: 'environment',
            passwordSignInSource: 'environment',
            variables: ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PASSWORD_SIGN_IN'],
          }),
        ),
    });
    const card = await screen.findByTestId('sign-in-settings');
    expect(within(card).getByText('Set by environment')).toBeInTheDocument();
    expect(card).toHaveTextContent('Continue with Acme ID');
    expect(card).toHaveTextContent('OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PASSWORD_SIGN_IN');
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('with PASSWORD_SIGN_IN alone, saves the provider here and shows only the password switch read-only', async () => {
    const saved = view({
      issuerUrl: 'https://id.acme.example',
      clientId: 'studio',
      hasClientSecret: true,
      label: 'Acme ID',
      passwordSignIn: false,
      passwordSignInActive: false,
      source: 'console',
      passwordSignInSource: 'environment',
      variables: ['PASSWORD_SIGN_IN'],
    });
    const api = renderSection({
      [`GET ${path}`]: () =>
        json(
          view({ passwordSignIn: false, passwordSignInActive: true, passwordSignInSource: 'environment', variables: ['PASSWORD_SIGN_IN'] }),
        ),
      [`PUT ${path}`]: () => json(saved),
    });
    const card = await screen.findByTestId('sign-in-settings');
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).getByTestId('password-sign-in-environment')).toHaveTextContent('PASSWORD_SIGN_IN');
    await userEvent.type(within(card).getByLabelText('Issuer URL'), 'https://id.acme.example');
    await userEvent.type(within(card).getByLabelText('Client ID'), 'studio');
    await userEvent.type(within(card).getByLabelText('Client secret'), 'the-secret');
    await userEvent.type(within(card).getByLabelText('Button label'), 'Acme ID');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(card).getByText('Saved here')).toBeInTheDocument());
    expect(JSON.parse(api.to(`PUT ${path}`)[0]!.body!)).toMatchObject({ provider: { issuerUrl: 'https://id.acme.example' } });
    expect(within(card).getByTestId('password-sign-in-environment')).toHaveTextContent('Password sign-in: Off');
  });

  it('no longer offers the saved secret once the issuer URL changes', async () => {
    renderSection({
      [`GET ${path}`]: () =>
        json(
          view({ issuerUrl: 'https://id.acme.example', clientId: 'studio', label: 'Acme ID', hasClientSecret: true, source: 'console' }),
        ),
    });
    const card = await screen.findByTestId('sign-in-settings');
    expect(within(card).getByLabelText('Client secret')).toHaveAttribute('placeholder', 'A secret is saved');
    await userEvent.type(within(card).getByLabelText('Issuer URL'), '/elsewhere');
    expect(within(card).getByLabelText('Client secret')).not.toHaveAttribute('placeholder');
  });
});
