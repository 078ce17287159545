import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedStatus } from '@shared/contracts/publishing';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { CalendarFeed } from './calendar-feed';

const FEED_URL = 'https://studio.example.com/api/calendar/feed/3f9a1c-secret.ics';
const FEED_URL_2 = 'https://studio.example.com/api/calendar/feed/77b2d0-secret.ics';

function renderFeed(handlers: ApiHandlers) {
  return renderSignedInTab(<CalendarFeed />, { route: '/calendar', handlers });
}

/** The server's feed: its status, a new address each POST (the last one replaced), and DELETE. */
function feedServer(initial: CalendarFeedStatus) {
  let status = initial;
  const addresses = [FEED_URL, FEED_URL_2];
  return {
    'GET /api/calendar/feed': () => json(status),
    'POST /api/calendar/feed': () => {
      status = { active: true, createdAt: '2027-01-14T15:00:00.000Z' };
      return json({ url: addresses.shift() });
    },
    'DELETE /api/calendar/feed': () => {
      status = { active: false, createdAt: null };
      return new Response(null, { status: 204 });
    },
  } satisfies ApiHandlers;
}

describe('The calendar feed', () => {
  it('explains the feed, creates an address, shows it once with Copy, and a new one replaces it', async () => {
    const user = userEvent.setup();
    const network = renderFeed(feedServer({ active: false, createdAt: null }));
    const card = screen.getByRole('region', { name: 'Calendar feed' });
    expect(card).toHaveTextContent('Google Calendar, Apple Calendar or Outlook with their “subscribe by URL”');
    expect(await screen.findByTestId('calendar-feed-status')).toHaveTextContent('You have no calendar feed.');
    expect(card).toHaveTextContent('Each new address replaces the one before');
    expect(screen.queryByRole('button', { name: 'Stop the feed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a feed address' }));
    const address = await screen.findByLabelText('Your feed address (shown only this once: copy it now)');
    expect(address).toHaveValue(FEED_URL);
    expect(address).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByText('Feed address copied to clipboard.')).toBeInTheDocument();

    expect(await screen.findByTestId('calendar-feed-status')).toHaveTextContent('Your feed is on (its address was made Jan 14, 2027).');
    await user.click(screen.getByRole('button', { name: 'Create a new feed address' }));
    await waitFor(() => expect(screen.getByLabelText('Your feed address (shown only this once: copy it now)')).toHaveValue(FEED_URL_2));
    expect(network.to('POST /api/calendar/feed')).toHaveLength(2);
  });

  it('stops the feed after a confirmation', async () => {
    const network = renderFeed(feedServer({ active: true, createdAt: '2026-12-01T09:00:00.000Z' }));
    expect(await screen.findByTestId('calendar-feed-status')).toHaveTextContent('Your feed is on (its address was made Dec 1, 2026).');
    // No address is shown: the server gives it only when it makes it.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop the feed' }));
    const confirmation = screen.getByRole('group', { name: 'Stop the feed' });
    expect(confirmation).toHaveTextContent('Stop the feed? Its address stops working, and calendars subscribed to it no longer update.');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep it' }));
    expect(network.to('DELETE /api/calendar/feed')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Stop the feed' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Stop the feed' })).getByRole('button', { name: 'Stop the feed' }));
    await waitFor(() => expect(screen.getByTestId('calendar-feed-status')).toHaveTextContent('You have no calendar feed.'));
    expect(network.to('DELETE /api/calendar/feed')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create a feed address' })).toBeInTheDocument();
  });

  it('says what the server answered when no address could be made', async () => {
    renderFeed({
      'GET /api/calendar/feed': () => json({ active: false, createdAt: null }),
      'POST /api/calendar/feed': () => failure(429, 'Too many requests. Please wait a moment and try again.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create a feed address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers to try again when the status cannot be loaded', async () => {
    let fail = true;
    renderFeed({
      'GET /api/calendar/feed': () => (fail ? failure(500, 'Internal Server Error') : json({ active: false, createdAt: null })),
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Failed to load your calendar feed. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('calendar-feed-status')).toHaveTextContent('You have no calendar feed.');
  });
});
