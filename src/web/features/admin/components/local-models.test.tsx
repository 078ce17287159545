import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { modelMessages, type ModelDownload, type ModelsResponse } from '@shared/contracts/models';
import { failure } from '@/test/fixtures';
import { json } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAdmin } from '../lib/test-fixtures';
import { LocalModelsSection } from './local-models';

const URL_OF_MODEL = 'https://huggingface.co/org/repo/resolve/main/tiny.Q4_K_M.gguf';

function makeDownload(overrides: Partial<ModelDownload> = {}): ModelDownload {
  return {
    id: '5f0c1a2b-0000-4000-8000-000000000001',
    url: URL_OF_MODEL,
    fileName: 'tiny.Q4_K_M.gguf',
    sha256: null,
    status: 'running',
    bytesDone: 750_000_000,
    bytesTotal: 1_500_000_000,
    error: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

const models = (overrides: Partial<ModelsResponse> = {}): ModelsResponse => ({
  runtimeInstalled: true,
  runtime: { status: 'installed', message: null },
  models: [{ fileName: 'llama-3.2-1b.Q4_K_M.gguf', bytes: 807_694_464, modifiedAt: new Date().toISOString() }],
  downloads: [],
  ...overrides,
});

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('[data-slot="toast"]')).toHaveTextContent(message);
}

