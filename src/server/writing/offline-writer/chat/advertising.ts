import type { Rng } from '../../../lib/seeded-random';
import { capitalize, fill, numberWord, type SlotValues } from '../slots';
import {
  adConcepts,
  adToneHooks,
  businessCtas,
  channelCtas,
  channelLabels,
  channelMetrics,
  channelReasons,
  type AdConcept,
  type AdTone,
  type ChannelId,
} from './ad-concepts';
import { titleCase } from '../../nlp/english';
import type { ChatBrief } from './brief';
import { conceptShare, describeBudget, planBudget, renderBudget, type BudgetPlan } from './budget-split';
import { blocks, bullets, heading, hereAre, labelled } from './markdown';
import { field, type ReplyItem } from './previous-reply';
import type { Restyle } from './types';

interface Advertised {
  product: string;
  /** A channel or other content is advertised (the call to action is to watch or subscribe). */
  content: boolean;
}

const BUSINESS_WORDS =
  /\b(saas|software|b2b|platform|tools?|solutions?|consult\w*|coaching|shop|store|bakery|restaurant|caf[eé]|bar|salon|studio|agency|clinic|gym|brand|business|company|app|service|products?|startup|course|school|hotel|boutique|practice|firm|market)\b/i;

/** What the ads sell: the message's topic, else the niche (a channel unless it names a business), else 'your business'. */
function advertised(brief: ChatBrief): Advertised {
  if (brief.fromMessage)
    return { product: brief.subject, content: /\b(channel|videos?|podcast|content|page|account|newsletter)\b/i.test(brief.subject) };
  if (brief.niche)
    return BUSINESS_WORDS.test(brief.niche)
      ? { product: `your ${brief.niche}`, content: false }
      : { product: `your ${brief.niche} channel`, content: true };
  return { product: 'your business', content: false };
}

/** 'coffee shop' → 'coffee shops', 'tech reviews' stays, 'bakery' → 'bakeries'. */
export function plural(phrase: string): string {
  if (/s$/i.test(phrase)) return phrase;
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(ch|sh|x|z)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

function slotValues(brief: ChatBrief, ad: Advertised): SlotValues {
  const topic = brief.niche && !brief.fromMessage ? brief.niche : brief.subject.replace(/^(?:a|an|the|your)\s+/i, '');
  const customer = ad.content ? 'viewer' : 'customer';
  return {
    product: ad.product,
    ours: ad.product.replace(/^your\b/i, 'our'),
    topic,
    kind: plural(ad.content ? topic : ad.product.replace(/^(?:a|an|the|your)\s+/i, '')),
    focus: brief.niche && !brief.fromMessage ? titleCase(brief.niche) : brief.focus,
    audience: audienceOf(brief, ad),
    someone: brief.audience ? `someone from your ${brief.audience} audience` : `one of your ${customer}s`,
    customer,
    customers: `${customer}s`,
  };
}

/** What the ads sell and the slot values the ad banks are filled with, for any reply about an ad. */
export function adSlots(brief: ChatBrief): { product: string; values: SlotValues } {
  const ad = advertised(brief);
  return { product: ad.product, values: slotValues(brief, ad) };
}

/** A call to action that suits what is advertised: watch or subscribe for a channel, visit or try for a business. */
export function adCallsToAction(brief: ChatBrief): readonly string[] {
  const ad = advertised(brief);
  const values = slotValues(brief, ad);
  return (ad.content ? channelCtas : businessCtas).map((cta) => fill(cta, values));
}

function audienceOf(brief: ChatBrief, ad: Advertised): string {
  return brief.audience || (ad.content ? 'your viewers' : 'your customers');
}

function bestChannel(concept: AdConcept, plan: BudgetPlan): ChannelId {
  return concept.channels.find((channel) => plan.channels.includes(channel)) ?? plan.channels[0]!;
}

function ctaFor(ad: Advertised, values: SlotValues, rng: Rng): string {
  return fill(rng.pick(ad.content ? channelCtas : businessCtas), values);
}

const OUTLINE_15 = ['0–3 s', '3–10 s', '10–15 s'];
const OUTLINE_30 = ['0–3 s', '3–8 s', '8–18 s', '18–25 s', '25–30 s'];

function outline(times: readonly string[], beats: readonly string[], values: SlotValues): string {
  return beats.map((beat, index) => `  - ${times[index]}: ${fill(beat, values)}`).join('\n');
}

interface ConceptView {
  concept: AdConcept;
  hook: string;
  cta: string;
  channel: ChannelId;
  short?: boolean;
}

function renderConcept(view: ConceptView, number: number, values: SlotValues): string {
  const { concept } = view;
  const lines = [`- ${labelled('Angle', fill(concept.angle, values))}`, `- ${labelled('Hook (first 3 seconds)', `"${view.hook}"`)}`];
  if (view.short)
    lines.push(
      `- **6-second version:**\n  - 0–2 s: "${view.hook}"\n  - 2–6 s: ${fill(concept.outline15[1], values)}, with the call to action on screen`,
    );
  lines.push(`- **15-second version:**\n${outline(OUTLINE_15, concept.outline15, values)}`);
  if (!view.short) lines.push(`- **30-second version:**\n${outline(OUTLINE_30, concept.outline30, values)}`);
  lines.push(
    `- ${labelled('Call to action', view.cta)}`,
    `- ${labelled('Best channel', `${channelLabels[view.channel]}: ${channelReasons[view.channel]}`)}`,
  );
  return `${heading(3, `${number}. ${concept.name}`)}\n${lines.join('\n')}`;
}

function measure(plan: BudgetPlan): string {
  return [
    heading(2, 'What to measure'),
    bullets([
      ...plan.channels.map((channel) => capitalize(channelMetrics[channel])),
      '**Cost per result** (sale, booking, sign-up or subscriber) for each concept: it decides where the money goes next',
      'Give each concept the same budget for the first week before judging, and change one thing at a time',
    ]),
  ].join('\n');
}

/** Which concepts earlier replies already used, so 'more' brings new ones. */
export function usedConcepts(replies: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const reply of replies) for (const concept of adConcepts) if (reply.includes(`. ${concept.name}\n`)) used.add(concept.id);
  return used;
}

