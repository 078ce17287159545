import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEDIA_RESUMABLE_MAX_BYTES, mediaProblems, type MediaItem, type ProjectMediaResponse } from '@shared/contracts/media';
import { makeMediaItem } from '@/test/media-fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { MEDIA_DRAG_TYPE } from '../lib/media-drag';
import { MediaPanel } from './media-panel';

const mediaUrl = `/api/projects/${PROJECT_ID}/media`;
const GB = 1024 ** 3;

/** The media routes as the server answers them: an upload is read from its form and joins the list at the top. */
function mediaServer(initial: MediaItem[] = [], answer?: (file: File) => Response | undefined) {
  const state: ProjectMediaResponse = { media: [...initial], storage: { usedBytes: 5_000_000, quotaBytes: 10 * GB } };
  let uploaded = 0;
  const handlers: ApiHandlers = {
    [`GET ${mediaUrl}`]: () => json(state),
    [`POST ${mediaUrl}`]: (request) => {
      const file = request.form?.get('file');
      if (!(file instanceof File)) return json({ message: mediaProblems.missing, code: 'NO_FILE' }, 400);
      const refused = answer?.(file);
      if (refused) return refused;
      const kind = file.type.startsWith('video/') ? 'video' : 'image';
      const item = makeMediaItem(100 + ++uploaded, {
        name: file.name,
        kind,
        bytes: file.size,
        ...(kind === 'video' ? { durationSeconds: 12.5, width: 1280, height: 720 } : {}),
      });
      state.media = [item, ...state.media];
      state.storage.usedBytes += file.size;
      return json(item, 201);
    },
  };
  for (const item of initial) {
    handlers[`DELETE /api/media/${item.id}`] = () => {
      state.media = state.media.filter((known) => known.id !== item.id);
      return new Response(null, { status: 204 });
    };
  }
  return handlers;
}

