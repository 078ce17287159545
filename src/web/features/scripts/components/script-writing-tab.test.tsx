import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/capture-downloads';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { makeVoiceover, makeVoices } from '@/test/voice-fixtures';
import { ScriptWritingTab } from './script-writing-tab';
import { failure, refreshRefused } from '@/test/fixtures';

const draft = {
  generatedScript: '[HOOK]\nEver wondered how to grow tomatoes on a balcony?',
  wordCount: 9,
  estimatedTime: '4 sec',
  engine: 'offline-writer',
};

function renderTab(handlers: ApiHandlers = {}) {
  return renderSignedInTab(<ScriptWritingTab />, {
    overlay: { title: 'Generating Script...', message: 'Writing your video script' },
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/voice/voices': () => json(makeVoices()),
      ...handlers,
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ScriptWritingTab', () => {
  it('asks for a topic before generating', async () => {
    const network = renderTab();
    expect(screen.getByLabelText('Video Length')).toHaveValue('3-5 minutes');
    expect(screen.getByLabelText('Tone')).toHaveValue('Educational');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText('Topic Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a topic or keywords for your script.')).toBeInTheDocument();
    expect(network.to('POST /api/scripts/generate')).toHaveLength(0);
  });

  it('sends the form with the chosen template, shows the overlay, then the script with its word count', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = renderTab({
      'POST /api/scripts/generate': async () => {
        await gate;
        return json(draft);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Review/ }));
    expect(screen.getByLabelText('Video Topic or Keywords')).toHaveValue(
      'Honest review of the Sony WH-1000XM5 headphones after one month of daily use',
    );
    await userEvent.selectOptions(screen.getByLabelText('Video Length'), '1-3 minutes');
    await userEvent.selectOptions(screen.getByLabelText('Tone'), 'Casual');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));

    expect(await screen.findByText('Generating Script...')).toBeInTheDocument();
    expect(screen.getByText('Writing your video script')).toBeInTheDocument();
    release();

    expect(await screen.findByText(/Ever wondered how to grow tomatoes/)).toBeInTheDocument();
    expect(screen.getByText('9 words')).toBeInTheDocument();
    expect(screen.getByText('~4 sec')).toBeInTheDocument();
    expect(screen.getByText('Offline draft')).toBeInTheDocument();
    expect(screen.getByText('Script Generated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating Script...')).not.toBeInTheDocument());

    const [request] = network.to('POST /api/scripts/generate');
    expect(JSON.parse(request!.body!)).toEqual({
      topic: 'Honest review of the Sony WH-1000XM5 headphones after one month of daily use',
      videoLength: '1-3 minutes',
      tone: 'Casual',
      template: 'review',
    });
    // The usage counter is refetched after a generation.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/usage'] });
  });

  it('downloads the script as script-{timestamp}.txt', async () => {
    renderTab({ 'POST /api/scripts/generate': () => json(draft) });
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await screen.findByText('9 words');

    const { blobs, downloads } = captureDownloads();
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['script-1700000000000.txt']);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(draft.generatedScript);
  });

  it.each([
    [400, 'Topic is invalid', 'Invalid request. Please check your inputs and try again.', undefined],
    [429, 'Too many', 'Rate limit exceeded. Please wait a moment and try again.', undefined],
    [401, 'Unauthorized', 'Authentication required. Please log in again.', undefined],
    [402, 'Your plan has no scripts left this period.', 'Your plan has no scripts left this period.', undefined],
    [503, 'AI service temporarily unavailable', 'AI service temporarily unavailable', undefined],
    [504, 'The AI model took too long to answer. Please try again.', 'The AI model took too long to answer. Please try again.', undefined],
    // Decided by status and code, not by numbers in the text: the model's refusal and a busy server say their own words.
    [400, 'The AI provider refused this request.', 'The AI provider refused this request.', 'AI_REJECTED'],
    [429, 'The AI provider is rate limiting us.', 'The AI provider is rate limiting us.', 'AI_RATE_LIMITED'],
    [503, 'Error 4001 upstream: please try again in a moment.', 'Error 4001 upstream: please try again in a moment.', 'AI_UNAVAILABLE'],
  ])('maps a %i failure ("%s") to a Generation Failed toast', async (status, message, shown, code) => {
    // A 401 stands only once the session itself is gone (a refresh is refused).
    renderTab({ 'POST /api/scripts/generate': () => failure(status, message, code), ...refreshRefused });
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('labels a script written by a text model with the model that wrote it', async () => {
    renderTab({ 'POST /api/scripts/generate': () => json({ ...draft, engine: 'openai-compatible', model: 'studio-writer' }) });
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText('AI draft · studio-writer')).toBeInTheDocument();
    expect(screen.queryByText('Offline draft')).not.toBeInTheDocument();
  });

  it('offers a voiceover of the script once one exists', async () => {
    const network = renderTab({
      'POST /api/scripts/generate': () => json(draft),
      'POST /api/generate-voiceover': () => json(makeVoiceover()),
    });
    expect(screen.queryByRole('button', { name: 'Generate Voiceover' })).not.toBeInTheDocument();
    expect(network.to('GET /api/voice/voices')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    await waitFor(() => expect(within(card).getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));

    expect(await within(card).findByRole('group', { name: 'Voiceover' })).toBeInTheDocument();
    expect(JSON.parse(network.to('POST /api/generate-voiceover')[0]!.body!)).toEqual({
      text: draft.generatedScript,
      voice_id: 'en-us-ava',
    });
  });
});
