import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Project, ProjectThumbnail } from '@shared/contracts/projects';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeGalleryImage, makeProject, makeThumbnail, PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ThumbnailPanel } from './thumbnail-panel';

const thumbnailsUrl = `/api/projects/${PROJECT_ID}/thumbnails`;
const route = `/app?project=${PROJECT_ID}`;

/** The project's routes as the server answers them: made thumbnails lead the list; choosing one marks it alone. */
function thumbnailServer(initial: Project, { hold }: { hold?: Promise<void> } = {}) {
  const state = { project: initial };
  const handlers: ApiHandlers = {
    [`GET /api/projects/${PROJECT_ID}`]: () => json(state.project),
    [`POST ${thumbnailsUrl}`]: async (request) => {
      await hold;
      const input = JSON.parse(request.body ?? '{}');
      const batch = state.project.thumbnails.length / 3 + 1;
      const made = [1, 2, 3].map((variant) => makeThumbnail(batch, variant, { text: input.text, imageId: input.imageId ?? null }));
      state.project = { ...state.project, thumbnails: [...made, ...state.project.thumbnails] };
      return json({ thumbnails: made }, 201);
    },
  };
  for (const thumbnail of initial.thumbnails) {
    handlers[`POST ${thumbnailsUrl}/${thumbnail.id}/choose`] = () => {
      const thumbnails = state.project.thumbnails.map((item) => ({ ...item, chosen: item.id === thumbnail.id }));
      state.project = { ...state.project, thumbnails };
      return json({ thumbnails });
    };
  }
  return { state, handlers };
}

const batch = (n: number, overrides: Partial<ProjectThumbnail> = {}) => [1, 2, 3].map((variant) => makeThumbnail(n, variant, overrides));

