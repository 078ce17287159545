import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SAMPLE_TEXT, VOICE_CONSENT_TEXT } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { FakeMediaRecorder, stubMicrophone, stubObjectUrls } from '@/test/media';
import { json, mockApi, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-fixtures';
import { VoiceProfileDialog } from './voice-profile-dialog';

function Harness({ onCreated }: { onCreated?: (profile: VoiceProfile) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Voice
      </button>
      <VoiceProfileDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
    </>
  );
}

function renderDialog(handlers: ApiHandlers = {}, onCreated?: (profile: VoiceProfile) => void) {
  const user = makeUser();
  storeSignedIn(user);
  const urls = stubObjectUrls();
  const network = mockApi({ 'GET /api/auth/verify': () => json(user), ...handlers });
  renderWithProviders(<Harness onCreated={onCreated} />, { route: '/app' });
  return { network, urls };
}

const audioFile = () => new File(['RIFF....WAVE'], 'my-voice.wav', { type: 'audio/wav' });

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Create Voice' }));
  return screen.findByRole('dialog', { name: 'Voice Profile Setup' });
}

async function toStep3(dialog: HTMLElement, user = userEvent.setup()) {
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.upload(within(dialog).getByLabelText('Upload audio file'), audioFile());
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Step 3 of 4: Profile Details')).toBeInTheDocument();
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

describe('VoiceProfileDialog', () => {
  it('walks through the steps: step 2 needs a recording or a file before step 3', async () => {
    renderDialog();
    const dialog = await open();
    expect(within(dialog).getByText('Step 1 of 4: Instructions')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Text to read')).toHaveValue(DEFAULT_SAMPLE_TEXT);
    await userEvent.clear(within(dialog).getByLabelText('Text to read'));
    await userEvent.type(within(dialog).getByLabelText('Text to read'), 'My own words to read.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 4: Record Your Voice')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Text to read aloud')).toHaveTextContent('My own words to read.');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Upload audio file'), audioFile());
    expect(within(dialog).getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('sample-source')).toHaveTextContent('my-voice.wav');

    // 'Record Again' discards the sample: step 3 is out of reach again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Again' }));
    expect(within(dialog).queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Upload audio file'), audioFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 3 of 4: Profile Details')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Profile Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description (optional)')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: VOICE_CONSENT_TEXT })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
  });

  it('refuses a file that is not audio', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.upload(within(dialog).getByLabelText('Upload audio file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expectToast('Invalid File Type', 'Please upload an audio file');
    expect(within(dialog).queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for a name before creating', async () => {
    const { network } = renderDialog();
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Missing Information', 'Please provide a voice recording and profile name');
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Missing Information', 'Please provide a voice recording and profile name');
    expect(network.to('POST /api/voice/clone')).toHaveLength(0);
  });

  it('asks for consent before creating', async () => {
    const { network } = renderDialog();
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), 'Narrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Consent Required', 'Please confirm that this is your voice or that you have permission to use it');
    expect(network.to('POST /api/voice/clone')).toHaveLength(0);
  });

  it('creates the profile with rising progress, then shows what was measured; closing resets everything', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const created = makeVoiceProfile({ profileName: 'Narrator' });
    const onCreated = vi.fn();
    const { network, urls } = renderDialog(
      {
        'POST /api/voice/clone': async () => {
          await gate;
          return json({ message: 'Voice profile created', profile: created }, 201);
        },
      },
      onCreated,
    );
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), ' Narrator ');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Warm and calm');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));

    expect(within(dialog).getByRole('button', { name: 'Creating Voice Profile...' })).toBeDisabled();
    const progress = within(dialog).getByRole('progressbar', { name: 'Creating voice profile' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    release();

    expect(await within(dialog).findByText('Step 4 of 4: All Done')).toBeInTheDocument();
    expect(within(dialog).getByTestId('profile-measurements')).toHaveTextContent('Median pitch 128 Hz · pace 158 wpm');
    expect(within(dialog).getByText('Voice match (offline)')).toBeInTheDocument();
    await expectToast('Voice Profile Created!', '"Narrator" is ready to use.');
    expect(onCreated).toHaveBeenCalledWith(created);

    const [request] = network.to('POST /api/voice/clone');
    const form = request!.form!;
    expect((form.get('audio') as File).name).toBe('my-voice.wav');
    expect(form.get('name')).toBe('Narrator');
    expect(form.get('description')).toBe('Warm and calm');
    expect(form.get('sampleText')).toBe(DEFAULT_SAMPLE_TEXT);
    expect(form.get('consent')).toBe('true');
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');

    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await userEvent.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The preview URL was given back when the dialog closed.
    expect(urls.revokeObjectURL).toHaveBeenCalledWith(urls.createObjectURL.mock.results[0]!.value);

    const reopened = await open();
    expect(within(reopened).getByText('Step 1 of 4: Instructions')).toBeInTheDocument();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Next' }));
    expect(within(reopened).queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows Voice Cloning Failed with the server message and stays on step 3', async () => {
    renderDialog({
      'POST /api/voice/clone': () =>
        json({ message: 'The recording is too short: please record at least 5 seconds.', code: 'SAMPLE_TOO_SHORT' }, 400),
    });
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), 'Narrator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Voice Cloning Failed', 'The recording is too short: please record at least 5 seconds.');
    expect(within(dialog).getByText('Step 3 of 4: Profile Details')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Voice Profile' })).toBeEnabled();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to clone voice" when the server says nothing usable', async () => {
    renderDialog({ 'POST /api/voice/clone': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), 'Narrator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Voice Cloning Failed', 'Failed to clone voice');
  });

  it('records from the microphone: 44.1 kHz with echo cancellation and noise suppression, 64 kbit/s, then a preview', async () => {
    const { getUserMedia, track } = stubMicrophone();
    renderDialog();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Recording' }));

    expect(await within(dialog).findByRole('timer')).toHaveTextContent('Recording: 0:00');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { sampleRate: 44_100, echoCancellation: true, noiseSuppression: true } });
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder!.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 64_000 });
    expect(recorder!.timeslice).toBe(1000);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Recording' }));
    expect(within(dialog).getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('sample-source')).toHaveTextContent(/^Recording · 0:0\d$/);
    expect(track.stop).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it.each([
    ['silent', () => new Float32Array(44_100 * 5)],
    ['near-silent', () => Float32Array.from({ length: 44_100 * 5 }, (_, index) => 0.004 * Math.sin(index / 20))],
  ])('turns a %s recording away when it stops, at step 2', async (_kind, samples) => {
    stubMicrophone();
    const decoded = stubAudioDecoding(samples());
    const { network } = renderDialog();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Stop Recording' }));

    const message =
      'This recording is silent or too quiet to use. Check that the right microphone is selected and not muted, then record again closer to it.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await expectToast('No Voice Detected', message);
    expect(decoded).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Step 2 of 4: Record Your Voice')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Start Recording' })).toBeEnabled();
    expect(network.to('POST /api/voice/clone')).toHaveLength(0);
  });

  it('keeps a recording with speech in it after measuring its level', async () => {
    stubMicrophone();
    stubAudioDecoding(Float32Array.from({ length: 44_100 * 5 }, (_, index) => 0.3 * Math.sin(index / 20)));
    renderDialog();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Stop Recording' }));
    expect(await within(dialog).findByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the server message when the profile name is already taken, and stays on step 3', async () => {
    const message = "You already have a voice profile named 'Owner Narrator'. Please choose another name.";
    renderDialog({ 'POST /api/voice/clone': () => json({ message, code: 'VOICE_PROFILE_NAME_TAKEN' }, 409) });
    const dialog = await open();
    await toStep3(dialog);
    await userEvent.type(within(dialog).getByLabelText('Profile Name'), 'Owner Narrator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Voice Cloning Failed', message);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByText('Step 3 of 4: Profile Details')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Profile Name')).toHaveValue('Owner Narrator');
  });
});

/** A browser that decodes any recording to these mono samples (jsdom has no Web Audio). */
function stubAudioDecoding(samples: Float32Array) {
  const decodeAudioData = vi.fn(async () => ({ numberOfChannels: 1, getChannelData: () => samples }));
  vi.stubGlobal(
    'OfflineAudioContext',
    class {
      decodeAudioData = decodeAudioData;
    },
  );
  return decodeAudioData;
}
