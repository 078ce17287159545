import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyboardProblems } from '@shared/contracts/storyboard';
import { captureDownloads } from '@/test/capture-downloads';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeProject, makeScriptVersion, PROJECT_ID, projectServer } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { makeVoices } from '@/test/voice-fixtures';
import { ScriptWritingTab } from './script-writing-tab';
import { failure, refreshRefused } from '@/test/fixtures';

const draft = {
  generatedScript: '[HOOK]\nEver wondered how to grow tomatoes on a balcony?',
  wordCount: 9,
  estimatedTime: '4 sec',
  engine: 'offline-writer',
  notice:
    'Offline draft: an outline with [ADD: …] slots for the facts only you can supply. Connect a text model in AI engines for a written script.',
};

/** The tab at /app (or `route`), with a fake project server; `generate` answers the script call. */
function renderTab(
  handlers: ApiHandlers = {},
  { server = projectServer(), route }: { server?: ReturnType<typeof projectServer>; route?: string } = {},
) {
  const network = renderSignedInTab(<ScriptWritingTab />, {
    overlay: { title: 'Generating Script...', message: 'Writing your video script' },
    route,
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/voice/voices': () => json(makeVoices()),
      'GET /api/projects': () => json({ projects: [], pagination: { page: 1, total: 0, totalPages: 0 } }),
      'POST /api/scripts/generate': () => server.generated(draft),
      ...server.handlers,
      ...handlers,
    },
  });
  return Object.assign(network, { server });
}

