import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aiCapabilities, builtInProvider, type AiCapability } from '@shared/catalog/ai-engines';
import type { AiEngineView, TestAiEngineResponse } from '@shared/contracts/ai-engines';
import type { ModelsResponse } from '@shared/contracts/models';
import { failure } from '@/test/fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAdmin } from '../lib/test-fixtures';
import { AiEnginesSection } from './ai-engines-section';

const builtInEngines: Record<AiCapability, string> = {
  scripts: 'offline-writer',
  seo: 'offline-analyzer',
  chat: 'offline-writer',
  images: 'offline-preview',
  speech: 'espeak',
  voiceCloning: 'offline-voice-match',
  speechInput: 'browser',
};

/** A capability on its built-in engine, unless `overrides` says otherwise. */
function view(capability: AiCapability, overrides: Partial<AiEngineView> = {}): AiEngineView {
  return {
    capability,
    provider: builtInProvider(capability),
    baseUrl: null,
    model: null,
    hasKey: false,
    source: 'default',
    variables: [],
    problem: null,
    active: { engine: builtInEngines[capability], model: null },
    lastFailure: null,
    ...overrides,
  };
}

/** Scripts on an OpenAI-compatible server saved in the console, with a key. */
const savedScripts = view('scripts', {
  provider: 'openai-compatible',
  baseUrl: 'http://127.0.0.1:8000/v1',
  model: 'studio-writer',
  hasKey: true,
  source: 'console',
  active: { engine: 'openai-compatible', model: 'studio-writer' },
});

function engines(...changed: AiEngineView[]): { engines: AiEngineView[] } {
  return { engines: aiCapabilities.map((capability) => changed.find((one) => one.capability === capability) ?? view(capability)) };
}

const noModels: ModelsResponse = { runtimeInstalled: true, runtime: { status: 'installed', message: null }, models: [], downloads: [] };

function renderSection(handlers: ApiHandlers) {
  const api = signInAdmin({ 'GET /api/admin/models': () => json(noModels), ...handlers });
  renderWithProviders(<AiEnginesSection />, { route: '/admin?section=ai-engines' });
  return api;
}

