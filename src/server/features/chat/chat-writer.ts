import type { EngineFallback } from '@shared/contracts/ai';
import type { ChatTurn, TextEngine } from '../../providers/text';
import { offlineChatPieces, OFFLINE_CHAT_ENGINE } from '../../writing/offline-writer/chat';
import { yieldToEventLoop } from './yield-to-event-loop';
import { chatSystemPrompt } from './chat-prompt';
import type { ChatContextFields } from './repository';

/**
 * What writes chat replies, in pieces as they come: the configured text model, or the offline
 * writer (chosen per reply by the AI engine settings). `history` ends with the message to answer.
 */
export interface ChatWriter {
  readonly engine: string;
  readonly model: string | null;
  reply(context: ChatContextFields, history: ChatTurn[], signal: AbortSignal): ChatReply;
}

/** One reply being written; `engine` and `fallbackFrom` are final once `pieces` has ended. */
export interface ChatReply {
  readonly engine: string;
  /** The model that did not answer (and why), when the offline writer answered in its place. */
  readonly fallbackFrom: EngineFallback | null;
  readonly pieces: AsyncIterable<string>;
}

export function modelChatWriter(text: TextEngine): ChatWriter {
  return {
    engine: text.engine,
    model: text.model,
    reply: (context, history, signal) => ({
      engine: text.engine,
      fallbackFrom: null,
      pieces: text.stream({ system: chatSystemPrompt(context), messages: history, signal }),
    }),
  };
}

/** The offline writer's reply, handed out piece by piece with a turn of the event loop between (it is written at once). */
export const offlineChatWriter: ChatWriter = {
  engine: OFFLINE_CHAT_ENGINE,
  model: null,
  reply: (context, history, signal) => ({
    engine: OFFLINE_CHAT_ENGINE,
    fallbackFrom: null,
    pieces: offlinePieces(context, history, signal),
  }),
};

async function* offlinePieces(context: ChatContextFields, history: ChatTurn[], signal: AbortSignal) {
  const message = history.at(-1)?.content ?? '';
  for (const piece of offlineChatPieces({ category: context.category, context, message, history: history.slice(0, -1) })) {
    signal.throwIfAborted();
    yield piece;
    await yieldToEventLoop();
  }
}
