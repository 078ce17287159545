import type { ChatBrief } from './brief';
import { describeBudget, planBudget } from './budget-split';
import { blocks, bullets } from './markdown';
import type { ChatCategory } from './types';

const CATEGORY_NAMES: Record<ChatCategory, string> = {
  'story-ideas': 'Story Ideas',
  'script-prompts': 'Script Prompts',
  advertising: 'Advertising',
};

function abilities(category: ChatCategory, brief: ChatBrief, budgetText: string): string[] {
  const who = brief.audience ? brief.audience : 'your audience';
  switch (category) {
    case 'story-ideas':
      return [
        `pitch three story ideas, each with a title, a logline, an opening hook and why it fits ${who}`,
        "expand one into a timed beat outline with opening lines ('expand on 2')",
        "change the tone of one or all of them ('make the first one funnier', 'shorter')",
      ];
    case 'script-prompts':
      return [
        'write three ready-to-paste script prompts, each with length, tone, structure and Script Writing settings',
        "turn one into a section-by-section plan with title options ('expand on 1')",
        "rewrite them in another tone or length ('make them shorter', 'more serious')",
      ];
    case 'advertising': {
      const plan = planBudget(budgetText, brief.group);
      return [
        `sketch ad concepts with a hook, 15- and 30-second outlines, a call to action and the best channel for ${who}`,
        plan.budget
          ? `split your budget (${describeBudget(plan)}) across channels, to the cent`
          : 'split a budget across channels: add one in the Budget field, e.g. $1000/month',
        "write one concept out as a full 30-second script ('expand on 1')",
      ];
    }
  }
}

function example(category: ChatCategory, brief: ChatBrief): string {
  const about = brief.generic ? null : brief.subject;
  switch (category) {
    case 'story-ideas':
      return about ? `story ideas about ${about}` : 'story ideas about a haunted lighthouse';
    case 'script-prompts':
      return about ? `script prompts about ${about}` : 'script prompts about home workouts';
    case 'advertising':
      return brief.fromMessage || !brief.niche ? 'ad ideas for my coffee shop' : `ads for my ${brief.niche} channel`;
  }
}

export function greetingReply(category: ChatCategory, brief: ChatBrief, budgetText: string): string {
  const context = brief.niche ? ` for your **${brief.niche}** channel` : '';
  return blocks([
    `Hi! Here is what **${CATEGORY_NAMES[category]}** can do${context}:`,
    bullets(abilities(category, brief, budgetText)),
    'In any category you can also ask for titles, opening hooks, a 30-second ad or a script outline, and say how many (up to ten).',
    `Try: "${example(category, brief)}".${brief.niche || brief.audience ? '' : ' Filling in Niche and Target Audience above makes every answer more specific.'}`,
  ]);
}

export function thanksReply(category: ChatCategory, hasItems: boolean): string {
  const noun = category === 'story-ideas' ? 'ideas' : category === 'script-prompts' ? 'prompts' : 'concepts';
  return hasItems
    ? `You're welcome! Say 'more' for new ${noun}, 'expand on 1' to develop one, or give me a new topic.`
    : `You're welcome! Tell me a topic whenever you're ready and I'll draft some ${noun}.`;
}
