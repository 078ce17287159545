import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_RECONNECT_DELAY_MS, SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import { contentLanguageTags } from '@shared/catalog/languages';
import type { PublicUser } from '@shared/contracts/auth';
import type { ChatMessage, Conversation, ServerEvent } from '@shared/realtime';
import { AUTH_STATE_CHANGED_EVENT } from '@/lib/api-client';
import { FakeWebSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { makeSession, makeUser } from '@/test/fixtures';
import type { AiStatusResponse, EngineStatus } from '@shared/contracts/ai';
import { SPEECH_INPUT_MAX_SECONDS } from '@shared/contracts/transcribe';
import { FakeMediaRecorder, stubMicrophone } from '@/test/media';
import { json, type ApiHandlers } from '@/test/mock-api';
import { renderSignedInTab } from '@/test/render-tab';
import { AdvancedChatTab } from './advanced-chat-tab';
const CHAT_CRASH_TEXT = 'Chat system is temporarily unavailable. Please try refreshing the page.';

const conversation: Conversation = {
  id: '3f1d7c52-4a0b-4f7e-9a7e-2f1f3c9d8e10',
  title: 'Gadget unboxing ideas',
  category: 'story-ideas',
  niche: '',
  audience: '',
  budget: '',
  language: 'en',
  updatedAt: new Date().toISOString(),
};

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    role: 'user',
    content: 'Hello',
    timestamp: new Date().toISOString(),
    isVoice: false,
    voiceUrl: null,
    partial: false,
    engine: null,
    ...overrides,
  };
}

function serverSends(socket: FakeWebSocket, ...events: ServerEvent[]) {
  act(() => {
    for (const event of events) socket.receive(event);
  });
}

/** GET /api/ai/status's answer, with a speech input engine or none. */
function aiStatus(speechInput: EngineStatus | null): AiStatusResponse {
  const offline = (engine: string): EngineStatus => ({ engine, model: null, offline: true });
  return {
    capabilities: {
      scripts: offline('offline-writer'),
      seo: offline('offline-analyzer'),
      images: offline('offline-preview'),
      chat: offline('offline-writer'),
      speech: offline('espeak'),
      voiceCloning: offline('offline-voice-match'),
      video: null,
      speechInput,
    },
  };
}

/** Renders the tab and opens its socket as the server does (connection_established, then the list). */
async function renderChat(conversations: Conversation[] = [], handlers: ApiHandlers = {}, user?: PublicUser) {
  installFakeWebSocket();
  const network = renderSignedInTab(<AdvancedChatTab />, {
    ...(user ? { user } : {}),
    handlers: {
      'POST /api/chat/conversation': () => json(conversation, 201),
      'GET /api/voice/profiles': () => json([]),
      // With voice on the microphone asks whether the server transcribes; by default it does not.
      'GET /api/ai/status': () => json(aiStatus(null)),
      ...handlers,
    },
  });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  serverSends(
    socket,
    { type: 'connection_established', userId: 'user-1', serverTime: new Date().toISOString() },
    { type: 'conversations_list', conversations },
  );
  return { socket, network };
}

/** A phone-sized screen: narrower than the wide layout's breakpoint. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Opens `conversation` from the list and answers with its history. */
async function openWithHistory(socket: FakeWebSocket, messages: ChatMessage[]) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(conversation.title) }));
  expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ conversationId: conversation.id });
  serverSends(socket, { type: 'conversation_history', conversation, messages });
}

async function sendHello(socket: FakeWebSocket) {
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there{Enter}');
  const sent = socket.sentOf('chat_message').at(-1);
  if (!sent) throw new Error('nothing sent');
  return sent;
}

// jsdom has no pointer capture, which the toast's swipe handling uses when its Undo is clicked.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

