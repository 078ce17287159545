import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket } from '@/test/fake-websocket';
import { json } from '@/test/mock-api';
import { FakeMediaRecorder, stubMicrophone, stubObjectUrls } from '@/test/media';
import { aligning, makeNarration, makeWords, NARRATION_SCRIPT, narrationId, narrationServer } from '@/test/narration-fixtures';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { NarrationPanel, type NarrationPanelProps } from './narration-panel';

const script = { version: 1, content: NARRATION_SCRIPT };
const NOT_ALIGNED = 'Parts of the script were not found in this take: they are left out of the captions.';

function renderPanel(server: ReturnType<typeof narrationServer>, props: Partial<NarrationPanelProps> = {}, handlers = {}) {
  return renderSignedInTab(<NarrationPanel projectId={PROJECT_ID} script={script} {...props} />, {
    handlers: {
      ...server.handlers,
      ...handlers,
    },
  });
}

const panel = () => screen.findByRole('region', { name: 'Your narration' });
const takeItem = (region: HTMLElement, name: string) => within(region).findByRole('listitem', { name });

/** The player's <audio>, with the state jsdom does not simulate made settable. */
async function playerAudio(region: HTMLElement, name: string) {
  const audio = (await within(region).findByRole('group', { name })).querySelector('audio')!;
  Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 0 });
  Object.defineProperty(audio, 'readyState', { configurable: true, writable: true, value: 1 });
  return audio;
}

