import { SPEECH_NOT_CONFIGURED_MESSAGE } from '@shared/catalog/voice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/capture-downloads';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { makeVoiceover, makeVoices } from '@/test/voice-fixtures';
import { VoiceoverCard } from './voiceover-card';
import { failure, refreshRefused } from '@/test/fixtures';

const script = '[HOOK]\nEver wondered how to grow tomatoes on a balcony?';

function renderCard(handlers: ApiHandlers = {}, text = script) {
  return renderSignedInTab(<VoiceoverCard script={text} />, {
    overlay: { title: 'Generating Script...', message: 'Writing your video script' },
    handlers: { 'GET /api/voice/voices': () => json(makeVoices()), ...handlers },
  });
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Voiceover' });

describe('VoiceoverCard', () => {
  it('lists the stock voices first, then the profiles in their own group, and defaults to the first', async () => {
    renderCard();
    const select = screen.getByLabelText('Voice');
    await waitFor(() => expect(select).toHaveValue('en-us-ava'));
    const stock = within(select).getByRole('group', { name: 'Stock voices' });
    expect(
      within(stock)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ava (US English)', 'Oliver (British English)']);
    const profiles = within(select).getByRole('group', { name: 'Your voice profiles' });
    expect(
      within(profiles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My narration voice']);
    expect(screen.getByTestId('voiceover-characters')).toHaveTextContent(`${script.length} of 5,000 characters`);
  });

  it('sends {text, voice_id}, shows the overlay, then the player, the engine, the length and the downloads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = renderCard({
      'POST /api/generate-voiceover': async () => {
        await gate;
        return json(makeVoiceover());
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(generateButton());

    expect(await screen.findByText('Generating Voiceover...', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Turning your script into speech')).toBeInTheDocument();
    release();

    const player = await screen.findByRole('group', { name: 'Voiceover' });
    expect(player.querySelector('audio')).toHaveAttribute('src', '/files/voiceovers/vo-1.mp3');
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    const result = screen.getByTestId('voiceover-result');
    expect(result).toHaveTextContent('Offline voice · eSpeak NG');
    expect(result).toHaveTextContent('Ava (US English)');
    expect(screen.getByTestId('voiceover-duration')).toHaveTextContent('0:42');
    expect(screen.getByRole('button', { name: 'Download MP3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download subtitles' })).toBeInTheDocument();
    // One subtitles button: no stray '.vtt' label beside it.
    expect(screen.queryByRole('button', { name: /webvtt/i })).not.toBeInTheDocument();
    expect(screen.queryByText('.vtt')).not.toBeInTheDocument();
    await expectToast('Voiceover Generated!', 'Your 0:42 voiceover is ready.');
    await waitFor(() => expect(screen.queryByText('Turning your script into speech')).not.toBeInTheDocument());

    const [request] = network.to('POST /api/generate-voiceover');
    expect(JSON.parse(request!.body!)).toEqual({ text: script, voice_id: 'en-us-ava' });
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('speaks with the voice the user picks, a profile included', async () => {
    const network = renderCard({
      'POST /api/generate-voiceover': () => json(makeVoiceover({ voiceId: 'profile-1' })),
    });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.selectOptions(screen.getByLabelText('Voice'), 'My narration voice');
    await userEvent.click(generateButton());
    expect(await screen.findByTestId('voiceover-result')).toHaveTextContent('My narration voice');
    expect(JSON.parse(network.to('POST /api/generate-voiceover')[0]!.body!)).toEqual({ text: script, voice_id: 'profile-1' });
  });

  it('downloads the MP3 as voiceover-{timestamp}.mp3 and the subtitles as .srt', async () => {
    const network = renderCard({
      'POST /api/generate-voiceover': () => json(makeVoiceover()),
      'GET /files/voiceovers/vo-1.mp3': () => new Response('ID3 mp3', { headers: { 'Content-Type': 'audio/mpeg' } }),
      'GET /files/voiceovers/vo-1.srt': () => new Response('1\n00:00:00,000 --> 00:00:01,000\nEver\n'),
    });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(generateButton());
    await screen.findByTestId('voiceover-result');

    const { blobs, downloads } = captureDownloads();
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await userEvent.click(screen.getByRole('button', { name: 'Download MP3' }));
    await waitFor(() => expect(downloads).toEqual(['voiceover-1700000000000.mp3']));
    expect(await blobs[0]!.text()).toBe('ID3 mp3');
    await userEvent.click(screen.getByRole('button', { name: 'Download subtitles' }));
    await waitFor(() => expect(downloads).toEqual(['voiceover-1700000000000.mp3', 'voiceover-1700000000000.srt']));
    expect(network.to('GET /files/voiceovers/vo-1.srt')).toHaveLength(1);
  });

  it('says so when the speech engine the settings name was not used and eSpeak NG spoke instead', async () => {
    renderCard({
      'POST /api/generate-voiceover': () =>
        json({ ...makeVoiceover(), fallbackFrom: { engine: 'elevenlabs', reason: 'key-unreadable', status: null } }),
    });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(generateButton());
    expect(within(await screen.findByTestId('voiceover-result')).getByRole('status')).toHaveTextContent(
      'The voice engine (ElevenLabs) was not used because its saved API key cannot be read on this server, so the built-in voice spoke this. Ask your administrator to check AI engines.',
    );
  });

  it('names the engine that spoke: OpenAI TTS, ElevenLabs', async () => {
    renderCard({ 'POST /api/generate-voiceover': () => json(makeVoiceover({ engine: 'openai' })) });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(generateButton());
    expect(await screen.findByTestId('voiceover-result')).toHaveTextContent('OpenAI TTS');
    expect(screen.queryByText('Offline voice · eSpeak NG')).not.toBeInTheDocument();
  });

  it.each([
    [400, 'Text too long', 'Script is too long. Please shorten your script and try again.'],
    [503, SPEECH_NOT_CONFIGURED_MESSAGE, 'Voice service temporarily unavailable. Please try again later.'],
    [503, 'Voice service temporarily unavailable', 'Voice service temporarily unavailable. Please try again later.'],
    [400, 'Text is required', 'Invalid request. Please check your inputs and try again.'],
    [429, 'Too many', 'Rate limit exceeded. Please wait a moment and try again.'],
    [401, 'Unauthorized', 'Authentication required. Please log in again.'],
    [402, 'Your free trial has ended. Choose a plan to continue.', 'Your free trial has ended. Choose a plan to continue.'],
    [502, 'The voice engine failed.', 'The voice engine failed.'],
  ])('maps a %i "%s" to a Voiceover Failed toast', async (status, message, shown) => {
    // A 401 stands only once the session itself is gone (a refresh is refused).
    renderCard({ 'POST /api/generate-voiceover': () => failure(status, message), ...refreshRefused });
    await waitFor(() => expect(screen.getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(generateButton());
    await expectToast('Voiceover Failed', shown);
    expect(screen.queryByTestId('voiceover-result')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('refuses a script over 5000 characters without calling the server', async () => {
    const network = renderCard({}, 'a'.repeat(5001));
    expect(screen.getByTestId('voiceover-characters')).toHaveTextContent('5,001 of 5,000 characters');
    await userEvent.click(generateButton());
    await expectToast('Script Too Long', 'Please shorten your script to under 5000 characters for voiceover generation.');
    expect(network.to('POST /api/generate-voiceover')).toHaveLength(0);
  });

  it('asks for a script when there is none', async () => {
    const network = renderCard({}, '   ');
    await userEvent.click(generateButton());
    await expectToast('No Script Available', 'Please generate a script first before creating voiceover.');
    expect(network.to('POST /api/generate-voiceover')).toHaveLength(0);
  });

  it('offers the voice setup page when the user has no profile yet', async () => {
    renderCard({ 'GET /api/voice/voices': () => json(makeVoices({ voices: makeVoices().voices.slice(0, 2) })) });
    const link = await screen.findByRole('link', { name: 'Create a voice profile' });
    expect(link).toHaveAttribute('href', '/owner-voice');
    expect(within(screen.getByLabelText('Voice')).queryByRole('group', { name: 'Your voice profiles' })).not.toBeInTheDocument();
  });
});
