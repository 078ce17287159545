import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageStyleIds } from '@shared/catalog/images';
import type { GalleryImage, GenerateImagesResponse, UserPreferences } from '@shared/contracts/images';
import { json, type ApiHandlers } from '@/test/mock-api';
import { makeGalleryImage, makeProject, PROJECT_ID, projectServer } from '@/test/project-fixtures';
import { aiStatus } from '@/test/fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ImageGenerationTab } from './image-generation-tab';

const preferences: UserPreferences = {
  favoriteStyles: [],
  promptHistory: [],
  styleUsageCount: Object.fromEntries(imageStyleIds.map((style) => [style, 0])),
  defaultAspectRatio: '1:1',
  defaultQuality: 'standard',
  defaultLighting: 'natural',
  defaultComposition: 'standard',
  defaultColorPalette: 'natural',
};

/** The answer to a generation of `images` (already in the gallery). */
function generatedAs(images: GalleryImage[]): GenerateImagesResponse {
  return {
    imageUrls: images.map((image) => image.imageUrl),
    images: images.map((image) => ({
      id: image.id,
      url: image.imageUrl,
      thumbnailUrl: image.thumbnailUrl,
      enhancedPrompt: image.enhancedPrompt,
      engine: image.engine,
      width: 1024,
      height: 1024,
    })),
    enhancedPrompt: images[0]!.enhancedPrompt,
    engine: 'offline-preview',
  };
}

function renderTab(route: string, handlers: ApiHandlers) {
  return renderSignedInTab(<ImageGenerationTab />, {
    route,
    overlay: { title: 'Generating Images...', message: 'Creating your images' },
    handlers: {
      'GET /api/usage': () => json({ plan: 'trial', canGenerate: true }),
      'GET /api/user/preferences': () => json(preferences),
      'GET /api/prompts/suggestions': () => json([]),
      'GET /api/ai/status': () => json(aiStatus()),
      ...handlers,
    },
  });
}

describe('ImageGenerationTab inside a project', () => {
  const seedling = makeGalleryImage(1, { prompt: 'A tomato seedling in a clay pot' });
  const harvest = makeGalleryImage(2, { prompt: 'Ripe tomatoes on a balcony rail at sunset' });

  it('generates for the open project and shows the project’s images, the new one included', async () => {
    const server = projectServer(makeProject({ images: [seedling] }), { gallery: [seedling, harvest] });
    const network = renderTab(`/app?project=${PROJECT_ID}`, {
      ...server.handlers,
      'POST /api/images/generate': () => {
        // The server keeps what it drew in the gallery and uses it in the project.
        server.state.project = { ...server.state.project!, images: [...server.state.project!.images, harvest] };
        return json(generatedAs([harvest]));
      },
    });

    const strip = await screen.findByRole('region', { name: 'Project images' });
    expect(within(strip).getByText(/added to “Balcony tomatoes”/)).toBeInTheDocument();
    const list = within(strip).getByRole('list', { name: 'Images in Balcony tomatoes' });
    expect(within(list).getByRole('img', { name: seedling.prompt })).toHaveAttribute('src', seedling.thumbnailUrl);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Image Description'), harvest.prompt);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));

    await waitFor(() => expect(network.to('POST /api/images/generate')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/images/generate')[0]!.body!)).toMatchObject({ prompt: harvest.prompt, projectId: PROJECT_ID });
    expect(await screen.findByText('Your image is ready. Added to “Balcony tomatoes”.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The project was read again: the strip holds both, in the order they were added.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual([seedling.prompt, harvest.prompt]),
    );
    expect(network.to(`GET /api/projects/${PROJECT_ID}`).length).toBeGreaterThanOrEqual(2);
  });

  it('removes an image from the project, which keeps it in the gallery', async () => {
    const server = projectServer(makeProject({ images: [seedling, harvest] }), { gallery: [seedling, harvest] });
    const network = renderTab(`/app?project=${PROJECT_ID}`, server.handlers);
    const strip = await screen.findByRole('region', { name: 'Project images' });

    const remove = within(strip).getByRole('button', { name: `Remove from project: ${harvest.prompt} (image 2)` });
    expect(remove).toHaveTextContent('Remove');
    await userEvent.click(remove);

    await waitFor(() => expect(network.to(`DELETE /api/projects/${PROJECT_ID}/images/${harvest.id}`)).toHaveLength(1));
    expect(await screen.findByText('Removed from project')).toBeInTheDocument();
    expect(screen.getByText('The image is still in your gallery.')).toBeInTheDocument();
    expect(within(strip).queryByRole('img', { name: harvest.prompt })).not.toBeInTheDocument();
    expect(within(strip).getByRole('img', { name: seedling.prompt })).toBeInTheDocument();
    expect(network.to('DELETE /api/images/' + harvest.id)).toHaveLength(0);
  });

  it('says so when the project has no images yet', async () => {
    const server = projectServer(makeProject());
    renderTab(`/app?project=${PROJECT_ID}`, server.handlers);
    const strip = await screen.findByRole('region', { name: 'Project images' });
    expect(within(strip).getByText('No images in this project yet.')).toBeInTheDocument();
  });

  it('with no project open, generates as before: no projectId, no strip', async () => {
    const network = renderTab('/app', { 'POST /api/images/generate': () => json(generatedAs([harvest])) });
    await userEvent.type(screen.getByLabelText('Image Description'), harvest.prompt);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    expect(await screen.findByText('Your image is ready.')).toBeInTheDocument();
    expect(JSON.parse(network.to('POST /api/images/generate')[0]!.body!)).not.toHaveProperty('projectId');
    expect(screen.queryByRole('region', { name: 'Project images' })).not.toBeInTheDocument();
    expect(network.requests.some((request) => request.path.startsWith('/api/projects'))).toBe(false);
  });
});
