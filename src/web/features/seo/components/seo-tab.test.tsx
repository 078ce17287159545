import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SeoAnalysisResponse } from '@shared/contracts/seo';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeProject, makeProjectSeo, makeScriptVersion, makeSeoAnalysis, PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { SeoTab } from './seo-tab';

function analysis(overrides: Partial<SeoAnalysisResponse> = {}): SeoAnalysisResponse {
  return {
    seoScore: '84',
    titles: ['Title one', 'Title two', 'Title three', 'Title four', 'Title five'],
    description: 'Grow tomatoes on any balcony.',
    tags: ['balcony garden', 'tomatoes', 'urban gardening'],
    checks: [
      { id: 'content-length', label: 'Content length', status: 'pass', reason: '320 words; 300 or more is good.' },
      { id: 'passive-voice', label: 'Passive voice', status: 'warn', reason: '3 of 20 sentences are passive.' },
    ],
    engine: 'offline-analyzer',
    ...overrides,
  };
}

function renderTab(handlers: ApiHandlers = {}) {
  return renderSignedInTab(<SeoTab />, {
    overlay: { title: 'Analyzing Content...', message: 'Optimizing your content for search' },
    handlers,
  });
}

describe('SeoTab', () => {
  it('asks for content before analyzing and shows the placeholder', async () => {
    const network = renderTab();
    expect(screen.getByText('Your SEO analysis will appear here')).toBeInTheDocument();
    expect(screen.getByLabelText('Target Audience')).toHaveValue('General');
    expect(screen.getByLabelText('Competition')).toHaveValue('Medium');
    expect(await screen.findByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('data-variant', 'inline');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByText('Content Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter content to analyze.')).toBeInTheDocument();
    expect(network.to('POST /api/seo/analyze')).toHaveLength(0);
  });

  it('sends the form and shows the score, checks, titles, description and tags', async () => {
    const network = renderTab({ 'POST /api/seo/analyze': () => json(analysis()) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'How to grow tomatoes on a balcony');
    await userEvent.selectOptions(screen.getByLabelText('Target Audience'), 'Students');
    await userEvent.selectOptions(screen.getByLabelText('Competition'), 'High');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));

    const score = await screen.findByTestId('seo-score');
    expect(score).toHaveTextContent('84/100');
    expect(score).toHaveAttribute('data-band', 'green');
    expect(score.className).toContain('success');
    const checks = screen.getByRole('list', { name: 'SEO checks' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(2);
    expect(within(checks).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(checks).toHaveTextContent('3 of 20 sentences are passive.');
    for (const title of analysis().titles) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Copy title/ })).toHaveLength(5);
    expect(screen.getByText('Grow tomatoes on any balcony.')).toBeInTheDocument();
    expect(screen.getByText('urban gardening')).toBeInTheDocument();
    expect(screen.getByTestId('seo-engine')).toHaveTextContent('Titles and description by: Offline analyzer');
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your SEO analysis will appear here')).not.toBeInTheDocument();

    const [request] = network.to('POST /api/seo/analyze');
    expect(JSON.parse(request!.body!)).toEqual({
      content: 'How to grow tomatoes on a balcony',
      targetAudience: 'Students',
      competition: 'High',
    });
  });

  it.each([
    ['65', 'yellow'],
    ['42', 'red'],
  ])('colours a score of %s %s', async (seoScore, band) => {
    renderTab({ 'POST /api/seo/analyze': () => json(analysis({ seoScore })) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByTestId('seo-score')).toHaveAttribute('data-band', band);
  });

  it.each([
    [400, 'Bad input', 'Invalid request. Please check your inputs and try again.'],
    [429, 'Slow down', 'Rate limit exceeded. Please wait a moment and try again.'],
    [402, 'SEO optimization is not included in your plan.', 'SEO optimization is not included in your plan.'],
    [503, 'AI service temporarily unavailable', 'AI service temporarily unavailable'],
  ])('maps a %i failure to an Analysis Failed toast', async (status, message, shown) => {
    renderTab({ 'POST /api/seo/analyze': () => failure(status, message) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('labels a check that reads English only as not checked, for text in another language', async () => {
    const unread = {
      id: 'readability',
      label: 'Readability',
      status: 'warn',
      englishOnly: true,
      reason: 'Not checked: this check reads English only, and this text is in Spanish.',
    } as const;
    renderTab({ 'POST /api/seo/analyze': () => json(analysis({ checks: [unread] })) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Hoy hacemos pan');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    const checks = await screen.findByRole('list', { name: 'SEO checks' });
    expect(within(checks).getByText('English only')).toBeInTheDocument();
    expect(within(checks).getByRole('img', { name: 'Not checked' })).toBeInTheDocument();
    expect(within(checks).queryByRole('img', { name: 'Warning' })).not.toBeInTheDocument();
  });

  it('labels titles and description rewritten by a text model with that model', async () => {
    renderTab({ 'POST /api/seo/analyze': () => json(analysis({ engine: 'anthropic', model: 'claude-haiku-4-5' })) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByTestId('seo-engine')).toHaveTextContent('Titles and description by: anthropic · claude-haiku-4-5');
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
  });

  it("says so when the text model failed and the analyzer's own titles and description are shown", async () => {
    renderTab({
      'POST /api/seo/analyze': () => json(analysis({ fallbackFrom: { engine: 'openai', reason: 'rate-limited', status: 429 } })),
    });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByTestId('seo-engine')).toHaveTextContent('Titles and description by: Offline analyzer');
    const note = screen.getByText(/was not used/).closest('[role="status"]');
    expect(note).toHaveTextContent(
      "The AI model (OpenAI) was not used because the provider is rate limiting requests (HTTP 429), so the analyzer's own titles and description are shown. Try again later, or ask your administrator to check AI engines.",
    );
    expect(screen.getByText('Title one')).toBeInTheDocument();
  });
});

describe('SeoTab inside a project', () => {
  const script = '[HOOK]\nEver wondered how to grow tomatoes on a balcony?\nHere is how, step by step.';
  const projectRoute = `/app?project=${PROJECT_ID}`;
  const seoUrl = `/api/projects/${PROJECT_ID}/seo`;
  const withChapters = makeProjectSeo({
    targetAudience: 'Students',
    competition: 'High',
    analysis: makeSeoAnalysis({
      seoScore: '91',
      description: 'Grow tomatoes on any balcony.\n\n0:00 Intro\n0:15 Pots and soil\n0:42 Watering',
    }),
    chapters: [
      { startSeconds: 0, title: 'Intro' },
      { startSeconds: 15, title: 'Pots and soil' },
      { startSeconds: 42, title: 'Watering' },
    ],
    chaptersNote: null,
  });

  /** The project as the server holds it: an analysis made through the project is kept in it. */
  function seoServer(initial = makeProject({ hasScript: true, script: makeScriptVersion({ content: script }) })) {
    const state = { project: initial };
    const handlers: ApiHandlers = {
      [`GET /api/projects/${PROJECT_ID}`]: () => json(state.project),
      [`POST ${seoUrl}`]: () => {
        state.project = { ...state.project, seo: withChapters };
        return json(withChapters, 201);
      },
    };
    return { state, handlers };
  }

  const renderInProject = (handlers: ApiHandlers) =>
    renderSignedInTab(<SeoTab />, {
      route: projectRoute,
      overlay: { title: 'Analyzing Content...', message: 'Optimizing your content for search' },
      handlers,
    });

  it('fills the box from the script, analyses it through the project, and shows the kept result again after a reload', async () => {
    const server = seoServer();
    const first = renderInProject(server.handlers);
    const box = await screen.findByLabelText('Content to Analyze', undefined, { timeout: 5000 });
    await waitFor(() => expect(box).toHaveValue(script), { timeout: 5000 });
    expect(box).toHaveAccessibleDescription('From the project’s script (version 1). Edits here are not saved to the script.');
    expect(screen.getByText('Your SEO analysis will appear here')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Target Audience'), 'Students');
    await userEvent.selectOptions(screen.getByLabelText('Competition'), 'High');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));

    expect(await screen.findByText('Analysis Complete!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your content scored 91/100.')).toBeInTheDocument();
    // The box still held the script unchanged: the server analyses the project's script itself.
    expect(JSON.parse(first.to(`POST ${seoUrl}`)[0]!.body!)).toEqual({ targetAudience: 'Students', competition: 'High' });
    expect(first.to('POST /api/seo/analyze')).toHaveLength(0);
    const description = screen.getByRole('region', { name: 'Optimized Description' });
    expect(description).toHaveTextContent('0:00 Intro');
    expect(description).toHaveTextContent('0:42 Watering');
    expect(description).toHaveTextContent('Includes 3 YouTube chapters, timed from the latest voiceover.');
    expect(screen.getByTestId('seo-score')).toHaveTextContent('91/100');
    expect(screen.getByText('Saved with the project · analysis of script version 1')).toBeInTheDocument();

    // A reload (a fresh page and data cache): the project brings its kept analysis back, and the choices made for it.
    first.unmount();
    const second = renderInProject(server.handlers);
    expect(await screen.findByTestId('seo-score', undefined, { timeout: 5000 })).toHaveTextContent('91/100');
    expect(screen.getByRole('region', { name: 'Optimized Description' })).toHaveTextContent('0:15 Pots and soil');
    expect(screen.getByLabelText('Content to Analyze')).toHaveValue(script);
    expect(screen.getByLabelText('Target Audience')).toHaveValue('Students');
    expect(screen.getByLabelText('Competition')).toHaveValue('High');
    expect(second.to(`POST ${seoUrl}`)).toHaveLength(0);
  });

  it('shows why the description has no chapters, and says when the script changed since the analysis', async () => {
    renderInProject({
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        json(makeProject({ hasScript: true, script: makeScriptVersion({ version: 2, content: script }), seo: makeProjectSeo() })),
    });
    const description = await screen.findByRole('region', { name: 'Optimized Description' }, { timeout: 5000 });
    expect(within(description).getByText('Make a voiceover of the script to add chapters.')).toBeInTheDocument();
    expect(description).toHaveTextContent('No chapters yet.');
    expect(screen.getByText(/analysis of script version 1 \(the script has changed since/)).toBeInTheDocument();
    expect(screen.getByTestId('seo-score')).toHaveTextContent('84/100');
  });

  it('names the model that wrote the kept titles and description', async () => {
    const seo = makeProjectSeo({ analysis: makeSeoAnalysis({ engine: 'ollama', model: 'llama3.2' }) });
    renderInProject({
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        json(makeProject({ hasScript: true, script: makeScriptVersion({ content: script }), seo })),
    });
    expect(await screen.findByTestId('seo-engine', undefined, { timeout: 5000 })).toHaveTextContent(
      'Titles and description by: ollama · llama3.2',
    );
  });

  it('sends the edited text as the content, and can go back to the script', async () => {
    const network = renderInProject({
      ...seoServer().handlers,
      [`POST ${seoUrl}`]: () => json(makeProjectSeo({ scriptVersion: null }), 201),
    });
    const box = await screen.findByLabelText('Content to Analyze', undefined, { timeout: 5000 });
    await waitFor(() => expect(box).toHaveValue(script), { timeout: 5000 });
    await userEvent.type(box, ' Plus a bonus tip.');
    expect(box).toHaveAccessibleDescription('Your own text is analyzed; the project’s script is not changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    await screen.findByText('Analysis Complete!', undefined, { timeout: 5000 });
    expect(JSON.parse(network.to(`POST ${seoUrl}`)[0]!.body!)).toEqual({
      content: `${script} Plus a bonus tip.`,
      targetAudience: 'General',
      competition: 'Medium',
    });
    expect(screen.getByText('Saved with the project · analysis of your own text')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use the script again' }));
    expect(box).toHaveValue(script);
    expect(screen.queryByRole('button', { name: 'Use the script again' })).not.toBeInTheDocument();
  });

  it('keeps what was typed over a tab switch', async () => {
    const first = renderInProject(seoServer().handlers);
    const box = await screen.findByLabelText('Content to Analyze', undefined, { timeout: 5000 });
    await waitFor(() => expect(box).toHaveValue(script), { timeout: 5000 });
    await userEvent.clear(box);
    await userEvent.type(box, 'My own notes');
    first.unmount();
    renderInProject(seoServer().handlers);
    expect(await screen.findByLabelText('Content to Analyze', undefined, { timeout: 5000 })).toHaveValue('My own notes');
  });

  it('shows the server’s word when the project has nothing to analyze', async () => {
    renderInProject({
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        json(makeProject({ hasScript: true, script: makeScriptVersion({ content: '[B-ROLL: tomatoes]' }) })),
      [`POST ${seoUrl}`]: () => failure(400, 'Write or generate a script, or paste the text to analyze.', 'NO_SCRIPT'),
    });
    await waitFor(() => expect(screen.getByLabelText('Content to Analyze')).toHaveValue('[B-ROLL: tomatoes]'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('Write or generate a script, or paste the text to analyze.')).toBeInTheDocument();
  });

  it('asks for content when the project has no script and nothing is typed', async () => {
    const network = renderInProject({ [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject()) });
    const box = await screen.findByLabelText('Content to Analyze', undefined, { timeout: 5000 });
    expect(box).toHaveAccessibleDescription('This project has no script yet: paste the text to analyze, or write the script first.');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByText('Content Required')).toBeInTheDocument();
    expect(network.to(`POST ${seoUrl}`)).toHaveLength(0);
  });
});
