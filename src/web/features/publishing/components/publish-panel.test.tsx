import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Project, ProjectVoiceover } from '@shared/contracts/projects';
import {
  publicationMessages,
  publishingMessages,
  type Channel,
  type Publication,
  type PublishingQuota,
} from '@shared/contracts/publishing';
import type { Render } from '@shared/contracts/renders';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeProject, makeProjectSeo, makeSeoAnalysis, makeThumbnail, PROJECT_ID } from '@/test/project-fixtures';
import { makePublication } from '@/test/publication-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { PublishPanel } from './publish-panel';

const publicationsUrl = `/api/projects/${PROJECT_ID}/publications`;

const channel = (n: number, overrides: Partial<Channel> = {}): Channel => ({
  id: `0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a0${n}`,
  platform: 'youtube',
  name: `Channel ${n}`,
  pictureUrl: null,
  status: 'connected',
  connectedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const ada = channel(1, { name: 'Ada Makes Videos' });
const second = channel(2, { name: 'Ada Cooks' });

const render = (n: number, overrides: Partial<Render> = {}): Render => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  projectId: PROJECT_ID,
  status: 'done',
  progress: 100,
  format: '16:9',
  resolution: '1080p',
  videoUrl: `/files/videos/${n}.mp4`,
  durationSeconds: 185,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  ...overrides,
});

const voiceover: ProjectVoiceover = {
  id: '00000000-0000-4000-8000-000000000001',
  scriptVersion: 1,
  voiceId: 'en-us-ava',
  engine: 'espeak',
  source: 'speech',
  durationSeconds: 185,
  audioUrl: '/files/voiceovers/vo-1.mp3',
  captions: { vtt: '/files/voiceovers/vo-1.vtt', srt: '/files/voiceovers/vo-1.srt' },
  createdAt: '2026-11-25T10:05:00.000Z',
};

/** A voiced project with its SEO analysis (chapters given as data: the description does not carry them here). */
const voiced = (overrides: Partial<Project> = {}) =>
  makeProject({
    hasScript: true,
    hasVoiceover: true,
    voiceovers: [voiceover],
    seo: makeProjectSeo({
      analysis: makeSeoAnalysis({ titles: ['Tomatoes on a balcony', 'Balcony harvest', 'Tiny garden', 'Grow up', 'Red gold'] }),
      chapters: [
        { startSeconds: 0, title: 'Intro' },
        { startSeconds: 42, title: 'Pots and soil' },
        { startSeconds: 125, title: 'Harvest' },
      ],
      chaptersNote: null,
    }),
    ...overrides,
  });

const QUOTA: PublishingQuota = {
  platform: 'youtube',
  dailyLimit: 10_000,
  costs: { upload: 100, thumbnail: 50, captions: 400, reschedule: 50, statusCheck: 1 },
  usedToday: 1_600,
  channelUsedToday: 1_600,
  left: 8_400,
  uploadsLeft: 15,
  resetsAt: '2026-11-28T08:00:00.000Z',
  notes: [publicationMessages.quotaCount, publicationMessages.auditNote],
};

/** A private upload of render 1 to Ada's channel, just started. */
const publication = (overrides: Partial<Publication> = {}): Publication =>
  makePublication({
    id: '00000000-0000-4000-9000-000000000001',
    projectId: PROJECT_ID,
    projectTitle: 'Balcony tomatoes',
    channelId: ada.id,
    channelName: ada.name,
    renderId: render(1).id,
    title: 'Tomatoes on a balcony',
    privacy: 'private',
    thumbnail: false,
    status: 'uploading',
    progress: 0,
    calendarAt: '2026-11-27T10:00:00.000Z',
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  });

/** The panel's routes: channels, the project's renders and publications, the quota; `extra` replaces or adds. */
function server({
  channels = [ada],
  youtubeConfigured = true,
  renders = [render(1)],
  publications = [] as Publication[],
  extra = {} as ApiHandlers,
} = {}): ApiHandlers {
  return {
    'GET /api/channels': () => json({ channels, youtubeConfigured }),
    [`GET /api/projects/${PROJECT_ID}/renders`]: () => json({ renders }),
    [`GET ${publicationsUrl}`]: () => json({ publications }),
    'GET /api/publications/quota': () => json(QUOTA),
    ...extra,
  };
}

function renderPanel(handlers: ApiHandlers, project: Project = voiced()) {
  return renderSignedInTab(<PublishPanel project={project} />, { handlers });
}

