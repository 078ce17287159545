import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGalleryImage } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ImageDetailsDialog } from './image-details-dialog';

// Issue 23, item 7: the details dialog opens on a safe action, asks before deleting, and keeps its
// actions on screen (the image is the part that gives up room; the journey measures it at 1280×800).

const square = makeGalleryImage(1, { aspectRatio: '1:1' });

function renderDialog() {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const network = renderSignedInTab(<ImageDetailsDialog image={square} onClose={onClose} onDeleted={onDeleted} />, {
    handlers: { [`DELETE /api/images/${square.id}`]: () => new Response(null, { status: 204 }) },
  });
  return { ...network, onClose, onDeleted };
}

describe('ImageDetailsDialog', () => {
  it('opens with the focus on Download Image, not on Delete', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
    const download = within(dialog).getByRole('button', { name: 'Download Image' });
    await waitFor(() => expect(download).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveFocus();
  });

  it('asks before deleting: the focus goes to Cancel, and Escape or Cancel keep the image', async () => {
    const { to, onClose, onDeleted } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = within(dialog).getByRole('group', { name: 'Confirm delete' });
    expect(question).toHaveTextContent('Delete this image? This cannot be undone.');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Escape answers the question, it does not close the dialog.
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('group', { name: 'Confirm delete' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(to(`DELETE /api/images/${square.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Image' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(to(`DELETE /api/images/${square.id}`)).toHaveLength(1);
    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
  });

  it('lets the image shrink while the details and actions keep their size', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Image Details' });
    // A column that never grows past the screen; only the image may give up height.
    expect(dialog).toHaveClass('flex', 'flex-col', 'max-h-[92dvh]');
    expect(within(dialog).getByRole('img', { name: square.prompt })).toHaveClass('shrink', 'min-h-32', 'object-contain');
    const actions = within(dialog).getByRole('button', { name: 'Download Image' }).parentElement!;
    expect(actions).toHaveClass('shrink-0');
  });
});
