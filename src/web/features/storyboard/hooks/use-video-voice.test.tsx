import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/mock-api';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { useVideoVoice } from './use-video-voice';

const SAVED_ON = '00000000-0000-4000-8000-000000000001';
const NEWEST = '00000000-0000-4000-8000-000000000002';
const storyboardUrl = `/api/projects/${PROJECT_ID}/storyboard`;

function Voice({ voiceovers }: { voiceovers: { id: string }[] }) {
  const { chosen, voice, choose } = useVideoVoice(PROJECT_ID, voiceovers);
  return (
    <>
      <output data-testid="voice">{voice ?? 'unknown'}</output>
      <output data-testid="chosen">{chosen ?? 'none'}</output>
      <button type="button" onClick={() => choose(NEWEST)}>
        Choose the newest
      </button>
    </>
  );
}

describe('useVideoVoice', () => {
  it('names no voice while the storyboard cannot be read; a voice chosen wins and is kept in the tab', async () => {
    let answer: () => Response = () => json({ message: 'Down for a moment' }, 503);
    const network = renderSignedInTab(<Voice voiceovers={[{ id: NEWEST }, { id: SAVED_ON }]} />, {
      handlers: { [`GET ${storyboardUrl}`]: () => answer() },
    });
    // Not read (yet): no voice is claimed, so a render names none and the server decides.
    await waitFor(() => expect(network.to(`GET ${storyboardUrl}`).length).toBeGreaterThan(0));
    expect(screen.getByTestId('voice')).toHaveTextContent('unknown');

    answer = () =>
      json({ voiceoverId: SAVED_ON, transition: { kind: 'cut', seconds: 0.5 }, scenes: [], saved: true, durationSeconds: 8, words: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Choose the newest' }));
    expect(screen.getByTestId('voice')).toHaveTextContent(NEWEST);
    expect(screen.getByTestId('chosen')).toHaveTextContent(NEWEST);
    expect(JSON.parse(sessionStorage.getItem(`videoVoice:${PROJECT_ID}`)!)).toBe(NEWEST);
  });

  it('is the storyboard’s voice when none is chosen, and forgets a chosen voice the project no longer has', async () => {
    sessionStorage.setItem(`videoVoice:${PROJECT_ID}`, JSON.stringify('00000000-0000-4000-8000-000000000009'));
    renderSignedInTab(<Voice voiceovers={[{ id: NEWEST }, { id: SAVED_ON }]} />, {
      handlers: {
        [`GET ${storyboardUrl}`]: () =>
          json({
            voiceoverId: SAVED_ON,
            transition: { kind: 'cut', seconds: 0.5 },
            scenes: [],
            saved: true,
            durationSeconds: 8,
            words: [],
          }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('voice')).toHaveTextContent(SAVED_ON));
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });
});
