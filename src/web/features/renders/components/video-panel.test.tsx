import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Render } from '@shared/contracts/renders';
import { json, type ApiHandlers } from '@/test/mock-api';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import type { VoiceChoice } from '@/features/projects';
import { VideoPanel, type VideoPanelProps } from './video-panel';

const rendersUrl = `/api/projects/${PROJECT_ID}/renders`;
const NO_VOICEOVER = 'Make a voiceover for this project before rendering a video.';

/** A render (`n` numbers its id), queued unless told otherwise. */
function makeRender(n: number, overrides: Partial<Render> = {}): Render {
  return {
    id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    projectId: PROJECT_ID,
    status: 'queued',
    progress: 0,
    format: '16:9',
    resolution: '720p',
    createdAt: new Date(Date.now() - 60_000 * n).toISOString(),
    ...overrides,
  };
}

const finished = (render: Render, overrides: Partial<Render> = {}): Render => ({
  ...render,
  status: 'done',
  progress: 100,
  videoUrl: `/files/videos/${render.id}.mp4`,
  durationSeconds: 5.2,
  width: 720,
  height: 1280,
  bytes: 480_000,
  finishedAt: new Date().toISOString(),
  ...overrides,
});

/**
 * The render routes for one project as the server answers them: a new render is queued at the top
 * of the list; each GET of a render answers the next state `progress` holds for it (the last one
 * repeats); cancel and delete change the list.
 */
function renderServer(initial: Render[] = [], progress: Record<string, Render[]> = {}) {
  const state = { renders: [...initial], created: 0 };
  const handlers: ApiHandlers = {
    [`GET ${rendersUrl}`]: () => json({ renders: state.renders }),
    [`POST ${rendersUrl}`]: (request) => {
      const input = JSON.parse(request.body ?? '{}');
      const render = makeRender(100 + ++state.created, {
        format: input.format,
        resolution: input.resolution,
        createdAt: new Date().toISOString(),
      });
      state.renders = [render, ...state.renders];
      return json({ render }, 202);
    },
  };
  const route = (render: Render) => {
    handlers[`GET /api/renders/${render.id}`] = () => {
      const steps = progress[render.id] ?? [];
      const current = state.renders.find((item) => item.id === render.id)!;
      const next = current.status === 'canceled' ? current : steps.length > 1 ? steps.shift()! : (steps[0] ?? current);
      state.renders = state.renders.map((item) => (item.id === render.id ? next : item));
      return json(next);
    };
    handlers[`POST /api/renders/${render.id}/cancel`] = () => {
      const canceled = {
        ...state.renders.find((item) => item.id === render.id)!,
        status: 'canceled' as const,
        finishedAt: new Date().toISOString(),
      };
      delete canceled.etaSeconds;
      state.renders = state.renders.map((item) => (item.id === render.id ? canceled : item));
      return json(canceled);
    };
    handlers[`DELETE /api/renders/${render.id}`] = () => {
      state.renders = state.renders.filter((item) => item.id !== render.id);
      return new Response(null, { status: 204 });
    };
  };
  for (const render of initial) route(render);
  // The renders the panel will make: ids 101, 102 …
  for (let n = 101; n < 104; n++) route(makeRender(n));
  return { state, handlers };
}

const SPOKEN_ID = '00000000-0000-4000-8000-000000000001';
const TAKE_ID = '00000000-0000-4000-8000-000000000002';
const spoken: VoiceChoice = {
  id: SPOKEN_ID,
  durationSeconds: 5.2,
  engine: 'espeak',
  source: 'speech',
  voiceId: 'en-us-ava',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
};
const voiced: Pick<VideoPanelProps, 'voiceovers'> = { voiceovers: [spoken] };

/** The panel with its voice held as the project tab holds it: chosen here, the newest until then. */
function ChoosingVoice(props: Partial<VideoPanelProps>) {
  const [voiceoverId, setVoiceoverId] = useState<string | null>(null);
  return (
    <VideoPanel
      projectId={PROJECT_ID}
      projectTitle="Balcony tomatoes"
      voiceovers={[]}
      voiceoverId={voiceoverId}
      onVoiceoverChange={setVoiceoverId}
      {...props}
    />
  );
}

function renderPanel(handlers: ApiHandlers, props: Partial<VideoPanelProps> = {}) {
  return renderSignedInTab(<ChoosingVoice {...props} />, { handlers });
}

