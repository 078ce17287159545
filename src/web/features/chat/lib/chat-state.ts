import type { ChatMessage, ClientMessage, Conversation, ServerEvent } from '@shared/realtime';
import type { EngineFallback } from '@shared/contracts/ai';

export type ChatMessageRequest = Extract<ClientMessage, { type: 'chat_message' }>;

/** A reply being written: its deltas joined in `seq` order (early arrivals wait in `pending`). */
export type StreamingReply = {
  conversationId: string;
  messageId: string;
  text: string;
  nextSeq: number;
  pending: Record<number, string>;
};

/** The chat's state (spec §4 'Realtime chat'): what the socket told us plus what the user did. */
export type ChatState = {
  conversations: Conversation[];
  /** The conversation on screen; null until a history names one or a first message creates one. */
  selectedId: string | null;
  messages: ChatMessage[];
  streaming: StreamingReply | null;
  /** 'AI is typing...' */
  typing: boolean;
  /** A message was sent and its reply has not finished: sending is disabled. */
  awaiting: boolean;
  /** Audio the server made for a message (chat_response audioUrl, speech_generated), by message id. */
  audio: Record<string, string>;
  /**
   * Replies the offline writer wrote because the text model failed: the model and why, by message id
   * (from chat_response `fallbackFrom`; not stored, so not kept across a reload).
   */
  fallbacks: Record<string, EngineFallback>;
  /** The message whose audio should start by itself (a fresh reply with auto-play on, or a speak request). */
  autoPlayId: string | null;
  /**
   * The last message sent whose reply has not arrived, kept across a lost connection so it can be
   * sent again (same messageId: the server stores it once and answers it if no answer was stored).
   */
  unanswered: { request: ChatMessageRequest; savedId: string | null } | null;
};

export type ChatAction =
  | { type: 'server'; event: ServerEvent; autoPlay: boolean }
  /** The user's message, shown at once under its client id until the server saves it. */
  | { type: 'sent'; message: ChatMessage; request: ChatMessageRequest }
  /** The unanswered message went out again after a reconnect. */
  | { type: 'resent' }
  | { type: 'select'; conversationId: string }
  /** New Chat: a fresh, empty conversation (POST /api/chat/conversation). */
  | { type: 'started'; conversation: Conversation }
  /** The socket closed: nothing is streaming or awaited on this connection any more. */
  | { type: 'disconnected' };

export const initialChatState: ChatState = {
  conversations: [],
  selectedId: null,
  messages: [],
  streaming: null,
  typing: false,
  awaiting: false,
  audio: {},
  fallbacks: {},
  autoPlayId: null,
  unanswered: null,
};

