import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, ServerEvent } from '@shared/realtime';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';

const conversation: Conversation = {
  id: 'c1',
  title: 'Tech hooks',
  category: 'story-ideas',
  niche: '',
  audience: '',
  budget: '',
  language: 'en',
  updatedAt: '2025-07-15T12:00:00.000Z',
};

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    role: 'user',
    content: 'Hello',
    timestamp: '2025-07-15T12:00:00.000Z',
    isVoice: false,
    voiceUrl: null,
    partial: false,
    engine: null,
    ...overrides,
  };
}

function apply(state: ChatState, ...events: ServerEvent[]): ChatState {
  return events.reduce((current, event) => chatReducer(current, { type: 'server', event, autoPlay: true }), state);
}

/** The user's message as the tab sends it: shown at once, and the request kept until answered. */
function sent(local: ChatMessage): ChatAction {
  return {
    type: 'sent',
    message: local,
    request: {
      type: 'chat_message',
      message: local.content,
      category: 'story-ideas',
      niche: '',
      audience: '',
      budget: '',
      messageId: local.id,
      isVoice: false,
      voiceUrl: null,
    },
  };
}

const selected = apply(initialChatState, { type: 'conversation_history', conversation, messages: [message()] });

describe('chatReducer', () => {
  it('loads a history and selects its conversation', () => {
    expect(selected.selectedId).toBe('c1');
    expect(selected.messages.map((m) => m.content)).toEqual(['Hello']);
    const none = apply(selected, { type: 'conversation_history', conversation: null, messages: [] });
    expect(none.selectedId).toBeNull();
    expect(none.messages).toEqual([]);
  });

  it('joins deltas in seq order into the streaming text, whatever order they arrive in', () => {
    const delta = (seq: number, text: string): ServerEvent => ({
      type: 'chat_delta',
      conversationId: 'c1',
      messageId: 'a1',
      seq,
      delta: text,
    });
    const state = apply(selected, delta(0, 'Once '), delta(2, 'time'), delta(1, 'upon a '));
    expect(state.streaming?.text).toBe('Once upon a time');
    // A repeat changes nothing.
    expect(apply(state, delta(1, 'upon a ')).streaming?.text).toBe('Once upon a time');
  });

  it('replaces the streaming text with the complete chat_response and ends the wait', () => {
    let state = chatReducer(selected, sent(message({ id: 'client-1', content: 'Ideas?' })));
    expect(state.awaiting).toBe(true);
    expect(state.typing).toBe(true);
    state = apply(
      state,
      {
        type: 'user_message_saved',
        conversationId: 'c1',
        clientMessageId: 'client-1',
        message: message({ id: 'server-1', content: 'Ideas?' }),
      },
      { type: 'chat_delta', conversationId: 'c1', messageId: 'a1', seq: 0, delta: 'Par' },
      {
        type: 'chat_response',
        conversationId: 'c1',
        message: message({ id: 'a1', role: 'assistant', content: 'Part one', engine: 'offline-writer' }),
        audioUrl: '/files/a1.mp3',
      },
    );
    expect(state.streaming).toBeNull();
    expect(state.awaiting).toBe(false);
    expect(state.typing).toBe(false);
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'server-1', 'a1']);
    expect(state.audio).toEqual({ a1: '/files/a1.mp3' });
    expect(state.autoPlayId).toBe('a1');
  });

  it('remembers which replies the offline writer wrote because the model failed, until the history is cleared', () => {
    const state = apply(
      selected,
      {
        type: 'chat_response',
        conversationId: 'c1',
        message: message({ id: 'a1', role: 'assistant', content: 'Offline reply', engine: 'offline-writer' }),
        fallbackFrom: { engine: 'anthropic', reason: 'unavailable', status: null },
      },
      {
        type: 'chat_response',
        conversationId: 'c1',
        message: message({ id: 'a2', role: 'assistant', content: 'Model reply', engine: 'anthropic' }),
      },
    );
    expect(state.fallbacks).toEqual({ a1: { engine: 'anthropic', reason: 'unavailable', status: null } });
    expect(apply(state, { type: 'conversation_cleared', conversationId: 'c1' }).fallbacks).toEqual({});
  });

  it('keeps a cut-off reply, marked partial', () => {
    const state = apply(selected, {
      type: 'chat_response',
      conversationId: 'c1',
      message: message({ id: 'a2', role: 'assistant', content: 'Half a', partial: true }),
    });
    expect(state.messages.at(-1)).toMatchObject({ id: 'a2', partial: true, content: 'Half a' });
  });

  it('adopts the conversation the server made for a first message', () => {
    let state = chatReducer(initialChatState, sent(message({ id: 'client-1' })));
    state = apply(state, {
      type: 'user_message_saved',
      conversationId: 'new',
      clientMessageId: 'client-1',
      message: message({ id: 's1' }),
    });
    expect(state.selectedId).toBe('new');
    expect(state.messages.map((m) => m.id)).toEqual(['s1']);
  });

  it('clears the selected conversation and ignores events of other conversations', () => {
    expect(apply(selected, { type: 'conversation_cleared', conversationId: 'c1' }).messages).toEqual([]);
    expect(apply(selected, { type: 'conversation_cleared', conversationId: 'other' }).messages).toHaveLength(1);
    expect(apply(selected, { type: 'ai_typing_start', conversationId: 'other' }).typing).toBe(false);
  });

  it('ignores unknown events and ends the wait on an error', () => {
    const unknown = { type: 'voice_clone_complete' } as unknown as ServerEvent;
    expect(apply(selected, unknown)).toBe(selected);
    const waiting = chatReducer(selected, sent(message({ id: 'x' })));
    expect(apply(waiting, { type: 'error', message: 'Nope', code: 'REPLY_FAILED' }).awaiting).toBe(false);
  });

  it('keeps the unanswered message across a lost connection, until a reply or a stored answer ends it', () => {
    let state = chatReducer(selected, sent(message({ id: 'client-9', content: 'Still there?' })));
    state = apply(state, {
      type: 'user_message_saved',
      conversationId: 'c1',
      clientMessageId: 'client-9',
      message: message({ id: 'server-9', content: 'Still there?' }),
    });
    expect(state.unanswered).toMatchObject({ savedId: 'server-9', request: { messageId: 'client-9', conversationId: 'c1' } });
    state = chatReducer(state, { type: 'disconnected' });
    expect(state.awaiting).toBe(false);
    expect(state.unanswered?.request.messageId).toBe('client-9');

    // The history after the reconnect holds no answer yet: still unanswered.
    const stillOpen = apply(state, {
      type: 'conversation_history',
      conversation,
      messages: [message({ id: 'server-9', content: 'Still there?' })],
    });
    expect(stillOpen.unanswered).not.toBeNull();
    // An answer stored while away (the resend was a repeat) ends it, as a reply does.
    const storedAnswer = apply(state, {
      type: 'conversation_history',
      conversation,
      messages: [message({ id: 'server-9', content: 'Still there?' }), message({ id: 'a9', role: 'assistant', content: 'Yes' })],
    });
    expect(storedAnswer.unanswered).toBeNull();
    expect(storedAnswer.awaiting).toBe(false);
    const replied = apply(chatReducer(state, { type: 'resent' }), {
      type: 'chat_response',
      conversationId: 'c1',
      message: message({ id: 'a9', role: 'assistant', content: 'Yes' }),
    });
    expect(replied.unanswered).toBeNull();
  });
});
