import type { Rng } from '../../../lib/seeded-random';
import { capitalize, fill, numberWord, type SlotValues } from '../slots';
import type { ChatBrief } from './brief';
import { blocks, bullets, heading, hereAre, labelled, numbered } from './markdown';
import { field, matchTemplate, type ReplyItem } from './previous-reply';
import {
  appealReasons,
  groupReasons,
  groupTones,
  heroes,
  nicheReasons,
  premises,
  scriptToneFor,
  toneClauses,
  toneFollowLines,
  toneHooks,
  toneShots,
  type Premise,
  type StoryTone,
} from './story-banks';
import { beatTimes, lengthFor, runningTime } from './timing';
import type { Restyle } from './types';

interface StoryIdea {
  premise: Premise;
  hero: string;
  /** The topic as the logline names it. */
  topic: string;
  tone: StoryTone;
  title: string;
  logline: string;
  hook: string;
}

const STORY_TONES = Object.keys(toneClauses) as StoryTone[];

function heroesFor(brief: ChatBrief): string[] {
  const pool = [...heroes[brief.group]];
  if (brief.niche) pool.push(`a creator known for ${brief.niche}`);
  return pool;
}

function slots(brief: ChatBrief, hero: string, topic: string): SlotValues {
  return { hero, topic, focus: brief.focus, audience: brief.audienceLabel };
}

function loglineOf(premise: Premise, values: SlotValues, clause: string | null): string {
  const core = fill(premise.core, values);
  return `${capitalize(core)}${clause ? `, ${clause}` : ''}.`;
}

/** A title that reads well: a long topic name goes before a colon, not inside 'The … Bet'. */
function titleTemplate(premise: Premise, brief: ChatBrief, rng: Rng): string {
  if (brief.focus.split(' ').length <= 3) return rng.pick(premise.titles);
  const outside = premise.titles.filter((title) => title.startsWith('{Focus}:') || title.endsWith(': {Focus}'));
  return outside.length ? rng.pick(outside) : `{Focus}: ${premise.name}`;
}

function newIdea(premise: Premise, brief: ChatBrief, hero: string, tone: StoryTone, rng: Rng): StoryIdea {
  const values = slots(brief, hero, brief.storySubject);
  return {
    premise,
    hero,
    topic: brief.storySubject,
    tone,
    title: fill(titleTemplate(premise, brief, rng), values),
    logline: loglineOf(premise, values, rng.pick(toneClauses[tone])),
    hook: fill(rng.pick(toneHooks[tone]), values),
  };
}

function whyItFits(idea: StoryIdea, brief: ChatBrief, index: number): string {
  const nicheHero = brief.niche !== '' && idea.hero.endsWith(`known for ${brief.niche}`);
  const parts = [
    capitalize(fill(appealReasons[idea.premise.appeal], { audience: brief.audienceLabel })) + '.',
    nicheHero ? `The hero works in your niche, so your regular viewers know the world already.` : groupReasons[brief.group][index % 3]!,
  ];
  if (brief.niche && brief.fromMessage) parts.push(fill(nicheReasons[index % 3]!, { niche: brief.niche, subject: brief.subject }));
  else if (brief.niche) parts.push(`It is built on ${brief.niche}, so it fits your channel as it is.`);
  return parts.join(' ');
}

function renderIdea(idea: StoryIdea, number: number, brief: ChatBrief, compact = false): string {
  const lines = [labelled('Logline', idea.logline), labelled('Opening hook', `"${idea.hook}"`), labelled('Tone', capitalize(idea.tone))];
  if (!compact) lines.push(labelled(`Why it fits ${brief.audienceLabel}`, whyItFits(idea, brief, number - 1)));
  return `${heading(3, `${number}. ${idea.title}`)}\n${bullets(lines)}`;
}