export function writeAdvertising(
  brief: ChatBrief,
  budgetText: string,
  rng: Rng,
  used: ReadonlySet<string> = new Set(),
  count?: number,
): string {
  const plan = planBudget(budgetText, brief.group);
  const ad = advertised(brief);
  const values = slotValues(brief, ad);
  const fits = (concept: AdConcept) => concept.channels.some((channel) => plan.channels.includes(channel));
  const ordered = [...rng.shuffle(adConcepts.filter((c) => !used.has(c.id))), ...rng.shuffle(adConcepts.filter((c) => used.has(c.id)))];
  const chosen = [...ordered.filter(fits), ...ordered.filter((concept) => !fits(concept))].slice(0, count ?? (plan.small ? 2 : 3));
  const ctas = rng.shuffle(ad.content ? channelCtas : businessCtas);
  const views = chosen.map((concept, index) => ({
    concept,
    hook: fill(concept.hook, values),
    cta: fill(ctas[index % ctas.length]!, values),
    channel: bestChannel(concept, plan),
  }));
  const intro = brief.generic
    ? `${hereAre(views.length, 'ad concept')} to start from. Tell me what you're advertising, or fill in Niche, Target Audience and Budget above, and the next ones will be built around it.`
    : `${hereAre(views.length, 'ad concept')} for **${ad.product}**${brief.audience ? ` aimed at **${brief.audience}**` : ''}${brief.niche && brief.fromMessage ? ` (niche: **${brief.niche}**)` : ''}, ${plan.budget ? `with a budget split for **${describeBudget(plan)}**` : 'with a channel split in percentages'}.`;
  return blocks([
    intro,
    ...views.map((view, index) => renderConcept(view, index + 1, values)),
    renderBudget(plan, budgetText),
    measure(plan),
    labelled('Next step', "say 'expand on 1' for a full 30-second script with shots and voiceover, or 'make the second one funnier'."),
  ]);
}

function recoverConcept(item: ReplyItem): AdConcept | null {
  return adConcepts.find((concept) => item.title === concept.name || item.title.startsWith(`${concept.name} `)) ?? null;
}

const PLACEMENTS: Partial<Record<ChannelId, string>> = {
  tiktok: 'vertical 9:16',
  reels: 'vertical 9:16',
  shorts: 'vertical 9:16',
  youtube: 'horizontal 16:9',
  facebook: 'square 1:1 or 4:5',
  pinterest: 'vertical 2:3 or 9:16',
  linkedin: 'square 1:1',
};

