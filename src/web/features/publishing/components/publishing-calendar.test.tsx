import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicationMessages, type Publication } from '@shared/contracts/publishing';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers, type RecordedRequest } from '@/test/mock-api';
import { inTimeZone, makePublication } from '@/test/publication-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { PublishingCalendar } from './publishing-calendar';

// The browser is in New York (UTC-5 in January): an entry at 02:30 UTC on the 16th is on the 15th there.
inTimeZone('America/New_York');

// Now: Thursday, January 14, 2027, 10:00 in New York. Only Date is faked: timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-01-14T15:00:00.000Z'), toFake: ['Date'] });
});

const trailer = makePublication({
  id: '6a0f4a4e-0000-4000-8000-000000000001',
  title: 'Launch trailer',
  publishAt: '2027-01-16T02:30:00.000Z',
  calendarAt: '2027-01-16T02:30:00.000Z',
  videoId: 'trl123',
});
const behindTheScenes = makePublication({
  id: '6a0f4a4e-0000-4000-8000-000000000002',
  title: 'Behind the scenes',
  status: 'uploading',
  progress: 42,
  publishAt: '2027-01-20T23:00:00.000Z',
  calendarAt: '2027-01-20T23:00:00.000Z',
});
const studioTour = makePublication({
  id: '6a0f4a4e-0000-4000-8000-000000000003',
  title: 'Studio tour',
  projectTitle: 'Studio tour project',
  status: 'published',
  publishedAt: '2027-01-05T17:00:00.000Z',
  calendarAt: '2027-01-05T17:00:00.000Z',
  videoId: 'abc123',
  url: 'https://www.youtube.com/watch?v=abc123',
  notice: publicationMessages.noCaptions,
});
const oldCut = makePublication({
  id: '6a0f4a4e-0000-4000-8000-000000000004',
  title: 'Old cut',
  status: 'failed',
  channelName: null,
  channelId: null,
  error: publicationMessages.renderGone,
  calendarAt: '2027-01-08T15:00:00.000Z',
});
const lastYear = makePublication({
  id: '6a0f4a4e-0000-4000-8000-000000000005',
  title: 'Year in review',
  status: 'canceled',
  calendarAt: '2026-12-30T20:00:00.000Z',
});

const everything = [trailer, behindTheScenes, studioTour, oldCut, lastYear];

/** GET /api/publications as the server answers it: the entries whose calendarAt is in [from, to). */
function publicationsBetween(all: () => Publication[]) {
  return (request: RecordedRequest) => {
    const search = new URL(request.url, 'http://studio.test').searchParams;
    const from = Date.parse(search.get('from') ?? '');
    const to = Date.parse(search.get('to') ?? '');
    return json({ publications: all().filter((entry) => Date.parse(entry.calendarAt) >= from && Date.parse(entry.calendarAt) < to) });
  };
}

function renderCalendar(handlers: ApiHandlers = {}, route = '/calendar?date=2027-01-14') {
  // The trailer as the server has it: what a test's PATCH answered last, as a server keeps it.
  let trailerNow = trailer;
  const patchTrailer = handlers[`PATCH /api/publications/${trailer.id}`];
  return renderSignedInTab(<PublishingCalendar />, {
    route,
    handlers: {
      'GET /api/publications': publicationsBetween(() => everything),
      // Opening a scheduled video that is on YouTube asks the server to look at it again, then reads it.
      [`POST /api/publications/${trailer.id}/refresh`]: () => json(trailerNow),
      [`GET /api/publications/${trailer.id}`]: () => json(trailerNow),
      ...handlers,
      ...(patchTrailer && {
        [`PATCH /api/publications/${trailer.id}`]: async (request) => {
          const answer = await patchTrailer(request);
          if (answer.ok) trailerNow = (await answer.clone().json()) as Publication;
          return answer;
        },
      }),
    },
  });
}

