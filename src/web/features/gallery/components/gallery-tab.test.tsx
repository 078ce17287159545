import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GalleryImage, GalleryResponse } from '@shared/contracts/images';
import { captureDownloads } from '@/test/capture-downloads';
import { json, type ApiHandlers, type RecordedRequest } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { formatDateTime, formatDay } from '../lib/format-date';
import { GalleryTab } from './gallery-tab';

// Built from local clock times, so the expected texts hold in any time zone the tests run in.
const JULY_15_2_05_PM = new Date(2025, 6, 15, 14, 5).toISOString();
const MARCH_3_9_30_AM = new Date(2025, 2, 3, 9, 30).toISOString();

function galleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: 'img-1',
    imageUrl: '/files/images/img-1.jpeg',
    thumbnailUrl: '/files/images/img-1.webp',
    prompt: 'A dragon curled around a lighthouse at night',
    enhancedPrompt: 'A dragon curled around a lighthouse at night, anime style',
    style: 'anime',
    quality: 'hd',
    aspectRatio: '16:9',
    engine: 'offline-preview',
    createdAt: JULY_15_2_05_PM,
    ...overrides,
  };
}

const dragon = galleryImage();
const watercolourFox = galleryImage({
  id: 'img-2',
  imageUrl: '/files/images/img-2.jpeg',
  thumbnailUrl: '/files/images/img-2.webp',
  prompt: 'A fox sitting in a snowy forest',
  style: 'watercolor',
  quality: 'standard',
  aspectRatio: '1:1',
  engine: 'openai',
  createdAt: MARCH_3_9_30_AM,
});

function page(
  images: GalleryImage[],
  pagination: Partial<GalleryResponse['pagination']> = {},
  library: Partial<GalleryResponse['library']> = {},
): GalleryResponse {
  const listed = { page: 1, total: images.length, totalPages: images.length > 0 ? 1 : 0, ...pagination };
  return { images, pagination: listed, library: { total: listed.total, latestAt: images[0]?.createdAt ?? null, ...library } };
}

function renderGallery(gallery: ApiHandlers[string], handlers: ApiHandlers = {}) {
  return renderSignedInTab(<GalleryTab />, { handlers: { 'GET /api/images/gallery': gallery, ...handlers } });
}

const searchOf = (request: RecordedRequest) => new URL(request.url, window.location.origin).searchParams;

