import type { Rng } from '../../../lib/seeded-random';
import type { ChatBrief } from './brief';
import type { CategoryWriter } from './categories';
import { readIntent, type MessageIntent } from './intent';
import { blocks, bullets } from './markdown';
import { itemNumbered, replyItems, type ReplyItem } from './previous-reply';
import type { ChatTurn } from './types';

/** Where the conversation stands: the reply a follow-up refers to, and the request behind it. */
export interface Thread {
  /** Items of the latest assistant reply that had any (empty when none had). */
  items: ReplyItem[];
  /** The latest user message that asked for something new ('' when there is none). */
  baseMessage: string;
  /** Every assistant reply so far, oldest first. */
  replies: string[];
}

const CLARIFYING = /^Which \w+ should I develop\?/;

/** Walks the history in order, reading each user message the way it was read when it was sent. */
export function readThread(history: readonly ChatTurn[]): Thread {
  let items: ReplyItem[] = [];
  let baseMessage = '';
  const replies: string[] = [];
  for (const turn of history) {
    if (turn.role === 'assistant') {
      // Greetings, thanks and 'which one?' have no items: a follow-up still means the last reply that had some.
      const found = CLARIFYING.test(turn.content) ? [] : replyItems(turn.content);
      if (found.length > 0) items = found;
      replies.push(turn.content);
    } else if (readIntent(turn.content, items.length).kind === 'request') {
      baseMessage = turn.content;
    }
  }
  return { items, baseMessage, replies };
}

type FollowUp = Extract<MessageIntent, { kind: 'expand' | 'restyle' }>;

/** A follow-up on the previous reply: develop one item, or rewrite one or all of them. */
export function answerFollowUp(
  intent: FollowUp,
  thread: Thread,
  writer: CategoryWriter,
  brief: ChatBrief,
  budget: string,
  rng: Rng,
): string {
  const { items } = thread;
  const named = intent.item === null ? null : itemNumbered(items, intent.item);
  if (intent.kind === 'expand') {
    const item = named ?? (items.length === 1 ? items[0]! : null);
    if (!item) return whichOne(items, writer.noun);
    return writer.expand(brief, budget, item, rng);
  }
  return writer.restyle(brief, budget, named ? [named] : items, intent.style, rng);
}

function whichOne(items: readonly ReplyItem[], noun: string): string {
  return blocks([
    `Which ${noun} should I develop? Say 'expand on' and its number:`,
    bullets(items.map((item) => `**${item.number}.** ${item.title}`)),
  ]);
}
