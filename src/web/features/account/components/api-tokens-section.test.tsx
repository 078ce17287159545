import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiTokenMessages, type ApiTokenView, type CreatedApiToken } from '@shared/contracts/api-tokens';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { ApiTokensSection } from './api-tokens-section';

const MINUTE_MS = 60_000;

const ciScript: ApiTokenView = {
  id: '5f1d8c3a-6a55-4a3e-9f3e-0c6f1b2e7a01',
  name: 'CI script',
  scopes: ['read', 'generate'],
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2027-01-30T09:00:00.000Z',
  lastUsedAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
  prefix: 'Ab3dE9xZ',
};
const agent: ApiTokenView = {
  id: '5f1d8c3a-6a55-4a3e-9f3e-0c6f1b2e7a02',
  name: 'Agent',
  scopes: ['publish'],
  createdAt: '2026-10-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  prefix: 'Qq7kLm2P',
};
const SECRET = `gst_Zx81Pq0w${'k'.repeat(35)}`;

function renderSection(handlers: ApiHandlers) {
  return renderSignedInTab(<ApiTokensSection />, { route: '/account', handlers });
}

/** The server's tokens: listed, one made per POST (with its secret), and DELETE. */
function tokenServer(initial: ApiTokenView[]) {
  let tokens = initial;
  return {
    'GET /api/account/tokens': () => json({ tokens }),
    'POST /api/account/tokens': ({ body }: { body?: string }) => {
      const input = JSON.parse(body ?? '{}') as { name: string; scopes: ApiTokenView['scopes']; expiresInDays?: number };
      const made: CreatedApiToken = {
        id: '5f1d8c3a-6a55-4a3e-9f3e-0c6f1b2e7a03',
        name: input.name,
        scopes: input.scopes,
        createdAt: new Date().toISOString(),
        expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000).toISOString() : null,
        lastUsedAt: null,
        prefix: SECRET.slice(4, 12),
        token: SECRET,
      };
      tokens = [{ ...made, token: undefined } as unknown as ApiTokenView, ...tokens];
      return json(made, 201);
    },
    [`DELETE /api/account/tokens/${ciScript.id}`]: () => {
      tokens = tokens.filter((token) => token.id !== ciScript.id);
      return new Response(null, { status: 204 });
    },
  } satisfies ApiHandlers;
}

describe('API tokens', () => {
  it('lists each token with its prefix, scopes, last use and expiry', async () => {
    renderSection(tokenServer([ciScript, agent]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your API tokens...');
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('CI script');
    expect(first).toHaveTextContent('gst_Ab3dE9xZ…');
    expect(first).toHaveTextContent('ReadGenerate');
    expect(first).toHaveTextContent('Last used 5 minutes ago');
    expect(first).toHaveTextContent('Expires');
    expect(second).toHaveTextContent('Agent');
    expect(second).toHaveTextContent('Never used');
    expect(second).toHaveTextContent('Never expires');
  });

  it('says when there are none', async () => {
    renderSection({ 'GET /api/account/tokens': () => json({ tokens: [] }) });
    expect(await screen.findByTestId('api-tokens-empty')).toHaveTextContent('No API tokens yet.');
  });

  it('creates a token with a name, scopes and an expiry, and shows it once with Copy and a warning', async () => {
    const user = userEvent.setup();
    const network = renderSection(tokenServer([]));
    await screen.findByTestId('api-tokens-empty');
    await user.type(screen.getByLabelText('Token name'), 'Publishing bot');
    await user.click(screen.getByRole('checkbox', { name: /Publish/ }));
    await user.selectOptions(screen.getByLabelText('Expires after'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByLabelText('Your new token “Publishing bot”');
    expect(shown).toHaveValue(SECRET);
    expect(shown).toHaveAttribute('readonly');
    expect(screen.getByTestId('new-api-token')).toHaveTextContent('Copy it now: it will not be shown again.');
    await waitFor(() => expect(network.to('POST /api/account/tokens')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/account/tokens')[0]!.body ?? '{}')).toEqual({
      name: 'Publishing bot',
      scopes: ['read', 'publish'],
      expiresInDays: 30,
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('API token copied to clipboard.')).toBeInTheDocument();
    // The list is read again and shows the new token, without its secret.
    expect(await screen.findByRole('list', { name: 'API tokens' })).toHaveTextContent('Publishing bot');
    expect(screen.getByRole('list', { name: 'API tokens' })).not.toHaveTextContent(SECRET);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('checks the form before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const network = renderSection({
      'GET /api/account/tokens': () => json({ tokens: [] }),
      'POST /api/account/tokens': () => failure(409, apiTokenMessages.tooMany, 'API_TOKEN_LIMIT'),
    });
    await screen.findByTestId('api-tokens-empty');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiTokenMessages.nameRequired);
    await user.type(screen.getByLabelText('Token name'), 'One more');
    await user.click(screen.getByRole('checkbox', { name: /Read/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiTokenMessages.scopesRequired);
    expect(network.to('POST /api/account/tokens')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Generate/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(apiTokenMessages.tooMany));
    expect(network.to('POST /api/account/tokens')).toHaveLength(1);
    expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation, and the list is read again', async () => {
    const user = userEvent.setup();
    const network = renderSection(tokenServer([ciScript, agent]));
    await user.click(await screen.findByRole('button', { name: 'Revoke CI script' }));
    const confirm = screen.getByRole('group', { name: 'Revoke CI script' });
    expect(confirm).toHaveTextContent('Revoke CI script? Scripts and tools using it stop working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(network.to(`DELETE /api/account/tokens/${ciScript.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke CI script' }));
    await user.click(within(screen.getByRole('group', { name: 'Revoke CI script' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('CI script has been revoked.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'API tokens' })).getAllByRole('listitem')).toHaveLength(1));
    expect(network.to(`DELETE /api/account/tokens/${ciScript.id}`)).toHaveLength(1);
  });
});
