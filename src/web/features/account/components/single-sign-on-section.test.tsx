import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ssoAccountMessages, ssoMessages, type AccountSso } from '@shared/contracts/sign-in';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { leaveForProvider } from '../lib/leave-for-provider';
import { SingleSignOnSection } from './single-sign-on-section';

vi.mock('../lib/leave-for-provider', () => ({ leaveForProvider: vi.fn() }));

const identity = {
  id: '6c1d8c3a-6a55-4a3e-9f3e-0c6f1b2e7a01',
  issuer: 'https://id.acme.example/realms/studio',
  email: 'ada@acme.example',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
};

function sso(overrides: Partial<AccountSso> = {}): AccountSso {
  return { provider: { label: 'Acme ID', issuer: identity.issuer }, identities: [], hasPassword: true, passwordSignIn: true, ...overrides };
}

function renderSection(handlers: ApiHandlers, route = '/account') {
  return renderSignedInTab(<SingleSignOnSection email="ada@example.com" />, { route, handlers });
}

describe('the account page’s single sign-on section', () => {
  it('links the account: the browser leaves for the URL the server answers', async () => {
    const api = renderSection({
      'GET /api/account/sso': () => json(sso()),
      'POST /api/account/sso/link': () => json({ url: 'https://id.acme.example/auth?state=abc' }),
    });
    await screen.findByText('No sign-in is linked to this account yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Link Acme ID' }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://id.acme.example/auth?state=abc'));
    expect(api.to('POST /api/account/sso/link')).toHaveLength(1);
  });

  it('lists a link and unlinks it; the last way in is refused with what to do, and a reset link is offered', async () => {
    let identities = [identity];
    const api = renderSection({
      'GET /api/account/sso': () => json(sso({ identities, hasPassword: false })),
      [`DELETE /api/account/sso/identities/${identity.id}`]: () => failure(409, ssoAccountMessages.lastWayIn, 'LAST_SIGN_IN_METHOD'),
      'POST /api/auth/password-reset': () => json({ success: true, message: 'sent' }),
    });
    const list = await screen.findByRole('list', { name: 'Linked sign-ins' });
    expect(within(list).getByText('ada@acme.example')).toBeInTheDocument();
    expect(list).toHaveTextContent('id.acme.example');
    await userEvent.click(within(list).getByRole('button', { name: 'Unlink ada@acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoAccountMessages.lastWayIn);

    await userEvent.click(screen.getByRole('button', { name: 'Email me a link to set a password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to ada@example.com to set your password.');
    expect(JSON.parse(api.to('POST /api/auth/password-reset')[0]!.body!)).toEqual({ email: 'ada@example.com' });
    identities = [];
  });

  it('shows how the provider’s way back ended', async () => {
    renderSection({ 'GET /api/account/sso': () => json(sso()) }, '/account?sso_error=identity_in_use');
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.identity_in_use);
  });

  it('is not shown on a studio without single sign-on', async () => {
    const api = renderSection({ 'GET /api/account/sso': () => json(sso({ provider: null })) });
    await waitFor(() => expect(api.to('GET /api/account/sso')).toHaveLength(1));
    expect(screen.queryByText('Single sign-on')).not.toBeInTheDocument();
  });
});
