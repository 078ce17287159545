import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AiStatusResponse } from '@shared/contracts/ai';
import { aiStatus, makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AiEnginesButton } from './ai-engines-button';

/** Scripts on Ollama, video by the system's FFmpeg, everything else built in. */
function status(): AiStatusResponse {
  const builtIn = aiStatus();
  return {
    capabilities: {
      ...builtIn.capabilities,
      seo: { engine: 'offline-analyzer', model: null, offline: true },
      scripts: { engine: 'ollama', model: 'llama3.2', offline: false },
      video: { engine: 'ffmpeg', model: '7.1 (system)', offline: true },
    },
  };
}

async function openPanel(user = makeUser()) {
  storeSignedIn(user);
  const api = mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/ai/status': () => json(status()) });
  renderWithProviders(<AiEnginesButton />, { route: '/app' });
  expect(api.to('GET /api/ai/status')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'AI engines' }));
  return screen.findByRole('dialog', { name: 'AI engines' });
}

/** Each tool and what serves it, as the panel lists them. */
async function rows(dialog: HTMLElement) {
  const list = await within(dialog).findByTestId('ai-engines-list');
  return [...list.children].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
}

describe('the AI engines panel', () => {
  it('lists what serves each tool, and sends an administrator to set them up', async () => {
    const dialog = await openPanel(makeUser({ isAdmin: true }));
    expect(await rows(dialog)).toEqual([
      ['Scripts', 'Ollamallama3.2'],
      ['SEO copy', 'SEO analyzer (built in)'],
      ['Chat', 'Offline writer (built in)'],
      ['Images', 'Offline title cards (built in)'],
      ['Speech', 'eSpeak NG (built in)'],
      ['Voice cloning', 'Offline voice match (built in)'],
      ['Speech input', "The browser's speech recognition"],
      ['Video', 'FFmpeg7.1 (system)'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Set up AI engines' })).toHaveAttribute('href', '/admin?section=ai-engines');
    expect(within(dialog).queryByText('Ask your administrator to connect AI engines.')).not.toBeInTheDocument();
  });

  it('tells everyone else to ask their administrator', async () => {
    const dialog = await openPanel(makeUser({ isAdmin: false }));
    await rows(dialog);
    expect(within(dialog).getByText('Ask your administrator to connect AI engines.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Set up AI engines' })).not.toBeInTheDocument();
  });
});
