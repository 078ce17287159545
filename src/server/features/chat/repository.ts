import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CHAT_TITLE_MAX_LENGTH, type ChatCategory } from '@shared/catalog/chat';
import { contentLanguage, type ContentLanguageTag } from '@shared/catalog/languages';
import type { ChatMessage, Conversation } from '@shared/realtime';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages, type ChatConversationRow, type ChatMessageRow } from '../../db/schema';

export interface ChatContextFields {
  category: ChatCategory;
  niche: string;
  audience: string;
  budget: string;
  /** What a text model answers in. */
  language: ContentLanguageTag;
}

export function toConversation(row: ChatConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    category: row.category as ChatCategory,
    niche: row.niche,
    audience: row.audience,
    budget: row.budget,
    language: contentLanguage(row.language).tag,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    isVoice: row.isVoice,
    voiceUrl: row.voiceUrl,
    partial: row.partial,
    engine: row.engine,
  };
}

/** A conversation started empty (New Chat) until its first message names it. */
export const NEW_CONVERSATION_TITLE = 'New conversation';

/** The start of the first message, cut at a word: 'How do I light a product video…'. */
export function conversationTitle(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  if (text.length <= CHAT_TITLE_MAX_LENGTH) return text;
  const cut = text.slice(0, CHAT_TITLE_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > CHAT_TITLE_MAX_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Conversations and messages, always scoped to their owner: another user's id finds nothing. */
/**
 * Conversations and their messages, every query scoped to its owner: a message is read or written
 * only through a conversation of the user who asks, whatever the caller checked before.
 */
export function createChatRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(chatConversations.userId, userId), eq(chatConversations.id, id));
  /** The conversation `id` if it is the user's (none otherwise), for scoping message queries. */
  const ownedConversation = (userId: string, id: string) =>
    db.select({ id: chatConversations.id }).from(chatConversations).where(owned(userId, id));
  const inOwnedConversation = (userId: string, id: string) => inArray(chatMessages.conversationId, ownedConversation(userId, id));

  return {
    conversations(userId: string): Promise<ChatConversationRow[]> {
      return db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).orderBy(desc(chatConversations.updatedAt));
    },

    async conversation(userId: string, id: string): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(owned(userId, id));
      return row;
    },

    /** The latest conversation held in exactly this category and context. */
    async conversationFor(userId: string, context: ChatContextFields): Promise<ChatConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.userId, userId),
            eq(chatConversations.category, context.category),
            eq(chatConversations.niche, context.niche),
            eq(chatConversations.audience, context.audience),
            eq(chatConversations.budget, context.budget),
            eq(chatConversations.language, context.language),
          ),
        )
        .orderBy(desc(chatConversations.updatedAt))
        .limit(1);
      return row;
    },

    async createConversation(userId: string, context: ChatContextFields, title: string, now: Date): Promise<ChatConversationRow> {
      const [row] = await db
        .insert(chatConversations)
        .values({ userId, ...context, title: title || NEW_CONVERSATION_TITLE, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('conversation insert returned no row');
      return row;
    },

    async setTitle(userId: string, id: string, title: string): Promise<void> {
      await db.update(chatConversations).set({ title }).where(owned(userId, id));
    },

    /** The latest `limit` messages, oldest first: what a reply is written from, without reading the whole conversation. */
    async recentMessages(userId: string, conversationId: string, limit: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(inOwnedConversation(userId, conversationId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    messages(userId: string, conversationId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(inOwnedConversation(userId, conversationId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    },

    /**
     * Stores a message and moves the conversation up the list. A user message whose client id is
     * already stored is not stored again: the stored one is answered instead. Refused (an error)
     * when the conversation is not the user's.
     */
    async addMessage(
      userId: string,
      conversationId: string,
      message: Omit<typeof chatMessages.$inferInsert, 'conversationId'> & { createdAt: Date },
    ): Promise<{ row: ChatMessageRow; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx.select({ id: chatConversations.id }).from(chatConversations).where(owned(userId, conversationId));
        if (!conversation) throw new Error('a message was added to a conversation that is not the user’s');
        // Messages keep the order they were written in even within one millisecond (or a test clock).
        const [last] = await tx
          .select({ createdAt: chatMessages.createdAt })
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, conversationId))
          .orderBy(desc(chatMessages.createdAt))
          .limit(1);
        const createdAt = last && last.createdAt >= message.createdAt ? new Date(last.createdAt.getTime() + 1) : message.createdAt;
        const [row] = await tx
          .insert(chatMessages)
          .values({ ...message, createdAt, conversationId })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const [existing] = await tx
            .select()
            .from(chatMessages)
            .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientMessageId, message.clientMessageId ?? '')));
          if (!existing) throw new Error('message insert conflicted but no message was found');
          return { row: existing, duplicate: true };
        }
        await tx.update(chatConversations).set({ updatedAt: createdAt }).where(eq(chatConversations.id, conversationId));
        return { row, duplicate: false };
      });
    },

    /** Clears a conversation's messages; false when the user has no such conversation. */
    async clear(userId: string, id: string): Promise<boolean> {
      const conversation = await this.conversation(userId, id);
      if (!conversation) return false;
      await db.delete(chatMessages).where(inOwnedConversation(userId, id));
      return true;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
