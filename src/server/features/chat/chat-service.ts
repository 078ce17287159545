import type { FastifyBaseLogger } from 'fastify';
import { CHAT_HISTORY_TURNS } from '@shared/catalog/chat';
import { DEFAULT_CONTENT_LANGUAGE } from '@shared/catalog/languages';
import type { ChatMessage, ClientMessage, Conversation, ServerEvent } from '@shared/realtime';
import type { AppDeps } from '../../app/deps';
import { EngineError } from '../../providers/engine-error';
import type { UserRow } from '../../db/schema';
import type { Entitlements } from '../billing';
import type { VoiceoverService } from '../voice';
import type { ChatReply, ChatWriter } from './chat-writer';
import {
  conversationTitle,
  NEW_CONVERSATION_TITLE,
  toChatMessage,
  toConversation,
  type ChatContextFields,
  type ChatRepository,
} from './repository';

/** The reply slot's lease: renewed while a reply runs, lapses this long after its instance dies. */
const REPLY_LEASE_MS = 5_000;

type ChatMessageRequest = Extract<ClientMessage, { type: 'chat_message' }>;
type HistoryRequest = Extract<ClientMessage, { type: 'get_conversation_history' }>;
type ContextRequest = Omit<ChatContextFields, 'language'> & { language?: ChatContextFields['language'] };

/** The context a request names; its language, unless given, the one the user's interface is kept in (or English). */
function requestedContext(
  user: Pick<UserRow, 'locale'>,
  { category, niche, audience, budget, language }: ContextRequest,
): ChatContextFields {
  return { category, niche, audience, budget, language: language ?? user.locale ?? DEFAULT_CONTENT_LANGUAGE };
}

/** A problem the socket reports as an `error` event; the connection stays up. */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The chat assistant: conversations, history, replies streamed as `chat_delta` events then one
 * `chat_response`, and speech. The user's message is stored before the model is called; a reply
 * cut off (model error, shutdown) is stored as partial and marked, never lost.
 */