/** Which premises earlier replies already used, so 'more ideas' brings new ones. */
export function usedStoryPremises(replies: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const reply of replies) {
    for (const premise of premises) {
      const signature = longestLiteral(premise.core);
      if (reply.toLowerCase().includes(signature.toLowerCase())) used.add(premise.id);
    }
  }
  return used;
}

function longestLiteral(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;
}

function pickPremises(brief: ChatBrief, rng: Rng, used: ReadonlySet<string>, count: number): Premise[] {
  const allowed = premises.filter((premise) => !(brief.group === 'kids' && premise.mature));
  const fresh = rng.shuffle(allowed.filter((premise) => !used.has(premise.id)));
  const again = rng.shuffle(allowed.filter((premise) => used.has(premise.id)));
  return [...fresh, ...again].slice(0, count);
}

export function writeStoryIdeas(brief: ChatBrief, rng: Rng, used: ReadonlySet<string> = new Set(), count = 3): string {
  const chosen = pickPremises(brief, rng, used, count);
  const tones = rng.shuffle(groupTones[brief.group]);
  const heroPool = rng.shuffle(heroesFor(brief));
  const ideas = chosen.map((premise, index) =>
    newIdea(premise, brief, heroPool[index % heroPool.length]!, tones[index % tones.length]!, rng),
  );
  const intro = brief.generic
    ? `${hereAre(ideas.length, 'story idea')} to start from. Tell me a topic, or fill in Niche and Target Audience above, and the next ones will be built around it.`
    : `${hereAre(ideas.length, 'story idea')} about **${brief.subject}** for **${brief.audienceLabel}**${brief.niche ? ` on your **${brief.niche}** channel` : ''}.`;
  return blocks([
    intro,
    ...ideas.map((idea, index) => renderIdea(idea, index + 1, brief)),
    labelled(
      'Next step',
      "say 'expand on 2' for a beat outline and opening lines, or 'make the first one funnier' to change a tone. When one feels right, paste its logline into Script Writing with the Storytelling tone.",
    ),
  ]);
}

/** The idea an earlier reply printed, read back from its logline; null when it is not one of ours. */
function recoverIdea(item: ReplyItem, brief: ChatBrief): StoryIdea | null {
  const logline = field(item, 'Logline');
  if (!logline) return null;
  for (const premise of premises) {
    const values = matchTemplate(premise.core, logline);
    if (!values) continue;
    const hero = values.hero!.replace(/^(A|An|The|Two)\b/, (word) => word.toLowerCase());
    const toneText = field(item, 'Tone')?.toLowerCase() ?? '';
    const tone = STORY_TONES.find((candidate) => toneText.startsWith(candidate)) ?? 'dramatic';
    const hook = field(item, 'Opening hook')?.replace(/^"|"$/g, '') ?? fill(toneHooks[tone][0]!, slots(brief, hero, values.topic!));
    return { premise, hero, topic: values.topic!, tone, title: item.title, logline, hook };
  }
  return null;
}

/**
 * An item without a logline: a story title this engine wrote ('The Coffee Shop Truce') gives its
 * premise and the brief's topic; any other title becomes the topic of a new idea.
 */
function adoptIdea(item: ReplyItem, brief: ChatBrief, rng: Rng): StoryIdea {
  const titled = premises.find((candidate) => candidate.titles.some((title) => fill(title, { focus: brief.focus }) === item.title));
  if (titled) {
    const idea = newIdea(titled, brief, rng.pick(heroesFor(brief)), rng.pick(groupTones[brief.group]), rng);
    return { ...idea, title: item.title };
  }
  const premise = rng.pick(premises.filter((candidate) => !(brief.group === 'kids' && candidate.mature)));
  const hero = rng.pick(heroesFor(brief));
  const idea = newIdea(premise, { ...brief, storySubject: `"${item.title}"` }, hero, rng.pick(groupTones[brief.group]), rng);
  return { ...idea, title: item.title };
}

