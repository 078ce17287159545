import { z } from 'zod';
import type { EngineFallback } from './contracts/ai';
import { contentLanguageTag } from './contracts/languages';
import type { NarrationStatus } from './contracts/narrations';
import type { RenderStatus } from './contracts/renders';
import { CHAT_CONTEXT_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, chatCategories } from './catalog/chat';
import { SPEECH_RATE } from './catalog/voice';

/**
 * The realtime chat protocol at /ws (spec §4, §7): every message either way is one JSON object
 * whose `type` names it, with its fields beside it.
 */

/**
 * The category and context a conversation is held in (spec §2): shared with POST /api/chat/conversation.
 * `language`, what a text model answers in: unset, the one the user's interface is kept in (or English).
 */
export const chatContextFields = {
  category: z.enum(chatCategories),
  niche: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
  audience: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
  budget: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
  language: contentLanguageTag.optional(),
};

/** Conversation (spec §3). */
export const conversation = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(chatCategories),
  niche: z.string(),
  audience: z.string(),
  budget: z.string(),
  language: contentLanguageTag,
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

/** Chat message (spec §3), plus whether a reply was cut off and which engine wrote it. */
export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  isVoice: z.boolean(),
  voiceUrl: z.string().nullable(),
  /** A reply the model did not finish (error, server shutdown): kept, and marked. */
  partial: z.boolean(),
  /** For assistant messages: 'offline-writer' or the model's engine. */
  engine: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const conversationId = z.uuid('conversationId must be a conversation id');
/** Unset or null (as the spec's clients send it): a new conversation, or for history the one of the context. */
const optionalConversationId = conversationId
  .nullish()
  .transform((id) => id ?? undefined)
  .optional();

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_established') }),
  z.object({
    type: z.literal('get_conversation_history'),
    conversationId: optionalConversationId,
    ...chatContextFields,
    category: chatContextFields.category.optional(),
  }),
  z.object({
    type: z.literal('chat_message'),
    message: z
      .string()
      .trim()
      .min(1, 'Message is empty')
      .max(CHAT_MESSAGE_MAX_LENGTH, `Messages are at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
    ...chatContextFields,
    conversationId: optionalConversationId,
    /** The client's id for this message: a resend after a reconnect is not stored twice. */
    messageId: z.string().min(1).max(100).optional(),
    isVoice: z.boolean().default(false),
    voiceUrl: z.string().max(2000).nullable().optional(),
    /** With voice on: the reply is also spoken with this profile (or a stock voice id). */
    voiceProfileId: z.string().max(100).nullable().optional(),
    speechRate: z.number().min(SPEECH_RATE.min).max(SPEECH_RATE.max).optional(),
  }),
  z.object({ type: z.literal('clear_conversation_history'), conversationId }),
  z.object({
    type: z.literal('generate_speech'),
    text: z.string().trim().min(1).max(5000),
    voiceProfileId: z.string().min(1).max(100),
    speechRate: z.number().min(SPEECH_RATE.min).max(SPEECH_RATE.max).optional(),
    /** Echoed back so the client knows which message was spoken. */
    messageId: z.string().max(100).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export type ServerEvent =
  | { type: 'connection_established'; userId: string; serverTime: string }
  | { type: 'conversations_list'; conversations: Conversation[] }
  | { type: 'conversation_history'; conversation: Conversation | null; messages: ChatMessage[] }
  | { type: 'user_message_saved'; conversationId: string; clientMessageId: string | null; message: ChatMessage }
  | { type: 'ai_typing_start'; conversationId: string }
  | { type: 'ai_typing_stop'; conversationId: string }
  | { type: 'chat_delta'; conversationId: string; messageId: string; seq: number; delta: string }
  /** `fallbackFrom`: the text model that did not answer and why, when the offline writer answered in its place. */
  | { type: 'chat_response'; conversationId: string; message: ChatMessage; audioUrl?: string; fallbackFrom?: EngineFallback }
  | { type: 'conversation_cleared'; conversationId: string }
  | { type: 'speech_generated'; audioUrl: string; messageId: string | null }
  /** A render of one of the user's projects moved on: sent to every socket of its owner. */
  | { type: 'render_progress'; renderId: string; projectId: string; status: RenderStatus; progress: number; etaSeconds?: number }
  /** A take of one of the user's projects moved on (aligning, ready or failed): sent to every socket of its owner. */
  | { type: 'narration_progress'; narrationId: string; projectId: string; status: NarrationStatus; progress: number }
  /** `retryAfterSeconds`: the work was refused for now (the server is busy), not for good. */
  | { type: 'error'; message: string; code: string; retryAfterSeconds?: number };
