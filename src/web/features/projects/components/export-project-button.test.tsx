import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/capture-downloads';
import { failure } from '@/test/fixtures';
import { makeProject, PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ExportProjectButton } from './export-project-button';

const EXPORT_NEEDS_SCRIPT = 'Export needs a script: write or generate one first.';

const exportUrl = `/api/projects/${PROJECT_ID}/export`;
const zip = () =>
  new Response('PK\u0003\u0004 package', {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="balcony-tomatoes.zip"' },
  });

describe('ExportProjectButton', () => {
  it('fetches the publish package with the session, busy meanwhile, and saves it under the server’s name', async () => {
    const saved = captureDownloads();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const network = renderSignedInTab(<ExportProjectButton project={makeProject({ hasScript: true })} />, {
      handlers: {
        [`GET ${exportUrl}`]: async () => {
          await hold;
          return zip();
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const busy = await screen.findByRole('button', { name: 'Exporting...' }, { timeout: 5000 });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    release();

    await waitFor(() => expect(saved.downloads).toEqual(['balcony-tomatoes.zip']), { timeout: 5000 });
    expect(saved.blobs[0]!.type).toBe('application/zip');
    expect(await saved.blobs[0]!.text()).toContain('package');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const [request] = network.to(`GET ${exportUrl}`);
    expect(network.to(`GET ${exportUrl}`)).toHaveLength(1);
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(await screen.findByText('balcony-tomatoes.zip is being downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('stays unavailable until the project has a script, and says why', async () => {
    const saved = captureDownloads();
    const network = renderSignedInTab(<ExportProjectButton project={makeProject({ hasScript: false })} />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(EXPORT_NEEDS_SCRIPT);
    expect(button).toHaveAttribute('title', EXPORT_NEEDS_SCRIPT);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Nothing to Export Yet')).toBeInTheDocument();
    expect(network.to(`GET ${exportUrl}`)).toHaveLength(0);
    expect(saved.downloads).toEqual([]);
  });

  it('shows the server’s word when the export fails', async () => {
    const saved = captureDownloads();
    renderSignedInTab(<ExportProjectButton project={makeProject({ hasScript: true })} />, {
      handlers: { [`GET ${exportUrl}`]: () => failure(404, 'Project not found', 'NOT_FOUND') },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Failed', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    expect(saved.downloads).toEqual([]);
  });
});
