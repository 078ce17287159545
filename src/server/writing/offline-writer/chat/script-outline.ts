import type { Rng } from '../../../lib/seeded-random';
import { capitalize, fill } from '../slots';
import type { ChatBrief } from './brief';
import { aboutLine, GENERIC_NOTE, pickFresh, videoHooks } from './lists';
import { blocks, heading, hereAre, labelled } from './markdown';
import { angles, toneGuidance, type Angle } from './prompt-angles';
import { angleValues, chooseTone } from './script-prompts';
import { clock, lengthFor, secondsOf, splitTimes } from './timing';

/**
 * A short structured script outline for a 'write a script about …' request, in any category: a
 * title, an opening line to say, timed sections from one of the script angles and a call to
 * action. What only the creator knows (examples, numbers, their own story) is an [ADD: …] slot.
 */

/** Where each section starts, as a share of the running time: hook, four beats, call to action. */
const SECTION_STARTS = [0, 0.08, 0.28, 0.48, 0.68, 0.9];

/** What each section needs from the creator: the facts and examples the offline writer cannot supply. */
const FILL_INS = [
  '[ADD: an example from your own experience]',
  '[ADD: the fact or number you will quote, and where it comes from]',
  '[ADD: what you will show on screen]',
  '[ADD: the detail only you know]',
];

function renderOutline(angle: Angle, number: number, seconds: number, hook: string, brief: ChatBrief, rng: Rng): string {
  const values = angleValues(brief);
  const tone = chooseTone(angle, brief, rng);
  const names = ['Hook', ...angle.beats.map((beat) => capitalize(beat)), 'Call to action'];
  const times = splitTimes(seconds, SECTION_STARTS.slice(0, names.length));
  const say = [
    `${capitalize(fill(angle.hook, values))}. A line to try: "${hook}"`,
    ...angle.beats.map((_beat, index) => FILL_INS[index % FILL_INS.length]!),
    'Ask for one clear next step. [ADD: where viewers should go: link, product or next video]',
  ];
  const sections = names.map((name, index) => `${index + 1}. **${name} (${times[index]}):** ${say[index]}`);
  return [
    heading(3, `${number}. ${fill(angle.title, values)}`),
    labelled('Length and tone', `about ${clock(seconds)}, ${tone.toLowerCase()}: ${toneGuidance[tone]}`),
    sections.join('\n'),
  ].join('\n');
}

export function writeScriptOutlines(brief: ChatBrief, seconds: number | null, count: number, rng: Rng, seen: string): string {
  const length = seconds ?? secondsOf(lengthFor(brief.group));
  const named = (angle: Angle) => fill(angle.title, angleValues(brief));
  const fresh = rng.shuffle(angles.filter((angle) => !seen.includes(named(angle))));
  const chosen = [...fresh, ...rng.shuffle(angles.filter((angle) => seen.includes(named(angle))))].slice(0, count);
  const hooks = pickFresh(videoHooks(brief), chosen.length, rng, seen);
  return blocks([
    `${hereAre(chosen.length, 'script outline')}${aboutLine(brief)}, timed for about ${clock(length)}. Fill each [ADD: …] with what you know; the offline writer does not make up facts.${brief.generic ? ` ${GENERIC_NOTE}` : ''}`,
    ...chosen.map((angle, index) => renderOutline(angle, index + 1, length, hooks[index % hooks.length]!, brief, rng)),
    labelled('Next step', 'for a full script written out line by line, use Script Writing with the same topic and length.'),
  ]);
}
