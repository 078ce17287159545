import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@shared/realtime';
import { expandedIdeaReply, scriptPromptsReply, storyIdeasReply } from '@/test/chat-replies';
import { FakeWebSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { json, type ApiHandlers } from '@/test/mock-api';
import { PROJECT_ID, projectServer } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { AdvancedChatTab } from './advanced-chat-tab';

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

const reply = (id: string, content: string): ChatMessage => ({
  id,
  role: 'assistant',
  content,
  timestamp: new Date().toISOString(),
  isVoice: false,
  voiceUrl: null,
  partial: false,
  engine: 'offline-writer',
});

/** The chat at /app?tab=chat with a conversation whose replies are `messages`. */
async function renderChatWith(messages: ChatMessage[], handlers: ApiHandlers = {}) {
  installFakeWebSocket();
  const server = projectServer();
  const network = renderSignedInTab(<AdvancedChatTab />, {
    route: '/app?tab=chat',
    handlers: { ...server.handlers, 'GET /api/voice/profiles': () => json([]), ...handlers },
  });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest;
  act(() => {
    socket.open();
    socket.receive({ type: 'connection_established', userId: 'user-1', serverTime: new Date().toISOString() });
    socket.receive({ type: 'conversations_list', conversations: [conversation] });
    socket.receive({ type: 'conversation_history', conversation, messages });
  });
  return { network, server };
}

const address = () => new URLSearchParams(window.location.search);

describe('Chat: Use in project', () => {
  it('lets the creator pick one of a reply’s ideas and starts a project with it, opened on Script Writing', async () => {
    const { network } = await renderChatWith([reply('a1', storyIdeasReply)]);
    const toggle = await screen.findByRole('button', { name: 'Use in project: pick one of 3 ideas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const picker = screen.getByRole('group', { name: 'Start a project from one idea' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '1.The Balcony Tomato Gardening Truce',
      '2.Balcony Tomato Gardening: One Night Only',
      "3.Nobody's Balcony Tomato Gardening Expert",
    ]);
    // Escape closes the picker and gives the focus back.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Start a project from one idea' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await userEvent.click(screen.getByRole('button', { name: 'Start a project: 2. Balcony Tomato Gardening: One Night Only' }));
    await waitFor(() => expect(network.to('POST /api/projects')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/projects')[0]!.body!)).toEqual({
      title: 'Balcony Tomato Gardening: One Night Only',
      topic:
        'Balcony Tomato Gardening: One Night Only: A night-shift nurse has one night to pull off something impossible with balcony tomato gardening before a deadline that decides their future, and the cost of failing is higher than anyone admits.',
    });
    await waitFor(() => expect(address().get('project')).toBe(PROJECT_ID));
    expect(address().get('tab')).toBe('script');
    expect(localStorage.getItem('lastProjectId')).toBe(PROJECT_ID);
    expect(await screen.findByText('Project started')).toBeInTheDocument();
    expect(
      screen.getByText('“Balcony Tomato Gardening: One Night Only” is open in Script Writing, ready to generate.'),
    ).toBeInTheDocument();
  });

  it('takes the topic, tone and length a script prompt suggests', async () => {
    const { network } = await renderChatWith([reply('a1', scriptPromptsReply)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use in project: pick one of 3 ideas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a project: 1. Budget Travel Channel: Myths vs Facts' }));
    await waitFor(() => expect(network.to('POST /api/projects')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/projects')[0]!.body!)).toEqual({
      title: 'Budget Travel Channel: Myths vs Facts',
      topic: 'The biggest myths about a budget travel channel',
      tone: 'Energetic',
      videoLength: '1-3 minutes',
    });
  });

  it('starts a project at once from a reply with one idea, and says when it could not', async () => {
    let refused = false;
    const server = projectServer();
    const { network } = await renderChatWith(
      [reply('a1', expandedIdeaReply), reply('a2', 'Sure! Film a **day in the life** of a beekeeper. Then cut it.')],
      {
        // The first try meets the project limit.
        'POST /api/projects': (request) => {
          if (refused) return server.handlers['POST /api/projects']!(request);
          refused = true;
          return json({ message: 'You have reached 500 projects.', code: 'PROJECT_LIMIT_REACHED' }, 409);
        },
      },
    );
    const [expanded, plain] = screen.getAllByTestId('chat-message');
    expect(
      within(plain!).getByRole('button', { name: 'Use in project: Sure! Film a day in the life of a beekeeper.' }),
    ).toBeInTheDocument();

    await userEvent.click(within(expanded!).getByRole('button', { name: 'Use in project: Balcony Tomato Gardening: One Night Only' }));
    expect(await screen.findByText('Could not create the project')).toBeInTheDocument();
    expect(screen.getByText('You have reached 500 projects.')).toBeInTheDocument();
    expect(address().get('project')).toBeNull();
    expect(address().get('tab')).toBe('chat');

    await userEvent.click(within(plain!).getByRole('button', { name: /^Use in project/ }));
    await waitFor(() => expect(address().get('project')).toBe(PROJECT_ID));
    expect(network.to('POST /api/projects')).toHaveLength(2);
    expect(JSON.parse(network.to('POST /api/projects')[1]!.body!)).toEqual({ topic: 'Sure! Film a day in the life of a beekeeper.' });
  });
});
