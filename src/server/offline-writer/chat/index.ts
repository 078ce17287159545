import { rngForInput } from '../../seeded-random';
import { readBrief } from './brief';
import { categoryWriters } from './categories';
import { answerFollowUp, readThread } from './follow-up';
import { greetingReply, thanksReply } from './greeting';
import { readIntent } from './intent';
import { splitIntoPieces } from './pieces';
import type { ChatContext, OfflineChatRequest } from './types';

export type { ChatCategory, ChatContext, ChatTurn, OfflineChatRequest } from './types';
export { parseBudget, splitBudget, formatMoney, type Budget, type BudgetPeriod, type Currency, type Share } from './budget';

/** The engine name the chat stores and shows beside an offline reply: the offline writer's own (DESIGN.md §1.3). */
export { OFFLINE_WRITER_ENGINE as OFFLINE_CHAT_ENGINE } from '../index';

/**
 * The offline chat assistant: reads the message's topic with the script writer's wink-nlp topic
 * analysis (falling back to the niche), then answers in the category's shape: story ideas,
 * ready-to-paste script prompts, or ad concepts with the budget split to the cent. Follow-ups
 * ('more', 'expand on 2', 'make the second one funnier', 'shorter') work on the items of the
 * previous reply; greetings and thanks get a short answer. The whole reply is Markdown and
 * deterministic: the same request and seed always give the same text.
 */
export function offlineChatReply(request: OfflineChatRequest): string {
  const context: ChatContext = {
    niche: request.context.niche ?? '',
    audience: request.context.audience ?? '',
    budget: request.context.budget ?? '',
  };
  const { category, message, history } = request;
  const seed = request.seed ?? 0;
  const writer = categoryWriters[category];
  const thread = readThread(history);
  const intent = readIntent(message, thread.items.length);
  const rng = (...parts: (string | number)[]) =>
    rngForInput(['offline-chat', category, context.niche, context.audience, context.budget, seed, ...parts]);

  switch (intent.kind) {
    case 'greeting':
      return greetingReply(category, readBrief(thread.baseMessage, context), context.budget);
    case 'thanks':
      return thanksReply(category, thread.items.length > 0);
    // Items earlier replies in this conversation used come last, so asking again brings new ones.
    case 'request':
      return writer.write(readBrief(message, context), context.budget, rng(message, thread.replies.length), writer.used(thread.replies));
    case 'more':
      return writer.write(
        readBrief(thread.baseMessage, context),
        context.budget,
        rng(thread.baseMessage, 'more', thread.replies.length),
        writer.used(thread.replies),
      );
    case 'expand':
    case 'restyle':
      return answerFollowUp(
        intent,
        thread,
        writer,
        readBrief(thread.baseMessage, context),
        context.budget,
        rng(message, thread.replies.length),
      );
  }
}

/** The reply in small pieces (a few words each) as a stream would deliver them; joined they equal offlineChatReply(request). */
export function offlineChatPieces(request: OfflineChatRequest): string[] {
  return splitIntoPieces(offlineChatReply(request));
}
