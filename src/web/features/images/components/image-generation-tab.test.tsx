import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { imageStyleIds, type ImageStyle } from '@shared/catalog/images';
import type { GenerateImagesResponse, UserPreferences } from '@shared/contracts/images';
import { captureDownloads } from '@/test/capture-downloads';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { ImageGenerationTab } from './image-generation-tab';
import { aiStatus, failure, makeUser, refreshRefused } from '@/test/fixtures';

/** Every style's count (0 unless given), as the server sends it. */
function usage(counts: Partial<Record<ImageStyle, number>> = {}): UserPreferences['styleUsageCount'] {
  return Object.fromEntries(imageStyleIds.map((style) => [style, counts[style] ?? 0])) as UserPreferences['styleUsageCount'];
}

function preferences(overrides: Partial<UserPreferences> = {}): UserPreferences {
  return {
    favoriteStyles: [],
    promptHistory: [],
    styleUsageCount: usage(),
    defaultAspectRatio: '1:1',
    defaultQuality: 'standard',
    defaultLighting: 'natural',
    defaultComposition: 'standard',
    defaultColorPalette: 'natural',
    ...overrides,
  };
}

function generated(count = 1, engine = 'offline-preview'): GenerateImagesResponse {
  const images = Array.from({ length: count }, (_, index) => ({
    id: `img-${index + 1}`,
    url: `/files/images/img-${index + 1}.jpeg`,
    thumbnailUrl: `/files/images/img-${index + 1}.webp`,
    enhancedPrompt: 'A dragon over a lighthouse, anime style, cel shading, neon lighting',
    engine,
    width: 576,
    height: 1024,
  }));
  return {
    imageUrls: images.map((image) => image.url),
    images,
    enhancedPrompt: 'A dragon over a lighthouse, anime style, cel shading, neon lighting',
    engine,
  };
}

function renderTab(handlers: ApiHandlers = {}, user = makeUser()) {
  return renderSignedInTab(<ImageGenerationTab />, {
    user,
    overlay: { title: 'Generating Images...', message: 'Creating your images' },
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/user/preferences': () => json(preferences()),
      'GET /api/prompts/suggestions': () => json([]),
      'GET /api/ai/status': () => json(aiStatus()),
      ...handlers,
    },
  });
}

async function generateWith(prompt: string) {
  await userEvent.type(screen.getByLabelText('Image Description'), prompt);
  await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
}

