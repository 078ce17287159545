import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@shared/contracts/images';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeGalleryImage, makeProject, PROJECT_ID, projectServer } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { GalleryTab } from './gallery-tab';

const seedling = makeGalleryImage(1, { prompt: 'A tomato seedling in a clay pot' });
const harvest = makeGalleryImage(2, {
  prompt: 'Ripe cherry tomatoes spilling over a balcony rail at golden hour, shallow depth of field, a city skyline soft in the background',
});

const galleryOf = (images: GalleryImage[]) => () =>
  json({ images, pagination: { page: 1, total: images.length, totalPages: 1 }, library: { total: images.length, latestAt: null } });

function renderGallery(route: string, handlers: ApiHandlers) {
  return renderSignedInTab(<GalleryTab />, { route, handlers: { 'GET /api/images/gallery': galleryOf([seedling, harvest]), ...handlers } });
}

const cardOf = (image: GalleryImage) =>
  within(screen.getAllByTestId('gallery-card').find((card) => within(card).queryByRole('img', { name: image.prompt }))!);

describe('Gallery: Use in project', () => {
  it('with a project open, uses the image in it, and shows the images it already uses', async () => {
    const server = projectServer(makeProject({ images: [seedling] }), { gallery: [seedling, harvest] });
    const network = renderGallery(`/app?tab=gallery&project=${PROJECT_ID}`, server.handlers);
    await screen.findAllByTestId('gallery-card');

    await waitFor(() => expect(cardOf(seedling).getByText('Already in this project')).toBeInTheDocument());
    expect(cardOf(seedling).queryByRole('button', { name: /^Use in project/ })).not.toBeInTheDocument();

    const use = cardOf(harvest).getByRole('button', { name: `Use in project: ${harvest.prompt}` });
    expect(use).toHaveAttribute('title', 'Add this image to “Balcony tomatoes”');
    use.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(network.to(`POST /api/projects/${PROJECT_ID}/images`)).toHaveLength(1));
    expect(JSON.parse(network.to(`POST /api/projects/${PROJECT_ID}/images`)[0]!.body!)).toEqual({ imageId: harvest.id });
    expect(await screen.findByText('Added to project')).toBeInTheDocument();
    expect(screen.getByText('“Balcony tomatoes” now uses this image.')).toBeInTheDocument();
    await waitFor(() => expect(cardOf(harvest).getByText('Already in this project')).toBeInTheDocument());
    expect(network.to('POST /api/projects')).toHaveLength(0);
    expect(server.state.project!.images.map((image) => image.id)).toEqual([seedling.id, harvest.id]);
  });

  it('with no project open, starts one named after the prompt with the image, and opens it on the gallery', async () => {
    const server = projectServer(null, { gallery: [seedling, harvest] });
    const network = renderGallery('/app?tab=gallery', server.handlers);
    await screen.findAllByTestId('gallery-card');

    const use = cardOf(harvest).getByRole('button', { name: `Use in project: ${harvest.prompt}` });
    expect(use).toHaveAttribute('title', 'Start a new project with this image');
    await userEvent.click(use);

    await waitFor(() => expect(network.to(`POST /api/projects/${PROJECT_ID}/images`)).toHaveLength(1));
    // Titled from the prompt, cut at a word within 80 characters.
    expect(JSON.parse(network.to('POST /api/projects')[0]!.body!)).toEqual({
      title: 'Ripe cherry tomatoes spilling over a balcony rail at golden hour, shallow depth…',
    });
    expect(JSON.parse(network.to(`POST /api/projects/${PROJECT_ID}/images`)[0]!.body!)).toEqual({ imageId: harvest.id });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('project')).toBe(PROJECT_ID));
    expect(new URLSearchParams(window.location.search).get('tab')).toBe('gallery');
    expect(localStorage.getItem('lastProjectId')).toBe(PROJECT_ID);
    expect(await screen.findByText('Added to project')).toBeInTheDocument();
    expect(screen.getByText(/^Started “Ripe cherry tomatoes spilling over .*” with this image\.$/)).toBeInTheDocument();
    await waitFor(() => expect(cardOf(harvest).getByText('Already in this project')).toBeInTheDocument());
    expect(cardOf(seedling).getByRole('button', { name: `Use in project: ${seedling.prompt}` })).toBeInTheDocument();
  });

  it('offers Use in project in the image’s details, and says why it could not add it', async () => {
    const server = projectServer(makeProject(), { gallery: [seedling, harvest] });
    const network = renderGallery(`/app?project=${PROJECT_ID}`, {
      ...server.handlers,
      [`POST /api/projects/${PROJECT_ID}/images`]: () =>
        json({ message: 'A project uses up to 50 images. Remove one from the project to add another.', code: 'IMAGE_LIMIT_REACHED' }, 409),
    });
    await screen.findAllByTestId('gallery-card');
    await userEvent.click(cardOf(seedling).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Use in project' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use in project' }));

    expect(await screen.findByText('Could not add the image')).toBeInTheDocument();
    expect(screen.getByText('A project uses up to 50 images. Remove one from the project to add another.')).toBeInTheDocument();
    expect(network.to(`POST /api/projects/${PROJECT_ID}/images`)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Use in project' })).toBeEnabled();
  });
});