const publishButton = () => screen.findByRole('button', { name: 'Publish' });
const madeForKids = () => screen.getByRole('radiogroup', { name: 'Made for kids' });

describe('the Publish panel', () => {
  it('says that YouTube is not set up on this studio, with no form', async () => {
    renderPanel(server({ channels: [], youtubeConfigured: false }));
    expect(await screen.findByTestId('publish-not-configured')).toHaveTextContent(publishingMessages.notConfigured);
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing published from this project yet.')).toBeVisible();
  });

  it('sends to the account page to connect a channel when none is connected', async () => {
    renderPanel(server({ channels: [] }));
    expect(await screen.findByTestId('publish-no-channel')).toHaveTextContent('No YouTube channel is connected yet.');
    expect(screen.getByRole('link', { name: 'Connect a channel' })).toHaveAttribute('href', '/account');
  });

  it('says which channel needs reconnecting when none can be published to', async () => {
    renderPanel(server({ channels: [channel(3, { name: 'Old Vlog', status: 'reconnect' })] }));
    const notice = await screen.findByTestId('publish-reconnect');
    expect(notice).toHaveTextContent('Old Vlog');
    expect(notice).toHaveTextContent(publishingMessages.reconnect);
    expect(within(notice).getByRole('link', { name: 'Reconnect on your account page' })).toHaveAttribute('href', '/account');
  });

  it('asks for a render first when the project has no finished video', async () => {
    renderPanel(server({ renders: [render(1, { status: 'running', progress: 30 }), render(2, { status: 'failed' })] }));
    expect(await screen.findByTestId('publish-no-render')).toHaveTextContent('Render the video first: publishing sends a finished render.');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('offers to try again when the channels cannot be loaded', async () => {
    let fail = true;
    renderPanel({
      ...server(),
      'GET /api/channels': () => (fail ? failure(500, 'Internal Server Error') : json({ channels: [ada], youtubeConfigured: true })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your YouTube channels.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await publishButton()).toBeVisible();
  });

  it('starts from the project’s SEO: its first title, description with chapters, tags, and the newest render', async () => {
    const user = userEvent.setup();
    renderPanel(
      server({ channels: [ada, second, channel(3, { name: 'Old Vlog', status: 'reconnect' })], renders: [render(1), render(3)] }),
    );
    await publishButton();
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveDisplayValue('Ada Makes Videos');
    expect(screen.getByText(/Old Vlog needs reconnecting before you can publish to it/)).toBeVisible();
    // Newest first: the render of the 23rd.
    const video = screen.getByRole('combobox', { name: 'Video' });
    expect(video).toHaveValue(render(3).id);
    expect(video).toHaveDisplayValue(/^Landscape 16:9 · 1080p · 3:05 · made Nov 23, 2026/);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Tomatoes on a balcony');
    expect(title).toHaveAccessibleDescription('21 / 100 characters');
    await user.click(screen.getByRole('button', { name: 'Balcony harvest' }));
    expect(title).toHaveValue('Balcony harvest');
    expect(screen.getByRole('button', { name: 'Balcony harvest' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Grow tomatoes on any balcony.\n\nChapters:\n0:00 Intro\n0:42 Pots and soil\n2:05 Harvest',
    );
    expect(screen.getByText('83 / 5000 bytes')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('balcony garden, tomatoes, urban gardening');
    // Two tags with a space count two more each, and two commas: 14 + 2 + 8 + 15 + 2 + 2.
    expect(screen.getByText('43 / 500 characters')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('People & Blogs');
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('radio', { name: 'Private (only you)' })).toBeChecked();
    for (const answer of within(madeForKids()).getAllByRole('radio')) expect(answer).not.toBeChecked();
    // No chosen thumbnail: the box is off and says why; the voiceover's captions are on.
    const thumbnail = screen.getByRole('checkbox', { name: 'Set the chosen thumbnail' });
    expect(thumbnail).toBeDisabled();
    expect(thumbnail).not.toBeChecked();
    expect(thumbnail).toHaveAccessibleDescription(publicationMessages.noThumbnail);
    expect(screen.getByRole('checkbox', { name: 'Add the voiceover’s captions' })).toBeChecked();
  });

  it('explains the captions box without a voiceover and sets the chosen thumbnail when there is one', async () => {
    const project = makeProject({ thumbnails: [makeThumbnail(1, 1), makeThumbnail(1, 2, { chosen: true })] });
    renderPanel(server(), project);
    await publishButton();
    // Without SEO: the project's title, nothing else.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Balcony tomatoes');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Set the chosen thumbnail' })).toBeChecked();
    const captions = screen.getByRole('checkbox', { name: 'Add the voiceover’s captions' });
    expect(captions).toBeDisabled();
    expect(captions).toHaveAccessibleDescription('The project has no voiceover, so there are no captions to add.');
  });

  it('shows what the upload costs of the day’s quota, with the notes, and follows the boxes', async () => {
    const user = userEvent.setup();
    const network = renderPanel(server({ channels: [ada, second] }));
    // While it is read, it says so.
    expect(await screen.findByTestId('publish-quota')).toHaveTextContent('Reading YouTube’s daily quota...');
    const resets = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(QUOTA.resetsAt));
    await waitFor(() =>
      expect(screen.getByTestId('publish-quota')).toHaveTextContent(
        `This upload costs about 500 of YouTube’s 10,000 daily units; 8,400 are left today (15 uploads), resetting at ${resets}.`,
      ),
    );
    expect(within(screen.getByTestId('publish-quota')).getByText(publicationMessages.auditNote)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Add the voiceover’s captions' }));
    expect(screen.getByTestId('publish-quota')).toHaveTextContent('This upload costs about 100 of YouTube’s 10,000 daily units');
    expect(network.to('GET /api/publications/quota').map((request) => request.url)).toEqual([
      `/api/publications/quota?channelId=${ada.id}`,
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'Ada Cooks');
    await waitFor(() =>
      expect(network.to('GET /api/publications/quota').at(-1)?.url).toBe(`/api/publications/quota?channelId=${second.id}`),
    );
  });

  it('says so when the quota cannot be read, and the form still works', async () => {
    renderPanel(server({ extra: { 'GET /api/publications/quota': () => failure(500, 'Internal Server Error') } }));
    await publishButton();
    expect(await screen.findByText(/YouTube’s daily quota could not be read just now; you can still publish./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  it('refuses to publish until “Made for kids” is answered, with the contract’s message beside it', async () => {
    const user = userEvent.setup();
    const network = renderPanel(server());
    await user.click(await publishButton());
    const group = madeForKids();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Say whether the video is made for kids: YouTube requires the answer/);
    expect(within(group).getByRole('radio', { name: 'Yes, it is made for kids' })).toHaveFocus();
    expect(network.to(`POST ${publicationsUrl}`)).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: 'No, it is not made for kids' }));
    expect(group).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/Say whether the video is made for kids/)).not.toBeInTheDocument();

    // Other fields are checked by the same contract.
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Grow <b>tomatoes</b>');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/A YouTube title cannot contain < or >/);
  });

  it('makes a scheduled video public at its time, and refuses a time in the past', async () => {
    const user = userEvent.setup();
    const network = renderPanel(server());
    await user.click(await screen.findByRole('radio', { name: 'Unlisted (anyone with the link)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Schedule for later' }));
    // The privacy choice gives way: YouTube makes a scheduled video public.
    expect(screen.queryByRole('radio', { name: 'Unlisted (anyone with the link)' })).not.toBeInTheDocument();
    expect(screen.getByText('Public at the scheduled time')).toBeVisible();
    await user.click(within(madeForKids()).getByRole('radio', { name: 'No, it is not made for kids' }));

    // No time yet.
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const when = screen.getByLabelText('Publish at (your time)');
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when).toHaveAccessibleDescription(/Choose the date and time to publish at./);
    // A time gone by.
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    expect(when).toHaveAccessibleDescription(new RegExp(publicationMessages.publishAtPast));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(network.to(`POST ${publicationsUrl}`)).toHaveLength(0);
  });

  it('sends exactly what the form says, then shows the new publication, a toast and a fresh form', async () => {
    const user = userEvent.setup();
    let publications: Publication[] = [];
    const network = renderPanel(
      server({
        channels: [ada, second],
        renders: [render(1), render(3)],
        extra: {
          [`GET ${publicationsUrl}`]: () => json({ publications }),
          [`POST ${publicationsUrl}`]: (request) => {
            const body = JSON.parse(request.body!);
            publications = [publication({ ...body, channelId: second.id, channelName: second.name, progress: 0 })];
            return json(publications[0], 202);
          },
        },
      }),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Channel' }), 'Ada Cooks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Video' }), render(1).id);
    await user.click(screen.getByRole('button', { name: 'Balcony harvest' }));
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.clear(tags);
    await user.type(tags, 'tomatoes,  balcony garden , ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '26');
    const language = screen.getByRole('textbox', { name: 'Language' });
    await user.clear(language);
    await user.type(language, 'en-GB');
    await user.click(screen.getByRole('radio', { name: 'Unlisted (anyone with the link)' }));
    await user.click(within(madeForKids()).getByRole('radio', { name: 'No, it is not made for kids' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add the voiceover’s captions' }));
    // Kept for this tab: a reload would bring it back.
    expect(JSON.parse(sessionStorage.getItem(`publishForm:${PROJECT_ID}`)!)).toMatchObject({
      title: 'Balcony harvest',
      madeForKids: false,
    });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(network.to(`POST ${publicationsUrl}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST ${publicationsUrl}`)[0]!.body!)).toEqual({
      channelId: second.id,
      renderId: render(1).id,
      title: 'Balcony harvest',
      description: 'Grow tomatoes on any balcony.\n\nChapters:\n0:00 Intro\n0:42 Pots and soil\n2:05 Harvest',
      tags: ['tomatoes', 'balcony garden'],
      categoryId: '26',
      language: 'en-GB',
      privacy: 'unlisted',
      madeForKids: false,
      thumbnail: false,
      captions: false,
    });

    expect(await screen.findByText('Upload Started')).toBeVisible();
    expect(screen.getByText('“Balcony harvest” is uploading to Ada Cooks. Its progress shows below.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Publications' });
    const item = within(list).getByRole('listitem', { name: 'Balcony harvest' });
    expect(item).toHaveTextContent('Uploading');
    expect(item).toHaveTextContent('Ada Cooks · Unlisted · Sent');
    expect(within(item).getByRole('progressbar', { name: 'Upload of Balcony harvest' })).toHaveAttribute('aria-valuenow', '0');
    // The form starts again from the project's defaults, and nothing is kept.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Tomatoes on a balcony');
    for (const answer of within(madeForKids()).getAllByRole('radio')) expect(answer).not.toBeChecked();
    expect(sessionStorage.getItem(`publishForm:${PROJECT_ID}`)).toBeNull();
  });

  it('sends a scheduled video as public with its time and the browser’s offset', async () => {
    const user = userEvent.setup();
    const network = renderPanel(
      server({
        extra: { [`POST ${publicationsUrl}`]: (request) => json(publication({ ...JSON.parse(request.body!), status: 'uploading' }), 202) },
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Schedule for later' }));
    fireEvent.change(screen.getByLabelText('Publish at (your time)'), { target: { value: '2099-06-01T18:30' } });
    await user.click(within(madeForKids()).getByRole('radio', { name: 'Yes, it is made for kids' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(network.to(`POST ${publicationsUrl}`)).toHaveLength(1));
    const body = JSON.parse(network.to(`POST ${publicationsUrl}`)[0]!.body!);
    expect(body).toMatchObject({
      privacy: 'public',
      madeForKids: true,
      publishAt: expect.stringMatching(/^2099-06-01T18:30:00[+-]\d\d:\d\d$/),
    });
    expect(Date.parse(body.publishAt)).toBe(new Date(2099, 5, 1, 18, 30).getTime());
    expect(await screen.findByText('Video Scheduled')).toBeVisible();
  });

  it.each([
    [429, publicationMessages.tooManyPending, 'TOO_MANY_PUBLICATIONS'],
    [409, publishingMessages.reconnect, 'CHANNEL_RECONNECT'],
  ])('shows the server’s message when it answers %i', async (status, message, code) => {
    const user = userEvent.setup();
    renderPanel(server({ extra: { [`POST ${publicationsUrl}`]: () => failure(status, message, code) } }));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Made for kids' })).getByRole('radio', { name: /^No/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Nothing sent, so the form keeps what was typed.
    expect(within(madeForKids()).getByRole('radio', { name: /^No/ })).toBeChecked();
  });
});

describe('the project’s publications', () => {
  it('shows each one’s state: progress and a passing interruption, a failure, a notice and its address on YouTube', async () => {
    const uploading = publication({
      status: 'uploading',
      progress: 40,
      error: publicationMessages.interrupted(40, 30),
    });
    const failed = publication({
      id: '00000000-0000-4000-9000-000000000002',
      title: 'Failed one',
      status: 'failed',
      error: publicationMessages.failed,
    });
    const published = publication({
      id: '00000000-0000-4000-9000-000000000003',
      title: 'Out now',
      status: 'published',
      privacy: 'public',
      notice: publicationMessages.keptPrivate,
      url: 'https://www.youtube.com/watch?v=abc123',
      publishedAt: '2026-11-26T18:00:00.000Z',
    });
    const scheduled = publication({
      id: '00000000-0000-4000-9000-000000000004',
      title: 'Later',
      status: 'scheduled',
      privacy: 'public',
      channelId: null,
      channelName: null,
      publishAt: '2099-06-01T16:30:00.000Z',
    });
    renderPanel(server({ publications: [uploading, failed, published, scheduled] }));
    const list = await screen.findByRole('list', { name: 'Publications' });
    const at = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

    const first = within(list).getByRole('listitem', { name: 'Tomatoes on a balcony' });
    expect(within(first).getByRole('progressbar', { name: 'Upload of Tomatoes on a balcony' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(first).getByRole('status')).toHaveTextContent(publicationMessages.interrupted(40, 30));
    expect(within(first).getByRole('button', { name: 'Cancel upload' })).toBeVisible();

    const second = within(list).getByRole('listitem', { name: 'Failed one' });
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent(publicationMessages.failed);
    expect(within(second).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();

    const third = within(list).getByRole('listitem', { name: 'Out now' });
    expect(third).toHaveTextContent(`Ada Makes Videos · Public · Published ${at(published.publishedAt!)}`);
    expect(third).toHaveTextContent(publicationMessages.keptPrivate);
    expect(within(third).getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute('href', published.url);

    const fourth = within(list).getByRole('listitem', { name: 'Later' });
    expect(fourth).toHaveTextContent('Scheduled');
    expect(fourth).toHaveTextContent(`A channel no longer connected · Public · Goes public ${at(scheduled.publishAt!)}`);
  });

  it('reads the list again every 2 s while an upload runs, until it is out', async () => {
    const answers = [
      [publication({ progress: 10 })],
      [publication({ progress: 70 })],
      [publication({ status: 'published', progress: 100, url: 'https://youtu.be/abc123', publishedAt: '2026-11-27T10:05:00.000Z' })],
    ];
    const network = renderPanel(
      server({ extra: { [`GET ${publicationsUrl}`]: () => json({ publications: answers.length > 1 ? answers.shift()! : answers[0]! }) } }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Upload of Tomatoes on a balcony' })).toHaveAttribute('aria-valuenow', '10');
    expect(await screen.findByRole('link', { name: 'Open on YouTube' }, { timeout: 6_000 })).toBeVisible();
    const reads = network.to(`GET ${publicationsUrl}`).length;
    expect(reads).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(network.to(`GET ${publicationsUrl}`)).toHaveLength(reads);
  }, 12_000);

  it('cancels an upload after a confirmation', async () => {
    const user = userEvent.setup();
    let publications = [publication({ progress: 40 })];
    const network = renderPanel(
      server({
        extra: {
          [`GET ${publicationsUrl}`]: () => json({ publications }),
          [`DELETE /api/publications/${publications[0]!.id}`]: () => {
            publications = [publication({ status: 'canceled', progress: 40 })];
            return json(publications[0]);
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    const confirmation = screen.getByRole('group', { name: 'Cancel the upload of Tomatoes on a balcony' });
    await user.click(within(confirmation).getByRole('button', { name: 'Keep it' }));
    expect(network.to(`DELETE /api/publications/${publication().id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Cancel the upload of Tomatoes on a balcony' })).getByRole('button', {
        name: 'Cancel upload',
      }),
    );
    expect(await screen.findByText('Upload Canceled')).toBeVisible();
    const item = screen.getByRole('listitem', { name: 'Tomatoes on a balcony' });
    await waitFor(() => expect(item).toHaveTextContent('Canceled'));
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(network.to(`DELETE /api/publications/${publication().id}`)).toHaveLength(1);
  });

  it('shows the server’s reason when the upload can no longer be canceled', async () => {
    const user = userEvent.setup();
    renderPanel(
      server({
        publications: [publication({ progress: 99 })],
        extra: {
          [`DELETE /api/publications/${publication().id}`]: () =>
            failure(409, publicationMessages.notCancelable, 'PUBLICATION_NOT_CANCELABLE'),
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Cancel the upload of Tomatoes on a balcony' })).getByRole('button', {
        name: 'Cancel upload',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(publicationMessages.notCancelable);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    renderPanel(
      server({
        channels: [],
        youtubeConfigured: false,
        extra: { [`GET ${publicationsUrl}`]: () => (fail ? failure(500, 'Internal Server Error') : json({ publications: [] })) },
      }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 6_000 });
    expect(alert).toHaveTextContent('Could not load this project’s publications.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing published from this project yet.')).toBeVisible();
  });
});