export function createChatService(
  deps: Pick<AppDeps, 'clock' | 'counters' | 'metrics' | 'hub'> & {
    writer: ChatWriter;
    voiceovers: VoiceoverService;
    entitlements: Entitlements;
  },
  repository: ChatRepository,
) {
  const { hub } = deps;
  /** Replies being written on this instance (a lease in the shared counters keeps it one per conversation everywhere). */
  const running = new Map<string, { controller: AbortController; done: Promise<unknown> }>();
  // Delivery is best effort: a hub hiccup (Redis restarting) must not stop a reply being stored.
  const publish = (userId: string, event: ServerEvent, log: FastifyBaseLogger) =>
    hub.publish(userId, event).catch((err: unknown) => log.error({ err, event: event.type }, 'chat event not delivered'));

  async function conversations(userId: string): Promise<Conversation[]> {
    return (await repository.conversations(userId)).map(toConversation);
  }

  async function ownedConversation(userId: string, id: string) {
    const conversation = await repository.conversation(userId, id);
    if (!conversation) throw new ChatError('CONVERSATION_NOT_FOUND', 'Conversation not found');
    return conversation;
  }

  /**
   * Speech is a voiceover like any other, in places of its own kind (heavy-work.ts): it passes the
   * plan's gate and stops when its socket or reply goes.
   */
  async function speak(user: UserRow, text: string, voiceId: string, rate: number | undefined, signal: AbortSignal): Promise<string> {
    return (await deps.voiceovers.generate(user, { text, voice_id: voiceId, rate }, signal, 'chat-speech')).audioUrl;
  }

  async function reply(
    user: UserRow,
    conversationId: string,
    context: ChatContextFields,
    request: ChatMessageRequest,
    controller: AbortController,
    log: FastifyBaseLogger,
  ): Promise<ChatReply> {
    const userId = user.id;
    const history = (await repository.recentMessages(userId, conversationId, CHAT_HISTORY_TURNS))
      .filter((row) => row.content.trim() !== '')
      .map((row) => ({ role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: row.content }));
    const messageId = crypto.randomUUID();
    let content = '';
    let failure: unknown;
    const written = deps.writer.reply(context, history, controller.signal);
    await publish(userId, { type: 'ai_typing_start', conversationId }, log);
    try {
      let seq = 0;
      for await (const delta of written.pieces) {
        if (delta === '') continue;
        const firstAt = seq === 0 ? performance.now() : 0;
        content += delta;
        await publish(userId, { type: 'chat_delta', conversationId, messageId, seq: seq++, delta }, log);
        if (firstAt) deps.metrics.chatFirstDelta.observe((performance.now() - firstAt) / 1000);
      }
    } catch (error) {
      failure = error;
    }
    const partial = failure !== undefined;
    if (!partial || content !== '') {
      const { row } = await repository.addMessage(userId, conversationId, {
        id: messageId,
        role: 'assistant',
        content,
        partial,
        engine: written.engine,
        createdAt: deps.clock.now(),
      });
      const message = toChatMessage(row);
      let audioUrl: string | undefined;
      if (!partial && request.voiceProfileId) {
        audioUrl = await speak(user, content, request.voiceProfileId, request.speechRate, controller.signal).catch(() => undefined);
      }
      const fallback = written.fallbackFrom ? { fallbackFrom: written.fallbackFrom } : {};
      await publish(userId, { type: 'chat_response', conversationId, message, ...(audioUrl ? { audioUrl } : {}), ...fallback }, log);
    }
    await publish(userId, { type: 'ai_typing_stop', conversationId }, log);
    if (partial) {
      const message =
        failure instanceof EngineError
          ? failure.message
          : controller.signal.aborted
            ? 'The reply was interrupted. Please send your message again.'
            : 'AI service temporarily unavailable';
      throw new ChatError('REPLY_FAILED', message);
    }
    return written;
  }

  return {
    conversations,

    /**
     * A new, empty conversation (New Chat). The user's other sockets learn of it; a hub or database
     * hiccup then must not fail a conversation already made (the client would retry and make a second).
     */
    async createConversation(user: Pick<UserRow, 'id' | 'locale'>, request: ContextRequest, log: FastifyBaseLogger): Promise<Conversation> {
      const row = await repository.createConversation(user.id, requestedContext(user, request), NEW_CONVERSATION_TITLE, deps.clock.now());
      await conversations(user.id)
        .then((list) => hub.publish(user.id, { type: 'conversations_list', conversations: list }))
        .catch((error: unknown) => log.warn({ err: error }, 'conversations_list not delivered'));
      return toConversation(row);
    },

    async history(
      user: Pick<UserRow, 'id' | 'locale'>,
      request: HistoryRequest,
    ): Promise<{ conversation: Conversation | null; messages: ChatMessage[] }> {
      const { category } = request;
      const row = request.conversationId
        ? await ownedConversation(user.id, request.conversationId)
        : category
          ? await repository.conversationFor(user.id, requestedContext(user, { ...request, category }))
          : undefined;
      if (!row) return { conversation: null, messages: [] };
      return { conversation: toConversation(row), messages: (await repository.messages(user.id, row.id)).map(toChatMessage) };
    },

    /** Stores the user's message, then streams and stores the reply. */
    /** A message, while the trial or plan lets the user chat: stored, then answered in pieces. */
    async send(user: UserRow, request: ChatMessageRequest, log: FastifyBaseLogger): Promise<void> {
      deps.entitlements.assertActive(user);
      const userId = user.id;
      const context = requestedContext(user, request);
      const now = deps.clock.now();
      let conversation = request.conversationId
        ? await ownedConversation(userId, request.conversationId)
        : await repository.conversationFor(userId, context);
      const created = conversation === undefined;
      conversation ??= await repository.createConversation(userId, context, conversationTitle(request.message), now);
      const conversationId = conversation.id;
      const lease = running.has(conversationId)
        ? undefined
        : await deps.counters.acquire(`chat-reply:${conversationId}`, 1, REPLY_LEASE_MS);
      if (!lease || running.has(conversationId)) {
        await lease?.release();
        throw new ChatError('REPLY_IN_PROGRESS', 'Please wait for the current reply to finish before sending another message.');
      }
      const controller = new AbortController();
      const job: { controller: AbortController; done: Promise<unknown> } = { controller, done: Promise.resolve() };
      running.set(conversationId, job);
      try {
        // A conversation started empty (New Chat) is named by its first message.
        const named = conversation.title === NEW_CONVERSATION_TITLE;
        if (named) await repository.setTitle(userId, conversationId, conversationTitle(request.message));
        const { row, duplicate } = await repository.addMessage(userId, conversationId, {
          role: 'user',
          content: request.message,
          isVoice: request.isVoice,
          voiceUrl: request.voiceUrl ?? null,
          clientMessageId: request.messageId ?? null,
          createdAt: now,
        });
        await publish(
          userId,
          { type: 'user_message_saved', conversationId, clientMessageId: request.messageId ?? null, message: toChatMessage(row) },
          log,
        );
        if (created || named) await publish(userId, { type: 'conversations_list', conversations: await conversations(userId) }, log);
        // A resend gets no second reply once the first was answered (a resend after a failed or
        // lost reply is answered now).
        const answered =
          duplicate &&
          (await repository.messages(userId, conversationId)).some(
            (message) => message.role === 'assistant' && message.createdAt > row.createdAt,
          );
        if (answered) return;

        // The conversation's own context: a message into an existing conversation is answered in it (and its language).
        const { category, niche, audience, budget, language } = toConversation(conversation);
        const stored: ChatContextFields = { category, niche, audience, budget, language };
        job.done = deps.metrics.timeGeneration(
          'chat_reply',
          deps.writer.engine,
          () => reply(user, conversationId, stored, request, controller, log),
          (written) => written,
        );
        await job.done;
      } finally {
        running.delete(conversationId);
        await lease.release();
      }
    },

    /**
     * A reply still being written here is stopped first, so nothing lands in the emptied
     * conversation; one running on another instance cannot be stopped from here, so clearing waits
     * for it. The reply guard is held while clearing: no new reply starts meanwhile.
     */
    async clear(userId: string, conversationId: string, log: FastifyBaseLogger): Promise<void> {
      await ownedConversation(userId, conversationId);
      const job = running.get(conversationId);
      if (job) {
        job.controller.abort(new Error('conversation cleared'));
        await job.done.catch(() => undefined);
      }
      const lease = await deps.counters.acquire(`chat-reply:${conversationId}`, 1, REPLY_LEASE_MS);
      if (!lease) throw new ChatError('REPLY_IN_PROGRESS', 'Please wait for the current reply to finish before clearing the conversation.');
      try {
        if (!(await repository.clear(userId, conversationId))) throw new ChatError('CONVERSATION_NOT_FOUND', 'Conversation not found');
      } finally {
        await lease.release();
      }
      await publish(userId, { type: 'conversation_cleared', conversationId }, log);
    },

    async speech(
      user: UserRow,
      request: Extract<ClientMessage, { type: 'generate_speech' }>,
      signal: AbortSignal,
      log: FastifyBaseLogger,
    ): Promise<void> {
      deps.entitlements.assertActive(user);
      const audioUrl = await speak(user, request.text, request.voiceProfileId, request.speechRate, signal);
      await publish(user.id, { type: 'speech_generated', audioUrl, messageId: request.messageId ?? null }, log);
    },

    /** Shutdown: replies in progress stop and are stored as partial. */
    async close(): Promise<void> {
      const jobs = [...running.values()];
      for (const job of jobs) job.controller.abort(new Error('server shutting down'));
      await Promise.allSettled(jobs.map((job) => job.done));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
