import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@shared/contracts/media';
import { shortsProblems, type ShortBatch, type ShortsJob } from '@shared/contracts/shorts';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeMediaItem } from '@/test/media-fixtures';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ShortsPanel } from './shorts-panel';

const mediaUrl = `/api/projects/${PROJECT_ID}/media`;
const shortsUrl = `/api/projects/${PROJECT_ID}/shorts`;
const talk = makeMediaItem(1, { kind: 'video', name: 'talk.mp4', durationSeconds: 1260, width: 1920, height: 1080 });
const JOB_ID = '00000000-0000-4000-c000-000000000001';

const job = (overrides: Partial<ShortsJob> = {}): ShortsJob => ({
  jobId: JOB_ID,
  projectId: PROJECT_ID,
  sourceId: talk.id,
  status: 'running',
  progress: 40,
  transcriptSource: 'none',
  minSeconds: 20,
  maxSeconds: 45,
  count: 5,
  candidates: [],
  createdAt: new Date().toISOString(),
  ...overrides,
});

const found = job({
  status: 'done',
  progress: 100,
  transcriptSource: 'captions',
  candidates: [
    { id: 'a', start: 84, end: 121.5, score: 88, reason: 'opens with a question and a number and a claim', title: 'Why do loaves fail?' },
    { id: 'b', start: 300, end: 330, score: 61, reason: 'a complete thought', title: 'Feeding the starter' },
  ],
});

/** The panel's routes: the media list, no renders, and the searches `jobs` answers in turn (the last repeats). */
function shortsServer(media: MediaItem[], jobs: ShortsJob[][] = [[]], extra: ApiHandlers = {}) {
  const answers = [...jobs];
  return {
    [`GET ${shortsUrl}/batches`]: () => json({ batches: [] }),
    [`GET ${mediaUrl}`]: () => json({ media, storage: { usedBytes: 0, quotaBytes: 1 } }),
    [`GET /api/projects/${PROJECT_ID}/renders`]: () => json({ renders: [] }),
    [`GET ${shortsUrl}`]: () => json({ jobs: answers.length > 1 ? answers.shift()! : answers[0]! }),
    ...extra,
  } satisfies ApiHandlers;
}