const day = (name: string) => screen.getByRole('group', { name });
/** One detail of the dialog: the text of the description beside `term`. */
const detail = (dialog: HTMLElement, term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
const entry = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
const rangesAsked = (network: ReturnType<typeof renderCalendar>) =>
  network.to('GET /api/publications').map((request) => Object.fromEntries(new URL(request.url, 'http://studio.test').searchParams));

/** Drags the entry onto the day cell as the browser does (the browser's DataTransfer is not in jsdom). */
function dragOnto(title: string, dayName: string) {
  const dataTransfer = { setData: vi.fn(), getData: vi.fn(() => ''), dropEffect: 'none', effectAllowed: 'all' };
  const target = day(dayName);
  fireEvent.dragStart(entry(title), { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('The publishing calendar', () => {
  it('asks the server to look at a scheduled video again when it is opened, and shows it published when YouTube says so', async () => {
    const published = {
      ...trailer,
      status: 'published' as const,
      publishedAt: trailer.publishAt,
      url: 'https://www.youtube.com/watch?v=trl123',
    };
    let listed = everything;
    const network = renderCalendar({
      'GET /api/publications': publicationsBetween(() => listed),
      [`GET /api/publications/${trailer.id}`]: () => {
        listed = everything.map((one) => (one.id === trailer.id ? published : one));
        return json(published);
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Launch trailer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch trailer' });
    expect(await within(dialog).findByRole('link', { name: 'Open on YouTube' })).toBeInTheDocument();
    expect(detail(dialog, 'Status')).toHaveTextContent('Published');
    expect(within(dialog).getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=trl123');
    expect(network.to(`POST /api/publications/${trailer.id}/refresh`)).toHaveLength(1);
    // The calendar reads its range again: the entry says Published there too.
    await waitFor(() => expect(screen.getByRole('button', { name: /Launch trailer, .*Published/, hidden: true })).toBeInTheDocument());
  });

  it('places each entry on its local day, with its time, status, channel and platform', async () => {
    const network = renderCalendar();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calendar...');
    expect(await screen.findByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    // The weeks of January 2027, Monday December 28 to Sunday January 31, as local midnights.
    expect(rangesAsked(network)).toEqual([{ from: '2026-12-28T05:00:00.000Z', to: '2027-02-01T05:00:00.000Z' }]);

    // 02:30 UTC on the 16th is 9:30 PM on the 15th in New York.
    const friday = day('Friday, January 15, 2027');
    const launch = within(friday).getByRole('button', { name: 'Launch trailer, 9:30 PM, Scheduled, Ada Makes Videos · YouTube' });
    expect(launch).toHaveTextContent('9:30 PM Scheduled Launch trailer Ada Makes Videos · YouTube');
    expect(within(day('Saturday, January 16, 2027')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(day('Wednesday, January 20, 2027')).getByRole('button', { name: /Behind the scenes/ })).toHaveTextContent(
      '6:00 PM Uploading 42 %',
    );
    expect(within(day('Tuesday, January 5, 2027')).getByRole('button', { name: /Studio tour/ })).toHaveTextContent('12:00 PM Published');
    expect(within(day('Friday, January 8, 2027')).getByRole('button', { name: /Old cut/ })).toHaveTextContent(
      'Failed Old cut Disconnected channel · YouTube',
    );
    // The days of December before the month are dimmed, and still show their entries.
    const december = day('Wednesday, December 30, 2026');
    expect(december).toHaveClass('bg-muted/40');
    expect(within(december).getByRole('button', { name: /Year in review/ })).toHaveTextContent('Canceled');
    expect(day('Thursday, January 14, 2027 (today)')).not.toHaveClass('bg-muted/40');
    // Only an entry still to go out, with a publish time, can be dragged.
    expect(entry('Launch trailer')).toHaveAttribute('draggable', 'true');
    expect(entry('Behind the scenes')).toHaveAttribute('draggable', 'true');
    expect(entry('Studio tour')).toHaveAttribute('draggable', 'false');
    expect(entry('Old cut')).toHaveAttribute('draggable', 'false');
  });

  it('shows a week with each entry’s time, and keeps the view in the address', async () => {
    const network = renderCalendar();
    await screen.findByRole('button', { name: /Launch trailer/ });
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));

    expect(await screen.findByRole('heading', { level: 2, name: /^Jan 11\s–\s17, 2027$/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2027-01-14&view=week');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('calendar-grid')).toHaveAttribute('data-view', 'week'));
    expect(await within(day('Friday, January 15, 2027')).findByText('9:30 PM')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /2027/ })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Behind the scenes/ })).not.toBeInTheDocument();
    expect(rangesAsked(network).at(-1)).toEqual({ from: '2027-01-11T05:00:00.000Z', to: '2027-01-18T05:00:00.000Z' });
  });

  it('opens the view and day the address names (a reload keeps them)', async () => {
    const network = renderCalendar({}, '/calendar?view=week&date=2027-01-31');
    expect(await screen.findByRole('heading', { level: 2, name: /^Jan 25\s–\s31, 2027$/ })).toBeInTheDocument();
    await waitFor(() => expect(rangesAsked(network)).toEqual([{ from: '2027-01-25T05:00:00.000Z', to: '2027-02-01T05:00:00.000Z' }]));
  });

  it('asks for the period shown as it moves: next, previous, today', async () => {
    const network = renderCalendar();
    await screen.findByRole('button', { name: /Launch trailer/ });

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2027' })).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2027-02-01');
    // February 2027 runs from Monday the 1st to Sunday the 28th.
    await waitFor(() => expect(rangesAsked(network).at(-1)).toEqual({ from: '2027-02-01T05:00:00.000Z', to: '2027-03-01T05:00:00.000Z' }));
    expect(await screen.findByTestId('calendar-empty')).toHaveTextContent(
      'Nothing scheduled or published in this period. Publish a project from its page in the studio.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(rangesAsked(network).at(-1)).toEqual({ from: '2026-11-30T05:00:00.000Z', to: '2027-01-04T05:00:00.000Z' }));

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    // January was read already: it comes from the cache.
    expect(await screen.findByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { level: 2, name: /^Jan 18\s–\s24, 2027$/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?view=week&date=2027-01-21');
    await waitFor(() => expect(rangesAsked(network).at(-1)).toEqual({ from: '2027-01-18T05:00:00.000Z', to: '2027-01-25T05:00:00.000Z' }));
  });

  it('moves a dropped entry at once, keeps its time of day, and sends the new time', async () => {
    let answer: (response: Response) => void = () => {};
    const moved = { ...trailer, publishAt: '2027-01-23T02:30:00.000Z', calendarAt: '2027-01-23T02:30:00.000Z' };
    let saved = false;
    const network = renderCalendar({
      'GET /api/publications': publicationsBetween(() => (saved ? [moved] : [trailer])),
      [`PATCH /api/publications/${trailer.id}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('button', { name: /Launch trailer/ });

    dragOnto('Launch trailer', 'Friday, January 22, 2027');
    // Moved before the server answers.
    expect(await within(day('Friday, January 22, 2027')).findByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();
    expect(within(day('Friday, January 15, 2027')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(network.to(`PATCH /api/publications/${trailer.id}`)).toHaveLength(1));
    // 9:30 PM in New York on the 22nd.
    expect(JSON.parse(network.to(`PATCH /api/publications/${trailer.id}`)[0]!.body!)).toEqual({ publishAt: '2027-01-23T02:30:00.000Z' });

    saved = true;
    await act(async () => answer(json(moved)));
    expect(await screen.findByText('Publish time changed')).toBeInTheDocument();
    expect(screen.getByText('“Launch trailer” now goes out Friday, January 22, 2027 at 9:30 PM.')).toBeInTheDocument();
    expect(within(day('Friday, January 22, 2027')).getByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();
  });

  it('puts the entry back and says why when the server refuses the move', async () => {
    const network = renderCalendar({
      [`PATCH /api/publications/${behindTheScenes.id}`]: () => failure(409, publicationMessages.notScheduled, 'PUBLICATION_NOT_SCHEDULED'),
    });
    await screen.findByRole('button', { name: /Behind the scenes/ });

    dragOnto('Behind the scenes', 'Monday, January 25, 2027');
    expect(await screen.findByText(publicationMessages.notScheduled)).toBeInTheDocument();
    expect(screen.getByText('Not moved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(day('Wednesday, January 20, 2027')).getByRole('button', { name: /Behind the scenes/ })).toBeInTheDocument(),
    );
    expect(within(day('Monday, January 25, 2027')).queryByRole('button')).not.toBeInTheDocument();
    expect(JSON.parse(network.to(`PATCH /api/publications/${behindTheScenes.id}`)[0]!.body!)).toEqual({
      publishAt: '2027-01-25T23:00:00.000Z',
    });
  });

  it('refuses a drop onto a time already past, without asking the server', async () => {
    const network = renderCalendar();
    await screen.findByRole('button', { name: /Launch trailer/ });

    dragOnto('Launch trailer', 'Wednesday, January 13, 2027');
    expect(await screen.findByText(publicationMessages.publishAtPast)).toBeInTheDocument();
    expect(within(day('Friday, January 15, 2027')).getByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();
    expect(network.to(`PATCH /api/publications/${trailer.id}`)).toHaveLength(0);
  });

  it('opens an entry in full, and gives focus back to it on close', async () => {
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: /Studio tour/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Studio tour' });
    expect(detail(dialog, 'Project')).toHaveTextContent('Studio tour project');
    expect(detail(dialog, 'Channel')).toHaveTextContent('Ada Makes Videos (YouTube)');
    expect(detail(dialog, 'Status')).toHaveTextContent(`Published${publicationMessages.noCaptions}`);
    expect(detail(dialog, 'Published')).toHaveTextContent('Tuesday, January 5, 2027 at 12:00 PM');
    expect(detail(dialog, 'Video ID')).toHaveTextContent('abc123');
    expect(within(dialog).getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(dialog).toHaveTextContent(publicationMessages.notReschedulable);
    expect(within(dialog).queryByLabelText('Publish time')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entry('Studio tour')).toHaveFocus();
  });

  it('shows why a failed one failed', async () => {
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: /Old cut/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Old cut' });
    expect(detail(dialog, 'Status')).toHaveTextContent(`Failed${publicationMessages.renderGone}`);
    expect(detail(dialog, 'Channel')).toHaveTextContent('Disconnected channel (YouTube)');
    expect(detail(dialog, 'Sent')).toHaveTextContent('Friday, January 8, 2027 at 10:00 AM');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('moves an entry from the keyboard: Enter opens it, a new publish time and Move', async () => {
    let patched = false;
    const network = renderCalendar({
      'GET /api/publications': publicationsBetween(() =>
        patched ? [{ ...trailer, publishAt: '2027-01-20T13:15:00.000Z', calendarAt: '2027-01-20T13:15:00.000Z' }] : [trailer],
      ),
      [`PATCH /api/publications/${trailer.id}`]: (request) => {
        patched = true;
        const { publishAt } = JSON.parse(request.body ?? '{}') as { publishAt: string };
        return json({ ...trailer, publishAt, calendarAt: publishAt });
      },
    });
    const launch = await screen.findByRole('button', { name: /Launch trailer/ });
    launch.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Launch trailer' });
    expect(detail(dialog, 'Goes public')).toHaveTextContent('Friday, January 15, 2027 at 9:30 PM');
    expect(detail(dialog, 'Video ID')).toHaveTextContent('trl123');
    const input = within(dialog).getByLabelText('Publish time');
    expect(input).toHaveValue('2027-01-15T21:30');

    // A time already past is refused here, without asking the server.
    fireEvent.change(input, { target: { value: '2027-01-13T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(publicationMessages.publishAtPast);
    expect(network.to(`PATCH /api/publications/${trailer.id}`)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2027-01-20T08:15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Moved: it now goes out Wednesday, January 20, 2027 at 8:15 AM.');
    expect(JSON.parse(network.to(`PATCH /api/publications/${trailer.id}`)[0]!.body!)).toEqual({ publishAt: '2027-01-20T13:15:00.000Z' });
    await waitFor(() => expect(detail(dialog, 'Goes public')).toHaveTextContent('Wednesday, January 20, 2027 at 8:15 AM'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const movedEntry = within(day('Wednesday, January 20, 2027')).getByRole('button', { name: /Launch trailer/ });
    expect(movedEntry).toHaveTextContent('8:15 AM');
    expect(movedEntry).toHaveFocus();
  });

  it('keeps showing a moved entry in its dialog when its new time is in another month', async () => {
    let publishAt = trailer.publishAt!;
    renderCalendar({
      'GET /api/publications': publicationsBetween(() => [{ ...trailer, publishAt, calendarAt: publishAt }]),
      [`PATCH /api/publications/${trailer.id}`]: (request) => {
        publishAt = (JSON.parse(request.body ?? '{}') as { publishAt: string }).publishAt;
        return json({ ...trailer, publishAt, calendarAt: publishAt });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Launch trailer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch trailer' });
    fireEvent.change(within(dialog).getByLabelText('Publish time'), { target: { value: '2027-02-03T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Moved: it now goes out Wednesday, February 3, 2027 at 9:00 AM.');
    // Gone from January, and the dialog says where it went.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Launch trailer/ })).not.toBeInTheDocument());
    expect(detail(dialog, 'Goes public')).toHaveTextContent('Wednesday, February 3, 2027 at 9:00 AM');
  });

  it('says what the server answered when a move from the dialog is refused', async () => {
    renderCalendar({
      [`PATCH /api/publications/${trailer.id}`]: () => failure(409, publicationMessages.notReschedulable, 'PUBLICATION_NOT_RESCHEDULABLE'),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Launch trailer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch trailer' });
    fireEvent.change(within(dialog).getByLabelText('Publish time'), { target: { value: '2027-01-21T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(publicationMessages.notReschedulable);
    expect(detail(dialog, 'Goes public')).toHaveTextContent('Friday, January 15, 2027 at 9:30 PM');
  });

  it('offers to try again when the calendar cannot be loaded', async () => {
    let fail = true;
    renderCalendar({
      'GET /api/publications': (request) => (fail ? failure(500, 'Internal Server Error') : publicationsBetween(() => everything)(request)),
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Failed to load your calendar. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /Launch trailer/ })).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-empty')).not.toBeInTheDocument();
  });
});
