import type { Rng } from '../../../lib/seeded-random';
import { titleCase } from '../../nlp/english';
import { capitalize, fill } from '../slots';
import { adSlots } from './advertising';
import { adConcepts, adToneHooks } from './ad-concepts';
import type { ChatBrief } from './brief';
import { blocks, bullets, heading, hereAre, labelled, numbered } from './markdown';
import { angles, type Angle } from './prompt-angles';
import { angleValues, topicLine } from './script-prompts';
import { premises, toneHooks } from './story-banks';
import type { ChatCategory } from './types';

/**
 * The short lists any category can answer with: titles, opening hooks and video ideas, each built
 * from the subject with the category's own flavour (story titles for Story Ideas, ad hooks for
 * Advertising). Lists are numbered with bold entries, so 'more' and 'expand on 2' can find them.
 */

/**
 * `count` different entries of `pool`, those not in an earlier reply (`seen`) first, so asking
 * again brings new ones; duplicates (two templates that read the same once filled) count once.
 */
export function pickFresh(pool: readonly string[], count: number, rng: Rng, seen: string): string[] {
  const distinct = [...new Set(pool)];
  const fresh = rng.shuffle(distinct.filter((entry) => !seen.includes(entry)));
  const again = rng.shuffle(distinct.filter((entry) => seen.includes(entry)));
  return [...fresh, ...again].slice(0, count);
}

/**
 * Video titles. {Focus} is the subject's short name, for before a colon ('Yoga Studio: …');
 * {named} the subject as running text names it, in Title Case, for inside a title ('The Truth
 * About Your Yoga Studio'); {Audience} who it is for. None states a fact.
 */
const VIDEO_TITLES: readonly string[] = [
  '{Focus}: What Nobody Tells You',
  'The Truth About {named}',
  '{Focus}, Explained Simply',
  "The Beginner's Guide to {named}",
  '{Focus}: Mistakes to Avoid',
  'Is {named} Worth It? An Honest Look',
  'Everything I Wish I Knew About {named}',
  '{Focus}: Myths vs Facts',
  '{Focus}: The Honest Version',
  '{Focus}: Watch This Before You Start',
  '{named} in Plain English',
  '{Focus}: Your Questions Answered',
  '{Focus}: A Step-by-Step Guide',
  '{Focus}: The Good, the Bad and the Surprising',
];
const AUDIENCE_TITLES: readonly string[] = ['{Focus} for {Audience}', 'What {Audience} Get Wrong About {named}'];

/** Opening lines for a video about {subject}; nothing in them is a claim about the subject. */
const VIDEO_HOOKS: readonly string[] = [
  "Here's what nobody tells you about {subject}.",
  "If you've been thinking about {subject}, watch this first.",
  'Give me one minute and {subject} will make sense.',
  'Most advice about {subject} skips one step. Let me fix that.',
  'Before you spend anything on {subject}, hear this.',
  "This is the video about {subject} I wish I'd found first.",
  "Let's settle the biggest argument about {subject}.",
  "You don't need to be an expert to follow this one about {subject}.",
  'Everything you need to start with {subject}, in one video.',
  '{Subject}, with no hype and no jargon.',
  'One question about {subject} keeps coming up. Today it gets a straight answer.',
  'Stop scrolling if you keep putting off {subject}.',
];

/** The video hooks, filled with the subject. */
export function videoHooks(brief: ChatBrief): string[] {
  return VIDEO_HOOKS.map((hook) => fill(hook, { subject: brief.subject }));
}

function titlePool(brief: ChatBrief, category: ChatCategory): string[] {
  if (category === 'story-ideas') {
    const all = premises.flatMap((premise) => premise.titles);
    // A long name reads better before or after a colon than inside 'The … Bet'.
    const long = brief.focus.split(' ').length > 3;
    const fitting = long ? all.filter((title) => title.startsWith('{Focus}:') || title.endsWith(': {Focus}')) : all;
    return fitting.map((title) => fill(title, { focus: brief.focus }));
  }
  // 'the Roman Empire' → 'the Roman Empire' inside a title ('The Truth About the Roman Empire').
  const named = titleCase(brief.subject).replace(/^(?:The|A|An) /, (article) => article.toLowerCase());
  const values = { focus: brief.focus, named, audience: titleCase(brief.audience) };
  const templates = brief.audience ? [...VIDEO_TITLES, ...AUDIENCE_TITLES] : VIDEO_TITLES;
  return templates.map((title) => capitalize(fill(title, values)));
}

