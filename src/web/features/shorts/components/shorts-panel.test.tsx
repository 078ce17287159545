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
    // The preview plays the source from the moment's in point to its out point, over its cuts.
    expect(within(moment).getByLabelText('Preview of Why do loaves fail?')).toHaveAttribute('src', talk.fileUrl);
    expect(within(moment).getByRole('button', { name: 'Play again' })).toBeVisible();
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

  it('edits a moment by its words: in and out snapped to words and nudged, fillers cut, the focus moved; then adds a clip of its own', async () => {
    const user = userEvent.setup();
    // "So, um, why do loaves fail?" at 84 s, each word 0.4 s with 0.1 s between, then more sentences to 121.5 s.
    const spoken = 'So, um, why do loaves fail? You know, the starter is weak. Uh, feed it twice a day.'.split(' ');
    const words = spoken.map((text, index) => ({
      text,
      start: 84 + index * 0.5,
      end: 84.4 + index * 0.5,
      ...(/[.?]$/u.test(text) ? { sentenceEnd: true } : {}),
    }));
    const motion = Array.from({ length: 1260 }, () => ({ x: 0.7, y: 0.4, amount: 12 }));
    const network = renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, {
      handlers: shortsServer([talk], [[found]], {
        [`GET /api/shorts/${JOB_ID}/transcript`]: () => json({ transcriptSource: 'captions', words, motion }),
        [`POST /api/shorts/${JOB_ID}/renders`]: () => json({ batchId: JOB_ID, renders: [] }, 202),
      }),
    });
    const moment = await screen.findByRole('article', { name: 'Moment 1: Why do loaves fail?' });
    await user.click(within(moment).getByRole('button', { name: 'Edit Why do loaves fail?' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit: Why do loaves fail?' });
    const wordsGroup = await within(editor).findByRole('group', { name: 'Words' });
    // Three fillers: "um,", "You know," and "Uh,".
    await user.click(within(editor).getByRole('button', { name: 'Select fillers (4)' }));
    expect(within(wordsGroup).getByRole('button', { name: 'um,' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(wordsGroup).getByRole('button', { name: 'know,' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(editor).getByRole('button', { name: 'Cut words' }));
    expect(within(wordsGroup).getByRole('button', { name: 'um, (cut)' })).toBeVisible();
    expect(within(editor).getByText('Keeps 35.8 s of 37.5 s · 3 cuts')).toBeVisible();

    // In at "why", out at "weak.": a click, then Shift and a click.
    await user.click(within(wordsGroup).getByRole('button', { name: 'why' }));
    await user.keyboard('{Shift>}');
    await user.click(within(wordsGroup).getByRole('button', { name: 'weak.' }));
    await user.keyboard('{/Shift}');
    await user.click(within(editor).getByRole('button', { name: 'Set in and out' }));
    expect(within(editor).getByRole('spinbutton', { name: 'In (seconds)' })).toHaveValue(85);
    expect(within(editor).getByRole('spinbutton', { name: 'Out (seconds)' })).toHaveValue(89.9);
    await user.click(within(editor).getByRole('button', { name: 'Out 0.1 s later' }));
    expect(within(editor).getByRole('spinbutton', { name: 'Out (seconds)' })).toHaveValue(90);
    // Words outside the clip stay in view, faint, to move the points back out.
    expect(within(wordsGroup).getByRole('button', { name: 'So, (outside the clip)' })).toBeVisible();

    // The crop follows the motion until the focus is moved.
    expect(within(editor).getByText('The crop follows the motion. Drag on the picture to choose what stays in view.')).toBeVisible();
    const point = within(editor).getByRole('button', { name: /^Focus point, 70% across and 40% down/u });
    point.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(editor).getByRole('button', { name: /^Focus point, 66% across/u })).toBeVisible();
    expect(within(editor).getByText('Focus set by you.')).toBeVisible();
    await user.click(within(editor).getByRole('button', { name: 'Save clip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(moment).getByText('1:25–1:30 · 4 s · 1 cut · focus set · edited')).toBeVisible();

    // A clip of the creator's own from any words: "feed it twice a day."
    await user.click(screen.getByRole('button', { name: 'Add a clip' }));
    const adding = await screen.findByRole('dialog', { name: 'Add a clip' });
    const addWords = await within(adding).findByRole('group', { name: 'Words' });
    await user.type(within(adding).getByRole('searchbox', { name: 'Find in the transcript' }), 'nowhere{Enter}');
    expect(within(adding).getByText('The transcript never says “nowhere”.')).toBeVisible();
    await user.clear(within(adding).getByRole('searchbox', { name: 'Find in the transcript' }));
    await user.type(within(adding).getByRole('searchbox', { name: 'Find in the transcript' }), 'Feed{Enter}');
    const feed = within(addWords).getByRole('button', { name: /^feed/u });
    expect(feed).toHaveAttribute('aria-pressed', 'true');
    await user.click(feed);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await user.click(within(adding).getByRole('button', { name: 'Set in and out' }));
    await user.type(within(adding).getByRole('textbox', { name: 'Title over the first seconds' }), 'Feed it twice');
    await user.click(within(adding).getByRole('button', { name: 'Add clip' }));
    const own = await screen.findByRole('article', { name: 'Your clip 1: Feed it twice' });
    expect(within(own).getByRole('checkbox', { name: 'Render Feed it twice' })).toBeChecked();

    await user.click(within(moment).getByRole('checkbox', { name: 'Render Why do loaves fail?' }));
    await user.click(screen.getByRole('button', { name: 'Render 2 shorts' }));
    await waitFor(() => expect(network.requests.some((request) => request.method === 'POST')).toBe(true));
    const posted = network.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted!.body!)).toEqual({
      format: '9:16',
      resolution: '1080p',
      clips: [
        {
          start: 85,
          end: 90,
          // Only the cut inside the clip: "You know,".
          cuts: [{ start: 87, end: 87.9 }],
          focus: { x: 0.66, y: 0.4 },
          fill: 'crop',
          captionStyle: 'highlight',
          title: 'Why do loaves fail?',
        },
        { start: 90.5, end: 92.9, fill: 'crop', captionStyle: 'highlight', title: 'Feed it twice' },
      ],
    });
  });

  it('asks before closing an editor with changes, and extends a found phrase with Shift and a click', async () => {
    const user = userEvent.setup();
    const spoken = 'So, um, why do loaves fail? Feed it twice a day.'.split(' ');
    const words = spoken.map((text, index) => ({ text, start: 84 + index * 0.5, end: 84.4 + index * 0.5 }));
    renderSignedInTab(<ShortsPanel projectId={PROJECT_ID} />, {
      handlers: shortsServer([talk], [[found]], {
        [`GET /api/shorts/${JOB_ID}/transcript`]: () => json({ transcriptSource: 'captions', words, motion: [] }),
      }),
    });
    const moment = await screen.findByRole('article', { name: 'Moment 1: Why do loaves fail?' });
    await user.click(within(moment).getByRole('button', { name: 'Edit Why do loaves fail?' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit: Why do loaves fail?' });
    const wordsGroup = await within(editor).findByRole('group', { name: 'Words' });

    // An earlier anchor ("why") gives way to the found words: Shift and a click extends from "twice".
    await user.click(within(wordsGroup).getByRole('button', { name: 'why' }));
    await user.type(within(editor).getByRole('searchbox', { name: 'Find in the transcript' }), 'twice{Enter}');
    await user.keyboard('{Shift>}');
    await user.click(within(wordsGroup).getByRole('button', { name: 'day.' }));
    await user.keyboard('{/Shift}');
    const pressed = within(wordsGroup)
      .getAllByRole('button', { pressed: true })
      .map((word) => word.textContent);
    expect(pressed).toEqual(['twice', 'a', 'day.']);

    // Unsaved: Esc asks first; keep editing, then discard.
    await user.click(within(editor).getByRole('button', { name: 'Out 0.1 s later' }));
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Discard your changes to this clip?');
    await user.click(within(editor).getByRole('button', { name: 'Keep editing' }));
    expect(within(editor).getByRole('spinbutton', { name: 'Out (seconds)' })).toHaveValue(121.6);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.click(await within(editor).findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(moment).queryByText(/edited/u)).toBeNull();
  });
});
