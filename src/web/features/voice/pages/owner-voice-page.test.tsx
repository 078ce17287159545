import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_TEXT, RECORDING_TIPS, VOICE_CONSENT_TEXT } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { stubMicrophone, stubObjectUrls } from '@/test/media';
import { json, mockApi, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-fixtures';
import { OwnerVoicePage } from './owner-voice-page';

const narrator = makeVoiceProfile({ id: 'p-1', profileName: 'Narrator', isActive: true });
const podcast = makeVoiceProfile({
  id: 'p-2',
  profileName: 'Podcast voice',
  description: '',
  analysis: { medianPitchHz: 201.2, pitchRangeHz: 80, paceWpm: 171.6, brightnessHz: 2100, voicedSeconds: 25 },
});

function renderPage(handlers: ApiHandlers = {}, profiles: VoiceProfile[] = []) {
  const user = makeUser();
  storeSignedIn(user);
  const urls = stubObjectUrls();
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'GET /api/voice/profiles': () => json(profiles),
    ...handlers,
  });
  renderWithProviders(<OwnerVoicePage />, { route: '/owner-voice' });
  return { network, urls };
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

const audioFile = () => new File(['RIFF....WAVE'], 'owner.wav', { type: 'audio/wav' });
const profileItem = (name: string) => screen.getAllByTestId('voice-profile').find((item) => within(item).queryByText(name) !== null)!;