const panel = () => screen.findByRole('region', { name: 'Video' });

describe('VideoPanel', () => {
  it('keeps Render disabled until the project has a voiceover, says why, and leads to the voiceover', async () => {
    const goToVoiceover = vi.fn();
    const server = renderServer();
    renderPanel(server.handlers, { onGoToVoiceover: goToVoiceover });

    const region = await panel();
    const render = within(region).getByRole('button', { name: 'Render Video' });
    expect(render).toBeDisabled();
    expect(render).toHaveAccessibleDescription(NO_VOICEOVER);
    expect(await within(region).findByText('Your videos will appear here')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Go to the voiceover' }));
    expect(goToVoiceover).toHaveBeenCalledOnce();
  });

  it('renders with the chosen format, resolution and caption style, the preview following the choices', async () => {
    const server = renderServer();
    // The voice as the tab passes it once the storyboard's is known.
    const network = renderPanel(server.handlers, { ...voiced, voiceoverId: SPOKEN_ID });
    const region = await panel();

    // The catalogue's formats and caption styles, the defaults chosen.
    const formats = within(region).getByRole('group', { name: 'Format' });
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['16:9', '9:16', '1:1']);
    expect(within(formats).getByRole('radio', { name: 'Landscape 16:9' })).toBeChecked();
    const styles = within(region).getByRole('group', { name: 'Caption style' });
    const highlight = within(styles).getByRole('radio', { name: 'Highlight' });
    expect(highlight).toBeChecked();
    expect(highlight).toHaveAccessibleDescription('White words with a black outline; the word being spoken turns yellow.');
    expect(within(region).getByText('Preview: Highlight captions, Landscape 16:9')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Render Video' })).toHaveAccessibleDescription(
      '1280×720, 0:05 long: the length of the newest voiceover.',
    );

    await userEvent.click(within(formats).getByRole('radio', { name: 'Vertical 9:16 (Shorts)' }));
    await userEvent.selectOptions(within(region).getByLabelText('Resolution'), '1080p (1080×1920)');
    await userEvent.click(within(styles).getByRole('radio', { name: 'Bold' }));
    const preview = within(region).getByTestId('caption-preview');
    expect(preview).toHaveAttribute('data-format', '9:16');
    expect(preview).toHaveAttribute('data-style', 'bold');
    expect(within(region).getByText('Preview: Bold captions, Vertical 9:16 (Shorts)')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST ${rendersUrl}`)[0]!.body!)).toEqual({
      voiceoverId: SPOKEN_ID,
      format: '9:16',
      resolution: '1080p',
      captions: { enabled: true, style: 'bold' },
    });
    // The new render leads the list, waiting.
    const item = await within(region).findByRole('listitem', { name: 'Video 1' });
    expect(within(item).getByTestId('render-status')).toHaveTextContent('Waiting');
    expect(within(item).getByTestId('render-details')).toHaveTextContent('Vertical 9:16 (Shorts) · 1080p');

    // Without captions the preview is the frame alone, and the request says so.
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Burn in captions' }));
    expect(within(region).queryByRole('group', { name: 'Caption style' })).not.toBeInTheDocument();
    expect(within(region).getByText('Preview: Vertical 9:16 (Shorts), no captions')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(2));
    expect(JSON.parse(network.to(`POST ${rendersUrl}`)[1]!.body!).captions).toEqual({ enabled: false, style: 'bold' });
  });

  it('shows the progress with the time left while it renders, and Cancel stops it', async () => {
    const queued = makeRender(101);
    const running = { ...queued, status: 'running' as const, progress: 40, etaSeconds: 75 };
    const server = renderServer([], { [queued.id]: [running] });
    const network = renderPanel(server.handlers, voiced);
    const region = await panel();

    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    const item = await within(region).findByRole('listitem', { name: 'Video 1' });
    // Asked about every second: the answer moves the bar.
    const bar = await within(item).findByRole('progressbar', { name: 'Rendering video 1' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(item).getByTestId('render-progress')).toHaveTextContent('40%');
    expect(within(item).getByTestId('render-eta')).toHaveTextContent('about 1 min left');
    expect(within(item).getByTestId('render-status')).toHaveTextContent('Rendering');
    expect(network.to(`GET /api/renders/${queued.id}`).length).toBeGreaterThan(0);

    await userEvent.click(within(item).getByRole('button', { name: 'Cancel video 1' }));
    await waitFor(() => expect(within(item).getByTestId('render-status')).toHaveTextContent('Canceled'));
    expect(network.to(`POST /api/renders/${queued.id}/cancel`)).toHaveLength(1);
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(item).getByText('Canceled before it was finished.')).toBeInTheDocument();
  });

  it('a render still running when the panel opens (a reload) goes on to the player and the download named after the project', async () => {
    const running = makeRender(1, { status: 'running', progress: 70, etaSeconds: 4, format: '9:16' });
    const done = finished(running);
    const server = renderServer([running], { [running.id]: [done] });
    renderPanel(server.handlers, voiced);
    const region = await panel();

    const item = await within(region).findByRole('listitem', { name: 'Video 1' });
    const player = await within(item).findByLabelText('Balcony tomatoes, video 1', { selector: 'video' }, { timeout: 5000 });
    expect(player).toHaveAttribute('src', done.videoUrl);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('width', '720');
    expect(player).toHaveAttribute('height', '1280');
    expect(within(item).getByTestId('render-status')).toHaveTextContent('Ready');
    expect(within(item).getByTestId('render-details')).toHaveTextContent('Vertical 9:16 (Shorts) · 720p · 0:05');
    const download = within(item).getByRole('link', { name: 'Download video 1 (MP4)' });
    expect(download).toHaveAttribute('href', done.videoUrl);
    expect(download).toHaveAttribute('download', 'Balcony tomatoes.mp4');
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a failed render says why and Try again renders once more', async () => {
    const failed = makeRender(1, { status: 'failed', error: 'The video could not be rendered: ffmpeg exited with code 1' });
    const server = renderServer([failed]);
    const network = renderPanel(server.handlers, voiced);
    const region = await panel();

    const item = await within(region).findByRole('listitem', { name: 'Video 1' });
    expect(within(item).getByRole('alert')).toHaveTextContent('The video could not be rendered: ffmpeg exited with code 1');
    await userEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(1));
    expect(await within(region).findByRole('listitem', { name: 'Video 2' })).toBeInTheDocument();
  });

  it('says what the server refused when a render cannot start', async () => {
    const server = renderServer();
    server.handlers[`POST ${rendersUrl}`] = () =>
      json({ message: 'Video rendering is not available on this server (ffmpeg was not found).', code: 'VIDEO_UNAVAILABLE' }, 503);
    renderPanel(server.handlers, voiced);
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Video rendering is not available on this server (ffmpeg was not found).',
    );
  });

  it('uploads music, shows its name and length, sends its volume with the render, and removes it', async () => {
    const server = renderServer();
    server.handlers['POST /api/uploads/music'] = () =>
      json(
        { fileId: '00000000-0000-4000-b000-000000000001', name: 'sunny-theme.mp3', format: 'mp3', bytes: 2048, durationSeconds: 65.4 },
        201,
      );
    const network = renderPanel(server.handlers, voiced);
    const region = await panel();

    const input = within(region).getByLabelText('Music file');
    expect(input).toHaveAttribute('accept', 'audio/*');
    await userEvent.upload(input, new File(['ID3 music'], 'sunny-theme.mp3', { type: 'audio/mpeg' }));

    expect(await within(region).findByTestId('music-name')).toHaveTextContent('sunny-theme.mp3');
    expect(within(region).getByTestId('music-duration')).toHaveTextContent('1:05');
    const uploaded = network.to('POST /api/uploads/music')[0]!.form!.get('file') as File;
    expect(uploaded.name).toBe('sunny-theme.mp3');
    const volume = within(region).getByRole('slider', { name: 'Music volume' });
    expect(volume).toHaveValue('30');
    expect(within(region).getByText('30%')).toBeInTheDocument();
    fireEvent.input(volume, { target: { value: '55' } });
    expect(within(region).getByText('55%')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST ${rendersUrl}`)[0]!.body!).music).toEqual({
      fileId: '00000000-0000-4000-b000-000000000001',
      volume: 55,
    });

    await userEvent.click(within(region).getByRole('button', { name: 'Remove music: sunny-theme.mp3' }));
    expect(within(region).queryByTestId('music-name')).not.toBeInTheDocument();
    expect(within(region).getByLabelText('Music file')).toBeInTheDocument();
  });

  it('refuses music over 20 MB without sending it', async () => {
    const server = renderServer();
    const network = renderPanel(server.handlers, voiced);
    const region = await panel();
    const big = new File(['x'], 'long-mix.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(within(region).getByLabelText('Music file'), big);
    expect(within(region).getByRole('alert')).toHaveTextContent('Music files can be up to 20 MB.');
    expect(network.to('POST /api/uploads/music')).toHaveLength(0);
  });

  it('lists the past renders newest first with their status, plays one, and deletes one after asking', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const newest = finished(makeRender(1), { format: '1:1', width: 720, height: 720, durationSeconds: 5 });
    const failed = makeRender(2, { status: 'failed', error: 'The video could not be rendered: out of disk space' });
    const older = finished(makeRender(3), { format: '16:9', resolution: '1080p', width: 1920, height: 1080, durationSeconds: 65 });
    const server = renderServer([newest, failed, older]);
    const network = renderPanel(server.handlers, voiced);
    const region = await panel();

    const list = await within(region).findByRole('list', { name: 'Videos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('render-status').textContent)).toEqual(['Ready', 'Failed', 'Ready']);
    expect(items.map((item) => within(item).getByTestId('render-details').textContent)).toEqual([
      'Square 1:1 · 720p · 0:05',
      'Landscape 16:9 · 720p',
      'Landscape 16:9 · 1080p · 1:05',
    ]);
    expect(within(items[0]!).getByText('1 minute ago')).toBeInTheDocument();
    // The newest video's player is open; another's opens (and starts) with Play, one at a time.
    expect(items[0]!.querySelector('video')).not.toBeNull();
    expect(items[2]!.querySelector('video')).toBeNull();
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Play video 1' }));
    expect(within(items[2]!).getByLabelText('Balcony tomatoes, video 1', { selector: 'video' })).toHaveAttribute('src', older.videoUrl);
    expect(play).toHaveBeenCalledOnce();
    expect(items[0]!.querySelector('video')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Play video 3' })).toBeInTheDocument();

    // Delete asks first; keeping it sends nothing.
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete video 2' }));
    const confirm = within(items[1]!).getByRole('group', { name: 'Confirm delete' });
    expect(confirm).toHaveTextContent('Delete this video? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(network.to(`DELETE /api/renders/${failed.id}`)).toHaveLength(0);

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete video 2' }));
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete Video' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(network.to(`DELETE /api/renders/${failed.id}`)).toHaveLength(1);
    expect(await screen.findByText('Video Deleted')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Your videos' })).toHaveFocus();
  });

  it('holds the voice while the storyboard has unsaved changes, saying why', async () => {
    const server = renderServer();
    renderPanel(server.handlers, { ...voiced, voiceLocked: true });
    const voice = within(await panel()).getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveAttribute('aria-disabled', 'true');
    expect(voice).toHaveAccessibleDescription('The storyboard has unsaved changes timed on this voice: save or discard them to change it.');
  });

  it('offers the project’s voiceovers and takes as the voice, newest first and chosen, and sends the one chosen', async () => {
    const take: VoiceChoice = {
      id: TAKE_ID,
      durationSeconds: 61,
      engine: 'recording',
      source: 'narration',
      voiceId: 'recording',
      createdAt: new Date().toISOString(),
    };
    const server = renderServer();
    const network = renderPanel(server.handlers, { voiceovers: [take, spoken] });
    const region = await panel();

    const voice = within(region).getByRole('combobox', { name: 'Voice' });
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Your recording · 1:01 · just now (newest)', 'Offline voice · eSpeak NG (en-us-ava) · 0:05 · 1 hour ago']);
    expect(voice).toHaveValue(TAKE_ID);
    expect(within(region).getByRole('button', { name: 'Render Video' })).toHaveAccessibleDescription(
      '1280×720, 1:01 long: the length of the newest voiceover.',
    );

    // No voice chosen and the storyboard's not known here: the render names none, and the server voices it as the storyboard.
    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST ${rendersUrl}`)[0]!.body!)).not.toHaveProperty('voiceoverId');

    await userEvent.selectOptions(voice, SPOKEN_ID);
    expect(within(region).getByRole('button', { name: 'Render Video' })).toHaveAccessibleDescription(
      '1280×720, 0:05 long: the length of the chosen voiceover.',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(network.to(`POST ${rendersUrl}`)).toHaveLength(2));
    expect(JSON.parse(network.to(`POST ${rendersUrl}`)[1]!.body!).voiceoverId).toBe(SPOKEN_ID);
  });
});