export function expandStoryIdea(brief: ChatBrief, item: ReplyItem, rng: Rng): string {
  const idea = recoverIdea(item, brief) ?? adoptIdea(item, brief, rng);
  const values = slots(brief, idea.hero, idea.topic);
  const length = lengthFor(brief.group);
  const times = beatTimes(length, [0, 0.08, 0.33, 0.6, 0.85]);
  const beatNames = ['Hook', 'Setup', 'Turn', 'Climax', 'Payoff'];
  const beatTexts = [`"${idea.hook}"`, ...idea.premise.beats.map((beat) => capitalize(fill(beat, values)) + '.')];
  const core = capitalize(fill(idea.premise.core, values));
  return blocks([
    `Here is idea ${item.number}, worked into a ${runningTime(length)} outline you can film.`,
    `${heading(3, `${item.number}. ${idea.title}`)}\n${bullets([
      labelled('Logline', idea.logline),
      labelled('Opening hook', `"${idea.hook}"`),
      labelled('Tone', capitalize(idea.tone)),
    ])}`,
    `**Beat outline**\n${numbered(beatTexts.map((text, index) => `**${beatNames[index]} (${times[index]}):** ${text}`))}`,
    `**Opening lines**\n${[idea.hook, ...toneFollowLines[idea.tone]].map((line) => `> ${line}`).join('\n>\n')}`,
    `**Shots to plan**\n${bullets([
      capitalize(fill(idea.premise.shot, values)),
      capitalize(toneShots[idea.tone]),
      `A close-up that introduces ${idea.topic} before anything is explained`,
    ])}`,
    labelled(
      'Next step',
      `in Script Writing, use the topic "${idea.title}: ${core}", the ${scriptToneFor[idea.tone]} tone and ${length}. Or say 'make it shorter' or 'make it darker'.`,
    ),
  ]);
}

const STYLE_TONE: Record<Exclude<Restyle, 'shorter'>, StoryTone> = {
  funny: 'funny',
  dark: 'dark',
  serious: 'serious',
  heartfelt: 'heartfelt',
  energetic: 'energetic',
  inspiring: 'inspiring',
};

const STYLE_WORDS: Record<Restyle, string> = {
  funny: 'funnier',
  dark: 'darker',
  serious: 'more serious',
  heartfelt: 'more heartfelt',
  energetic: 'more energetic',
  inspiring: 'more inspiring',
  shorter: 'shorter',
};

export function restyleStoryIdeas(brief: ChatBrief, items: readonly ReplyItem[], style: Restyle, rng: Rng): string {
  const rewritten = items.map((item) => {
    const idea = recoverIdea(item, brief) ?? adoptIdea(item, brief, rng);
    const values = slots(brief, idea.hero, idea.topic);
    if (style === 'shorter') {
      const hook = idea.hook.split(/(?<=[.!?])\s+/)[0]!;
      return renderIdea({ ...idea, logline: loglineOf(idea.premise, values, null), hook }, item.number, brief, true);
    }
    const tone = STYLE_TONE[style];
    const hooks = toneHooks[tone].map((hook) => fill(hook, values)).filter((hook) => hook !== idea.hook);
    return renderIdea(
      { ...idea, tone, logline: loglineOf(idea.premise, values, rng.pick(toneClauses[tone])), hook: rng.pick(hooks) },
      item.number,
      brief,
    );
  });
  const which = items.length === 1 ? `Idea ${items[0]!.number}` : `All ${numberWord(items.length)} ideas`;
  const change =
    style === 'shorter'
      ? 'each logline is cut to its core and the hook to one line; the premise and hero stay the same.'
      : `the tone, the end of the logline and the opening hook changed; the premise, hero and title stay the same.`;
  return blocks([
    `${which}, ${STYLE_WORDS[style]}:`,
    ...rewritten,
    labelled('What changed', change),
    labelled('Next step', `say 'expand on ${items[0]!.number}' for a full beat outline.`),
  ]);
}
