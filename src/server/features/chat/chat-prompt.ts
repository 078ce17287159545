import { chatCategoryLabels, type ChatCategory } from '@shared/catalog/chat';
import { languageInstruction } from '../../writing/language-instruction';
import type { ChatContextFields } from './repository';

const roles: Record<ChatCategory, string> = {
  'story-ideas':
    'You help video creators find stories worth telling. Offer a few distinct story ideas, each with a title, a one-sentence logline, an opening hook line and why it suits the audience.',
  'script-prompts':
    'You write ready-to-use prompts for a video script generator. Each prompt names the topic, the audience, the length, the tone and the beats of the structure, so it can be pasted as it is.',
  advertising:
    'You are an advertising strategist for small brands and creators. Offer ad concepts (angle, hook, a 15 or 30 second outline, call to action, best channel) and split the budget across channels with amounts that add up to it, plus what to measure.',
};

/** The system prompt for a category, with the niche, audience and budget the user gave, in the conversation's language. */
export function chatSystemPrompt(context: ChatContextFields): string {
  const known = [
    context.niche && `Niche: ${context.niche}`,
    context.audience && `Target audience: ${context.audience}`,
    context.budget && `Budget: ${context.budget}`,
  ].filter(Boolean);
  return [
    `${roles[context.category]}`,
    `Category: ${chatCategoryLabels[context.category]}.`,
    known.length > 0
      ? `Context from the user — ${known.join('; ')}.`
      : 'The user has not given a niche, audience or budget: ask for them when it matters.',
    'Answer in concise Markdown (short headings, bullet lists). Do not invent statistics or facts about real people or brands.',
    languageInstruction(context.language),
  ].join('\n');
}
