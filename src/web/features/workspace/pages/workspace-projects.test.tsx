import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@shared/realtime';
import { storyIdeasReply } from '@/test/chat-replies';
import { FakeWebSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { PROJECT_ID, projectServer } from '@/test/project-fixtures';
import { renderWithProviders } from '@/test/render';
import { WorkspacePage } from './workspace-page';

const conversation: Conversation = {
  id: '3f1d7c52-4a0b-4f7e-9a7e-2f1f3c9d8e10',
  title: 'Balcony tomato ideas',
  category: 'story-ideas',
  niche: '',
  audience: '',
  budget: '',
  language: 'en',
  updatedAt: new Date().toISOString(),
};

describe('WorkspacePage: a chat idea becomes a project', () => {
  it('starts the project from the picked idea and opens Script Writing with its topic, ready to generate', async () => {
    installFakeWebSocket();
    const user = makeUser();
    storeSignedIn(user);
    const server = projectServer();
    const network = mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/voice/profiles': () => json([]), ...server.handlers });
    renderWithProviders(<WorkspacePage />, { route: '/app?tab=chat' });

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest;
    act(() => {
      socket.open();
      socket.receive({ type: 'connection_established', userId: 'user-1', serverTime: new Date().toISOString() });
      socket.receive({ type: 'conversations_list', conversations: [conversation] });
      socket.receive({
        type: 'conversation_history',
        conversation,
        messages: [
          {
            id: 'a1',
            role: 'assistant',
            content: storyIdeasReply,
            timestamp: new Date().toISOString(),
            isVoice: false,
            voiceUrl: null,
            partial: false,
            engine: 'offline-writer',
          },
        ],
      });
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Use in project: pick one of 3 ideas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a project: 1. The Balcony Tomato Gardening Truce' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Script Writing' })).toHaveAttribute('aria-selected', 'true'));
    const topic = await screen.findByLabelText('Video Topic or Keywords');
    expect(topic).toHaveValue(
      'The Balcony Tomato Gardening Truce: A rookie reporter is forced to team up with their loudest online critic to settle the argument about balcony tomato gardening once and for all, and it slowly becomes about the people they had stopped calling.',
    );
    expect(screen.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
    // The header names the open project.
    expect(await screen.findByRole('button', { name: 'My Projects: The Balcony Tomato Gardening Truce' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('project')).toBe(PROJECT_ID);
    expect(network.to('POST /api/projects')).toHaveLength(1);
  });
});