describe('AdvancedChatTab', () => {
  it('connects with the token, shows Live and the empty conversation list', async () => {
    const { socket } = await renderChat();
    expect(socket.url).toBe(`ws://${window.location.host}/ws?token=access-1`);
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Live');
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start a new chat to begin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Story Ideas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Script Prompts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Advertising' })).toBeInTheDocument();
    expect(screen.getByLabelText('Niche')).toHaveAttribute('placeholder', 'Tech Reviews');
    expect(screen.getByLabelText('Target Audience')).toHaveAttribute('placeholder', 'Young Adults');
    expect(screen.getByLabelText('Budget')).toHaveAttribute('placeholder', '$1000/month');
    expect(screen.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument();
  });

  it('sends a message, streams the reply in and finishes it with the response', async () => {
    const { socket } = await renderChat();
    const sent = await sendHello(socket);
    expect(sent).toMatchObject({ type: 'chat_message', message: 'Hello there', category: 'story-ideas', niche: '', isVoice: false });
    expect(typeof sent.messageId).toBe('string');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('You');
    expect(log).toHaveTextContent('Hello there');
    expect(screen.getByText('AI is typing...')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveValue('');

    const conversationId = conversation.id;
    serverSends(
      socket,
      {
        type: 'user_message_saved',
        conversationId,
        clientMessageId: String(sent.messageId),
        message: message({ id: 'u1', content: 'Hello there' }),
      },
      { type: 'ai_typing_start', conversationId },
      { type: 'chat_delta', conversationId, messageId: 'a1', seq: 0, delta: 'Here are ' },
      { type: 'chat_delta', conversationId, messageId: 'a1', seq: 1, delta: 'three hooks' },
    );
    expect(screen.getByTestId('chat-streaming')).toHaveTextContent('Here are three hooks');
    expect(screen.getByLabelText('Message')).toBeDisabled();

    serverSends(
      socket,
      {
        type: 'chat_response',
        conversationId,
        message: message({ id: 'a1', role: 'assistant', content: 'Here are three hooks.', engine: 'offline-writer' }),
      },
      { type: 'ai_typing_stop', conversationId },
    );
    expect(screen.queryByTestId('chat-streaming')).not.toBeInTheDocument();
    // The box was disabled while waiting; the typing carries on where it was.
    expect(screen.getByLabelText('Message')).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();
    expect(log).toHaveTextContent('AI Assistant');
    expect(log).toHaveTextContent('Here are three hooks.');
    expect(screen.getByText('Offline writer')).toBeInTheDocument();
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeEnabled();
  });

  it('names the engine of each reply, and says so on a reply the offline writer wrote because the model failed', async () => {
    const { socket } = await renderChat([conversation]);
    await openWithHistory(socket, [
      message({ id: 'u0', content: 'First question' }),
      message({ id: 'a0', role: 'assistant', content: 'A reply from the model.', engine: 'ollama' }),
    ]);
    const replies = () => screen.getAllByTestId('chat-message').filter((item) => item.dataset['role'] === 'assistant');
    expect(replies()[0]).toHaveTextContent('ollama');
    // The user's own messages carry no engine.
    expect(screen.getAllByTestId('chat-message')[0]).not.toHaveTextContent(/ollama|Offline writer/);

    const sent = await sendHello(socket);
    serverSends(
      socket,
      {
        type: 'user_message_saved',
        conversationId: conversation.id,
        clientMessageId: String(sent.messageId),
        message: message({ id: 'u1', content: 'Hello there' }),
      },
      {
        type: 'chat_response',
        conversationId: conversation.id,
        message: message({ id: 'a1', role: 'assistant', content: 'An offline reply.', engine: 'offline-writer' }),
        fallbackFrom: { engine: 'ollama', reason: 'timeout', status: null },
      },
      { type: 'ai_typing_stop', conversationId: conversation.id },
    );
    const [modelReply, offlineReply] = replies();
    expect(within(offlineReply!).getByText('Offline writer')).toBeInTheDocument();
    expect(within(offlineReply!).getByRole('status')).toHaveTextContent(
      'The AI model (Ollama) was not used because it took too long to answer, so the offline writer wrote this reply. Try again later, or ask your administrator to check AI engines.',
    );
    // Only that reply: the model's earlier one has no note.
    expect(within(modelReply!).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByText(/was not used/)).toHaveLength(1);
  });

  it('does not send an empty message, and Shift+Enter adds a line', async () => {
    const { socket } = await renderChat();
    await userEvent.type(screen.getByLabelText('Message'), '   {Enter}');
    expect(socket.sentOf('chat_message')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'a{Shift>}{Enter}{/Shift}b');
    expect(screen.getByLabelText('Message')).toHaveValue('   a\nb');
  });

  it('toasts Connection Error when the socket is not open at send time', async () => {
    const { socket } = await renderChat();
    socket.readyState = FakeWebSocket.CLOSING;
    await userEvent.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Please wait for connection to establish')).toBeInTheDocument();
  });

  it('names each conversation by all it shows: title, category and last update', async () => {
    await renderChat([conversation]);
    const button = screen.getByRole('button', { name: /Gadget unboxing ideas/ });
    expect(button).toHaveAccessibleName(`Gadget unboxing ideas Story Ideas ${button.querySelector('time')?.textContent}`);
  });

  it('asks before clearing, and Cancel keeps the history', async () => {
    const { socket } = await renderChat([conversation]);
    await openWithHistory(socket, [message({ content: 'Old question' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear this conversation?' });
    expect(dialog).toHaveTextContent('Every message in “Gadget unboxing ideas” will be deleted. You can undo this for 5 seconds.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('Old question');
    expect(socket.sentOf('clear_conversation_history')).toEqual([]);
  });

  it('clears at once on screen, offers Undo, and Undo brings the messages back without deleting anything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { socket } = await renderChat([conversation]);
    act(() => vi.advanceTimersByTime(1000)); // the history load after connecting
    await openWithHistory(socket, [message({ content: 'Old question' })]);
    await user.click(screen.getByRole('button', { name: 'Clear History' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear History' }));

    expect(screen.getByRole('log', { name: 'Messages' })).not.toHaveTextContent('Old question');
    expect(screen.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument();
    // The focus goes on in the message box, not lost with the button that had it.
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(await screen.findByText('History Cleared')).toBeInTheDocument();
    expect(screen.getByText('The messages will be deleted in 5 seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('Old question');
    expect(screen.getByRole('button', { name: 'Clear History' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(socket.sentOf('clear_conversation_history')).toEqual([]);
  });

  it('deletes for good when the Undo window has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { socket } = await renderChat([conversation]);
    act(() => vi.advanceTimersByTime(1000)); // the history load after connecting
    await openWithHistory(socket, [message({ content: 'Old question' })]);
    await user.click(screen.getByRole('button', { name: 'Clear History' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear History' }));
    expect(await screen.findByText('History Cleared')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4900));
    expect(socket.sentOf('clear_conversation_history')).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    expect(socket.sentOf('clear_conversation_history')).toEqual([{ type: 'clear_conversation_history', conversationId: conversation.id }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    serverSends(socket, { type: 'conversation_cleared', conversationId: conversation.id });
    expect(screen.queryByText('Old question')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument();
  });

  it('deletes first when a message is sent within the Undo window, and sends the message once the server has cleared', async () => {
    const { socket } = await renderChat([conversation]);
    await openWithHistory(socket, [message({ content: 'Old question' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear History' }));
    await userEvent.type(screen.getByLabelText('Message'), 'A fresh start{Enter}');

    expect(socket.sentOf('clear_conversation_history')).toHaveLength(1);
    expect(socket.sentOf('chat_message')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    serverSends(socket, { type: 'conversation_cleared', conversationId: conversation.id });
    expect(socket.sentOf('chat_message')).toMatchObject([{ message: 'A fresh start', conversationId: conversation.id }]);
    expect(screen.queryByText('Old question')).not.toBeInTheDocument();
  });

  it('deletes at once when the chat closes or the page is left within the Undo window', async () => {
    const first = await renderChat([conversation]);
    await openWithHistory(first.socket, [message({ content: 'Old question' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear History' }));
    act(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(first.socket.sentOf('clear_conversation_history')).toEqual([
      { type: 'clear_conversation_history', conversationId: conversation.id },
    ]);
    first.network.unmount();

    const second = await renderChat([conversation]);
    await openWithHistory(second.socket, [message({ content: 'Another question' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear History' }));
    second.network.unmount();
    expect(second.socket.sentOf('clear_conversation_history')).toEqual([
      { type: 'clear_conversation_history', conversationId: conversation.id },
    ]);
  });

  it('lets the keyboard reach the message history', async () => {
    const { socket } = await renderChat([conversation]);
    await openWithHistory(socket, [message({ content: 'Old question' })]);
    const log = screen.getByRole('log', { name: 'Messages' });
    log.focus();
    expect(log).toHaveFocus();
    expect(log).toHaveAttribute('tabindex', '0');
  });

  it('on a phone, keeps the conversations in a drawer opened by a button naming the conversation on screen', async () => {
    onAPhone();
    const other: Conversation = {
      ...conversation,
      id: '5b2e8d41-9c3f-4a6e-8d1b-7e4f2a9c6b30',
      title: 'Coffee cart ads',
      category: 'advertising',
    };
    const { socket } = await renderChat([conversation, other]);
    expect(screen.queryByRole('complementary', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Live');
    serverSends(socket, { type: 'conversation_history', conversation, messages: [message({ content: 'Old question' })] });

    const opener = screen.getByRole('button', { name: /^Gadget unboxing ideas/ });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Conversations' });
    expect(within(drawer).getByRole('button', { name: /Gadget unboxing ideas/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: /Coffee cart ads/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ conversationId: other.id });
    expect(screen.getByRole('button', { name: /^Coffee cart ads/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Advertising' })).toHaveAttribute('aria-selected', 'true');
  });

  it('on a phone, folds the context into one line that opens from the keyboard', async () => {
    onAPhone();
    await renderChat();
    const summary = screen.getByRole('button', { name: 'Add context' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Niche')).not.toBeVisible();

    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Niche')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Niche'), 'Coffee');
    await userEvent.type(screen.getByLabelText('Budget'), '$600/month');
    expect(summary).toHaveAccessibleName('Context: Coffee · $600/month');

    await userEvent.click(summary);
    expect(screen.getByLabelText('Niche')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Context: Coffee · $600/month' })).toBeInTheDocument();
  });

  it('toasts the message of an error event and ignores unknown events', async () => {
    const { socket } = await renderChat();
    serverSends(socket, { type: 'voice_clone_complete' } as unknown as ServerEvent, {
      type: 'error',
      code: 'RATE_LIMITED',
      message: 'Too many messages. Please wait a moment and try again.',
    });
    expect(await screen.findByText('Too many messages. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('sends an unanswered message again after a lost connection, with the same messageId, and waits out a reply still held elsewhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await renderChat();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Message'), 'Hello there{Enter}');
    const sent = socket.sentOf('chat_message').at(-1);
    serverSends(socket, {
      type: 'user_message_saved',
      conversationId: conversation.id,
      clientMessageId: String(sent?.messageId),
      message: message({ id: 'server-1', content: 'Hello there' }),
    });
    serverSends(socket, { type: 'chat_delta', conversationId: conversation.id, messageId: 'a1', seq: 0, delta: 'Half' });

    act(() => socket.drop()); // the instance writing the reply went away
    act(() => vi.advanceTimersByTime(3100));
    const again = FakeWebSocket.latest;
    expect(again).not.toBe(socket);
    act(() => again.open());
    expect(again.sentOf('chat_message')).toEqual([{ ...sent, conversationId: conversation.id }]);

    // The old instance's reply guard has not lapsed yet: tried again 2 s later, no error shown.
    serverSends(again, {
      type: 'error',
      code: 'REPLY_IN_PROGRESS',
      message: 'Please wait for the current reply to finish before sending another message.',
    });
    expect(screen.queryByText('Please wait for the current reply to finish before sending another message.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    expect(again.sentOf('chat_message')).toHaveLength(2);
    serverSends(again, {
      type: 'chat_response',
      conversationId: conversation.id,
      message: message({ id: 'a1', role: 'assistant', content: 'Half and whole' }),
    });
    expect(await screen.findByText('Half and whole')).toBeInTheDocument();

    // Answered: a later reconnect sends nothing again.
    act(() => again.drop());
    act(() => vi.advanceTimersByTime(3100));
    act(() => FakeWebSocket.latest.open());
    expect(FakeWebSocket.latest.sentOf('chat_message')).toEqual([]);
  });

  it('starts a new chat with POST /api/chat/conversation', async () => {
    const { network } = await renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(network.to('POST /api/chat/conversation')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/chat/conversation')[0]?.body ?? '{}')).toEqual({
      category: 'story-ideas',
      niche: '',
      audience: '',
      budget: '',
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: /Gadget unboxing ideas/ })).toHaveAttribute('aria-current', 'true');
  });

  it('asks for a voice profile before speaking a reply', async () => {
    const { socket } = await renderChat([conversation]);
    serverSends(socket, {
      type: 'conversation_history',
      conversation,
      messages: [message({ id: 'a1', role: 'assistant', content: 'A reply' })],
    });
    expect(screen.queryByRole('button', { name: 'Speak message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start voice input' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // The settings dialog is its own chunk (with the voice feature): its first load took over a second on a loaded CI machine.
    await userEvent.click(await screen.findByRole('switch', { name: 'Voice Features' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Create Voice' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Speech Rate/)).toHaveAttribute('step', '0.1');
    await userEvent.keyboard('{Escape}');
    // jsdom has no Web Speech API: the microphone is there, disabled, and says why.
    expect(screen.getByRole('button', { name: 'Voice input unavailable' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Speak message' }));
    expect(await screen.findByText('No Voice Profile')).toBeInTheDocument();
    expect(screen.getByText('Please select a voice profile first')).toBeInTheDocument();
    expect(socket.sentOf('generate_speech')).toHaveLength(0);
  });

  it('reconnects 3 s after the socket closes, and loads history 1 s after connecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await renderChat();
    expect(socket.sentOf('get_conversation_history')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(socket.sentOf('get_conversation_history')).toEqual([
      { type: 'get_conversation_history', category: 'story-ideas', niche: '', audience: '', budget: '', language: 'en' },
    ]);

    act(() => socket.drop());
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Offline');
    expect(screen.getByLabelText('Message')).toBeDisabled();
    act(() => vi.advanceTimersByTime(2900));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => FakeWebSocket.latest.open());
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Live');
  });

  it('reconnects with a refreshed token once the stored one has fallen due', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket, network } = await renderChat([], {
      'POST /api/auth/refresh': () => json(makeSession({ token: 'access-2', sessionToken: 'session-2' })),
    });
    localStorage.setItem('authTokenRefreshDueAt', String(Date.now() - 1));
    act(() => socket.drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_RECONNECT_DELAY_MS));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(FakeWebSocket.latest.url).toBe(`ws://${window.location.host}/ws?token=access-2`);
  });

  it('refreshes once after an upgrade closed before it opened (a token that ran out, its due time unknown), not at every retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let generation = 1;
    const { socket, network } = await renderChat([], {
      'POST /api/auth/refresh': () => json(makeSession({ token: `access-${++generation}`, sessionToken: `session-${generation}` })),
    });
    localStorage.removeItem('authTokenRefreshDueAt'); // stored by an older version
    const nextSocket = async (count: number) => {
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(count));
      return FakeWebSocket.latest;
    };

    // A connection that was open and is lost: no refresh, the same token again.
    act(() => socket.drop(1006));
    const refused = await nextSocket(2);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(refused.url).toContain('token=access-1');

    // Its upgrade is refused: the next try comes with a refreshed token (before: access-1 every 3 s, forever).
    act(() => refused.drop(1006));
    const withNewToken = await nextSocket(3);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(withNewToken.url).toContain('token=access-2');

    // Refused again (the server is down): plain retries, no refresh each time…
    act(() => withNewToken.drop(1006));
    const retry = await nextSocket(4);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(retry.url).toContain('token=access-2');

    // …until a socket opens again.
    act(() => retry.open());
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Live');
  });

  it('asks the app to check the sign-in when the server closes the socket because the session ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await renderChat();
    const checks = vi.fn();
    window.addEventListener(AUTH_STATE_CHANGED_EVENT, checks);
    act(() => socket.drop(1006));
    expect(checks).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(CHAT_RECONNECT_DELAY_MS));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.latest.open());
    act(() => FakeWebSocket.latest.drop(SESSION_ENDED_CLOSE_CODE));
    expect(checks).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_STATE_CHANGED_EVENT, checks);
  });

  it('reloads history at once on a category change and 1 s after the context stops changing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await renderChat();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => vi.advanceTimersByTime(1000));
    const before = socket.sentOf('get_conversation_history').length;

    await user.click(screen.getByRole('tab', { name: 'Advertising' }));
    expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ category: 'advertising' });

    const count = socket.sentOf('get_conversation_history').length;
    expect(count).toBe(before + 1);
    await user.type(screen.getByLabelText('Niche'), 'Tech');
    act(() => vi.advanceTimersByTime(500));
    expect(socket.sentOf('get_conversation_history')).toHaveLength(count);
    act(() => vi.advanceTimersByTime(600));
    expect(socket.sentOf('get_conversation_history')).toHaveLength(count + 1);
    expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ category: 'advertising', niche: 'Tech' });
  });

  it('shows the fallback text when the chat crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { socket } = await renderChat();
    // A conversation without a category label would crash a render: stands in for any crash.
    serverSends(socket, { type: 'conversations_list', conversations: null as unknown as Conversation[] });
    expect(await screen.findByText(CHAT_CRASH_TEXT)).toBeInTheDocument();
  });
});

describe('AdvancedChatTab: the conversation’s Language', () => {
  it('offers the Script Writing form’s languages, starts in the interface’s, and asks for the one chosen like the other context', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket, network } = await renderChat();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => vi.advanceTimersByTime(1000));
    const select = screen.getByLabelText('Language');
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(contentLanguageTags);
    expect(within(select).getByRole('option', { name: 'Español (Spanish)' })).toBeInTheDocument();
    expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ language: 'en' });

    const count = socket.sentOf('get_conversation_history').length;
    await user.selectOptions(select, 'es');
    act(() => vi.advanceTimersByTime(500));
    expect(socket.sentOf('get_conversation_history')).toHaveLength(count);
    act(() => vi.advanceTimersByTime(600));
    expect(socket.sentOf('get_conversation_history')).toHaveLength(count + 1);
    expect(socket.sentOf('get_conversation_history').at(-1)).toMatchObject({ category: 'story-ideas', language: 'es' });

    await user.type(screen.getByLabelText('Message'), 'Hola{Enter}');
    expect(socket.sentOf('chat_message').at(-1)).toMatchObject({ message: 'Hola', language: 'es' });
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(network.to('POST /api/chat/conversation')).toHaveLength(1));
    expect(JSON.parse(network.to('POST /api/chat/conversation')[0]?.body ?? '{}')).toMatchObject({ language: 'es' });
  });

  it('shows an opened conversation’s language, and under its offline writer replies that they are in English', async () => {
    const french = { ...conversation, language: 'fr' } as const;
    const { socket } = await renderChat([french]);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(french.title) }));
    serverSends(socket, {
      type: 'conversation_history',
      conversation: french,
      messages: [
        message({ id: 'u1', content: 'Des idées ?' }),
        message({ id: 'a1', role: 'assistant', content: 'Three story ideas…', engine: 'offline-writer' }),
      ],
    });
    expect(screen.getByLabelText('Language')).toHaveValue('fr');
    expect(screen.getByTestId('offline-language-note')).toHaveTextContent(
      'The offline writer writes in English. Connect a text model in AI engines to write in French.',
    );
  });

  it('starts in the language of the account’s interface', async () => {
    await renderChat([], {}, makeUser({ locale: 'de' }));
    expect(await screen.findByLabelText('Sprache')).toHaveValue('de');
  });
});

describe('AdvancedChatTab speech input on the server', () => {
  const whisper: EngineStatus = { engine: 'openai-compatible', model: 'whisper-1', offline: false };

  async function turnVoiceOn() {
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Voice Features' }, { timeout: 5000 }));
    await userEvent.keyboard('{Escape}');
  }

  async function expectToast(title: string, message: string) {
    const toastTitle = await screen.findByText(title);
    expect(toastTitle.closest('[data-slot="toast"]')).toHaveTextContent(message);
  }

  it('records, sends the recording to /api/transcribe and puts the text in the message box without sending it', async () => {
    const { getUserMedia, track } = stubMicrophone();
    let answer: (response: Response) => void = () => {};
    const { socket, network } = await renderChat([], {
      'GET /api/ai/status': () => json(aiStatus(whisper)),
      'POST /api/transcribe': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await turnVoiceOn();
    await userEvent.type(screen.getByLabelText('Message'), 'Ideas:');

    await userEvent.click(await screen.findByRole('button', { name: 'Start voice input' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByText('Recording: 0:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));

    expect(await screen.findByText('Transcribing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeDisabled();
    expect(track.stop).toHaveBeenCalled();
    const [request] = network.to('POST /api/transcribe');
    const audio = request?.form?.get('audio');
    expect(audio).toBeInstanceOf(Blob);
    expect((audio as File).name).toBe('speech.webm');
    expect((audio as Blob).type).toBe('audio/webm;codecs=opus');
    expect(request?.form?.get('language')).toBe('en');

    act(() => answer(json({ text: 'three lamp videos' })));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Ideas: three lamp videos'));
    expect(screen.queryByText('Transcribing...')).not.toBeInTheDocument();
    expect(socket.sentOf('chat_message')).toHaveLength(0);
  });

  it(`stops recording on its own after ${SPEECH_INPUT_MAX_SECONDS} seconds`, async () => {
    stubMicrophone();
    const { network } = await renderChat([], {
      'GET /api/ai/status': () => json(aiStatus(whisper)),
      'POST /api/transcribe': () => json({ text: 'a long thought' }),
    });
    await turnVoiceOn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Start voice input' }));
    await screen.findByText('Recording: 0:00');
    act(() => vi.advanceTimersByTime((SPEECH_INPUT_MAX_SECONDS - 1) * 1000));
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('a long thought'));
    expect(network.to('POST /api/transcribe')).toHaveLength(1);
  });

  it("shows the server's message when transcription fails, and leaves the message box as it was", async () => {
    stubMicrophone();
    await renderChat([], {
      'GET /api/ai/status': () => json(aiStatus(whisper)),
      'POST /api/transcribe': () =>
        json({ code: 'AI_UNAVAILABLE', message: 'Speech recognition is temporarily unavailable. Please try again later.' }, 503),
    });
    await turnVoiceOn();
    await userEvent.click(await screen.findByRole('button', { name: 'Start voice input' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await expectToast('Speech Recognition Error', 'Speech recognition is temporarily unavailable. Please try again later.');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeEnabled();
  });

  it('says so when the microphone is refused, and sends nothing', async () => {
    stubMicrophone({ refuse: true });
    const { network } = await renderChat([], { 'GET /api/ai/status': () => json(aiStatus(whisper)) });
    await turnVoiceOn();
    await userEvent.click(await screen.findByRole('button', { name: 'Start voice input' }));
    await expectToast('Recording Error', 'Could not access microphone');
    expect(network.to('POST /api/transcribe')).toHaveLength(0);
  });

  it("keeps the browser's recognition when the server has no speech input engine", async () => {
    stubMicrophone();
    const { network } = await renderChat();
    await turnVoiceOn();
    await waitFor(() => expect(network.to('GET /api/ai/status')).toHaveLength(1));
    // jsdom has no Web Speech API: without the server's engine the microphone is unavailable.
    expect(screen.getByRole('button', { name: 'Voice input unavailable' })).toBeDisabled();
  });
});