describe('ImageGenerationTab', () => {
  it('shows the memory: 3 favourite styles, 2 recent prompts cut at 25 characters, and style usage', async () => {
    renderTab({
      'GET /api/user/preferences': () =>
        json(
          preferences({
            favoriteStyles: ['anime', 'watercolor', 'sketch', 'cartoon', 'oil-painting'],
            promptHistory: ['A dragon curled around a lighthouse at night', 'Neon city', 'An older prompt'],
            styleUsageCount: usage({ anime: 3, watercolor: 1 }),
            defaultAspectRatio: '16:9',
            defaultLighting: 'cinematic',
          }),
        ),
    });
    const styles = await screen.findByRole('list', { name: 'Favorite styles' });
    expect(
      within(styles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Anime', 'Watercolor', 'Sketch']);
    const prompts = screen.getByRole('list', { name: 'Recent prompts' });
    const promptButtons = within(prompts).getAllByRole('button');
    expect(promptButtons.map((button) => button.textContent)).toEqual(['A dragon curled around a ...', 'Neon city']);
    expect(promptButtons[0]).toHaveAttribute('title', 'A dragon curled around a lighthouse at night');
    expect(screen.getByRole('heading', { name: 'Your Memory' })).toBeInTheDocument();

    // The art style select says how often each style was used.
    const style = screen.getByLabelText('Art Style');
    expect(within(style).getByRole('option', { name: 'Anime (Used 3 times)' })).toBeInTheDocument();
    expect(within(style).getByRole('option', { name: 'Watercolor (Used 1 time)' })).toBeInTheDocument();
    expect(within(style).getByRole('option', { name: 'Sketch' })).toBeInTheDocument();
    expect(style).toHaveValue('photorealistic');

    // The saved defaults fill the untouched controls.
    expect(screen.getByLabelText('Aspect Ratio')).toHaveValue('16:9');
    expect(screen.getByLabelText('Lighting')).toHaveValue('cinematic');
    expect(screen.getByLabelText('Quality')).toHaveValue('standard');

    await userEvent.click(within(styles).getByRole('button', { name: 'Watercolor' }));
    expect(style).toHaveValue('watercolor');
    expect(within(styles).getByRole('button', { name: 'Watercolor' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(promptButtons[0]!);
    expect(screen.getByLabelText('Image Description')).toHaveValue('A dragon curled around a lighthouse at night');
  });

  it('offers 3 quick suggestions cut at 40 characters, asking the server only past 2 characters', async () => {
    const network = renderTab({
      'GET /api/prompts/suggestions': () =>
        json([
          'A dragon curled around a lighthouse at night under a full moon',
          'A dragon fruit smoothie bowl',
          'Dragon boat race at dawn',
          'A fourth idea that is not shown',
        ]),
    });
    const list = screen.getByRole('list', { name: 'Quick suggestions' });
    // Curated starters while the prompt is empty.
    expect(within(list).getAllByRole('button')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Image Description'), 'dr');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(network.to('GET /api/prompts/suggestions')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Image Description'), 'a');
    await waitFor(() => expect(network.to('GET /api/prompts/suggestions')).toHaveLength(1));
    expect(network.to('GET /api/prompts/suggestions')[0]!.url).toBe('/api/prompts/suggestions?partial=dra');
    const suggestions = await screen.findByRole('button', { name: 'A dragon curled around a lighthouse at n...' });
    expect(
      within(screen.getByRole('list', { name: 'Quick suggestions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A dragon curled around a lighthouse at n...', 'A dragon fruit smoothie bowl', 'Dragon boat race at dawn']);
    await userEvent.click(suggestions);
    expect(screen.getByLabelText('Image Description')).toHaveValue('A dragon curled around a lighthouse at night under a full moon');
  });

  it('keeps the button disabled without a prompt and explains when it is pressed anyway', async () => {
    const network = renderTab();
    const button = screen.getByRole('button', { name: 'Generate Images' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByText('Missing Prompt')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description for your image')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Image Description'), '   ');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByLabelText('Image Description'), 'A fox');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(network.to('POST /api/images/generate')).toHaveLength(0);
  });

  it('sends every control, shows the overlay, then the images with their engine and enhanced prompt', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = renderTab({
      'POST /api/images/generate': async () => {
        await gate;
        return json(generated(3));
      },
    });
    await userEvent.type(screen.getByLabelText('Image Description'), '  A dragon over a lighthouse ');
    await userEvent.selectOptions(screen.getByLabelText('Art Style'), 'anime');
    await userEvent.selectOptions(screen.getByLabelText('Aspect Ratio'), '9:16');
    await userEvent.selectOptions(screen.getByLabelText('Quality'), 'HD');
    await userEvent.selectOptions(screen.getByLabelText('Lighting'), 'Neon');
    await userEvent.selectOptions(screen.getByLabelText('Composition'), 'Close Up');
    await userEvent.selectOptions(screen.getByLabelText('Color Palette'), 'Sunset');
    const slider = screen.getByLabelText('Number of Images');
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '4');
    expect(screen.getByTestId('image-count-value')).toHaveTextContent('1');
    fireEvent.input(slider, { target: { value: '3' } });
    expect(screen.getByTestId('image-count-value')).toHaveTextContent('3');
    expect(slider).toHaveAttribute('aria-valuetext', '3 images');

    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    expect(await screen.findByText('Generating Images...')).toBeInTheDocument();
    expect(screen.getByText('Creating your images')).toBeInTheDocument();
    release();

    const grid = await screen.findByRole('list', { name: 'Generated images' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('img');
    expect(first).toHaveAttribute('src', '/files/images/img-1.jpeg');
    expect(first).toHaveAttribute('width', '576');
    expect(first).toHaveAttribute('height', '1024');
    expect(first).toHaveAccessibleName('Generated image 1: A dragon over a lighthouse');
    expect(within(grid).getAllByRole('button', { name: 'Copy URL' })).toHaveLength(3);
    expect(within(grid).getAllByRole('button', { name: 'Save Image' })).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Generated Images' })).getAllByText('Offline title card')).toHaveLength(4);
    expect(screen.getByText('Images Generated!')).toBeInTheDocument();
    expect(screen.getByText('Your 3 images are ready.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating Images...')).not.toBeInTheDocument());

    const [request] = network.to('POST /api/images/generate');
    expect(JSON.parse(request!.body!)).toEqual({
      prompt: 'A dragon over a lighthouse',
      style: 'anime',
      aspectRatio: '9:16',
      quality: 'hd',
      count: 3,
      lighting: 'neon',
      composition: 'close-up',
      colorPalette: 'sunset',
    });

    // The server updated the memory and gallery: refetch them and the usage counter.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/user/preferences'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/images/gallery'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/usage'] });
    await waitFor(() => expect(network.to('GET /api/user/preferences')).toHaveLength(2));

    // The Auto-Enhanced badge reveals the prompt the engine drew from.
    const badge = screen.getByRole('button', { name: 'Auto-Enhanced' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('enhanced-prompt')).not.toBeVisible();
    await userEvent.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('enhanced-prompt')).toBeVisible();
    expect(screen.getByTestId('enhanced-prompt')).toHaveTextContent('A dragon over a lighthouse, anime style, cel shading, neon lighting');
  });

  it('says offline pictures are title cards and tells an administrator where to connect an image engine', async () => {
    renderTab({}, makeUser({ isAdmin: true }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Offline pictures are title cards');
    expect(note).toHaveTextContent('Real pictures need an image engine.');
    // The signed-in user (an administrator) is read after the first paint.
    expect(await within(note).findByRole('link', { name: 'operator console under AI engines' })).toHaveAttribute(
      'href',
      '/admin?section=ai-engines',
    );
  });

  it('tells everyone else to ask the administrator', async () => {
    renderTab();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Real pictures need an image engine. Ask your administrator to connect one.');
    expect(within(note).queryByRole('link')).not.toBeInTheDocument();
  });

  it('labels images from a configured engine with that engine, with no note about offline pictures', async () => {
    const network = renderTab({
      'GET /api/ai/status': () => json(aiStatus({ engine: 'openai', model: 'gpt-image-1', offline: false })),
      'POST /api/images/generate': () => json(generated(1, 'openai')),
    });
    await waitFor(() => expect(network.to('GET /api/ai/status')).toHaveLength(1));
    await generateWith('A fox in the snow');
    expect(await screen.findByText('Your image is ready.')).toBeInTheDocument();
    expect(screen.getAllByText('AI image · openai')).toHaveLength(2);
    expect(screen.queryByText('Offline title card')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('copies the absolute image URL', async () => {
    const user = userEvent.setup();
    renderTab({ 'POST /api/images/generate': () => json(generated(1)) });
    await user.type(screen.getByLabelText('Image Description'), 'A fox');
    await user.click(screen.getByRole('button', { name: 'Generate Images' }));
    await user.click(await screen.findByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/files/images/img-1.jpeg`);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Image URL copied to clipboard.')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
  });

  it('saves an image as image-{timestamp}.jpeg', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = renderTab({
      'POST /api/images/generate': () => json(generated(1)),
      'GET /files/images/img-1.jpeg': async () => {
        await gate;
        return new Response('jpeg-bytes', { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
      },
    });
    await generateWith('A fox');
    const save = await screen.findByRole('button', { name: 'Save Image' });

    const { blobs, downloads } = captureDownloads();
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);

    await userEvent.click(save);
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Image Saved!')).toBeInTheDocument();
    expect(downloads).toEqual(['image-1700000000000.jpeg']);
    expect(await blobs[0]!.text()).toBe('jpeg-bytes');
    expect(blobs[0]!.type).toBe('image/jpeg');
    const [fetched] = network.to('GET /files/images/img-1.jpeg');
    expect(fetched!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(fetched!.credentials).toBe('include');
  });

  it('opens the image in a new tab when it cannot be downloaded, and says so when even that fails', async () => {
    renderTab({
      'POST /api/images/generate': () => json(generated(1)),
      'GET /files/images/img-1.jpeg': () => new Response('gone', { status: 404 }),
    });
    await generateWith('A fox');
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Image' }));
    expect(await screen.findByText('Image opened in new tab. Long press to save.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/files/images/img-1.jpeg`, '_blank');
    expect(tab.opener).toBeNull();

    open.mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save Image' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error downloading the image.')).toBeInTheDocument();
  });

  it.each([
    [400, 'Prompt is invalid', 1, 'Invalid request. Please check your prompt and try again.'],
    [429, 'Too many', 1, 'Rate limit exceeded. Please wait a moment and try again.'],
    [401, 'Unauthorized', 1, 'Authentication required. Please log in again.'],
    [402, 'Your plan has no images left this period.', 1, 'Your plan has no images left this period.'],
    [503, 'Image service temporarily unavailable', 1, 'Image service temporarily unavailable'],
    [
      504,
      'The image model took too long.',
      2,
      'Generation timeout: Try generating fewer images (1-2) at once, or use a simpler description.',
    ],
    [
      504,
      'The image model took too long.',
      1,
      'Generation timeout: the image model is busy. Try a simpler description or wait a moment before trying again.',
    ],
    [500, 'upstream stream timeout', 3, 'Generation timeout: Try generating fewer images (1-2) at once, or use a simpler description.'],
  ])('maps a %i failure (%s, %i images) to a Generation Failed toast', async (status, message, count, shown) => {
    // A 401 stands only once the session itself is gone (a refresh is refused).
    renderTab({ 'POST /api/images/generate': () => failure(status, message), ...refreshRefused });
    await userEvent.type(screen.getByLabelText('Image Description'), 'A fox');
    fireEvent.input(screen.getByLabelText('Number of Images'), { target: { value: String(count) } });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByText('Generating Images...')).not.toBeInTheDocument();
  });

  it('shows the upgrade button', async () => {
    renderTab();
    expect(await screen.findByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('data-variant', 'inline');
    expect(screen.getByText('Your generated images will appear here')).toBeInTheDocument();
  });
});