const scriptBox = () => screen.findByRole('textbox', { name: 'Script text' });

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
    const server = projectServer();
    const network = renderTab(
      {
        'POST /api/scripts/generate': async () => {
          await gate;
          return server.generated(draft);
        },
      },
      { server },
    );
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

    expect(await scriptBox()).toHaveValue(draft.generatedScript);
    expect(screen.getByText('9 words')).toBeInTheDocument();
    // Timed at the default voice's pace (the first in the list: Ava, 200 words a minute).
    expect(await screen.findByText("~3 sec at Ava's pace")).toBeInTheDocument();
    expect(screen.getByText('Offline draft')).toBeInTheDocument();
    expect(screen.getByTestId('script-engine')).toHaveTextContent('Written by: Offline writer');
    // The offline writer was asked for (no model set): nothing failed, nothing to explain.
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
    // The engine's notice is shown above the script, as a field of the answer, not a line of the script.
    expect(screen.getByTestId('script-notice')).toHaveTextContent(draft.notice);
    expect(screen.getByText('Script Generated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating Script...')).not.toBeInTheDocument());

    // With no project open, the first generation starts one named after its topic and writes into it.
    const topic = 'Honest review of the Sony WH-1000XM5 headphones after one month of daily use';
    expect(JSON.parse(network.to('POST /api/projects')[0]!.body!)).toEqual({
      topic,
      videoLength: '1-3 minutes',
      tone: 'Casual',
      language: 'en',
    });
    const [request] = network.to('POST /api/scripts/generate');
    // No voice chosen yet: none is sent, and the server aims at the default voice's pace.
    expect(JSON.parse(request!.body!)).toEqual({
      topic,
      videoLength: '1-3 minutes',
      tone: 'Casual',
      template: 'review',
      projectId: PROJECT_ID,
    });
    expect(new URLSearchParams(window.location.search).get('project')).toBe(PROJECT_ID);
    // The usage counter is refetched after a generation.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/usage'] });
  });

  it('downloads the script as script-{timestamp}.txt', async () => {
    renderTab();
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
    const { notice: _offlineOnly, ...withoutNotice } = draft;
    const server = projectServer();
    renderTab(
      { 'POST /api/scripts/generate': () => server.generated({ ...withoutNotice, engine: 'openai-compatible', model: 'studio-writer' }) },
      { server },
    );
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText('AI draft · studio-writer')).toBeInTheDocument();
    expect(screen.getByTestId('script-engine')).toHaveTextContent('Written by: openai-compatible · studio-writer');
    expect(screen.queryByText('Offline draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('script-notice')).not.toBeInTheDocument();
  });

  it('says so when the text model failed and the offline writer drafted the script in its place', async () => {
    const server = projectServer();
    const fallback = { ...draft, fallbackFrom: { engine: 'ollama', reason: 'key-refused' as const, status: 401 } };
    renderTab({ 'POST /api/scripts/generate': () => server.generated(fallback) }, { server });
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    const note = await screen.findByText(/was not used/);
    expect(note.closest('[role="status"]')).toHaveTextContent(
      'The AI model (Ollama) was not used because the provider refused the API key (HTTP 401), so the offline writer drafted this. Ask your administrator to check AI engines.',
    );
    expect(screen.getByTestId('script-engine')).toHaveTextContent('Written by: Offline writer');
    expect(screen.getByTestId('script-notice')).toHaveTextContent(draft.notice);
  });

  it('says the offline draft leaves every line to the creator when the project is in another language', async () => {
    renderTab();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'pan de masa madre');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByTestId('script-notice')).toHaveTextContent(
      'Offline draft: the outline with [ADD: …] slots, every line left for you to write in Spanish. The offline writer writes in English. Connect a text model in AI engines to write in Spanish.',
    );
    // The notice is about the draft: choosing another language afterwards does not rewrite it.
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'en');
    await waitFor(() => expect(screen.getByLabelText('Language')).toHaveValue('en'));
    expect(screen.getByTestId('script-notice')).toHaveTextContent('every line left for you to write in Spanish.');
  });

  it("voices the project's script once one exists, keeps each voiceover and lists the earlier ones", async () => {
    const network = renderTab();
    expect(screen.queryByRole('button', { name: 'Generate Voiceover' })).not.toBeInTheDocument();
    expect(network.to('GET /api/voice/voices')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Balcony tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    await waitFor(() => expect(within(card).getByLabelText('Voice')).toHaveValue('en-us-ava'));
    expect(within(card).getByTestId('voiceover-characters')).toHaveTextContent('of 30,000 characters');
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));

    expect(await within(card).findByRole('group', { name: 'Voiceover' })).toBeInTheDocument();
    const voiced = network.to(`POST ${network.server.url}/voiceovers`);
    expect(voiced.map((request) => JSON.parse(request.body!))).toEqual([{ voice_id: 'en-us-ava' }]);
    expect(await within(card).findByText('0:41')).toBeInTheDocument();

    // A second voiceover becomes the current one; the first moves to the earlier ones.
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));
    expect(await within(card).findByText('Earlier voiceovers (1)')).toBeInTheDocument();
    expect(within(card).getByText('0:42')).toBeInTheDocument();
  });

  it('shows the Video panel under the script: Render waits for a voiceover and leads to the card that makes one', async () => {
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion() }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const video = await screen.findByRole('region', { name: 'Video' });
    const render = within(video).getByRole('button', { name: 'Render Video' });
    expect(render).toBeDisabled();
    expect(render).toHaveAccessibleDescription('Make a voiceover for this project before rendering a video.');
    expect(await within(video).findByText('Your videos will appear here')).toBeInTheDocument();
    expect(network.to(`GET ${server.url}/renders`)).toHaveLength(1);

    await userEvent.click(within(video).getByRole('button', { name: 'Go to the voiceover' }));
    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    expect(card.parentElement).toHaveFocus();

    // Once the project has a voiceover, the video is as long as it.
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));
    await waitFor(() => expect(within(video).getByRole('button', { name: 'Render Video' })).toBeEnabled());
    expect(within(video).getByRole('button', { name: 'Render Video' })).toHaveAccessibleDescription(
      '1280×720, 0:41 long: the length of the newest voiceover.',
    );
  });

  it('shows the Storyboard panel between Media and Video, asking for a voiceover first, and reads it again after one is made', async () => {
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion() }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const storyboard = await screen.findByRole('region', { name: 'Storyboard' });
    expect(await within(storyboard).findByText(storyboardProblems.noVoiceover)).toBeVisible();
    const video = await screen.findByRole('region', { name: 'Video' });
    const media = screen.getByRole('region', { name: 'Media' });
    expect(media.compareDocumentPosition(storyboard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(storyboard.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(storyboard).getByRole('button', { name: 'Go to the voiceover' }));
    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    expect(card.parentElement).toHaveFocus();
    const read = network.to(`GET ${server.url}/storyboard`).length;
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));
    await waitFor(() => expect(network.to(`GET ${server.url}/storyboard`).length).toBeGreaterThan(read));
  });

  it('saves an edit a moment after typing stops, from the version it was edited from', async () => {
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion() }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const box = await scriptBox();
    expect(box).toHaveValue(draft.generatedScript);
    // The form shows the open project's settings.
    expect(screen.getByLabelText('Video Topic or Keywords')).toHaveValue('Balcony tomatoes');

    await userEvent.type(box, ' Yes.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument(), { timeout: 3000 });
    const saves = network.to(`PUT ${server.url}/script`);
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!.body!)).toEqual({ content: `${draft.generatedScript} Yes.`, baseVersion: 1 });
    expect(screen.getByText('10 words')).toBeInTheDocument();
    expect(screen.getByText('Your edit')).toBeInTheDocument();
  });

  it('keeps the text when another tab saved first, and takes the latest version when asked', async () => {
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion() }));
    renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const box = await scriptBox();
    // Another tab saves version 2 meanwhile.
    server.state.project = makeProject({
      hasScript: true,
      script: makeScriptVersion({ version: 2, content: 'From the other tab.', engine: 'edit' }),
    });

    await userEvent.type(box, ' Mine.');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('This script was changed in another tab or window. Your text is still here, not saved.');
    expect(box).toHaveValue(`${draft.generatedScript} Mine.`);

    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(box).toHaveValue('From the other tab.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not voice an older saved script while the editor holds text it could not save', async () => {
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion() }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const box = await scriptBox();
    server.state.project = makeProject({
      hasScript: true,
      script: makeScriptVersion({ version: 2, content: 'Other tab.', engine: 'edit' }),
    });
    await userEvent.type(box, ' Mine.');
    await screen.findByRole('alert', {}, { timeout: 3000 });

    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    await waitFor(() => expect(within(card).getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));
    expect(await screen.findByText('Your latest script changes are not saved yet. Save them, then try again.')).toBeInTheDocument();
    expect(network.to(`POST ${server.url}/voiceovers`)).toHaveLength(0);
    // One save was tried and refused; leaving the box and clicking did not send it again.
    expect(network.to(`PUT ${server.url}/script`)).toHaveLength(1);
  });

  it('writes and times the script for the voice chosen in the voiceover card, and keeps that choice', async () => {
    // 100 spoken words: 30 s at Ava's 200 words a minute, 33 s at Oliver's 180, 38 s at the profile's 158.
    const content = `[HOOK]\n${'word '.repeat(100).trim()}`;
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion({ content, wordCount: 100 }) }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const time = () => screen.getByTestId('script-estimated-time');
    await waitFor(() => expect(time()).toHaveTextContent("~30 sec at Ava's pace"));
    expect(time()).toHaveAttribute('title', 'Ava (US English): 200 words a minute, measured on its audio');

    const card = await screen.findByRole('region', { name: 'AI Voiceover' });
    await waitFor(() => expect(within(card).getByLabelText('Voice')).toHaveValue('en-us-ava'));
    await userEvent.selectOptions(within(card).getByLabelText('Voice'), 'en-gb-oliver');
    expect(time()).toHaveTextContent("~33 sec at Oliver's pace");

    // The next script is written for Oliver, and he voices it.
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(network.to('POST /api/scripts/generate')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/scripts/generate')[0]!.body!)).toMatchObject({
      voiceId: 'en-gb-oliver',
      projectId: PROJECT_ID,
    });
    // The editor shows the project's script until the project is fetched again with the new one.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Script text' })).toHaveValue(draft.generatedScript));
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Voiceover' }));
    await waitFor(() => expect(network.to(`POST ${server.url}/voiceovers`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST ${server.url}/voiceovers`)[0]!.body!)).toEqual({ voice_id: 'en-gb-oliver' });
    network.unmount();

    // Left and opened again: still Oliver. A profile is timed at the pace measured in its sample.
    server.state.project = makeProject({ hasScript: true, script: makeScriptVersion({ content, wordCount: 100 }) });
    renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const again = await screen.findByRole('region', { name: 'AI Voiceover' });
    await waitFor(() => expect(within(again).getByLabelText('Voice')).toHaveValue('en-gb-oliver'));
    expect(time()).toHaveTextContent("~33 sec at Oliver's pace");
    await userEvent.selectOptions(within(again).getByLabelText('Voice'), 'profile-1');
    expect(time()).toHaveTextContent("~38 sec at My narration voice's pace");
    expect(time()).toHaveAttribute('title', 'My narration voice: 158 words a minute, measured in the voice sample');
  });

  it('times the script at a typical pace for a voice nobody measured, and says so', async () => {
    const content = `[HOOK]\n${'word '.repeat(100).trim()}`;
    const server = projectServer(makeProject({ hasScript: true, script: makeScriptVersion({ content, wordCount: 100 }) }));
    const alloy = { id: 'alloy', name: 'Alloy', engine: 'openai', kind: 'stock', wordsPerMinute: 150, paceSource: 'typical' } as const;
    renderTab(
      { 'GET /api/voice/voices': () => json(makeVoices({ engine: 'openai', offline: false, voices: [alloy] })) },
      { server, route: `/app?project=${PROJECT_ID}` },
    );
    await screen.findByRole('region', { name: 'AI Voiceover' });
    const time = screen.getByTestId('script-estimated-time');
    await waitFor(() => expect(time).toHaveAttribute('title', "150 words a minute: Alloy's own pace has not been measured"));
    expect(time).toHaveTextContent('~40 sec at a typical narration pace');
  });

  it('brings back a typed topic after the tab is left and opened again', async () => {
    const first = renderTab();
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'Sourdough for beginners');
    await userEvent.selectOptions(screen.getByLabelText('Tone'), 'Humorous');
    first.unmount();
    renderTab();
    expect(screen.getByLabelText('Video Topic or Keywords')).toHaveValue('Sourdough for beginners');
    expect(screen.getByLabelText('Tone')).toHaveValue('Humorous');
  });
});

describe('ScriptWritingTab: the project’s Language', () => {
  it('starts a new project in the language chosen', async () => {
    const network = renderTab();
    const select = screen.getByLabelText('Language');
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'es');
    expect(screen.getByRole('option', { name: 'Español (Spanish)' })).toHaveProperty('selected', true);
    await userEvent.type(screen.getByLabelText('Video Topic or Keywords'), 'pan de masa madre');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(network.to('POST /api/projects')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/projects')[0]!.body ?? '{}')).toMatchObject({ topic: 'pan de masa madre', language: 'es' });
  });

  it("changes an open project's language at once, and shows the project's own", async () => {
    const server = projectServer(makeProject({ language: 'fr' }));
    const network = renderTab({}, { server, route: `/app?project=${PROJECT_ID}` });
    const select = await screen.findByLabelText('Language');
    await waitFor(() => expect(select).toHaveValue('fr'));
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(network.to(`PATCH /api/projects/${PROJECT_ID}`)).toHaveLength(1));
    expect(JSON.parse(network.to(`PATCH /api/projects/${PROJECT_ID}`)[0]!.body ?? '{}')).toEqual({ language: 'de' });
    await waitFor(() => expect(select).toHaveValue('de'));
  });
});
