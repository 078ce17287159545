import { CHAT_HISTORY_TURNS } from '@shared/catalog/chat';
import type { ChatMessage, ClientMessage, Conversation, ServerEvent } from '@shared/realtime';
import type { AppDeps } from '../../deps';
import { EngineError } from '../../providers/engine-error';
import type { RealtimeHub } from '../../providers/pubsub/realtime-hub';
import { offlineChatPieces, OFFLINE_CHAT_ENGINE } from '../../providers/text/offline-writer/chat';
import { createVoiceResolver } from '../voice/voice-resolver';
import { createVoiceProfileRepository } from '../voice/repository';
import { createVoiceover } from '../voice/voiceover-service';
import { chatSystemPrompt } from './chat-prompt';
import { firstDeltaTiming } from './reply-timing';
import { conversationTitle, toChatMessage, toConversation, type ChatContextFields, type ChatRepository } from './repository';

type ChatMessageRequest = Extract<ClientMessage, { type: 'chat_message' }>;
type HistoryRequest = Extract<ClientMessage, { type: 'get_conversation_history' }>;

/** A problem the socket reports as an `error` event; the connection stays up. */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The chat assistant: conversations, history, replies streamed as `chat_delta` events then one
 * `chat_response`, and speech. The user's message is stored before the model is called; a reply
 * cut off (model error, shutdown) is stored as partial and marked, never lost.
 */
