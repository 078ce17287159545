/** The chat catalogue (spec §2 Advanced Chat tab, §9 Chat). */
export const chatCategories = ['story-ideas', 'script-prompts', 'advertising'] as const;
export type ChatCategory = (typeof chatCategories)[number];

export const chatCategoryLabels: Record<ChatCategory, string> = {
  'story-ideas': 'Story Ideas',
  'script-prompts': 'Script Prompts',
  advertising: 'Advertising',
};

export const DEFAULT_CHAT_CATEGORY: ChatCategory = 'story-ideas';

/** Examples the context fields show (spec §2). */
export const chatContextExamples = { niche: 'Tech Reviews', audience: 'Young Adults', budget: '$1000/month' } as const;

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_CONTEXT_MAX_LENGTH = 120;
/** A conversation's title: the start of its first message. */
export const CHAT_TITLE_MAX_LENGTH = 60;
/** Turns of history a reply is written from. */
export const CHAT_HISTORY_TURNS = 20;

/** Spec §9: reconnect after 3 s, history about 1 s after connecting, 1 s debounce on context fields. */
export const CHAT_RECONNECT_DELAY_MS = 3000;

/** Close code of a socket whose session was signed out or expired (4000–4999 are the app's own). */
export const SESSION_ENDED_CLOSE_CODE = 4001;
export const CHAT_HISTORY_DELAY_MS = 1000;
export const CHAT_CONTEXT_DEBOUNCE_MS = 1000;

/** Socket limits: the largest message in bytes, and messages a user may send per minute. */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;
export const SOCKET_MESSAGES_PER_MINUTE = 60;
