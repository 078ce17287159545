import type { ChatTurn, TextEngine } from '../../providers/text';
import { offlineChatPieces, OFFLINE_CHAT_ENGINE } from '../../offline-writer/chat';
import { yieldToEventLoop } from '../../yield-to-event-loop';
import { chatSystemPrompt } from './chat-prompt';
import type { ChatContextFields } from './repository';

/**
 * What writes chat replies, in pieces as they come: the configured text model, or the offline
 * writer (chosen once, in services.ts). `history` ends with the message to answer.
 */
export interface ChatWriter {
  readonly engine: string;
  readonly model: string | null;
  pieces(context: ChatContextFields, history: ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}

export function modelChatWriter(text: TextEngine): ChatWriter {
  return {
    engine: text.engine,
    model: text.model,
    pieces: (context, history, signal) => text.stream({ system: chatSystemPrompt(context), messages: history, signal }),
  };
}

/** The offline writer's reply, handed out piece by piece with a turn of the event loop between (it is written at once). */
export const offlineChatWriter: ChatWriter = {
  engine: OFFLINE_CHAT_ENGINE,
  model: null,
  async *pieces(context, history, signal) {
    const message = history.at(-1)?.content ?? '';
    for (const piece of offlineChatPieces({ category: context.category, context, message, history: history.slice(0, -1) })) {
      signal.throwIfAborted();
      yield piece;
      await yieldToEventLoop();
    }
  },
};
