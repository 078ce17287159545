/** The three chat categories of spec §2 (Advanced Chat tab). */
export type ChatCategory = 'story-ideas' | 'script-prompts' | 'advertising';

/** The context fields beside the chat; each may be empty. */
export interface ChatContext {
  niche: string;
  audience: string;
  budget: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface OfflineChatRequest {
  category: ChatCategory;
  context: ChatContext;
  /** The user's new message (not yet in `history`). */
  message: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatTurn[];
  seed?: number;
}

/** How a follow-up asks to change earlier items. */
export type Restyle = 'funny' | 'dark' | 'serious' | 'heartfelt' | 'energetic' | 'inspiring' | 'shorter';