describe('GalleryTab', () => {
  it('formats dates as MMM d and MMM d, yyyy • h:mm a', () => {
    expect(formatDay(JULY_15_2_05_PM)).toBe('Jul 15');
    expect(formatDateTime(JULY_15_2_05_PM)).toBe('Jul 15, 2025 • 2:05 PM');
    expect(formatDateTime(MARCH_3_9_30_AM)).toBe('Mar 3, 2025 • 9:30 AM');
    expect(formatDateTime(new Date(2025, 0, 1, 0, 7).toISOString())).toBe('Jan 1, 2025 • 12:07 AM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows the count, stat cards and image cards', async () => {
    const network = renderGallery(() => json(page([dragon, watercolourFox], { total: 42, totalPages: 3 })));
    expect(screen.getByRole('heading', { name: 'My Image Gallery' })).toBeInTheDocument();
    await screen.findAllByTestId('gallery-card');
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('42 images generated');
    expect(screen.getByText('Total Images')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-images')).toHaveTextContent('42');
    expect(screen.getByText('This Page')).toBeInTheDocument();
    expect(screen.getByTestId('stat-this-page')).toHaveTextContent('2');
    expect(screen.getByText('Latest')).toBeInTheDocument();
    expect(screen.getByTestId('stat-latest')).toHaveTextContent('Jul 15');

    const [request] = network.to('GET /api/images/gallery');
    expect(request!.url).toBe('/api/images/gallery?page=1&limit=20');
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');

    const cards = screen.getAllByTestId('gallery-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    const thumbnail = first.getByRole('img', { name: dragon.prompt });
    expect(thumbnail).toHaveAttribute('src', '/files/images/img-1.webp');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(first.getByText(dragon.prompt, { selector: 'p' })).toBeInTheDocument();
    expect(first.getByText('Anime')).toBeInTheDocument();
    expect(first.getByText('HD')).toBeInTheDocument();
    expect(first.getByText('Jul 15, 2025 • 2:05 PM')).toBeInTheDocument();
    expect(first.getByText('Offline title card')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'View' })).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('Watercolor')).toBeInTheDocument();
    expect(second.getByText('Standard')).toBeInTheDocument();
    expect(second.getByText('Mar 3, 2025 • 9:30 AM')).toBeInTheDocument();
    expect(second.queryByText('Offline title card')).not.toBeInTheDocument();
  });

  it('filters the page at once and sends the search to the server', async () => {
    const network = renderGallery((request) => {
      const search = searchOf(request).get('search');
      if (search === 'realistic 3d') return json(page([]));
      if (search) return json(page([dragon]));
      return json(page([dragon, watercolourFox]));
    });
    await screen.findAllByTestId('gallery-card');
    const box = screen.getByRole('searchbox', { name: 'Search images' });
    expect(box).toHaveAttribute('placeholder', 'Search by prompt or style...');

    await userEvent.type(box, 'DRAGON');
    // Case-insensitive, on the current page, before the server answers.
    expect(screen.getAllByTestId('gallery-card')).toHaveLength(1);
    expect(screen.getByTestId('stat-this-page')).toHaveTextContent('1');
    await waitFor(() =>
      expect(network.to('GET /api/images/gallery').map((request) => request.url)).toContain(
        '/api/images/gallery?page=1&limit=20&search=DRAGON',
      ),
    );
    // Debounced: the letters typed in between were not each sent.
    expect(network.to('GET /api/images/gallery').filter((request) => searchOf(request).has('search'))).toHaveLength(1);

    // By style label as well as prompt.
    await userEvent.clear(box);
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2));
    await userEvent.type(box, 'watercolor');
    expect(screen.getAllByTestId('gallery-card')).toHaveLength(1);
    expect(screen.getByText(watercolourFox.prompt, { selector: 'p' })).toBeInTheDocument();
  });

  it('keeps the library totals while searching, and counts the matches apart', async () => {
    const library = { total: 7, latestAt: JULY_15_2_05_PM };
    renderGallery((request) => {
      const search = searchOf(request).get('search');
      if (search === 'fox') return json(page([watercolourFox, galleryImage({ id: 'img-3', prompt: 'A fox cub' })], {}, library));
      if (search) return json(page([], {}, library));
      return json(page([dragon, watercolourFox], { total: 7 }, library));
    });
    await screen.findAllByTestId('gallery-card');
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('7 images generated');
    expect(screen.getByTestId('gallery-matches')).toBeEmptyDOMElement();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search images' }), 'fox');
    await waitFor(() => expect(screen.getByTestId('gallery-matches')).toHaveTextContent('2 of 7 match'));
    expect(screen.getAllByTestId('gallery-card')).toHaveLength(2);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('7 images generated');
    expect(screen.getByTestId('stat-total-images')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-latest')).toHaveTextContent('Jul 15');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search images' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search images' }), 'submarine');
    expect(await screen.findByText('No Images Found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('gallery-matches')).toHaveTextContent('0 of 7 match'));
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('7 images generated');
    expect(screen.getByTestId('stat-total-images')).toHaveTextContent('7');
  });

  it('puts the three stat cards in one row at every width', async () => {
    renderGallery(() => json(page([dragon])));
    const total = await screen.findByTestId('stat-total-images');
    const row = total.closest('dl')!;
    expect(row).toHaveClass('grid-cols-3');
    expect(row.className).not.toMatch(/(^|\s)grid-cols-1/);
  });

  it('says when the search finds nothing', async () => {
    renderGallery((request) => json(page(searchOf(request).get('search') ? [] : [dragon])));
    await screen.findAllByTestId('gallery-card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search images' }), 'submarine');
    expect(await screen.findByText('No Images Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('says when there are no images yet', async () => {
    renderGallery(() => json(page([])));
    expect(await screen.findByText('No Images Found')).toBeInTheDocument();
    expect(screen.getByText('Start generating images to see them here')).toBeInTheDocument();
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('0 images generated');
    expect(screen.getByTestId('stat-latest')).toHaveTextContent('—');
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const network = renderGallery((request) => {
      const current = Number(searchOf(request).get('page'));
      const image = galleryImage({ id: `img-p${current}`, prompt: `Picture on page ${current}` });
      return json(page([image], { page: current, total: 45, totalPages: 3 }));
    });
    const pages = await screen.findByRole('navigation', { name: 'Gallery pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Picture on page 2', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();

    expect(network.to('GET /api/images/gallery').map((request) => request.url)).toEqual([
      '/api/images/gallery?page=1&limit=20',
      '/api/images/gallery?page=2&limit=20',
      '/api/images/gallery?page=3&limit=20',
    ]);
  });

  it('shows the error state with a retry, and a Failed to fetch gallery toast', async () => {
    let failing = true;
    const network = renderGallery(() => (failing ? json({ message: 'Database unavailable', code: 'x' }, 500) : json(page([dragon]))));
    expect(
      await screen.findByText('Failed to load your image gallery. Please try again.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch gallery')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    // Queries retry once (spec §9).
    expect(network.to('GET /api/images/gallery')).toHaveLength(2);

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('gallery-card')).toHaveLength(1);
    expect(screen.queryByText('Failed to load your image gallery. Please try again.')).not.toBeInTheDocument();
  });

  it('opens Image Details, downloads, and deletes after confirming', async () => {
    let images = [dragon, watercolourFox];
    const network = renderGallery(() => json(page(images)), {
      'DELETE /api/images/img-1': () => {
        images = [watercolourFox];
        return new Response(null, { status: 204 });
      },
      'GET /files/images/img-1.jpeg': () => new Response('jpeg-bytes', { headers: { 'Content-Type': 'image/jpeg' } }),
    });
    const [card] = await screen.findAllByTestId('gallery-card');
    await userEvent.click(within(card!).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
    const details = within(dialog);
    expect(details.getByRole('img', { name: dragon.prompt })).toHaveAttribute('src', '/files/images/img-1.jpeg');
    for (const text of ['Prompt', 'Style', 'Aspect Ratio', 'Quality', 'Created']) expect(details.getByText(text)).toBeInTheDocument();
    expect(details.getByText(dragon.prompt, { selector: 'dd' })).toBeInTheDocument();
    expect(details.getByText('Anime')).toBeInTheDocument();
    expect(details.getByText('16:9')).toBeInTheDocument();
    expect(details.getByText('HD')).toBeInTheDocument();
    expect(details.getByText('Jul 15, 2025 • 2:05 PM')).toBeInTheDocument();
    expect(details.getByText('Offline title card')).toBeInTheDocument();

    const { downloads } = captureDownloads();
    await userEvent.click(details.getByRole('button', { name: 'Download Image' }));
    expect(await screen.findByText('Image Saved!')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^image-\d+\.jpeg$/);

    // Delete asks first; Cancel keeps the image.
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    await userEvent.click(details.getByRole('button', { name: 'Cancel' }));
    expect(network.to('DELETE /api/images/img-1')).toHaveLength(0);
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    expect(details.getByText('Delete this image? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Delete Image' }));

    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    expect(network.to('DELETE /api/images/img-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(1));
    expect(network.to('GET /api/images/gallery')).toHaveLength(2);
  });

  it('downloads from a card', async () => {
    renderGallery(() => json(page([dragon])), {
      'GET /files/images/img-1.jpeg': () => new Response('nope', { status: 500 }),
    });
    const [card] = await screen.findAllByTestId('gallery-card');
    vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(within(card!).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error downloading the image.')).toBeInTheDocument();
  });
});
