import { z } from 'zod';
import { DEFAULT_CHAT_CATEGORY } from '../catalog/chat';
import { chatContextFields, conversation } from '../realtime';

/** GET /api/chat/conversations: the user's conversations, most recently updated first. */
export const conversationsResponse = z.array(conversation);

/** POST /api/chat/conversation: starts an empty conversation in a category and context (spec §7). */
export const newConversationInput = z.strictObject({
  ...chatContextFields,
  category: chatContextFields.category.default(DEFAULT_CHAT_CATEGORY),
});
