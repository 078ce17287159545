import type { Rng } from '../../../lib/seeded-random';
import { capitalize, fill, listJoin } from '../slots';
import { adCallsToAction, adSlots } from './advertising';
import { adConcepts, type AdConcept } from './ad-concepts';
import type { ChatBrief } from './brief';
import { GENERIC_NOTE } from './lists';
import { blocks, heading, hereAre, labelled } from './markdown';

/**
 * A timed ad script (hook, problem, product, call to action) for a '30-second ad' request, in any
 * category. The shots and lines come from the ad concepts; every fact about the product (what it
 * does, the offer, where to find it) is an [ADD: …] slot for the advertiser, never made up.
 */

export const DEFAULT_AD_SECONDS = 30;

interface Beat {
  name: string;
  /** Share of the running time where the beat starts. */
  start: number;
  shot: (concept: AdConcept) => string;
  voice: (concept: AdConcept, cta: string) => string;
}

const BEATS: readonly Beat[] = [
  { name: 'Hook', start: 0, shot: (concept) => concept.outline30[0], voice: (concept) => concept.hook },
  {
    name: 'Problem',
    start: 0.1,
    shot: (concept) => concept.outline30[1],
    voice: (concept) => `${concept.voice[0]} [ADD: the problem your {customers} have, in their words]`,
  },
  {
    name: 'Product',
    start: 0.33,
    shot: (concept) => `${concept.outline30[2]}; then ${concept.outline30[3]}`,
    voice: (concept) => `${concept.voice[1]} [ADD: what {product} does about it: one fact you can show or back up]`,
  },
  { name: 'CTA', start: 0.8, shot: (concept) => concept.outline30[4], voice: (_concept, cta) => cta },
];

/** The beats as the intro names them ('hook, problem, product and call to action'). */
const BEAT_WORDS: Record<string, string> = { Hook: 'hook', Problem: 'problem', Product: 'product', CTA: 'call to action' };

/** Very short spots have no time for a problem: hook, product, call to action. */
function beatsFor(seconds: number): readonly Beat[] {
  if (seconds > 10) return BEATS;
  return [BEATS[0]!, { ...BEATS[2]!, start: 0.3 }, { ...BEATS[3]!, start: 0.7 }];
}

/** '0–3 s', '3–10 s' …: each beat's start and end in whole seconds (the hook gets at least one). */
function beatSeconds(seconds: number, beats: readonly Beat[]): string[] {
  const at = (fraction: number) => Math.max(fraction === 0 ? 0 : 1, Math.round(seconds * fraction));
  return beats.map((beat, index) => `${at(beat.start)}–${index + 1 < beats.length ? at(beats[index + 1]!.start) : seconds} s`);
}

function renderScript(concept: AdConcept, number: number, seconds: number, cta: string, brief: ChatBrief): string {
  const { values } = adSlots(brief);
  const beats = beatsFor(seconds);
  const times = beatSeconds(seconds, beats);
  const lines = beats.map((beat, index) =>
    [
      `${index + 1}. **${times[index]} · ${beat.name}:** ${capitalize(fill(beat.shot(concept), values))}`,
      `   - *Voiceover:* "${fill(beat.voice(concept, cta), values)}"`,
      ...(beat.name === 'CTA' ? ['   - *On screen:* [ADD: your link, address or offer, exactly as it should appear]'] : []),
    ].join('\n'),
  );
  return `${heading(3, `${number}. ${concept.name} (${seconds} seconds)`)}\n${lines.join('\n')}`;
}

/** `expandable`: the Advertising category, where 'expand on 1' turns a script into a full concept with targeting. */
export function writeAdScripts(
  brief: ChatBrief,
  seconds: number | null,
  count: number,
  rng: Rng,
  seen: string,
  expandable: boolean,
): string {
  const length = seconds ?? DEFAULT_AD_SECONDS;
  const fresh = rng.shuffle(adConcepts.filter((concept) => !seen.includes(`. ${concept.name} (`)));
  const again = rng.shuffle(adConcepts.filter((concept) => seen.includes(`. ${concept.name} (`)));
  const chosen = [...fresh, ...again].slice(0, count);
  const ctas = rng.shuffle(adCallsToAction(brief));
  const { product } = adSlots(brief);
  const forWhat = brief.generic ? '' : ` for **${product}**${brief.audience ? ` aimed at **${brief.audience}**` : ''}`;
  return blocks([
    `${hereAre(chosen.length, `${length}-second ad script`)}${forWhat}: ${listJoin(beatsFor(length).map((beat) => BEAT_WORDS[beat.name] ?? beat.name))}, with timings. Fill each [ADD: …] with facts only you know; nothing about the product is made up here.${brief.generic ? ` ${GENERIC_NOTE}` : ''}`,
    ...chosen.map((concept, index) => renderScript(concept, index + 1, length, ctas[index % ctas.length]!, brief)),
    labelled(
      'Next step',
      `record the voiceover to time it: about ${Math.round(length * 2.5)} spoken words fill ${length} seconds.${expandable ? " Say 'expand on 1' for shots, alternative hooks and targeting." : ''}`,
    ),
  ]);
}
