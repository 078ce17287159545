import type { ChatCategory } from '@shared/catalog/chat';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import type { Conversation } from '@shared/realtime';
import { api } from '@/lib/api-client';

export type ConversationContext = { category: ChatCategory; niche: string; audience: string; budget: string; language: ContentLanguageTag };

/** POST /api/chat/conversation: a new, empty conversation for the category and context (201). */
export function createConversation(context: ConversationContext): Promise<Conversation> {
  return api.post<Conversation>('/api/chat/conversation', context);
}