export function createChatService(deps: Pick<AppDeps, 'database' | 'clock' | 'text' | 'speech' | 'storage'>, repository: ChatRepository, hub: RealtimeHub) {
  const voices = createVoiceResolver(deps.speech, createVoiceProfileRepository(deps.database.db));
  const running = new Set<{ controller: AbortController; done: Promise<void> }>();
  const publish = (userId: string, event: ServerEvent) => hub.publish(userId, event);

  async function conversations(userId: string): Promise<Conversation[]> {
    return (await repository.conversations(userId)).map(toConversation);
  }

  async function ownedConversation(userId: string, id: string) {
    const conversation = await repository.conversation(userId, id);
    if (!conversation) throw new ChatError('CONVERSATION_NOT_FOUND', 'Conversation not found');
    return conversation;
  }

  /** The model's reply in pieces, or the offline writer's when no model is configured. */
  async function* replyPieces(context: ChatContextFields, history: { role: 'user' | 'assistant'; content: string }[], signal: AbortSignal) {
    if (deps.text) {
      yield* deps.text.stream({ system: chatSystemPrompt(context), messages: history, signal });
      return;
    }
    const message = history.at(-1)?.content ?? '';
    for (const piece of offlineChatPieces({ category: context.category, context, message, history: history.slice(0, -1) })) {
      signal.throwIfAborted();
      yield piece;
      await yieldToEventLoop();
    }
  }

  async function speak(userId: string, text: string, voiceId: string, rate: number | undefined, signal?: AbortSignal): Promise<string> {
    const voice = await voices.resolve(userId, voiceId);
    return (await createVoiceover(deps, voice, { text, rate }, signal)).audioUrl;
  }

  async function reply(userId: string, conversationId: string, request: ChatMessageRequest, controller: AbortController) {
    const context: ChatContextFields = { category: request.category, niche: request.niche, audience: request.audience, budget: request.budget };
    const history = (await repository.messages(conversationId))
      .filter((row) => row.content.trim() !== '')
      .slice(-CHAT_HISTORY_TURNS)
      .map((row) => ({ role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: row.content }));
    const messageId = crypto.randomUUID();
    const engine = deps.text?.engine ?? OFFLINE_CHAT_ENGINE;
    let content = '';
    let failure: unknown;
    await publish(userId, { type: 'ai_typing_start', conversationId });
    try {
      let seq = 0;
      for await (const delta of replyPieces(context, history, controller.signal)) {
        if (delta === '') continue;
        const firstAt = seq === 0 ? performance.now() : 0;
        content += delta;
        await publish(userId, { type: 'chat_delta', conversationId, messageId, seq: seq++, delta });
        if (firstAt) firstDeltaTiming.record(performance.now() - firstAt);
      }
    } catch (error) {
      failure = error;
    }
    const partial = failure !== undefined;
    if (!partial || content !== '') {
      const { row } = await repository.addMessage(conversationId, {
        id: messageId,
        role: 'assistant',
        content,
        partial,
        engine,
        createdAt: deps.clock.now(),
      });
      const message = toChatMessage(row);
      let audioUrl: string | undefined;
      if (!partial && request.voiceProfileId) {
        audioUrl = await speak(userId, content, request.voiceProfileId, request.speechRate, controller.signal).catch(() => undefined);
      }
      await publish(userId, { type: 'chat_response', conversationId, message, ...(audioUrl ? { audioUrl } : {}) });
    }
    await publish(userId, { type: 'ai_typing_stop', conversationId });
    if (partial) {
      const message =
        failure instanceof EngineError ? failure.message : controller.signal.aborted ? 'The reply was interrupted. Please send your message again.' : 'AI service temporarily unavailable';
      throw new ChatError('REPLY_FAILED', message);
    }
  }

  return {
    conversations,

    async history(userId: string, request: HistoryRequest): Promise<{ conversation: Conversation | null; messages: ChatMessage[] }> {
      const row = request.conversationId
        ? await ownedConversation(userId, request.conversationId)
        : request.category
          ? await repository.conversationFor(userId, { category: request.category, niche: request.niche, audience: request.audience, budget: request.budget })
          : undefined;
      if (!row) return { conversation: null, messages: [] };
      return { conversation: toConversation(row), messages: (await repository.messages(row.id)).map(toChatMessage) };
    },

    /** Stores the user's message, then streams and stores the reply. */
    async send(userId: string, request: ChatMessageRequest): Promise<void> {
      const context = { category: request.category, niche: request.niche, audience: request.audience, budget: request.budget };
      const now = deps.clock.now();
      let conversation = request.conversationId
        ? await ownedConversation(userId, request.conversationId)
        : await repository.conversationFor(userId, context);
      const created = conversation === undefined;
      conversation ??= await repository.createConversation(userId, context, conversationTitle(request.message), now);
      const { row, duplicate } = await repository.addMessage(conversation.id, {
        role: 'user',
        content: request.message,
        isVoice: request.isVoice,
        voiceUrl: request.voiceUrl ?? null,
        clientMessageId: request.messageId ?? null,
        createdAt: now,
      });
      await publish(userId, { type: 'user_message_saved', conversationId: conversation.id, clientMessageId: request.messageId ?? null, message: toChatMessage(row) });
      if (created) await publish(userId, { type: 'conversations_list', conversations: await conversations(userId) });
      // A resend of a message already answered (or being answered) gets no second reply.
      if (duplicate) return;

      const controller = new AbortController();
      const job = { controller, done: Promise.resolve() };
      job.done = reply(userId, conversation.id, request, controller).finally(() => running.delete(job));
      running.add(job);
      await job.done;
    },

    async clear(userId: string, conversationId: string): Promise<void> {
      if (!(await repository.clear(userId, conversationId))) throw new ChatError('CONVERSATION_NOT_FOUND', 'Conversation not found');
      await publish(userId, { type: 'conversation_cleared', conversationId });
    },

    async speech(userId: string, request: Extract<ClientMessage, { type: 'generate_speech' }>): Promise<void> {
      const audioUrl = await speak(userId, request.text, request.voiceProfileId, request.speechRate);
      await publish(userId, { type: 'speech_generated', audioUrl, messageId: request.messageId ?? null });
    },

    /** Shutdown: replies in progress stop and are stored as partial. */
    async close(): Promise<void> {
      const jobs = [...running];
      for (const job of jobs) job.controller.abort(new Error('server shutting down'));
      await Promise.allSettled(jobs.map((job) => job.done));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
