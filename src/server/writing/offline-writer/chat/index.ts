import { rngForInput, type Rng } from '../../../lib/seeded-random';
import { writeAdScripts } from './ad-script';
import { readBrief, type ChatBrief } from './brief';
import { categoryWriters } from './categories';
import { factualReply } from './factual';
import { answerFollowUp, readThread } from './follow-up';
import { greetingReply, thanksReply } from './greeting';
import { readIntent } from './intent';
import { writeHooks, writeTitles, writeVideoIdeas } from './lists';
import { splitIntoPieces } from './pieces';
import { MAX_ITEMS, readRequest, type ChatRequest, type RequestFormat } from './request';
import { writeScriptOutlines } from './script-outline';
import type { ChatCategory, ChatContext, OfflineChatRequest } from './types';

export type { ChatCategory, ChatContext, ChatTurn, OfflineChatRequest } from './types';
export { parseBudget, splitBudget, formatMoney, type Budget, type BudgetPeriod, type Currency, type Share } from './budget';

/** The engine name the chat stores and shows beside an offline reply: the offline writer's own (DESIGN.md §1.3). */
export { OFFLINE_WRITER_ENGINE as OFFLINE_CHAT_ENGINE } from '../index';

/** How many items each format gives when the message names no number. */
const DEFAULT_COUNTS = { 'ad-script': 1, titles: 5, hooks: 3, script: 1, 'video-ideas': 3 } as const;

function writeInFormat(
  format: RequestFormat,
  count: number,
  seconds: number | null,
  category: ChatCategory,
  brief: ChatBrief,
  rng: Rng,
  seen: string,
): string {
  switch (format) {
    case 'ad-script':
      return writeAdScripts(brief, seconds, count, rng, seen, category === 'advertising');
    case 'titles':
      return writeTitles(brief, category, count, rng, seen);
    case 'hooks':
      return writeHooks(brief, category, count, rng, seen);
    case 'script':
      return writeScriptOutlines(brief, seconds, count, rng, seen);
    case 'video-ideas':
      return writeVideoIdeas(brief, count, rng, seen);
  }
}

/**
 * A new request in the format it names ('10 titles', 'a 30-second ad', 'three hooks', 'a script',
 * 'video ideas'), else in the category's own shape, with as many items as it asks for.
 */
function answerRequest(
  category: ChatCategory,
  request: ChatRequest,
  brief: ChatBrief,
  budget: string,
  rng: Rng,
  replies: readonly string[],
): string {
  const { format, count, seconds } = request;
  const writer = categoryWriters[category];
  const reply = format
    ? writeInFormat(format, count ?? DEFAULT_COUNTS[format], seconds, category, brief, rng, replies.join('\n'))
    : writer.write(brief, budget, rng, writer.used(replies), count ?? undefined);
  const capped = request.askedAbove ? `You asked for ${request.askedAbove}; the offline writer gives at most ${MAX_ITEMS} at a time.` : '';
  return capped ? `${capped}\n\n${reply}` : reply;
}

/**
 * The offline chat assistant: reads the subject from the message (falling back to the niche), the
 * number of items and the format it asks for, then answers in that format or in the category's
 * own shape: story ideas, ready-to-paste script prompts, or ad concepts with the budget split to
 * the cent. A question of fact gets a plain 'not offline' and what it can write instead.
 * Follow-ups ('more', 'expand on 2', 'make the second one funnier', 'shorter') work on the items
 * of the previous reply; greetings and thanks get a short answer. The whole reply is Markdown and
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
    case 'factual':
      return factualReply(category, message);
    // Items earlier replies in this conversation used come last, so asking again brings new ones.
    case 'request':
      return answerRequest(
        category,
        readRequest(message),
        readBrief(message, context),
        context.budget,
        rng(message, thread.replies.length),
        thread.replies,
      );
    case 'more': {
      // 'more' repeats the earlier request's format; a number in it ('give me 5 more') replaces the earlier one.
      const earlier = readRequest(thread.baseMessage);
      const now = readRequest(message);
      return answerRequest(
        category,
        now.count === null ? earlier : { ...earlier, count: now.count, askedAbove: now.askedAbove },
        readBrief(thread.baseMessage, context),
        context.budget,
        rng(thread.baseMessage, 'more', thread.replies.length),
        thread.replies,
      );
    }
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
