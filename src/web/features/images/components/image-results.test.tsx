import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageStyleIds } from '@shared/catalog/images';
import type { GenerateImagesResponse, UserPreferences } from '@shared/contracts/images';
import { json } from '@/test/mock-api';
import { aiStatus } from '@/test/fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ImageGenerationTab } from './image-generation-tab';

// Issue 23, item 7: after Generate Images the results are brought into view (they sit beside or
// under a long form, and the button is at its foot).

const preferences: UserPreferences = {
  favoriteStyles: [],
  promptHistory: [],
  styleUsageCount: Object.fromEntries(imageStyleIds.map((style) => [style, 0])) as UserPreferences['styleUsageCount'],
  defaultAspectRatio: '1:1',
  defaultQuality: 'standard',
  defaultLighting: 'natural',
  defaultComposition: 'standard',
  defaultColorPalette: 'natural',
};

const generated: GenerateImagesResponse = {
  imageUrls: ['/files/images/img-1.jpeg'],
  images: [
    {
      id: 'img-1',
      url: '/files/images/img-1.jpeg',
      thumbnailUrl: '/files/images/img-1.webp',
      enhancedPrompt: 'A lighthouse at dusk, watercolor',
      engine: 'offline-preview',
      width: 1024,
      height: 1024,
    },
  ],
  enhancedPrompt: 'A lighthouse at dusk, watercolor',
  engine: 'offline-preview',
};

let scrolled: HTMLElement[];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
    scrolled.push(this);
  }) as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderTab(response: GenerateImagesResponse = generated) {
  return renderSignedInTab(<ImageGenerationTab />, {
    overlay: { title: 'Generating Images...', message: 'Creating your images' },
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/user/preferences': () => json(preferences),
      'GET /api/prompts/suggestions': () => json([]),
      'GET /api/ai/status': () => json(aiStatus()),
      'POST /api/images/generate': () => json(response),
    },
  });
}

describe('Image results', () => {
  it('are not scrolled to before there are any', async () => {
    renderTab();
    expect(await screen.findByRole('region', { name: 'Generated Images' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it('are brought into view after Generate Images, below the sticky header', async () => {
    renderTab();
    await userEvent.type(screen.getByLabelText('Image Description'), 'A lighthouse at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    await screen.findByRole('list', { name: 'Generated images' });

    const region = screen.getByRole('region', { name: 'Generated Images' });
    expect(scrolled).toEqual([region]);
    expect(vi.mocked(Element.prototype.scrollIntoView)).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    // Its top stops below the 4rem header.
    expect(region).toHaveClass('scroll-mt-20');

    // Each new result comes into view again.
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    await vi.waitFor(() => expect(scrolled).toHaveLength(2));
  });

  it('say so when the image engine the settings name was not used and the offline renderer drew them', async () => {
    renderTab({ ...generated, fallbackFrom: { engine: 'openai', reason: 'key-unreadable', status: null } });
    await userEvent.type(screen.getByLabelText('Image Description'), 'A lighthouse at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    const results = await screen.findByRole('region', { name: 'Generated Images' });
    await screen.findByRole('list', { name: 'Generated images' });
    expect(results.querySelector('[role="status"]')).toHaveTextContent(
      'The image engine (OpenAI images) was not used because its saved API key cannot be read on this server, so the offline renderer drew title cards. Ask your administrator to check AI engines.',
    );
  });

  it('carry no such note when the engine drew them', async () => {
    renderTab();
    await userEvent.type(screen.getByLabelText('Image Description'), 'A lighthouse at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    await screen.findByRole('list', { name: 'Generated images' });
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
  });
});
