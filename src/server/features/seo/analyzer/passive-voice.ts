import type { ParsedSentence, ParsedText } from './parse';

/**
 * Irregular past participles: "was written", "were built", "is known". Regular participles end
 * in -ed and need no list.
 */
const IRREGULAR_PARTICIPLES = new Set(
  (
    'arisen awoken borne born beaten become begun bent bet bid bitten bled blown broken bred brought ' +
    'built burnt burned burst bought cast caught chosen clung come cost crept cut dealt dug done drawn ' +
    'dreamt drunk driven eaten fallen fed felt fought found fled flung flown forbidden forecast ' +
    'forgotten forgiven frozen got gotten given gone ground grown hung had heard hidden hit held hurt ' +
    'kept knelt known laid led leapt learnt left lent let lain lit lost made meant met mistaken mown ' +
    'overcome overdone overtaken overthrown paid proven proved put quit read rid ridden rung risen run ' +
    'sawn said seen sought sold sent set sewn shaken shed shone shot shown shrunk shut sung sunk sat ' +
    'slain slept slid slung slit smelt sown spoken sped spent spilt spun spat split spoilt spread ' +
    'sprung stood stolen stuck stung stunk strewn stridden struck strung striven sworn swept swollen ' +
    'swum swung taken taught torn told thought thrown thrust trodden understood undergone undertaken ' +
    'undone upheld upset woken worn woven wed wept won wound withdrawn withheld withstood wrung written'
  ).split(' '),
);

/** Words that may stand between the form of "be" and the participle: "was not always used". */
const BETWEEN = new Set(['ADV', 'PART']);

function isParticiple(parsed: ParsedText, i: number): boolean {
  const tag = parsed.pos[i];
  const word = parsed.normals[i] ?? '';
  if (tag === 'VERB') return word.endsWith('ed') || IRREGULAR_PARTICIPLES.has(word);
  // The tagger sometimes reads a participle as an adjective ("was heated"); an agent after it
  // ("… by the barista") settles that it is passive.
  if (tag === 'ADJ' && (word.endsWith('ed') || IRREGULAR_PARTICIPLES.has(word))) {
    for (let j = i + 1; j < Math.min(i + 4, parsed.values.length); j += 1) {
      if (parsed.normals[j] === 'by') return true;
      if (parsed.pos[j] === 'PUNCT') return false;
    }
  }
  return false;
}

/**
 * True when the sentence has a passive construction: a form of "be" (AUX) or "get", then
 * optionally adverbs or "not", then a past participle ("was made", "has been written",
 * "is not always used", "got fired").
 */
export function isPassiveSentence(parsed: ParsedText, sentence: ParsedSentence): boolean {
  for (let i = sentence.start; i < sentence.end; i += 1) {
    const lemma = parsed.lemmas[i];
    const tag = parsed.pos[i];
    const be = lemma === 'be' && tag === 'AUX';
    const get = lemma === 'get' && (tag === 'AUX' || tag === 'VERB');
    if (!be && !get) continue;
    let j = i + 1;
    while (j < sentence.end && BETWEEN.has(parsed.pos[j] ?? 'X')) j += 1;
    // "has been made": the participle follows "been", found on the next turn of the loop.
    if (j < sentence.end && isParticiple(parsed, j)) return true;
  }
  return false;
}
