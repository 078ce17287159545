import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SeoAnalysisResponse } from '@shared/contracts/seo';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
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
    expect(score.className).toContain('green');
    const checks = screen.getByRole('list', { name: 'SEO checks' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(2);
    expect(within(checks).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(checks).toHaveTextContent('3 of 20 sentences are passive.');
    for (const title of analysis().titles) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Copy title/ })).toHaveLength(5);
    expect(screen.getByText('Grow tomatoes on any balcony.')).toBeInTheDocument();
    expect(screen.getByText('urban gardening')).toBeInTheDocument();
    expect(screen.getByText('Offline analysis')).toBeInTheDocument();
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

  it('labels titles and description rewritten by a text model with that model', async () => {
    renderTab({ 'POST /api/seo/analyze': () => json(analysis({ engine: 'anthropic', model: 'claude-haiku-4-5' })) });
    await userEvent.type(screen.getByLabelText('Content to Analyze'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze & Optimize' }));
    expect(await screen.findByText('AI analysis · claude-haiku-4-5')).toBeInTheDocument();
  });
});
