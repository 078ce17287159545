import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GoogleClientView } from '@shared/contracts/publishing';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAdmin } from '../lib/test-fixtures';
import { PublishingSection } from './publishing-section';

const REDIRECT_URI = 'https://studio.example.com/api/channels/youtube/callback';
const CLIENT_ID = '1234-studio.apps.googleusercontent.com';

function view(overrides: Partial<GoogleClientView> = {}): GoogleClientView {
  return { clientId: null, hasClientSecret: false, source: 'none', variables: [], redirectUri: REDIRECT_URI, problem: null, ...overrides };
}

const path = '/api/admin/publishing/google';
const bodyOf = (request: { body: string | undefined } | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

function renderSection(handlers: ApiHandlers) {
  const api = signInAdmin({ 'GET /api/admin/audit-log': () => json({ entries: [] }), ...handlers });
  renderWithProviders(<PublishingSection />, { route: '/admin?section=publishing' });
  return api;
}

describe('Publishing section', () => {
  it('shows the redirect URI to register, and that an unaudited project’s videos stay private', async () => {
    renderSection({ [`GET ${path}`]: () => json(view()) });
    const card = await screen.findByTestId('google-client');
    expect(within(card).getByText('Not set up')).toBeInTheDocument();
    expect(within(card).getByTestId('google-redirect-uri')).toHaveTextContent(REDIRECT_URI);
    expect(within(card).getByTestId('google-audit-notice')).toHaveTextContent(
      'Videos stay private until Google audits your project. YouTube locks every video uploaded through an unverified Google Cloud project to private',
    );
    // Nothing typed yet: nothing to save.
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Remove client' })).not.toBeInTheDocument();
  });

  it('saves the client ID and secret, and never shows the saved secret', async () => {
    const saved = view({ clientId: CLIENT_ID, hasClientSecret: true, source: 'console' });
    const api = renderSection({ [`GET ${path}`]: () => json(view()), [`PUT ${path}`]: () => json(saved) });
    const card = await screen.findByTestId('google-client');
    await userEvent.type(within(card).getByLabelText('Client ID'), CLIENT_ID);
    await userEvent.type(within(card).getByLabelText('Client secret'), 'GOCSPX-secret');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Creators can now connect their YouTube channels.')).toBeInTheDocument();
    expect(bodyOf(api.to(`PUT ${path}`)[0])).toEqual({ clientId: CLIENT_ID, clientSecret: 'GOCSPX-secret' });
    await waitFor(() => expect(within(card).getByText('Saved here')).toBeInTheDocument());
    const secret = within(card).getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'A secret is saved');
    expect(card).toHaveTextContent('A secret is saved. Type a new one to replace it.');
  });

  it('changes the client ID alone (the saved secret stays) and shows the server’s refusal', async () => {
    const api = renderSection({
      [`GET ${path}`]: () => json(view({ clientId: CLIENT_ID, hasClientSecret: true, source: 'console' })),
      [`PUT ${path}`]: () => failure(400, 'Enter the client secret that goes with this client ID.', 'SECRET_REQUIRED'),
    });
    const card = await screen.findByTestId('google-client');
    const clientId = within(card).getByLabelText('Client ID');
    await userEvent.clear(clientId);
    await userEvent.type(clientId, 'other.apps.googleusercontent.com');
    // Another client: the saved secret is not its.
    expect(within(card).getByLabelText('Client secret')).not.toHaveAttribute('placeholder');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Enter the client secret that goes with this client ID.');
    expect(bodyOf(api.to(`PUT ${path}`)[0])).toEqual({ clientId: 'other.apps.googleusercontent.com' });
  });

  it('removes the client after a confirmation', async () => {
    const api = renderSection({
      [`GET ${path}`]: () => json(view({ clientId: CLIENT_ID, hasClientSecret: true, source: 'console' })),
      [`PUT ${path}`]: () => json(view()),
    });
    const card = await screen.findByTestId('google-client');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove client' }));
    const confirm = within(card).getByRole('group', { name: 'Remove the Google client' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Creators can no longer connect YouTube channels.')).toBeInTheDocument();
    expect(bodyOf(api.to(`PUT ${path}`)[0])).toEqual({ clientId: null });
    await waitFor(() => expect(within(card).getByText('Not set up')).toBeInTheDocument());
  });

  it('shows a client the environment sets read-only, with the variables that set it', async () => {
    renderSection({
      [`GET ${path}`]: () =>
        json(
          view({
            clientId: 'env.apps.googleusercontent.com',
            hasClientSecret: true,
            source: 'environment',
            variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
          }),
        ),
    });
    const card = await screen.findByTestId('google-client');
    expect(within(card).getByText('Set by environment')).toBeInTheDocument();
    expect(card).toHaveTextContent('env.apps.googleusercontent.com');
    expect(card).toHaveTextContent("Set by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET — change it in the server's environment.");
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says why a saved secret is not in use', async () => {
    renderSection({
      [`GET ${path}`]: () =>
        json(view({ clientId: CLIENT_ID, hasClientSecret: true, source: 'console', problem: 'The saved client secret cannot be read.' })),
    });
    const card = await screen.findByTestId('google-client');
    expect(within(card).getByRole('alert')).toHaveTextContent('Not in use: The saved client secret cannot be read.');
  });
});
