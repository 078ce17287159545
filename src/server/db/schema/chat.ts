import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/** A chat conversation: one category and the context (niche, audience, budget, language) it was held in. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    niche: text('niche').notNull().default(''),
    audience: text('audience').notNull().default(''),
    budget: text('budget').notNull().default(''),
    /** BCP 47 tag from the content languages (@shared/catalog/languages): what a text model answers in. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_conversations_user_updated_idx').on(table.userId, table.updatedAt.desc().nullsFirst())],
);

/**
 * Messages: the user's is stored before the model is called; the reply when it is complete, or
 * as `partial` when it was cut off (model error, shutdown), so nothing is silently lost.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    isVoice: boolean('is_voice').notNull().default(false),
    voiceUrl: text('voice_url'),
    partial: boolean('partial').notNull().default(false),
    engine: text('engine'),
    /** The client's id for a user message: a resend is recognised instead of stored twice. */
    clientMessageId: text('client_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_messages_conversation_created_idx').on(table.conversationId, table.createdAt),
    uniqueIndex('chat_messages_client_id_idx').on(table.conversationId, table.clientMessageId),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
