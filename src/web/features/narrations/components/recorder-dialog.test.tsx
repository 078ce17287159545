import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeMediaRecorder, stubMicrophone, stubObjectUrls } from '@/test/media';
import { NARRATION_SCRIPT } from '@/test/narration-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { RecorderDialog, type RecorderDialogProps } from './recorder-dialog';

function renderRecorder(props: Partial<RecorderDialogProps> = {}) {
  const onUse = vi.fn(async () => {});
  const onOpenChange = vi.fn();
  renderSignedInTab(
    <RecorderDialog open onOpenChange={onOpenChange} mode={{ kind: 'take', script: NARRATION_SCRIPT }} onUse={onUse} {...props} />,
  );
  return { onUse, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Record your narration' }) };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const flush = () => act(async () => {});
const timer = () => screen.getByRole('timer', { name: 'Recorded time' });

describe('RecorderDialog', () => {
  it('counts in, records with a timer that stops while paused (Space), stops, and uses the take', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { getUserMedia, track } = stubMicrophone();
    stubObjectUrls();
    const { onUse, onOpenChange, dialog } = renderRecorder();

    // The script as a teleprompter, its cues left out.
    const prompter = within(dialog).getByRole('region', { name: 'Script to read' });
    expect(prompter).toHaveTextContent('Grow tomatoes Ever wondered');
    expect(prompter).not.toHaveTextContent('[HOOK]');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await flush();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
    });
    expect(within(dialog).getByRole('status', { name: 'Recording starts in 3' })).toBeInTheDocument();
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    await tick(1000);
    expect(within(dialog).getByTestId('count-in')).toHaveTextContent('2');
    await tick(1000);
    expect(within(dialog).getByTestId('count-in')).toHaveTextContent('1');
    await tick(1000);

    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.options.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.state).toBe('recording');
    expect(within(dialog).getByTestId('recorder-phase')).toHaveTextContent('Recording');
    expect(within(dialog).getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    await tick(5200);
    expect(timer()).toHaveTextContent('00:05');

    // Space pauses: the recorder and the timer stop.
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(recorder.state).toBe('paused');
    expect(within(dialog).getByTestId('recorder-phase')).toHaveTextContent('Paused');
    await tick(3000);
    expect(timer()).toHaveTextContent('00:05');
    // And resumes (the Resume button as well as Space).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(recorder.state).toBe('recording');
    await tick(2000);
    expect(timer()).toHaveTextContent('00:07');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(recorder.state).toBe('inactive');
    expect(track.stop).toHaveBeenCalled();
    expect(within(dialog).getByRole('group', { name: 'Your take' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record again' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this take' }));
    await flush();
    expect(onUse).toHaveBeenCalledOnce();
    const [take] = onUse.mock.calls[0] as unknown as [{ blob: Blob; fileName: string; seconds: number }];
    expect(take.fileName).toBe('narration.webm');
    expect(take.blob.type).toBe('audio/webm;codecs=opus');
    expect(take.seconds).toBeCloseTo(7.2, 1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the take and shows the server’s message when it cannot be used', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    stubMicrophone();
    stubObjectUrls();
    const onUse = vi.fn(async () => {
      throw new Error('You have 2 takes being aligned. Wait for one to finish.');
    });
    const { dialog, onOpenChange } = renderRecorder({ onUse });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await flush();
    await tick(3000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this take' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You have 2 takes being aligned. Wait for one to finish.');
    expect(within(dialog).getByRole('button', { name: 'Use this take' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says so when the microphone is refused', async () => {
    stubMicrophone({ refuse: true });
    const { dialog } = renderRecorder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The studio was not allowed to use your microphone. Allow the microphone for this site in your browser, then try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });

  it('says so when there is no microphone', async () => {
    stubMicrophone();
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    const { dialog } = renderRecorder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No microphone was found.');
  });

  it('asks before Escape loses a recording, and closes at once when there is none', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { track } = stubMicrophone();
    const { dialog, onOpenChange } = renderRecorder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await flush();
    await tick(4000);
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    const confirm = within(dialog).getByRole('group', { name: 'Discard this recording?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep recording' }));
    expect(within(dialog).getByTestId('recorder-phase')).toHaveTextContent('Recording');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard recording' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(track.stop).toHaveBeenCalled();
  });

  it('closes on Escape before anything is recorded', () => {
    stubMicrophone();
    const { dialog, onOpenChange } = renderRecorder();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('records one line with only its sentence shown', () => {
    stubMicrophone();
    renderSignedInTab(
      <RecorderDialog open onOpenChange={() => {}} mode={{ kind: 'line', sentence: 'Start small.', number: 3 }} onUse={async () => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Record line 3 again' });
    expect(within(dialog).getByLabelText('Sentence to read')).toHaveTextContent('Start small.');
    expect(within(dialog).queryByRole('region', { name: 'Script to read' })).not.toBeInTheDocument();
  });
});