function hookPool(brief: ChatBrief, category: ChatCategory): string[] {
  switch (category) {
    case 'story-ideas': {
      const values = { topic: brief.storySubject, hero: 'someone', focus: brief.focus, audience: brief.audienceLabel };
      return Object.values(toneHooks)
        .flat()
        .filter((hook) => hook.includes('{topic}'))
        .map((hook) => fill(hook, values));
    }
    case 'advertising': {
      const { values } = adSlots(brief);
      return [...adConcepts.map((concept) => concept.hook), ...Object.values(adToneHooks).flat()].map((hook) => fill(hook, values));
    }
    case 'script-prompts':
      return videoHooks(brief);
  }
}

/** 'about **moving to the US** for **young adults**' ('' for a generic brief). */
export function aboutLine(brief: ChatBrief): string {
  if (brief.generic) return '';
  return ` about **${brief.subject}**${brief.audience ? ` for **${brief.audience}**` : ''}`;
}

export const GENERIC_NOTE = 'Tell me a topic, or fill in Niche above, and the next ones will be built around it.';

export function writeTitles(brief: ChatBrief, category: ChatCategory, count: number, rng: Rng, seen: string): string {
  const titles = pickFresh(titlePool(brief, category), count, rng, seen);
  const kind = category === 'story-ideas' ? 'story title' : 'video title';
  return blocks([
    `${hereAre(titles.length, kind)}${aboutLine(brief)}.${brief.generic ? ` ${GENERIC_NOTE}` : ''}`,
    numbered(titles.map((title) => `**${title}**`)),
    labelled('Next step', "say 'more' for other titles, or 'expand on 2' to build a video on one of them."),
  ]);
}

export function writeHooks(brief: ChatBrief, category: ChatCategory, count: number, rng: Rng, seen: string): string {
  const hooks = pickFresh(hookPool(brief, category), count, rng, seen);
  const what = category === 'advertising' ? 'ad' : category === 'story-ideas' ? 'story' : 'video';
  return blocks([
    `${hereAre(hooks.length, 'opening line')} for ${what === 'ad' ? 'an' : 'a'} ${what}${aboutLine(brief)}, to say in the first three seconds.${brief.generic ? ` ${GENERIC_NOTE}` : ''}`,
    numbered(hooks.map((hook) => `**"${hook}"**`)),
    labelled('Tip', 'read each one aloud; keep the one you would not scroll past, and say it before anything else appears on screen.'),
  ]);
}

function renderVideoIdea(angle: Angle, number: number, brief: ChatBrief): string {
  const values = angleValues(brief);
  return `${heading(3, `${number}. ${fill(angle.title, values)}`)}\n${bullets([
    labelled('The video', topicLine(angle, brief)),
    labelled('Open with', `${fill(angle.hook, values)}.`),
    labelled('Why it works', `${fill(angle.why, values)}.`),
  ])}`;
}

export function writeVideoIdeas(brief: ChatBrief, count: number, rng: Rng, seen: string): string {
  const fresh = rng.shuffle(angles.filter((angle) => !seen.includes(fill(angle.title, angleValues(brief)))));
  const again = rng.shuffle(angles.filter((angle) => seen.includes(fill(angle.title, angleValues(brief)))));
  const chosen = [...fresh, ...again].slice(0, count);
  return blocks([
    `${hereAre(chosen.length, 'video idea')}${aboutLine(brief)}.${brief.generic ? ` ${GENERIC_NOTE}` : ''}`,
    ...chosen.map((angle, index) => renderVideoIdea(angle, index + 1, brief)),
    labelled('Next step', "say 'expand on 1' to develop one, or paste its line into Script Writing as the topic."),
  ]);
}