describe('ThumbnailPanel', () => {
  it('shows nothing without a project open', async () => {
    const network = renderSignedInTab(<ThumbnailPanel />);
    await waitFor(() => expect(network.to('GET /api/auth/verify')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });

  it('makes three thumbnails from the title over the newest image, busy meanwhile, each at 320×180 and 168×94 with a download', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const images = [makeGalleryImage(1), makeGalleryImage(2)];
    const server = thumbnailServer(makeProject({ images }), { hold });
    const network = renderSignedInTab(<ThumbnailPanel />, { route, handlers: server.handlers });

    const panel = await screen.findByRole('region', { name: 'Thumbnails' }, { timeout: 5000 });
    expect(within(panel).getByLabelText('Thumbnail Text')).toHaveValue('Balcony tomatoes');
    expect(within(panel).getByLabelText('Palette')).toHaveDisplayValue('Any');
    expect(within(panel).getByLabelText('Layout')).toHaveDisplayValue('Any');
    const backgrounds = within(panel).getByRole('group', { name: 'Background' });
    expect(within(backgrounds).getAllByRole('radio')).toHaveLength(3);
    // The newest image is the default background.
    expect(within(backgrounds).getByRole('radio', { name: `Image: ${images[1]!.prompt}` })).toBeChecked();
    expect(within(panel).getByText('Your thumbnails will appear here')).toBeInTheDocument();

    await userEvent.selectOptions(within(panel).getByLabelText('Palette'), 'Hot red');
    await userEvent.click(within(panel).getByRole('button', { name: 'Make Thumbnails' }));
    const busy = await within(panel).findByRole('button', { name: 'Making Thumbnails...' }, { timeout: 5000 });
    expect(busy).toBeDisabled();
    expect(within(panel).getByTestId('thumbnail-placeholders')).toBeInTheDocument();
    release();

    const list = await within(panel).findByRole('list', { name: 'Newest thumbnails' }, { timeout: 5000 });
    const variants = within(list).getAllByRole('listitem');
    expect(variants).toHaveLength(3);
    variants.forEach((variant, index) => {
      const number = index + 1;
      const large = within(variant).getByRole('img', { name: `Variant ${number}: “Balcony tomatoes” at 320×180` });
      expect(large).toHaveAttribute('width', '320');
      expect(large).toHaveAttribute('height', '180');
      const small = within(variant).getByRole('img', { name: `Variant ${number} at 168×94` });
      expect(small).toHaveStyle({ width: '168px', height: '94px' });
      expect(small).toHaveAttribute('src', large.getAttribute('src'));
      const download = within(variant).getByRole('link', { name: `Download variant ${number} (1280×720 JPEG)` });
      expect(download).toHaveAttribute('href', `/files/thumbnails/${server.state.project.thumbnails[index]!.id}.jpg`);
      expect(download.getAttribute('download')).toMatch(new RegExp(`^thumbnail-\\d+-${number}\\.jpg$`));
      expect(within(variant).getByRole('button', { name: `Use this thumbnail (variant ${number})` })).toBeInTheDocument();
    });
    expect(await screen.findByText('Thumbnails Ready', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Make Thumbnails' })).toBeEnabled();

    expect(JSON.parse(network.to(`POST ${thumbnailsUrl}`)[0]!.body!)).toEqual({
      text: 'Balcony tomatoes',
      imageId: images[1]!.id,
      palette: 'hot-red',
    });
  });

  it('chooses one thumbnail, marks it Chosen and says so; earlier batches are kept under Earlier thumbnails', async () => {
    const earlier = batch(1);
    earlier[0] = { ...earlier[0]!, chosen: true };
    const server = thumbnailServer(makeProject({ thumbnails: [...batch(2), ...earlier] }));
    const network = renderSignedInTab(<ThumbnailPanel />, { route, handlers: server.handlers });

    const panel = await screen.findByRole('region', { name: 'Thumbnails' }, { timeout: 5000 });
    const newest = within(panel).getByRole('list', { name: 'Newest thumbnails' });
    const summary = within(panel).getByText('Earlier thumbnails (3)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    const second = within(newest).getAllByRole('listitem')[1]!;
    expect(within(second).queryByText('Chosen')).not.toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Use this thumbnail (variant 2)' }));
    expect(await within(second).findByText('Chosen', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(second).toHaveAttribute('data-chosen', 'true');
    expect(within(second).getByRole('button', { name: 'In use: the chosen thumbnail (variant 2)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('Variant 2 is now the chosen thumbnail.');
    expect(network.to(`POST ${thumbnailsUrl}/${server.state.project.thumbnails[1]!.id}/choose`)).toHaveLength(1);
    // Only one is chosen: the earlier choice is no longer marked.
    expect(within(panel).getAllByText('Chosen')).toHaveLength(1);

    await userEvent.click(summary);
    const older = within(panel).getByRole('list', { name: /^Made / });
    expect(within(older).getAllByRole('listitem')).toHaveLength(3);
    expect(within(older).getByRole('button', { name: 'Use this thumbnail (variant 1)' })).toBeInTheDocument();
  });

  it('makes them over a drawn background with the edited text, and shows the server’s word when it fails', async () => {
    const images = [makeGalleryImage(1)];
    const network = renderSignedInTab(<ThumbnailPanel />, {
      route,
      handlers: {
        [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject({ images })),
        [`POST ${thumbnailsUrl}`]: () => failure(402, 'Thumbnails are not included in your plan.'),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Thumbnails' }, { timeout: 5000 });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Drawn background' }));
    await userEvent.selectOptions(within(panel).getByLabelText('Layout'), 'Bottom band');
    const text = within(panel).getByLabelText('Thumbnail Text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Tomatoes in 30 days');
    await userEvent.click(within(panel).getByRole('button', { name: 'Make Thumbnails' }));
    expect(await screen.findByText('Thumbnails Failed', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Thumbnails are not included in your plan.')).toBeInTheDocument();
    expect(JSON.parse(network.to(`POST ${thumbnailsUrl}`)[0]!.body!)).toEqual({
      text: 'Tomatoes in 30 days',
      imageId: null,
      layout: 'bottom',
    });
  });

  it('asks for the text before making any', async () => {
    const network = renderSignedInTab(<ThumbnailPanel />, {
      route,
      handlers: { [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject()) },
    });
    const text = await screen.findByLabelText('Thumbnail Text', undefined, { timeout: 5000 });
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Make Thumbnails' }));
    expect(await screen.findByText('Text Required')).toBeInTheDocument();
    expect(network.to(`POST ${thumbnailsUrl}`)).toHaveLength(0);
  });
});
