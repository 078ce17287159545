import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishingMessages, type Channel, type ChannelsResponse } from '@shared/contracts/publishing';
import { failure, makeUser } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { openConsentScreen } from '../lib/open-consent-screen';
import { ConnectedChannels } from './connected-channels';

vi.mock('../lib/open-consent-screen', () => ({ openConsentScreen: vi.fn() }));

const CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=studio&state=abc';

const studio: Channel = {
  id: '0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a01',
  platform: 'youtube',
  name: 'Ada Makes Videos',
  pictureUrl: 'https://yt3.ggpht.com/ada-picture',
  status: 'connected',
  connectedAt: '2026-11-27T10:25:00.000Z',
};
const lapsed: Channel = {
  id: '0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a02',
  platform: 'youtube',
  name: 'Old Vlog',
  pictureUrl: null,
  status: 'reconnect',
  connectedAt: '2026-01-05T09:00:00.000Z',
};

const answer = (channels: Channel[], youtubeConfigured = true): ChannelsResponse => ({ channels, youtubeConfigured });

function renderCard(handlers: ApiHandlers, user = makeUser()) {
  return renderSignedInTab(<ConnectedChannels />, { route: '/account', handlers, user });
}

describe('Connected channels', () => {
  beforeEach(() => vi.mocked(openConsentScreen).mockClear());

  it('shows each channel with its picture, name and when it was connected, and Reconnect for one YouTube no longer accepts', async () => {
    renderCard({ 'GET /api/channels': () => json(answer([studio, lapsed])) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your channels...');

    const list = await screen.findByRole('list', { name: 'Connected channels' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Makes Videos');
    expect(first).toHaveTextContent('Connected Nov 27, 2026');
    expect(first!.querySelector('img')).toHaveAttribute('src', 'https://yt3.ggpht.com/ada-picture');
    expect(within(first!).queryByRole('button', { name: /Reconnect/ })).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Old Vlog');
    expect(second).toHaveTextContent('Needs reconnecting');
    expect(second).toHaveTextContent('YouTube no longer accepts the studio’s access (it was revoked or expired).');
    // No picture: its initial.
    expect(second).toHaveTextContent('O');
    expect(within(second!).getByRole('button', { name: /Reconnect/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a YouTube channel' })).toBeInTheDocument();
  });

  it('says when nothing is connected, and Connect opens Google’s consent screen from the server’s answer', async () => {
    const network = renderCard({
      'GET /api/channels': () => json(answer([])),
      'POST /api/channels/youtube/connect': () => json({ url: CONSENT_URL }),
    });
    expect(await screen.findByTestId('channels-empty')).toHaveTextContent(
      'No channel connected yet. Connect your YouTube channel to publish your projects to it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect a YouTube channel' }));
    await waitFor(() => expect(openConsentScreen).toHaveBeenCalledWith(CONSENT_URL));
    expect(network.to('POST /api/channels/youtube/connect')).toHaveLength(1);
    // Busy while the page leaves; a second click sends nothing.
    const busy = screen.getByRole('button', { name: 'Opening Google...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(network.to('POST /api/channels/youtube/connect')).toHaveLength(1);
  });

  it('reconnects a lapsed channel through the same consent screen', async () => {
    const network = renderCard({
      'GET /api/channels': () => json(answer([lapsed])),
      'POST /api/channels/youtube/connect': () => json({ url: CONSENT_URL }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(openConsentScreen).toHaveBeenCalledWith(CONSENT_URL));
    expect(network.to('POST /api/channels/youtube/connect')).toHaveLength(1);
  });

  it('shows what the server says when connecting is refused', async () => {
    renderCard({
      'GET /api/channels': () => json(answer([])),
      'POST /api/channels/youtube/connect': () => failure(503, publishingMessages.notConfigured, 'YOUTUBE_NOT_CONFIGURED'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect a YouTube channel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(publishingMessages.notConfigured);
    expect(openConsentScreen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connect a YouTube channel' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('explains that the operator has not set up YouTube, with no Connect button', async () => {
    renderCard({ 'GET /api/channels': () => json(answer([], false)) });
    const notice = await screen.findByTestId('channels-not-set-up');
    expect(notice).toHaveTextContent('YouTube is not set up on this studio yet.');
    expect(notice).toHaveTextContent('An administrator of this studio must enter a Google OAuth client in the operator console first.');
    expect(screen.queryByRole('button', { name: 'Connect a YouTube channel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up YouTube' })).not.toBeInTheDocument();
  });

  it('sends an administrator to the console’s Publishing section to set it up; channels already connected can still be disconnected', async () => {
    const admin = makeUser({ isAdmin: true });
    renderCard({ 'GET /api/auth/verify': () => json(admin), 'GET /api/channels': () => json(answer([lapsed], false)) }, admin);
    expect(await screen.findByRole('link', { name: 'Set up YouTube' })).toHaveAttribute('href', '/admin?section=publishing');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect Old Vlog' })).toBeInTheDocument();
  });

  it('disconnects after a confirmation, and the list is read again', async () => {
    let channels = [studio, lapsed];
    const network = renderCard({
      'GET /api/channels': () => json(answer(channels)),
      'DELETE /api/channels/0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a01': () => {
        channels = [lapsed];
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Ada Makes Videos' }));
    const confirmation = screen.getByRole('group', { name: 'Disconnect Ada Makes Videos' });
    expect(confirmation).toHaveTextContent('Disconnect Ada Makes Videos? The studio gives up its access to the channel');
    // Keep it: nothing is sent.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Disconnect Ada Makes Videos' })).not.toBeInTheDocument();
    expect(network.to(`DELETE /api/channels/${studio.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Ada Makes Videos' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Disconnect Ada Makes Videos' })).getByRole('button', { name: 'Disconnect' }),
    );
    expect((await screen.findByText(publishingMessages.disconnected('Ada Makes Videos'))).closest('p')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Ada Makes Videos')).not.toBeInTheDocument());
    expect(network.to(`DELETE /api/channels/${studio.id}`)).toHaveLength(1);
    expect(network.to('GET /api/channels').length).toBeGreaterThanOrEqual(2);
  });

  it('says why a disconnection failed and keeps the channel', async () => {
    renderCard({
      'GET /api/channels': () => json(answer([studio])),
      [`DELETE /api/channels/${studio.id}`]: () => failure(404, publishingMessages.channelNotFound, 'CHANNEL_NOT_FOUND'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Ada Makes Videos' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Disconnect Ada Makes Videos' })).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(publishingMessages.channelNotFound);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    renderCard({ 'GET /api/channels': () => (fail ? failure(500, 'Internal Server Error', 'INTERNAL') : json(answer([studio]))) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your channels. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ada Makes Videos')).toBeInTheDocument();
  });
});
