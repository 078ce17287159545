import type { Rng } from '../../../lib/seeded-random';
import { expandAdConcept, restyleAdConcepts, usedConcepts, writeAdvertising } from './advertising';
import type { ChatBrief } from './brief';
import type { ReplyItem } from './previous-reply';
import { expandScriptPrompt, restyleScriptPrompts, usedAngles, writeScriptPrompts } from './script-prompts';
import { expandStoryIdea, restyleStoryIdeas, usedStoryPremises, writeStoryIdeas } from './story-ideas';
import type { ChatCategory, Restyle } from './types';

/** What each category can write; the budget text only matters to advertising. */
export interface CategoryWriter {
  /** What one item is called: 'idea', 'prompt', 'concept'. */
  noun: string;
  /** The category's own items; `count` (1–10) when the message asked for a number of them. */
  write(brief: ChatBrief, budget: string, rng: Rng, used: ReadonlySet<string>, count?: number): string;
  used(replies: readonly string[]): Set<string>;
  expand(brief: ChatBrief, budget: string, item: ReplyItem, rng: Rng): string;
  restyle(brief: ChatBrief, budget: string, items: readonly ReplyItem[], style: Restyle, rng: Rng): string;
}

export const categoryWriters: Record<ChatCategory, CategoryWriter> = {
  'story-ideas': {
    noun: 'idea',
    write: (brief, _budget, rng, used, count) => writeStoryIdeas(brief, rng, used, count),
    used: usedStoryPremises,
    expand: (brief, _budget, item, rng) => expandStoryIdea(brief, item, rng),
    restyle: (brief, _budget, items, style, rng) => restyleStoryIdeas(brief, items, style, rng),
  },
  'script-prompts': {
    noun: 'prompt',
    write: (brief, _budget, rng, used, count) => writeScriptPrompts(brief, rng, used, count),
    used: usedAngles,
    expand: (brief, _budget, item, rng) => expandScriptPrompt(brief, item, rng),
    restyle: (brief, _budget, items, style, rng) => restyleScriptPrompts(brief, items, style, rng),
  },
  advertising: {
    noun: 'concept',
    write: writeAdvertising,
    used: usedConcepts,
    expand: expandAdConcept,
    restyle: restyleAdConcepts,
  },
};
