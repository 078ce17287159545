import { scriptTones, type ScriptTone, type VideoLength } from '@shared/catalog/scripts';
import type { Rng } from '../../../lib/seeded-random';
import { capitalize, fill, numberWord, type SlotValues } from '../slots';
import { titleCase } from '../../nlp/english';
import type { ChatBrief } from './brief';
import { blocks, bullets, heading, hereAre, labelled, numbered } from './markdown';
import { field, type ReplyItem } from './previous-reply';
import { angles, promptTips, toneGuidance, type Angle } from './prompt-angles';
import { beatTimes, lengthFor, runningTime } from './timing';
import type { Restyle } from './types';

interface PromptSpec {
  angle: Angle;
  tone: ScriptTone;
  length: VideoLength;
  /** Beats to keep: all, or fewer for a shorter prompt. */
  beats: readonly string[];
}

const GROUP_TONES: Partial<Record<ChatBrief['group'], readonly ScriptTone[]>> = {
  kids: ['Energetic', 'Humorous', 'Educational'],
  teens: ['Energetic', 'Humorous', 'Casual'],
  professionals: ['Professional', 'Educational', 'Storytelling'],
  seniors: ['Educational', 'Storytelling', 'Casual'],
};

export function angleValues(brief: ChatBrief): SlotValues {
  return { subject: brief.subject, audience: brief.audienceLabel, focus: brief.focus };
}

/** The topic line for Script Writing's topic box; without an audience, the 'for …' part goes. */
export function topicLine(angle: Angle, brief: ChatBrief): string {
  const template = brief.audience ? angle.topic : angle.topic.replace(/(?::\s*which one is right)?\s+for \{audience\}/, '');
  return capitalize(fill(template, angleValues(brief)));
}

export function chooseTone(angle: Angle, brief: ChatBrief, rng: Rng): ScriptTone {
  const preferred = GROUP_TONES[brief.group];
  const fitting = preferred ? angle.tones.filter((tone) => preferred.includes(tone)) : [];
  return rng.pick(fitting.length ? fitting : angle.tones);
}

function promptText(spec: PromptSpec, brief: ChatBrief, withSections: boolean): string {
  const v = angleValues(brief);
  const where = brief.niche ? ` for a ${brief.niche} channel` : '';
  const who = brief.audience ? ` aimed at ${brief.audience}` : '';
  const cta =
    brief.fromMessage || !brief.niche
      ? 'one clear next step for the viewer'
      : 'a question viewers can answer in the comments and a reason to subscribe';
  const lines = [
    `Write a ${runningTime(spec.length)} YouTube script about ${brief.subject}${where}${who}.`,
    `Tone: ${spec.tone.toLowerCase()}; ${toneGuidance[spec.tone]}.`,
    `Open with ${fill(spec.angle.hook, v)}.`,
  ];
  if (withSections) {
    const sections = ['Hook', ...spec.beats.map((beat) => capitalize(beat)), 'Call to action'];
    const times = beatTimes(spec.length, [0, 0.08, 0.28, 0.48, 0.68, 0.9].slice(0, sections.length));
    lines.push('Sections, with timings:', ...sections.map((section, index) => `${index + 1}. ${section} (${times[index]})`));
  } else {
    lines.push(`Then cover ${spec.beats.map((beat, index) => `(${index + 1}) ${beat}`).join(', ')}.`);
  }
  lines.push(`End with ${cta}. Keep sentences short enough to read aloud and put B-roll ideas in [brackets].`);
  return lines.map((line) => `> ${line}`).join('\n');
}

function settings(spec: PromptSpec, brief: ChatBrief): string {
  const template = capitalize(spec.angle.template);
  return labelled(
    'Script Writing settings',
    `topic "${topicLine(spec.angle, brief)}", ${spec.length}, tone ${spec.tone}, template ${template}`,
  );
}

function renderPrompt(spec: PromptSpec, number: number, brief: ChatBrief): string {
  const title = fill(spec.angle.title, angleValues(brief));
  return [
    heading(3, `${number}. ${title}`),
    promptText(spec, brief, false),
    '',
    bullets([settings(spec, brief), labelled('Why this angle', `${fill(spec.angle.why, angleValues(brief))}.`)]),
  ].join('\n');
}

function newSpec(angle: Angle, brief: ChatBrief, rng: Rng): PromptSpec {
  return { angle, tone: chooseTone(angle, brief, rng), length: lengthFor(brief.group, angle.longer), beats: angle.beats };
}

/** Which angles earlier replies already used, so 'more' brings new ones. */
export function usedAngles(replies: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const reply of replies) {
    for (const angle of angles) if (reply.includes(angle.title.replace('{Focus}', ''))) used.add(angle.id);
  }
  return used;
}