describe('OwnerVoicePage', () => {
  it('shows the title, the way back, the tips and INACTIVE without a profile', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Voice Setup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');
    expect(await screen.findByTestId('voice-status')).toHaveTextContent('INACTIVE');
    expect(screen.getByTestId('voice-status-detail')).toHaveTextContent('No voice profile configured');
    const tips = screen.getByRole('region', { name: 'Recording Tips' });
    for (const tip of RECORDING_TIPS) expect(within(tips).getByText(tip)).toBeInTheDocument();
    expect(screen.getByTestId('no-voice-profiles')).toBeInTheDocument();
    expect(screen.getByLabelText('Text to read')).toHaveValue(DEFAULT_SAMPLE_TEXT);
  });

  it('shows ACTIVE with the active profile, and each profile with its engine and measurements', async () => {
    renderPage({}, [narrator, podcast]);
    expect(await screen.findByTestId('voice-status')).toHaveTextContent('ACTIVE');
    expect(screen.getByTestId('voice-status-detail')).toHaveTextContent('Narrator');
    const list = screen.getByRole('list', { name: 'Your voice profiles' });
    expect(within(list).getAllByTestId('voice-profile')).toHaveLength(2);
    const first = profileItem('Narrator');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Voice match (offline)');
    expect(within(first).getByTestId('profile-measurements')).toHaveTextContent('Median pitch 128 Hz · pace 158 wpm');
    expect(within(first).queryByRole('button', { name: 'Make active' })).not.toBeInTheDocument();
    expect(within(profileItem('Podcast voice')).getByTestId('profile-measurements')).toHaveTextContent(
      'Median pitch 201 Hz · pace 172 wpm',
    );
  });

  it('shows the sample length for a cloned voice that has no measurements', async () => {
    renderPage({}, [makeVoiceProfile({ engine: 'elevenlabs', engineLabel: 'ElevenLabs voice clone', analysis: null, sampleSeconds: 47 })]);
    const item = await screen.findByTestId('voice-profile');
    expect(item).toHaveTextContent('ElevenLabs voice clone');
    expect(within(item).getByTestId('profile-measurements')).toHaveTextContent('Sample 0:47');
  });

  it('says "No Audio" when creating without a recording or file', async () => {
    const { network } = renderPage();
    await userEvent.type(screen.getByLabelText('Profile Name'), 'Narrator');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('No Audio', 'Please record or upload an audio file');
    expect(network.to('POST /api/voice/clone')).toHaveLength(0);
  });

  it('creates a profile from an uploaded file: multipart with audio, name, description, sample text and consent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let profiles: VoiceProfile[] = [];
    const created = makeVoiceProfile({ id: 'p-9', profileName: 'Studio voice', isActive: true });
    const { network } = renderPage({
      'GET /api/voice/profiles': () => json(profiles),
      'POST /api/voice/clone': async () => {
        await gate;
        profiles = [created];
        return json({ message: 'Voice profile created', profile: created }, 201);
      },
    });
    expect(await screen.findByTestId('voice-status')).toHaveTextContent('INACTIVE');

    await userEvent.upload(screen.getByLabelText('Upload audio file'), audioFile());
    expect(screen.getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Profile Name'), 'Studio voice');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'For tutorials');
    await userEvent.click(screen.getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Profile' }));

    expect(screen.getByRole('button', { name: 'Creating Voice Profile...' })).toBeDisabled();
    release();
    await expectToast('Voice Profile Created!', '"Studio voice" is ready to use.');
    expect(await screen.findByTestId('voice-status')).toHaveTextContent('ACTIVE');
    await waitFor(() => expect(screen.getByTestId('voice-status-detail')).toHaveTextContent('Studio voice'));
    // The form starts over.
    expect(screen.getByLabelText('Profile Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: VOICE_CONSENT_TEXT })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();

    const [request] = network.to('POST /api/voice/clone');
    expect(request!.headers.has('Content-Type')).toBe(false);
    const form = request!.form!;
    expect([...form.keys()]).toEqual(['audio', 'name', 'description', 'sampleText', 'consent']);
    const audio = form.get('audio') as File;
    expect(audio.name).toBe('owner.wav');
    expect(audio.type).toBe('audio/wav');
    expect(form.get('name')).toBe('Studio voice');
    expect(form.get('description')).toBe('For tutorials');
    expect(form.get('sampleText')).toBe(DEFAULT_SAMPLE_TEXT);
    expect(form.get('consent')).toBe('true');
  });

  it('shows Voice Setup Failed with the server message', async () => {
    renderPage({
      'POST /api/voice/clone': () => json({ message: 'The recording is too short: please record at least 5 seconds.', code: 'X' }, 400),
    });
    await userEvent.upload(screen.getByLabelText('Upload audio file'), audioFile());
    await userEvent.type(screen.getByLabelText('Profile Name'), 'Studio voice');
    await userEvent.click(screen.getByRole('checkbox', { name: VOICE_CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Profile' }));
    await expectToast('Voice Setup Failed', 'The recording is too short: please record at least 5 seconds.');
    expect(screen.getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profile Name')).toHaveValue('Studio voice');
  });

  it('says when the microphone is refused', async () => {
    const { getUserMedia } = stubMicrophone({ refuse: true });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not access microphone. Please check permissions.');
    await expectToast('Recording Error', 'Could not access microphone');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says so when the browser cannot record, and still offers the upload', async () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
    expect(screen.getByText('This browser cannot record audio here. Please upload an audio file instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Audio File' })).toBeEnabled();
  });

  it('records, previews, and Record Again discards the take and its preview URL', async () => {
    stubMicrophone();
    const { urls } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Recording: 0:00');
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(screen.getByRole('group', { name: 'Sample preview' })).toBeInTheDocument();
    const previewUrl = urls.createObjectURL.mock.results[0]!.value as string;
    expect(screen.getByRole('group', { name: 'Sample preview' }).querySelector('audio')).toHaveAttribute('src', previewUrl);
    // The fake take lasts no time at all: the page says it is too short before the server would.
    expect(screen.getByText(/This take is shorter than 5 seconds/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record Again' }));
    expect(screen.queryByRole('group', { name: 'Sample preview' })).not.toBeInTheDocument();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith(previewUrl);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('makes a profile active', async () => {
    let profiles = [narrator, podcast];
    const { network } = renderPage({
      'GET /api/voice/profiles': () => json(profiles),
      'PATCH /api/voice/profiles/p-2': () => {
        profiles = [
          { ...narrator, isActive: false },
          { ...podcast, isActive: true },
        ];
        return json(profiles[1]);
      },
    });
    await screen.findByRole('list', { name: 'Your voice profiles' });
    await userEvent.click(within(profileItem('Podcast voice')).getByRole('button', { name: 'Make active' }));
    await expectToast('Voice Profile Activated', '"Podcast voice" is now your active voice.');
    expect(JSON.parse(network.to('PATCH /api/voice/profiles/p-2')[0]!.body!)).toEqual({ isActive: true });
    await waitFor(() => expect(screen.getByTestId('voice-status-detail')).toHaveTextContent('Podcast voice'));
    expect(within(profileItem('Narrator')).getByRole('button', { name: 'Make active' })).toBeInTheDocument();
  });

  it('renames a profile', async () => {
    let profiles = [narrator];
    const { network } = renderPage({
      'GET /api/voice/profiles': () => json(profiles),
      'PATCH /api/voice/profiles/p-1': () => {
        profiles = [{ ...narrator, profileName: 'Main narrator' }];
        return json(profiles[0]);
      },
    });
    await screen.findByRole('list', { name: 'Your voice profiles' });
    await userEvent.click(within(profileItem('Narrator')).getByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('New profile name');
    expect(field).toHaveValue('Narrator');
    await userEvent.clear(field);
    await userEvent.type(field, 'Main narrator{Enter}');
    await expectToast('Voice Profile Renamed', 'Your profile is now called "Main narrator".');
    expect(JSON.parse(network.to('PATCH /api/voice/profiles/p-1')[0]!.body!)).toEqual({ profileName: 'Main narrator' });
    await waitFor(() => expect(screen.getByTestId('voice-status-detail')).toHaveTextContent('Main narrator'));
    expect(screen.queryByLabelText('New profile name')).not.toBeInTheDocument();
  });

  it('deletes a profile after confirmation', async () => {
    let profiles = [narrator, podcast];
    const { network } = renderPage({
      'GET /api/voice/profiles': () => json(profiles),
      'DELETE /api/voice/profiles/p-2': () => {
        profiles = [narrator];
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByRole('list', { name: 'Your voice profiles' });
    await userEvent.click(within(profileItem('Podcast voice')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Confirm delete' });
    expect(confirm).toHaveTextContent('Delete this voice profile? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(network.to('DELETE /api/voice/profiles/p-2')).toHaveLength(0);

    await userEvent.click(within(profileItem('Podcast voice')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Confirm delete' })).getByRole('button', { name: 'Delete Profile' }));
    await expectToast('Voice Profile Deleted', '"Podcast voice" was deleted.');
    expect(network.to('DELETE /api/voice/profiles/p-2')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('voice-profile')).toHaveLength(1));
  });

  it('opens the guided Voice Profile Setup', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Guided Setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voice Profile Setup' });
    expect(within(dialog).getByText('Step 1 of 4: Instructions')).toBeInTheDocument();
  });
});