describe('the Shorts panel', () => {
  it('says what to upload when the project has no long video', async () => {
    const photo = makeMediaItem(2);
    const short = makeMediaItem(3, { kind: 'video', durationSeconds: 9 });
    renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, { handlers: shortsServer([photo, short]) });
    expect(await screen.findByText('Upload a video longer than 15 seconds to the media library to cut shorts from it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Find moments' })).toBeNull();
  });

  it('finds moments in the chosen video: the search’s progress, then each moment with its score, reason and preview', async () => {
    const user = userEvent.setup();
    const network = renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, {
      handlers: shortsServer([talk], [[], [job()], [found]], { [`POST ${shortsUrl}`]: () => json({ jobId: JOB_ID }, 202) }),
    });
    expect(await screen.findByRole('combobox', { name: 'Video' })).toHaveDisplayValue('talk.mp4 (21:00)');
    await user.clear(screen.getByRole('spinbutton', { name: 'Longest (seconds)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Longest (seconds)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Find moments' }));
    expect(await screen.findByRole('progressbar', { name: 'Reading the video' })).toHaveAttribute('aria-valuenow', '40');
    const posted = network.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted!.body!)).toEqual({ sourceId: talk.id, minSeconds: 20, maxSeconds: 30, count: 5 });

    const moment = await screen.findByRole('article', { name: 'Moment 1: Why do loaves fail?' }, { timeout: 3000 });
    expect(within(moment).getByText('1:24–2:01 · 38 s')).toBeVisible();
    expect(within(moment).getByText('Opens with a question and a number and a claim')).toBeVisible();
    expect(within(moment).getByLabelText('Score 88 of 100')).toHaveTextContent('88');
    expect(screen.getByText('Words from the captions you uploaded.')).toBeVisible();
    await user.click(within(moment).getByRole('button', { name: 'Preview' }));
    expect(within(moment).getByLabelText('Preview of Why do loaves fail?')).toHaveAttribute('src', `${talk.fileUrl}#t=84,121.5`);
  });

  it('uploads captions beside the chosen video and says what the server refused', async () => {
    const user = userEvent.setup();
    let media = [talk];
    const network = renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, {
      handlers: {
        ...shortsServer([talk]),
        [`GET ${mediaUrl}`]: () => json({ media, storage: { usedBytes: 0, quotaBytes: 1 } }),
        [`POST ${mediaUrl}`]: (request) => {
          if ((request.form?.get('file') as File).name === 'notes.srt') {
            return json({ code: 'NOT_CAPTIONS', message: shortsProblems.captionsNotText }, 400);
          }
          media = [{ ...talk, captions: { name: 'talk.srt', words: 2400 } }];
          return json(media[0], 201);
        },
      },
    });
    expect(await screen.findByText(/No captions yet/u)).toBeVisible();
    await user.upload(screen.getByLabelText('Captions file'), new File(['1\n00:00:00,000 --> 00:00:01,000\nHi.\n'], 'talk.srt'));
    expect(await screen.findByText('Captions: talk.srt (2,400 words)')).toBeVisible();
    const sent = network.requests.find((request) => request.method === 'POST')!;
    expect(sent.form?.get('captionsFor')).toBe(talk.id);
    expect(screen.getByRole('button', { name: 'Replace captions' })).toBeVisible();

    await user.upload(screen.getByLabelText('Captions file'), new File(['hello'], 'notes.srt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(shortsProblems.captionsNotText);
  });

  it('shows a search without words as found from the picture and sound alone, and holds lengths that cross', async () => {
    const user = userEvent.setup();
    const alone = job({
      status: 'done',
      progress: 100,
      notice: shortsProblems.noWords,
      candidates: [
        { id: 'c', start: 10, end: 40, score: 55, reason: 'a loudness peak (from the picture and sound alone)', title: 'Moment at 0:10' },
      ],
    });
    renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, { handlers: shortsServer([talk], [[alone]]) });
    expect(await screen.findByText(shortsProblems.noWords)).toBeVisible();
    expect(screen.getByText('A loudness peak (from the picture and sound alone)')).toBeVisible();
    const shortest = screen.getByRole('spinbutton', { name: 'Shortest (seconds)' });
    await user.clear(shortest);
    await user.type(shortest, '50');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The shortest length must not be longer than the longest.'));
    expect(screen.getByRole('button', { name: 'Find moments' })).toBeDisabled();
  });

  it('renders the ticked moments as one batch and shows each short’s progress, then its player and Download', async () => {
    const user = userEvent.setup();
    const batchId = '00000000-0000-4000-d000-000000000001';
    const short = (n: number, overrides: Partial<ShortBatch['renders'][number]>) => ({
      id: `00000000-0000-4000-e000-00000000000${n}`,
      projectId: PROJECT_ID,
      status: 'queued' as const,
      progress: 0,
      format: '9:16' as const,
      resolution: '1080p' as const,
      createdAt: new Date().toISOString(),
      title: found.candidates[n - 1]!.title,
      ...overrides,
    });
    const batch = (renders: ShortBatch['renders'], status: ShortBatch['status'], progress: number): ShortBatch => ({
      batchId,
      jobId: JOB_ID,
      projectId: PROJECT_ID,
      status,
      progress,
      renders,
      createdAt: new Date().toISOString(),
    });
    const batches = [
      [],
      [batch([short(1, { status: 'running', progress: 40 }), short(2, {})], 'rendering', 20)],
      [
        batch(
          [
            short(1, { status: 'done', progress: 100, videoUrl: '/files/videos/a.mp4', width: 1080, height: 1920, durationSeconds: 37.5 }),
            short(2, { status: 'done', progress: 100, videoUrl: '/files/videos/b.mp4', width: 1080, height: 1920, durationSeconds: 30 }),
          ],
          'done',
          100,
        ),
      ],
    ];
    const network = renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, {
      handlers: shortsServer([talk], [[found]], {
        [`GET ${shortsUrl}/batches`]: () => json({ batches: batches.length > 1 ? batches.shift()! : batches[0]! }),
        [`POST /api/shorts/${JOB_ID}/renders`]: () => json({ batchId, renders: [{ id: short(1, {}).id }, { id: short(2, {}).id }] }, 202),
      }),
    });
    const render = await screen.findByRole('button', { name: 'Render 0 shorts' });
    expect(render).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Render Why do loaves fail?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Render Feeding the starter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fill' }), 'blur');
    await user.click(screen.getByRole('button', { name: 'Render 2 shorts' }));
    const posted = network.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted!.body!)).toEqual({
      format: '9:16',
      resolution: '1080p',
      clips: [
        { start: 84, end: 121.5, fill: 'blur', captionStyle: 'highlight', title: 'Why do loaves fail?' },
        { start: 300, end: 330, fill: 'blur', captionStyle: 'highlight', title: 'Feeding the starter' },
      ],
    });
    const rendered = await screen.findByRole('region', { name: 'Rendered shorts' });
    expect(await within(rendered).findByRole('status')).toHaveTextContent('Rendering');
    expect(within(rendered).getByRole('progressbar', { name: 'Shorts rendered' })).toHaveTextContent('20%');
    expect(await within(rendered).findByLabelText('Short: Why do loaves fail?', {}, { timeout: 3000 })).toHaveAttribute(
      'src',
      '/files/videos/a.mp4',
    );
    expect(
      within(rendered)
        .getAllByRole('link', { name: 'Download' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/files/videos/a.mp4', '/files/videos/b.mp4']);
    expect(within(rendered).getByText('1080×1920 · 0:37')).toBeVisible();
  });
});