export function writeScriptPrompts(brief: ChatBrief, rng: Rng, used: ReadonlySet<string> = new Set(), count = 3): string {
  const fresh = rng.shuffle(angles.filter((angle) => !used.has(angle.id)));
  const chosen = [...fresh, ...rng.shuffle(angles.filter((angle) => used.has(angle.id)))].slice(0, count);
  const intro = brief.generic
    ? `${hereAre(chosen.length, 'script prompt')} to start from. Give me a topic, or fill in Niche and Target Audience above, and the next ones will be written around it.`
    : `${hereAre(chosen.length, 'ready-to-use script prompt')} about **${brief.subject}** for **${brief.audienceLabel}**${brief.niche ? ` on your **${brief.niche}** channel` : ''}. Paste one into Script Writing or any script generator.`;
  return blocks([
    intro,
    ...chosen.map((angle, index) => renderPrompt(newSpec(angle, brief, rng), index + 1, brief)),
    labelled('Tip', fill(rng.pick(promptTips), angleValues(brief))),
  ]);
}

/** The prompt an earlier reply printed, read back from its title and settings; null when it is not one of ours. */
function recoverSpec(item: ReplyItem, brief: ChatBrief): PromptSpec | null {
  const angle = angles.find((candidate) => item.title.endsWith(candidate.title.replace('{Focus}', '')));
  if (!angle) return null;
  const settingsText = field(item, 'Script Writing settings') ?? '';
  const tone = scriptTones.find((candidate) => settingsText.includes(`tone ${candidate}`)) ?? angle.tones[0]!;
  const length =
    (['1-3 minutes', '3-5 minutes', '5-10 minutes', '10+ minutes'] as const).find((candidate) => settingsText.includes(candidate)) ??
    lengthFor(brief.group, angle.longer);
  const beatCount = item.body.match(/\(\d\) /g)?.length ?? item.body.match(/^> \d\. /gm)?.length;
  const beats = beatCount && beatCount < angle.beats.length ? angle.beats.slice(0, Math.max(2, beatCount)) : angle.beats;
  return { angle, tone, length, beats };
}

/** A prompt from a reply this engine did not write: its title becomes the topic. */
function adoptSpec(item: ReplyItem, brief: ChatBrief, rng: Rng): { spec: PromptSpec; brief: ChatBrief } {
  const adopted: ChatBrief = { ...brief, subject: `"${item.title}"`, focus: titleCase(item.title) };
  return { spec: newSpec(rng.pick(angles), adopted, rng), brief: adopted };
}

function titleOptions(spec: PromptSpec, brief: ChatBrief): string[] {
  const focus = brief.focus;
  return [
    fill(spec.angle.title, angleValues(brief)),
    `What Nobody Tells You About ${focus}`,
    brief.audience ? `${focus} for ${titleCase(brief.audience)}` : `${focus}, the Honest Version`,
  ];
}

export function expandScriptPrompt(brief: ChatBrief, item: ReplyItem, rng: Rng): string {
  const recovered = recoverSpec(item, brief);
  const { spec, brief: used } = recovered ? { spec: recovered, brief } : adoptSpec(item, brief, rng);
  const title = recovered ? item.title : fill(spec.angle.title, angleValues(used));
  return blocks([
    `Here is prompt ${item.number} with a section-by-section plan, ready to paste.`,
    heading(3, `${item.number}. ${title}`),
    promptText(spec, used, true),
    bullets([settings(spec, used), labelled('Why this angle', `${fill(spec.angle.why, angleValues(used))}.`)]),
    `**Title options**\n${numbered(titleOptions(spec, used))}`,
    `**On-screen text to plan**\n${bullets([`"${used.focus}" over the first shot`, `One caption per section: ${['Hook', ...spec.beats.map((beat) => `"${capitalize(beat.split(/[,:]/)[0]!)}"`)].slice(1).join(', ')}`, 'A closing card that repeats the call to action'])}`,
    labelled('Next step', "paste it into Script Writing, or say 'make it shorter' or 'make it funnier' to change it."),
  ]);
}

const STYLE_TONE: Record<Exclude<Restyle, 'shorter'>, ScriptTone> = {
  funny: 'Humorous',
  dark: 'Creepy',
  serious: 'Professional',
  heartfelt: 'Storytelling',
  energetic: 'Energetic',
  inspiring: 'Inspirational',
};

export function restyleScriptPrompts(brief: ChatBrief, items: readonly ReplyItem[], style: Restyle, rng: Rng): string {
  const rewritten = items.map((item) => {
    const recovered = recoverSpec(item, brief);
    const { spec, brief: used } = recovered ? { spec: recovered, brief } : adoptSpec(item, brief, rng);
    const changed: PromptSpec =
      style === 'shorter'
        ? { ...spec, length: '1-3 minutes', beats: spec.beats.slice(0, Math.max(2, Math.min(3, spec.beats.length - 1))) }
        : { ...spec, tone: STYLE_TONE[style] };
    return renderPrompt(changed, item.number, used);
  });
  const which = items.length === 1 ? `Prompt ${items[0]!.number}` : `All ${numberWord(items.length)} prompts`;
  const change =
    style === 'shorter'
      ? 'the length is now 1-3 minutes and the body keeps only its first beats.'
      : `the tone is now ${STYLE_TONE[style]}, with matching guidance in the prompt; the angle and structure stay the same.`;
  return blocks([`${which}, rewritten:`, ...rewritten, labelled('What changed', change)]);
}