describe('NarrationPanel', () => {
  it('explains itself when there are no takes, and is disabled, saying why, without a script', async () => {
    const server = narrationServer();
    const { unmount } = renderPanel(server);
    let region = await panel();
    expect(await within(region).findByText(/Read your script aloud and the studio times every word/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Record narration' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Upload a recording' })).toBeEnabled();
    expect(within(region).getByLabelText('Recording file')).toHaveAttribute('accept', 'audio/*,.wav,.mp3,.m4a,.aac,.ogg,.opus,.webm,.flac');
    unmount();

    renderPanel(narrationServer(), { script: null });
    region = await panel();
    const record = within(region).getByRole('button', { name: 'Record narration' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription('Write or generate a script before recording its narration.');
    expect(within(region).getByRole('button', { name: 'Upload a recording' })).toBeDisabled();
  });

  it('uploads a recording, shows it aligning with its percent from the socket, then ready', async () => {
    const sockets = installFakeWebSocket();
    const server = narrationServer();
    const network = renderPanel(server);
    const region = await panel();
    await within(region).findByText(/Read your script aloud/);

    const file = new File(['RIFF....WAVE'], 'my-take.wav', { type: 'audio/wav' });
    await userEvent.upload(within(region).getByLabelText('Recording file'), file);
    await waitFor(() => expect(network.to(`POST ${server.listUrl}`)).toHaveLength(1));
    const form = network.to(`POST ${server.listUrl}`)[0]!.form!;
    expect((form.get('audio') as File).name).toBe('my-take.wav');
    expect(form.get('scriptVersion')).toBe('1');

    const item = await takeItem(region, 'Take 1');
    expect(item).toHaveAttribute('data-status', 'aligning');
    expect(within(item).getByRole('progressbar', { name: 'Aligning Take 1' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(item).getByText('Aligning your take to the script…')).toBeInTheDocument();

    // The socket opens while a take aligns; its events move the percent at once.
    // (A development build opens and closes it once more first: the one still connecting is the one.)
    await waitFor(() => expect(sockets.instances.filter((socket) => socket.readyState === 0)).toHaveLength(1));
    const socket = sockets.instances.find((item) => item.readyState === 0)!;
    expect(socket.url).toMatch(/\/ws\?token=access-1$/);
    act(() => socket.open());
    const id = narrationId(11);
    act(() => socket.receive({ type: 'narration_progress', narrationId: id, projectId: PROJECT_ID, status: 'aligning', progress: 40 }));
    await waitFor(() => expect(within(item).getByTestId('take-progress')).toHaveTextContent('40%'));

    server.ready(id);
    act(() => socket.receive({ type: 'narration_progress', narrationId: id, projectId: PROJECT_ID, status: 'ready', progress: 100 }));
    await waitFor(() => expect(item).toHaveAttribute('data-status', 'ready'));
    expect(within(item).getByTestId('take-details')).toHaveTextContent('0:06 · Timed offline');
    expect(within(item).getByTestId('take-edit')).toHaveTextContent('Your recording');
    // The ready take is the one listened to, and the socket is closed.
    expect(await within(region).findByRole('group', { name: 'Take 1 player' })).toBeInTheDocument();
    await waitFor(() => expect(socket.readyState).toBe(3));
  });

  it('refuses a file over 200 MB before sending it, and shows the server’s message for one it refuses', async () => {
    const server = narrationServer();
    const network = renderPanel(
      server,
      {},
      {
        [`POST ${narrationServer().listUrl}`]: () =>
          json({ message: 'That file is not audio we can use. Upload a WAV, MP3, M4A, Ogg, WebM or FLAC file.', code: 'NOT_AUDIO' }, 400),
      },
    );
    const region = await panel();
    const big = new File(['x'], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
    await userEvent.upload(within(region).getByLabelText('Recording file'), big);
    expect(within(region).getByRole('alert')).toHaveTextContent('Narration files can be up to 200 MB.');
    expect(network.to(`POST ${server.listUrl}`)).toHaveLength(0);

    await userEvent.upload(within(region).getByLabelText('Recording file'), new File(['x'], 'notes.mp3', { type: 'audio/mpeg' }));
    expect(
      await within(region).findByText('That file is not audio we can use. Upload a WAV, MP3, M4A, Ogg, WebM or FLAC file.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('shows a failed take’s error and deletes it after asking', async () => {
    const failed = {
      ...aligning(makeNarration(1)),
      status: 'failed' as const,
      error: 'We could not find the script in this recording. Check that the take reads the chosen script version.',
    };
    const server = narrationServer([failed]);
    const network = renderPanel(server);
    const region = await panel();
    const item = await takeItem(region, 'Take 1');
    expect(within(item).getByRole('alert')).toHaveTextContent('We could not find the script in this recording.');
    expect(within(item).queryByRole('button', { name: 'Listen to Take 1' })).not.toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Delete Take 1' }));
    const confirm = within(item).getByRole('group', { name: 'Confirm deleting Take 1' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Take 1' }));
    await waitFor(() => expect(within(region).queryByRole('listitem', { name: 'Take 1' })).not.toBeInTheDocument());
    expect(network.to(`DELETE /api/narrations/${narrationId(1)}`)).toHaveLength(1);
  });

  it('lists versions under the take they came from and says what made each', async () => {
    const take = makeNarration(1);
    const cleaned = makeNarration(2, {
      parentId: take.id,
      edit: { kind: 'cleanup', cleanup: { trimSilence: true, maxPauseSeconds: 0.8, denoise: false, loudness: true } },
    });
    const line = makeNarration(3, { parentId: cleaned.id, edit: { kind: 'line', sentenceIndex: 2 } });
    const second = makeNarration(4, { method: 'speech-input' });
    renderPanel(narrationServer([second, line, cleaned, take]));
    const region = await panel();
    await takeItem(region, 'Take 1');
    const items = within(within(region).getByRole('list', { name: 'Takes' })).getAllByTestId('take-item');
    expect(
      items.map((item) => [
        within(item).getByRole('heading').textContent,
        item.dataset.depth,
        within(item).getByTestId('take-edit').textContent,
      ]),
    ).toEqual([
      ['Take 2', '0', 'Your recording'],
      ['Take 1', '0', 'Your recording'],
      ['Take 1.1', '1', 'Cleaned up: trimmed silence, pauses ≤ 0.8 s, levelled'],
      ['Take 1.1.1', '2', 'Line 3 recorded again'],
    ]);
    expect(within(items[0]!).getByTestId('take-details')).toHaveTextContent('Timed by speech input');
  });

  it('highlights the word being said and plays from a word clicked', async () => {
    renderPanel(narrationServer([makeNarration(1)]));
    const region = await panel();
    const transcript = await within(region).findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveAttribute('aria-live', 'off');
    const audio = await playerAudio(region, 'Take 1 player');
    const word = (index: number) => transcript.querySelector(`[data-word="${index}"]`)!;

    audio.currentTime = 1.3; // 'wondered' runs 1.2–1.55
    fireEvent.timeUpdate(audio);
    expect(word(3)).toHaveAttribute('aria-current', 'true');
    expect(word(3)).toHaveTextContent('wondered');
    expect(transcript.querySelectorAll('[data-current]')).toHaveLength(1);

    await userEvent.click(word(11)); // 'Start' at 4.4 s
    expect(audio.currentTime).toBeCloseTo(4.4);
    expect(word(11)).toHaveAttribute('data-current', 'true');
    expect(word(3)).not.toHaveAttribute('aria-current');
  });

  it('strikes the words the take does not say, says so, and offers to update the script', async () => {
    // 'Start small.' is not in the take.
    const take = makeNarration(1, { words: makeWords((index) => index !== 11 && index !== 12) });
    const network = renderPanel(
      narrationServer([take]),
      {},
      {
        [`POST /api/narrations/${take.id}/script`]: () =>
          json({ message: 'This script was changed in another tab or window.', code: 'SCRIPT_VERSION_CONFLICT' }, 409),
      },
    );
    const region = await panel();
    const transcript = await within(region).findByRole('region', { name: 'Transcript' });
    const struck = transcript.querySelectorAll('[data-aligned="false"]');
    expect([...struck].map((word) => word.textContent)).toEqual(['Start', 'small.']);
    expect(within(region).getByTestId('not-aligned-notice')).toHaveTextContent(`${NOT_ALIGNED} (2 words in 1 sentence)`);

    const offer = within(region).getByTestId('follow-take');
    expect(offer).toHaveTextContent('This take leaves out 1 sentence of the script.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Update the script to match this take' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent('This script was changed in another tab or window.');
    expect(network.to(`POST /api/narrations/${take.id}/script`)).toHaveLength(1);
  });

  it('posts the chosen clean-ups and lists the new version under its take', async () => {
    const server = narrationServer([makeNarration(1)]);
    const network = renderPanel(server);
    const region = await panel();
    const form = await within(region).findByRole('form', { name: 'Clean up Take 1' });
    // Defaults: trim, pauses at 0.8 s, levelled.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Trim silence at the start and end' }));
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Longest pause in seconds' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Longest pause in seconds' }), '1.5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Remove hum and background noise' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Clean up' }));
    await waitFor(() => expect(network.to(`POST /api/narrations/${narrationId(1)}/cleanups`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST /api/narrations/${narrationId(1)}/cleanups`)[0]!.body!)).toEqual({
      maxPauseSeconds: 1.5,
      denoise: true,
      loudness: true,
    });
    const version = await takeItem(region, 'Take 1.1');
    expect(version).toHaveAttribute('data-status', 'aligning');
    expect(within(version).getByTestId('take-edit')).toHaveTextContent('Cleaned up: pauses ≤ 1.5 s, hum and noise removed, levelled');

    // Nothing chosen: the contract's message, nothing sent.
    for (const name of ['Shorten pauses longer than', 'Remove hum and background noise', 'Level the voice to −16 LUFS']) {
      await userEvent.click(within(form).getByRole('checkbox', { name }));
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Clean up' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one clean-up.');
    expect(network.to(`POST /api/narrations/${narrationId(1)}/cleanups`)).toHaveLength(1);
  });

  it('compares a cleaned version with its original at the same word', async () => {
    const take = makeNarration(1);
    // The cleaned take is shorter: each word 0.1 s earlier than the last.
    const cleaned = makeNarration(2, {
      parentId: take.id,
      edit: { kind: 'cleanup', cleanup: { trimSilence: true, maxPauseSeconds: null, denoise: false, loudness: false } },
      words: makeWords().map((word, index) => ({ ...word, start: word.start - index * 0.1, end: word.end - index * 0.1 })),
    });
    renderPanel(narrationServer([cleaned, take]));
    const region = await panel();
    const compare = await within(region).findByRole('group', { name: 'Compare' });
    expect(within(compare).getByRole('button', { name: 'Cleaned' })).toHaveAttribute('aria-pressed', 'true');
    const audio = await playerAudio(region, 'Take 1.1 player');
    audio.currentTime = 3.2; // word 10 'balcony?' starts at 4.0 − 1.0 = 3.0 (and word 11 at 3.3)
    fireEvent.timeUpdate(audio);

    await userEvent.click(within(compare).getByRole('button', { name: 'Original' }));
    const group = await within(region).findByRole('group', { name: 'Take 1 (original)' });
    const original = group.querySelector('audio')!;
    Object.defineProperty(original, 'currentTime', { configurable: true, writable: true, value: 0 });
    fireEvent.loadedMetadata(original);
    // The same word, the same 0.2 s into it: 4.0 + 0.2.
    expect(original.currentTime).toBeCloseTo(4.2);
    expect(within(region).getByText(/To keep the original, choose it as the video’s voice, or delete this version\./)).toBeInTheDocument();
  });

  it('records one sentence again and posts its index', async () => {
    stubMicrophone();
    stubObjectUrls();
    const server = narrationServer([makeNarration(1)]);
    const network = renderPanel(server);
    const region = await panel();
    const transcript = await within(region).findByRole('region', { name: 'Transcript' });
    // The heading is sentence 1 (its line ends it); 'Start small.' is sentence 3.
    await userEvent.click(within(transcript).getByRole('button', { name: 'Sentence 3' }));
    expect(within(transcript).getByRole('button', { name: 'Sentence 3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(transcript).getByRole('button', { name: 'Record this line again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record line 3 again' });
    expect(within(dialog).getByLabelText('Sentence to read')).toHaveTextContent('Start small.');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await act(async () => {});
    act(() => vi.advanceTimersByTime(4000));
    expect(FakeMediaRecorder.instances[0]!.state).toBe('recording');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    vi.useRealTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this take' }));

    await waitFor(() => expect(network.to(`POST /api/narrations/${narrationId(1)}/lines`)).toHaveLength(1));
    const form = network.to(`POST /api/narrations/${narrationId(1)}/lines`)[0]!.form!;
    expect(form.get('sentenceIndex')).toBe('2');
    expect((form.get('audio') as File).name).toBe('narration-line.webm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const version = await takeItem(region, 'Take 1.1');
    expect(within(version).getByTestId('take-edit')).toHaveTextContent('Line 3 recorded again');
  });

  it('asks about an aligning take every 2 s when no event comes', async () => {
    const take = aligning(makeNarration(1), 10);
    const server = narrationServer([take]);
    installFakeWebSocket();
    const network = renderPanel(server);
    const region = await panel();
    const item = await takeItem(region, 'Take 1');
    await waitFor(() => expect(network.to(`GET /api/narrations/${take.id}`).length).toBeGreaterThan(0));
    server.ready(take.id);
    await waitFor(() => expect(item).toHaveAttribute('data-status', 'ready'), { timeout: 4_000 });
  });
});