describe('Local models', () => {
  it('shows a running download’s progress, and follows it by polling until it is done', async () => {
    let calls = 0;
    const api = signInAdmin({
      'GET /api/admin/models': () =>
        json(models({ downloads: [++calls <= 1 ? makeDownload() : makeDownload({ status: 'done', bytesDone: 1_500_000_000 })] })),
    });
    renderWithProviders(<LocalModelsSection />);
    const bar = await screen.findByRole('progressbar', { name: 'Download of tiny.Q4_K_M.gguf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('model-download-row')).toHaveTextContent('50% (750.0 MB of 1.5 GB)');
    // The list is asked for again while the download runs, and shows it done.
    await waitFor(() => expect(screen.getByTestId('model-download-row')).toHaveTextContent('Done'), { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.to('GET /api/admin/models').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(modelMessages.runtimeMissing)).not.toBeInTheDocument();
  });

  it('cancels a running download', async () => {
    const download = makeDownload();
    let canceled = false;
    const api = signInAdmin({
      'GET /api/admin/models': () => json(models({ downloads: [canceled ? { ...download, status: 'canceled' } : download] })),
      [`POST /api/admin/models/downloads/${download.id}/cancel`]: () => {
        canceled = true;
        return json({ download: { ...download, status: 'canceled' } });
      },
    });
    renderWithProviders(<LocalModelsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the download of tiny.Q4_K_M.gguf' }));
    await expectToast('Download Canceled', 'tiny.Q4_K_M.gguf will not be downloaded.');
    await waitFor(() => expect(screen.getByTestId('model-download-row')).toHaveTextContent('Canceled'));
    expect(api.to(`POST /api/admin/models/downloads/${download.id}/cancel`)).toHaveLength(1);
  });

  it('starts a download with the address and checksum, and refuses what is not a .gguf address before asking', async () => {
    const api = signInAdmin({
      'GET /api/admin/models': () => json(models({ models: [] })),
      'POST /api/admin/models': () => json({ download: makeDownload({ status: 'queued', bytesDone: 0, bytesTotal: null }) }, 202),
    });
    renderWithProviders(<LocalModelsSection />);
    expect(await screen.findByText('No models downloaded yet.')).toBeInTheDocument();
    const address = screen.getByLabelText('Model address (URL of a .gguf file)');
    const download = screen.getByRole('button', { name: 'Download' });

    await userEvent.type(address, 'https://example.com/model.bin');
    expect(screen.getByText(modelMessages.notGgufUrl)).toBeInTheDocument();
    expect(download).toBeDisabled();

    await userEvent.clear(address);
    await userEvent.type(address, URL_OF_MODEL);
    await userEvent.type(screen.getByLabelText('SHA-256 checksum (optional)'), 'abc');
    expect(screen.getByText('A SHA-256 checksum is 64 hexadecimal characters.')).toBeInTheDocument();
    expect(download).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('SHA-256 checksum (optional)'));
    await userEvent.type(screen.getByLabelText('SHA-256 checksum (optional)'), 'A'.repeat(64));

    await userEvent.click(download);
    await expectToast('Download Started', 'tiny.Q4_K_M.gguf is being downloaded.');
    expect(JSON.parse(api.to('POST /api/admin/models')[0]?.body ?? 'null')).toEqual({ url: URL_OF_MODEL, sha256: 'A'.repeat(64) });
    expect(address).toHaveValue('');
  });

  it('shows the server’s refusal of a download', async () => {
    signInAdmin({
      'GET /api/admin/models': () => json(models()),
      'POST /api/admin/models': () => failure(409, modelMessages.exists, 'MODEL_EXISTS'),
    });
    renderWithProviders(<LocalModelsSection />);
    await userEvent.type(await screen.findByLabelText('Model address (URL of a .gguf file)'), URL_OF_MODEL);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expectToast('Could Not Start the Download', modelMessages.exists);
  });

  it('lists downloaded models with their size, and deletes one after asking', async () => {
    let deleted = false;
    const api = signInAdmin({
      'GET /api/admin/models': () => json(models(deleted ? { models: [] } : {})),
      'DELETE /api/admin/models/llama-3.2-1b.Q4_K_M.gguf': () => {
        deleted = true;
        return json({ message: modelMessages.modelDeleted });
      },
    });
    renderWithProviders(<LocalModelsSection />);
    const row = await screen.findByTestId('local-model-row');
    expect(row).toHaveTextContent('llama-3.2-1b.Q4_K_M.gguf');
    expect(row).toHaveTextContent('807.7 MB');

    await userEvent.click(within(row).getByRole('button', { name: 'Delete llama-3.2-1b.Q4_K_M.gguf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete llama-3.2-1b.Q4_K_M.gguf?' });
    expect(api.to('DELETE /api/admin/models/llama-3.2-1b.Q4_K_M.gguf')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Model Deleted', modelMessages.modelDeleted);
    expect(await screen.findByText('No models downloaded yet.')).toBeInTheDocument();
    expect(api.to('DELETE /api/admin/models/llama-3.2-1b.Q4_K_M.gguf')).toHaveLength(1);
  });

  it('says how to install node-llama-cpp when it is missing, installs it on request and shows the install under way', async () => {
    let runtime: ModelsResponse['runtime'] = { status: 'missing', message: null };
    const api = signInAdmin({
      'GET /api/admin/models': () => json(models({ runtimeInstalled: false, runtime })),
      'POST /api/admin/models/runtime': () => {
        runtime = { status: 'installing', message: null };
        return json({ runtime }, 202);
      },
    });
    renderWithProviders(<LocalModelsSection />);
    expect(await screen.findByText(modelMessages.runtimeMissing)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install the runtime on this server' }));
    expect(await screen.findByText(/Installing the local model runtime \(node-llama-cpp, about 725 MB\)/)).toBeInTheDocument();
    expect(api.to('POST /api/admin/models/runtime')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Install the runtime on this server' })).not.toBeInTheDocument();
  });

  it('says why an install failed, and offers to try again', async () => {
    signInAdmin({
      'GET /api/admin/models': () =>
        json(
          models({
            runtimeInstalled: false,
            runtime: { status: 'failed', message: 'npm install node-llama-cpp@3 failed (exit 1): ENOTFOUND' },
          }),
        ),
    });
    renderWithProviders(<LocalModelsSection />);
    expect(
      await screen.findByText('Installing the local model runtime failed: npm install node-llama-cpp@3 failed (exit 1): ENOTFOUND'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the install again' })).toBeInTheDocument();
  });
});