const card = async (capability: AiCapability) => screen.findByTestId(`ai-engine-${capability}`);
const bodyOf = (request: { body: string | undefined } | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

describe('AI engines section', () => {
  it('shows a capability the environment sets read-only, with the variables that set it', async () => {
    renderSection({
      'GET /api/admin/ai-engines': () =>
        json(
          engines(
            view('scripts', {
              provider: 'ollama',
              baseUrl: 'http://ollama:11434',
              model: 'llama3.2',
              source: 'environment',
              variables: ['TEXT_PROVIDER', 'OLLAMA_BASE_URL'],
              active: { engine: 'ollama', model: 'llama3.2' },
            }),
          ),
        ),
    });
    const scripts = await card('scripts');
    expect(within(scripts).getByText('Set by environment')).toBeInTheDocument();
    expect(scripts).toHaveTextContent("Set by TEXT_PROVIDER, OLLAMA_BASE_URL — change it in the server's environment.");
    expect(within(scripts).getByTestId('ai-engine-active')).toHaveTextContent('Now: Ollama · llama3.2');
    expect(scripts).toHaveTextContent('http://ollama:11434');
    // Nothing to change here: no form, no Save; a Test of what runs.
    expect(within(scripts).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(scripts).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(scripts).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(scripts).getByRole('button', { name: 'Test' })).toBeInTheDocument();
    // The others are the built-in engines, with a form each.
    const images = await card('images');
    expect(within(images).getByText('Built in')).toBeInTheDocument();
    expect(within(images).getByTestId('ai-engine-active')).toHaveTextContent('Now: Offline title cards (built in)');
    expect(within(images).getByLabelText('Provider')).toHaveValue('offline');
  });

  it('saves only the capability changed, never sending the saved key back, and shows the engine now serving it', async () => {
    const saved = { ...savedScripts, model: 'bigger-writer', active: { engine: 'openai-compatible', model: 'bigger-writer' } };
    const api = renderSection({
      'GET /api/admin/ai-engines': () => json(engines(savedScripts)),
      'PUT /api/admin/ai-engines': () => json(engines(saved)),
    });
    const scripts = await card('scripts');
    expect(within(scripts).getByText('Saved here')).toBeInTheDocument();
    const key = within(scripts).getByLabelText('API key (optional)');
    // The key is never shown, only that one is saved.
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'A key is saved');
    expect(scripts).toHaveTextContent('A key is saved. Type a new one to replace it.');

    // Nothing changed yet: nothing to save.
    expect(within(scripts).getByRole('button', { name: 'Save' })).toBeDisabled();
    const model = within(scripts).getByLabelText('Model');
    await userEvent.clear(model);
    await userEvent.type(model, 'bigger-writer');
    await userEvent.click(within(scripts).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Scripts now runs on OpenAI-compatible server.')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/ai-engines')).toHaveLength(1);
    expect(bodyOf(api.to('PUT /api/admin/ai-engines')[0])).toEqual({
      engines: { scripts: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:8000/v1', model: 'bigger-writer' } },
    });
    await waitFor(() =>
      expect(within(scripts).getByTestId('ai-engine-active')).toHaveTextContent('Now: OpenAI-compatible server · bigger-writer'),
    );
  });

  it('removes the saved key with Remove key', async () => {
    const api = renderSection({
      'GET /api/admin/ai-engines': () => json(engines(savedScripts)),
      'PUT /api/admin/ai-engines': () => json(engines({ ...savedScripts, hasKey: false })),
    });
    const scripts = await card('scripts');
    await userEvent.click(within(scripts).getByRole('checkbox', { name: 'Remove key' }));
    expect(scripts).toHaveTextContent('The saved key is removed when you save.');
    expect(within(scripts).getByLabelText('API key (optional)')).toBeDisabled();
    await userEvent.click(within(scripts).getByRole('button', { name: 'Save' }));
    await screen.findByText('Scripts now runs on OpenAI-compatible server.');
    expect(bodyOf(api.to('PUT /api/admin/ai-engines')[0])).toEqual({
      engines: { scripts: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:8000/v1', model: 'studio-writer', apiKey: null } },
    });
    // Saved without a key: nothing left to remove.
    await waitFor(() => expect(within(scripts).queryByRole('checkbox', { name: 'Remove key' })).not.toBeInTheDocument());
  });

  it('tests the unsaved form, shows the latency and the answer, and offers the models the server lists', async () => {
    const answer: TestAiEngineResponse = {
      ok: true,
      latencyMs: 412,
      message: 'The model answered: "OK"',
      models: ['studio-writer', 'tiny-writer'],
    };
    const api = renderSection({
      'GET /api/admin/ai-engines': () => json(engines()),
      'POST /api/admin/ai-engines/scripts/test': () => json(answer),
    });
    const scripts = await card('scripts');
    // The built-in writer has no fields; an OpenAI-compatible server has its own.
    expect(within(scripts).queryByLabelText('Base URL')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(scripts).getByLabelText('Provider'), 'OpenAI-compatible server');
    const baseUrl = within(scripts).getByLabelText('Base URL');
    expect(baseUrl).toHaveAttribute('placeholder', 'http://127.0.0.1:8000/v1');
    await userEvent.type(baseUrl, 'http://127.0.0.1:9000/v1');
    await userEvent.type(within(scripts).getByLabelText('API key (optional)'), 'sk-typed');
    await userEvent.click(within(scripts).getByRole('button', { name: 'Test' }));

    expect(await within(scripts).findByText('Connected in 412 ms — The model answered: "OK"')).toBeInTheDocument();
    expect(bodyOf(api.to('POST /api/admin/ai-engines/scripts/test')[0])).toEqual({
      setting: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9000/v1', model: null, apiKey: 'sk-typed' },
    });
    expect(within(scripts).getByTestId('ai-engine-models')).toHaveTextContent('The server offers 2 models: studio-writer, tiny-writer.');
    const model = within(scripts).getByLabelText('Model');
    const list = document.getElementById(model.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['studio-writer', 'tiny-writer']);
    // Nothing was saved.
    expect(api.to('PUT /api/admin/ai-engines')).toHaveLength(0);
  });

  it('shows how far a local model has loaded while its Test waits, then the answer', async () => {
    const encoder = new TextEncoder();
    let finish: () => void = () => undefined;
    const api = renderSection({
      'GET /api/admin/ai-engines': () => json(engines()),
      'GET /api/admin/models': () =>
        json({ ...noModels, models: [{ fileName: 'qwen.gguf', bytes: 4e9, modifiedAt: '2026-01-01T00:00:00Z' }] }),
      'POST /api/admin/ai-engines/chat/test': () =>
        new Response(
          new ReadableStream({
            start(controller) {
              // Two lines in one piece, the second cut in two: lines are read whole, however they arrive.
              const lines =
                '{"progress":{"stage":"loading-model","fraction":0.1}}\n{"progress":{"stage":"loading-model","fraction":0.42}}\n';
              controller.enqueue(encoder.encode(lines.slice(0, 80)));
              controller.enqueue(encoder.encode(lines.slice(80)));
              finish = () => {
                const result: TestAiEngineResponse = {
                  ok: true,
                  latencyMs: 61_250,
                  message: 'The model answered: "OK"',
                  models: ['qwen.gguf'],
                };
                controller.enqueue(encoder.encode(`${JSON.stringify({ result })}\n`));
                controller.close();
              };
            },
          }),
          { headers: { 'Content-Type': 'application/x-ndjson' } },
        ),
    });
    const chat = await card('chat');
    await userEvent.selectOptions(within(chat).getByLabelText('Provider'), 'local');
    await userEvent.type(within(chat).getByLabelText('Model'), 'qwen.gguf');
    await userEvent.click(within(chat).getByRole('button', { name: 'Test' }));

    expect(await within(chat).findByText('Loading the model… 42 %')).toBeInTheDocument();
    expect(within(chat).getByRole('progressbar', { name: 'Loading the model' })).toHaveAttribute('value', '42');
    expect(within(chat).getByRole('button', { name: 'Testing…' })).toBeDisabled();
    expect(api.to('POST /api/admin/ai-engines/chat/test')[0]?.headers.get('accept')).toBe('application/x-ndjson');

    finish();
    expect(await within(chat).findByText('Connected in 61250 ms — The model answered: "OK"')).toBeInTheDocument();
    expect(within(chat).queryByTestId('ai-engine-test-progress')).not.toBeInTheDocument();
  });

  it("shows a failed test's error and the server's refusal of a setting", async () => {
    renderSection({
      'GET /api/admin/ai-engines': () => json(engines()),
      'POST /api/admin/ai-engines/chat/test': () =>
        json({ ok: false, latencyMs: 35, message: 'connect ECONNREFUSED 127.0.0.1:11434', models: [] }),
      'PUT /api/admin/ai-engines': () => failure(400, 'Chat on Ollama needs a base URL.', 'SETTING_MISSING'),
    });
    const chat = await card('chat');
    await userEvent.selectOptions(within(chat).getByLabelText('Provider'), 'ollama');
    await userEvent.click(within(chat).getByRole('button', { name: 'Test' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent('Failed after 35 ms — connect ECONNREFUSED 127.0.0.1:11434');

    await userEvent.click(within(chat).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(chat)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain('Chat on Ollama needs a base URL.'),
    );
    expect(within(chat).getByTestId('ai-engine-active')).toHaveTextContent('Now: Offline writer (built in)');
  });

  it('offers the downloaded model files for a local model, and says why a saved setting is not in use', async () => {
    renderSection({
      'GET /api/admin/ai-engines': () =>
        json(
          engines(
            view('seo', { source: 'console', provider: 'openai', hasKey: true, problem: 'The saved key cannot be read: enter it again.' }),
          ),
        ),
      'GET /api/admin/models': () =>
        json({ ...noModels, models: [{ fileName: 'qwen2.5-0.5b.Q4_K_M.gguf', bytes: 400_000_000, modifiedAt: new Date().toISOString() }] }),
    });
    const seo = await card('seo');
    expect(within(seo).getByRole('alert')).toHaveTextContent('Not in use: The saved key cannot be read: enter it again.');
    expect(within(seo).getByTestId('ai-engine-active')).toHaveTextContent('Now: SEO analyzer (built in)');

    const scripts = await card('scripts');
    await userEvent.selectOptions(within(scripts).getByLabelText('Provider'), 'local');
    const model = within(scripts).getByLabelText('Model');
    await waitFor(() =>
      expect(document.getElementById(model.getAttribute('list') ?? '')?.querySelector('option')).toHaveValue('qwen2.5-0.5b.Q4_K_M.gguf'),
    );
    // Local models are set up in the same section.
    expect(screen.getByRole('heading', { name: 'Local models' })).toBeInTheDocument();
  });
  it("shows each engine's last failure: the engine, why, the provider's status and when", async () => {
    renderSection({
      'GET /api/admin/ai-engines': () =>
        json(
          engines({
            ...savedScripts,
            lastFailure: { engine: 'openai-compatible', reason: 'key-refused', status: 401, at: '2026-03-01T12:00:00.000Z' },
          }),
        ),
    });
    const scripts = await card('scripts');
    const failure = within(scripts).getByTestId('ai-engine-last-failure');
    expect(failure).toHaveTextContent(/^Last failure: OpenAI-compatible server — the provider refused the API key \(HTTP 401\), .*2026/);
    expect(failure.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T12:00:00.000Z');
    // The others never failed: nothing is said.
    expect(within(await card('seo')).queryByTestId('ai-engine-last-failure')).not.toBeInTheDocument();
  });
});
