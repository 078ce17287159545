import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishingMessages } from '@shared/contracts/publishing';
import { renderWithProviders } from '@/test/render';
import { ChannelsReturnNotice, channelsReturnOf } from './channels-return-notice';

describe('back from Google’s consent screen', () => {
  it('reads the outcome from the address; an unknown reason is a provider error', () => {
    expect(channelsReturnOf('?channels=connected')).toEqual({ ok: true });
    expect(channelsReturnOf('?channels=error&reason=access_denied')).toEqual({ ok: false, reason: 'access_denied' });
    expect(channelsReturnOf('?channels=error&reason=<script>')).toEqual({ ok: false, reason: 'provider_error' });
    expect(channelsReturnOf('?tab=seo')).toBeNull();
  });

  it('says the channel is connected, and drops the parameters from the address (others stay)', async () => {
    renderWithProviders(<ChannelsReturnNotice />, { route: '/app?tab=seo&channels=connected' });
    expect(await screen.findByText('Channel Connected')).toBeInTheDocument();
    expect(screen.getByText(publishingMessages.connected)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?tab=seo'));
  });

  it.each([
    ['access_denied', publishingMessages.problems.access_denied],
    ['expired_state', publishingMessages.problems.expired_state],
    ['invalid_state', publishingMessages.problems.invalid_state],
    ['no_channel', publishingMessages.problems.no_channel],
  ] as const)('says why nothing was connected (%s)', async (reason, message) => {
    renderWithProviders(<ChannelsReturnNotice />, { route: `/app?channels=error&reason=${reason}` });
    expect(await screen.findByText('Channel Not Connected')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/app');
  });

  it('says nothing when the address says nothing of channels', async () => {
    renderWithProviders(<ChannelsReturnNotice />, { route: '/app?tab=chat' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Channel Connected')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?tab=chat');
  });
});
