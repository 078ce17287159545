import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AudioPlayer, type AudioPlayerProps } from './audio-player';

function renderPlayer(props: Partial<AudioPlayerProps> = {}) {
  const user = makeUser();
  storeSignedIn(user);
  mockApi({ 'GET /api/auth/verify': () => json(user) });
  renderWithProviders(<AudioPlayer src="/files/voiceovers/vo-1.mp3" label="Voiceover" {...props} />);
  const player = screen.getByRole('group', { name: 'Voiceover' });
  return { player, audio: player.querySelector('audio')! };
}

/** The element's own state, which jsdom does not simulate. */
function setMedia(
  audio: HTMLAudioElement,
  values: Partial<Record<'duration' | 'currentTime' | 'readyState' | 'networkState', number>> & { error?: { code: number } },
) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(audio, name, { configurable: true, writable: true, value });
  }
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

describe('AudioPlayer', () => {
  it('has labelled, keyboard-operable controls: play, seek (step 0.1), volume 0–100, mute, and the time', () => {
    const { player, audio } = renderPlayer({ durationHint: 42.4 });
    expect(audio).toHaveAttribute('src', '/files/voiceovers/vo-1.mp3');
    expect(audio).not.toHaveAttribute('controls');
    const play = within(player).getByRole('button', { name: 'Play' });
    expect(play.tagName).toBe('BUTTON');
    const seek = within(player).getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('step', '0.1');
    expect(seek).toHaveAttribute('max', '42.4');
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:42');
    const volume = within(player).getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '100');
    expect(volume).toHaveValue('100');
    expect(within(player).getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(within(player).getByTestId('audio-time')).toHaveTextContent('0:00 / 0:42');
  });

  it('plays and pauses, follows the time, seeks and sets the volume', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const { player, audio } = renderPlayer();
    setMedia(audio, { duration: 65, readyState: 1, currentTime: 0 });
    fireEvent.loadedMetadata(audio);
    expect(within(player).getByTestId('audio-time')).toHaveTextContent('0:00 / 1:05');

    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    setMedia(audio, { currentTime: 12.5 });
    fireEvent.timeUpdate(audio);
    expect(within(player).getByTestId('audio-time')).toHaveTextContent('0:12 / 1:05');

    fireEvent.input(within(player).getByRole('slider', { name: 'Seek' }), { target: { value: '30.2' } });
    expect(audio.currentTime).toBe(30.2);
    expect(within(player).getByTestId('audio-time')).toHaveTextContent('0:30 / 1:05');

    fireEvent.input(within(player).getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    expect(audio.volume).toBeCloseTo(0.4);
    await userEvent.click(within(player).getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(within(player).getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    await userEvent.click(within(player).getByRole('button', { name: 'Unmute' }));
    expect(within(player).getByRole('slider', { name: 'Volume' })).toHaveValue('40');

    // Keyboard: the play button answers Enter and Space like any button.
    within(player).getByRole('button', { name: 'Pause' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Audio loading aborted'],
    [2, 'Network error loading audio'],
    [3, 'Audio decoding error - format may not be supported'],
    [4, 'Audio format not supported by this browser'],
  ])('maps MediaError code %i to "%s", with an Audio Loading Error toast and Try Again', async (code, message) => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { player, audio } = renderPlayer();
    setMedia(audio, { error: { code } });
    fireEvent.error(audio);

    expect(within(player).getByRole('alert')).toHaveTextContent(message);
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    await expectToast('Audio Loading Error', 'Could not load audio file');

    await userEvent.click(within(player).getByRole('button', { name: 'Try Again' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(player).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a load that takes longer than 10 s', async () => {
    vi.useFakeTimers();
    const { player } = renderPlayer();
    act(() => vi.advanceTimersByTime(9_999));
    expect(within(player).queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(player).getByRole('alert')).toHaveTextContent('Audio loading timeout - please try again');
    vi.useRealTimers();
    await expectToast('Audio Loading Error', 'Could not load audio file');
  });

  it('does not time out once the metadata has loaded', () => {
    vi.useFakeTimers();
    const { player, audio } = renderPlayer();
    setMedia(audio, { duration: 10, readyState: 1 });
    fireEvent.loadedMetadata(audio);
    act(() => vi.advanceTimersByTime(20_000));
    expect(within(player).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains that playback needs a user interaction when play() is refused with NotAllowedError', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    const { player } = renderPlayer();
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    expect(await within(player).findByRole('status')).toHaveTextContent(
      'Your browser blocked playback until you interact with the page - press play to listen',
    );
    expect(screen.queryByText('Playback Error')).not.toBeInTheDocument();
  });

  it('shows Playback Error when play() fails otherwise', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('decoder', 'NotSupportedError'));
    const { player } = renderPlayer();
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    await expectToast('Playback Error', 'Could not play audio');
  });

  it('auto-plays once the audio can play, when asked to', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { audio } = renderPlayer({ autoPlay: true });
    expect(play).not.toHaveBeenCalled();
    fireEvent.canPlay(audio);
    fireEvent.canPlay(audio);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('starts afresh for a new source', async () => {
    function Switcher() {
      const [src, setSrc] = useState('/files/a.mp3');
      return (
        <>
          <button type="button" onClick={() => setSrc('/files/b.mp3')}>
            Next take
          </button>
          <AudioPlayer src={src} label="Voiceover" />
        </>
      );
    }
    const user = makeUser();
    storeSignedIn(user);
    mockApi({ 'GET /api/auth/verify': () => json(user) });
    renderWithProviders(<Switcher />);
    const audio = screen.getByRole('group', { name: 'Voiceover' }).querySelector('audio')!;
    setMedia(audio, { error: { code: 2 } });
    fireEvent.error(audio);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error loading audio');
    await userEvent.click(screen.getByRole('button', { name: 'Next take' }));
    expect(screen.getByRole('group', { name: 'Voiceover' }).querySelector('audio')).toHaveAttribute('src', '/files/b.mp3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
