import { z } from 'zod';
import { CHAT_CONTEXT_MAX_LENGTH, chatCategories, DEFAULT_CHAT_CATEGORY } from '../catalog/chat';
import { conversation } from '../realtime';

/** GET /api/chat/conversations: the user's conversations, most recently updated first. */
export const conversationsResponse = z.array(conversation);

/** POST /api/chat/conversation: starts an empty conversation in a category and context (spec §7). */
export const newConversationInput = z.strictObject({
  category: z.enum(chatCategories).default(DEFAULT_CHAT_CATEGORY),
  niche: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
  audience: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
  budget: z.string().trim().max(CHAT_CONTEXT_MAX_LENGTH).default(''),
});