function upsert(messages: ChatMessage[], message: ChatMessage, replaceId = message.id): ChatMessage[] {
  const index = messages.findIndex((item) => item.id === replaceId || item.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((item, i) => (i === index ? message : item));
}

function appendDelta(current: StreamingReply | null, event: Extract<ServerEvent, { type: 'chat_delta' }>): StreamingReply {
  const reply =
    current && current.messageId === event.messageId
      ? current
      : { conversationId: event.conversationId, messageId: event.messageId, text: '', nextSeq: 0, pending: {} };
  if (event.seq < reply.nextSeq) return reply; // a repeat
  const pending = { ...reply.pending, [event.seq]: event.delta };
  let { text, nextSeq } = reply;
  while (pending[nextSeq] !== undefined) {
    text += pending[nextSeq];
    delete pending[nextSeq];
    nextSeq += 1;
  }
  return { ...reply, text, nextSeq, pending };
}

function onServer(state: ChatState, event: ServerEvent, autoPlay: boolean): ChatState {
  // Events of a conversation other than the one on screen (another tab of the same user) only
  // matter for the list, which conversations_list keeps current.
  const isSelected = (conversationId: string) => state.selectedId === conversationId;
  switch (event.type) {
    case 'conversations_list':
      return { ...state, conversations: event.conversations };
    case 'conversation_history': {
      const conversationId = event.conversation?.id ?? null;
      const sameConversation = conversationId !== null && conversationId === state.selectedId;
      // A reply stored while this client was away (the resend was a repeat) ends the wait.
      const savedAt = state.unanswered?.savedId ? event.messages.findIndex((m) => m.id === state.unanswered?.savedId) : -1;
      const answered = savedAt !== -1 && event.messages.slice(savedAt + 1).some((m) => m.role === 'assistant');
      return {
        ...state,
        selectedId: conversationId,
        messages: event.messages,
        streaming: sameConversation && !answered ? state.streaming : null,
        typing: sameConversation && !answered ? state.typing : false,
        awaiting: sameConversation && !answered ? state.awaiting : false,
        unanswered: answered ? null : state.unanswered,
      };
    }
    case 'user_message_saved': {
      const ours = event.clientMessageId !== null && state.messages.some((m) => m.id === event.clientMessageId);
      if (ours || (state.unanswered && event.clientMessageId === state.unanswered.request.messageId)) {
        const unanswered =
          state.unanswered && event.clientMessageId === state.unanswered.request.messageId
            ? { request: { ...state.unanswered.request, conversationId: event.conversationId }, savedId: event.message.id }
            : state.unanswered;
        return {
          ...state,
          selectedId: state.selectedId ?? event.conversationId,
          messages: upsert(state.messages, event.message, event.clientMessageId ?? undefined),
          unanswered,
        };
      }
      if (!isSelected(event.conversationId)) return state;
      return { ...state, messages: upsert(state.messages, event.message) };
    }
    case 'ai_typing_start':
      return isSelected(event.conversationId) ? { ...state, typing: true } : state;
    case 'ai_typing_stop':
      return isSelected(event.conversationId) ? { ...state, typing: false, awaiting: false, streaming: null } : state;
    case 'chat_delta':
      return isSelected(event.conversationId) ? { ...state, streaming: appendDelta(state.streaming, event) } : state;
    case 'chat_response': {
      if (!isSelected(event.conversationId)) return state;
      const audio = event.audioUrl ? { ...state.audio, [event.message.id]: event.audioUrl } : state.audio;
      const fallbacks = event.fallbackFrom ? { ...state.fallbacks, [event.message.id]: event.fallbackFrom } : state.fallbacks;
      return {
        ...state,
        messages: upsert(state.messages, event.message),
        streaming: null,
        typing: false,
        awaiting: false,
        unanswered: null,
        audio,
        fallbacks,
        autoPlayId: event.audioUrl && autoPlay ? event.message.id : state.autoPlayId,
      };
    }
    case 'conversation_cleared':
      return isSelected(event.conversationId) ? { ...state, messages: [], streaming: null, audio: {}, fallbacks: {} } : state;
    case 'speech_generated': {
      if (!event.messageId) return state;
      return { ...state, audio: { ...state.audio, [event.messageId]: event.audioUrl }, autoPlayId: event.messageId };
    }
    case 'error':
      // A failed reply ends the wait; what was written of it arrives as a partial chat_response.
      return { ...state, awaiting: false, typing: false, streaming: null, unanswered: null };
    default:
      // connection_established, and any event this client does not know: nothing to change.
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'server':
      return onServer(state, action.event, action.autoPlay);
    case 'sent':
      return {
        ...state,
        messages: [...state.messages, action.message],
        awaiting: true,
        typing: true,
        unanswered: { request: action.request, savedId: null },
      };
    case 'resent':
      return { ...state, awaiting: true, typing: true };
    case 'select':
      return state.selectedId === action.conversationId
        ? state
        : { ...state, selectedId: action.conversationId, messages: [], streaming: null, typing: false, awaiting: false };
    case 'started':
      return {
        ...state,
        conversations: [action.conversation, ...state.conversations.filter((c) => c.id !== action.conversation.id)],
        selectedId: action.conversation.id,
        messages: [],
        streaming: null,
        typing: false,
        awaiting: false,
      };
    case 'disconnected':
      // The unanswered message is kept: it goes out again once the socket is back.
      return { ...state, streaming: null, typing: false, awaiting: false };
  }
}