export function expandAdConcept(brief: ChatBrief, budgetText: string, item: ReplyItem, rng: Rng): string {
  const plan = planBudget(budgetText, brief.group);
  const ad = advertised(brief);
  const values = slotValues(brief, ad);
  const concept = recoverConcept(item) ?? rng.pick(adConcepts);
  const hook = field(item, 'Hook')?.replace(/^"|"$/g, '') ?? fill(concept.hook, values);
  const cta = field(item, 'Call to action') ?? ctaFor(ad, values, rng);
  const channel = bestChannel(concept, plan);
  const voice = [hook, ...concept.voice.map((line) => fill(line, values)), cta];
  const script = concept.outline30.map((beat, index) => {
    const lines = [`${index + 1}. **${OUTLINE_30[index]}:** ${capitalize(fill(beat, values))}`, `   - *Voiceover:* "${voice[index]}"`];
    if (index === 0) lines.push(`   - *On screen:* "${values.focus}"`);
    if (index === 4) lines.push(`   - *On screen:* "${cta}"`);
    return lines.join('\n');
  });
  const tones = rng.shuffle(Object.keys(adToneHooks) as AdTone[]).slice(0, 3);
  const alternatives = tones.map((tone) => `${capitalize(tone)}: "${fill(rng.pick(adToneHooks[tone]), values)}"`);
  const targeting = [
    brief.group === 'kids'
      ? `Audience: aim the ads at the parents and carers of ${brief.audienceLabel}, not at children`
      : `Audience: ${values.audience}${brief.niche ? `, with interests around ${brief.niche}` : ''}`,
    `Placement: ${channelLabels[channel]}${PLACEMENTS[channel] ? `, ${PLACEMENTS[channel]}` : ''}`,
    `Budget: ${conceptShare(plan, plan.small ? 2 : 3) ?? 'an equal share with the other concepts'} for the first week`,
  ];
  const titleLine = recoverConcept(item) ? item.title : concept.name;
  return blocks([
    `Here is concept ${item.number} as a full 30-second script.`,
    `${heading(3, `${item.number}. ${titleLine}`)}\n${bullets([
      labelled('Angle', fill(concept.angle, values)),
      labelled('Hook (first 3 seconds)', `"${hook}"`),
      labelled('Call to action', cta),
      labelled('Best channel', `${channelLabels[channel]}: ${channelReasons[channel]}`),
    ])}`,
    `**30-second script**\n${script.join('\n')}`,
    `**Alternative hooks to test**\n${bullets(alternatives)}`,
    `**Targeting**\n${bullets(targeting)}`,
    labelled(
      'Next step',
      "film the 15-second cut first; if its hook holds attention, cut the 30-second one from the same footage. Say 'make it shorter' for a 6-second version.",
    ),
  ]);
}

const STYLE_WORDS: Record<Restyle, string> = {
  funny: 'funnier',
  dark: 'with more tension',
  serious: 'more serious',
  heartfelt: 'warmer',
  energetic: 'more energetic',
  inspiring: 'more inspiring',
  shorter: 'shorter',
};

export function restyleAdConcepts(brief: ChatBrief, budgetText: string, items: readonly ReplyItem[], style: Restyle, rng: Rng): string {
  const plan = planBudget(budgetText, brief.group);
  const ad = advertised(brief);
  const values = slotValues(brief, ad);
  const rewritten = items.map((item) => {
    const concept = recoverConcept(item) ?? rng.pick(adConcepts);
    const oldHook = field(item, 'Hook')?.replace(/^"|"$/g, '') ?? fill(concept.hook, values);
    const hook =
      style === 'shorter' ? oldHook : fill(rng.pick(adToneHooks[style].filter((candidate) => fill(candidate, values) !== oldHook)), values);
    const cta = field(item, 'Call to action') ?? ctaFor(ad, values, rng);
    return renderConcept({ concept, hook, cta, channel: bestChannel(concept, plan), short: style === 'shorter' }, item.number, values);
  });
  const which = items.length === 1 ? `Concept ${items[0]!.number}` : `All ${numberWord(items.length)} concepts`;
  const change =
    style === 'shorter'
      ? 'each concept now has a 6-second version and drops the 30-second one; hooks and calls to action stay.'
      : 'the hook is new; the angle, outline, call to action and channel stay, so the results stay comparable.';
  return blocks([`${which}, ${STYLE_WORDS[style]}:`, ...rewritten, labelled('What changed', change)]);
}