const renderPanel = (handlers: ApiHandlers) => renderSignedInTab(<MediaPanel projectId={PROJECT_ID} />, { handlers });
const library = () => screen.findByRole('list', { name: 'Media in this project' });
const fileOf = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('MediaPanel', () => {
  it("lists the project's media with posters and facts, and how much storage is used", async () => {
    renderPanel(
      mediaServer([
        makeMediaItem(1),
        makeMediaItem(2, { kind: 'video', durationSeconds: 75, name: 'walk.mp4', bytes: 48_000_000 }),
        makeMediaItem(3, { source: 'picture', name: 'A loaf on a board', bytes: null, width: 1024, height: 1024 }),
      ]),
    );
    const items = within(await library()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['photo-1.jpg', 'walk.mp4', 'A loaf on a board']);
    expect(items[0]).toHaveTextContent('Photo · 1920×1080 · 2.3 MB');
    expect(items[1]).toHaveTextContent('Clip · 1920×1080 · 1:15 · 45.8 MB');
    // The project's pictures are the gallery's: shown to place on scenes, never deleted from here.
    expect(items[2]).toHaveTextContent('Photo · 1024×1024 · From the gallery');
    expect(within(items[2]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Delete photo-1.jpg' })).toBeVisible();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', makeMediaItem(1).posterUrl);
    expect(screen.getByTestId('media-storage')).toHaveTextContent('4.8 MB of 10 GB of media storage used');
  });

  it('lets a photo or clip be dragged out with its id (onto a storyboard scene), not a sound', async () => {
    renderPanel(
      mediaServer([makeMediaItem(1), makeMediaItem(2, { kind: 'audio', name: 'birds.mp3', posterUrl: null, width: null, height: null })]),
    );
    const list = within(await library());
    const photo = list.getByRole('listitem', { name: 'photo-1.jpg' });
    expect(photo).toHaveAttribute('draggable', 'true');
    expect(list.getByRole('listitem', { name: 'birds.mp3' })).toHaveAttribute('draggable', 'false');
    const carried = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => carried.set(type, value), effectAllowed: 'none' };
    fireEvent.dragStart(photo, { dataTransfer });
    expect(carried.get(MEDIA_DRAG_TYPE)).toBe(makeMediaItem(1).id);
  });

  it('says what to add when the project has no media yet', async () => {
    renderPanel(mediaServer());
    expect(await screen.findByText('No media yet: add the photos and clips this video should show.')).toBeVisible();
  });

  it('uploads several chosen files, showing each one’s progress, and lists them once the server took them', async () => {
    const network = renderPanel(mediaServer());
    await screen.findByText(/No media yet/);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose media files'), [fileOf('kitchen.jpg', 'image/jpeg'), fileOf('pour.mp4', 'video/mp4')]);

    const items = within(await library());
    await waitFor(() =>
      expect(
        items
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label'))
          .sort(),
      ).toEqual(['kitchen.jpg', 'pour.mp4']),
    );
    expect(
      network
        .to(`POST ${mediaUrl}`)
        .map((request) => (request.form?.get('file') as File).name)
        .sort(),
    ).toEqual(['kitchen.jpg', 'pour.mp4']);
    // Done uploads leave the uploads list.
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('takes files dropped on the panel', async () => {
    const network = renderPanel(mediaServer());
    await screen.findByText(/No media yet/);
    const region = screen.getByRole('region', { name: 'Media' });
    const dropped = fileOf('dropped.png', 'image/png');
    fireEvent.dragOver(region, { dataTransfer: { types: ['Files'], files: [dropped] } });
    fireEvent.drop(region, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(within(await library()).getByRole('listitem', { name: 'dropped.png' })).toBeVisible();
    expect(network.to(`POST ${mediaUrl}`)).toHaveLength(1);
  });

  it("shows the server's reason for a refused file, tries again on request, and dismisses", async () => {
    let refuse = true;
    renderPanel(mediaServer([], () => (refuse ? json({ message: mediaProblems.notMedia, code: 'MEDIA_NOT_MEDIA' }, 400) : undefined)));
    await screen.findByText(/No media yet/);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose media files'), fileOf('notes.jpg', 'image/jpeg'));
    const row = await screen.findByRole('listitem', { name: 'notes.jpg' });
    expect(await within(row).findByRole('alert')).toHaveTextContent(mediaProblems.notMedia);
    expect(within(row).getByRole('status')).toHaveTextContent('Upload failed');

    refuse = false;
    await user.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(within(await library()).getByRole('listitem', { name: 'notes.jpg' })).toBeVisible();
  });

  it('refuses an empty file and one over 2 GB before sending them, with no way to try again', async () => {
    const network = renderPanel(mediaServer());
    await screen.findByText(/No media yet/);
    const huge = fileOf('long.mov', 'video/quicktime');
    Object.defineProperty(huge, 'size', { value: MEDIA_RESUMABLE_MAX_BYTES + 1 });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose media files'), [fileOf('empty.jpg', 'image/jpeg', 0), huge]);
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(within(uploads.getByRole('listitem', { name: 'empty.jpg' })).getByRole('alert')).toHaveTextContent(mediaProblems.empty);
    expect(within(uploads.getByRole('listitem', { name: 'long.mov' })).getByRole('alert')).toHaveTextContent(mediaProblems.tooLarge);
    expect(uploads.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(uploads.getByRole('listitem', { name: 'empty.jpg' })).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('listitem', { name: 'empty.jpg' })).toBeNull();
    expect(network.to(`POST ${mediaUrl}`)).toHaveLength(0);
  });

  it('deletes an item after asking, keeping it when told to', async () => {
    const network = renderPanel(mediaServer([makeMediaItem(1), makeMediaItem(2)]));
    const user = userEvent.setup();
    const first = within(await library()).getByRole('listitem', { name: 'photo-1.jpg' });
    await user.click(within(first).getByRole('button', { name: 'Delete photo-1.jpg' }));
    await user.click(within(first).getByRole('button', { name: 'Keep it' }));
    expect(network.to(`DELETE /api/media/${makeMediaItem(1).id}`)).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Delete photo-1.jpg' }));
    await user.click(within(within(first).getByRole('group', { name: 'Delete photo-1.jpg' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'photo-1.jpg' })).toBeNull());
    expect(network.to(`DELETE /api/media/${makeMediaItem(1).id}`)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'photo-2.jpg' })).toBeVisible();
  });
});
