import type { ScriptTone } from '@shared/catalog/scripts';
import type { Rng } from '../seeded-random';

/**
 * Sentence-level delivery per tone, applied to every spoken sentence after its slots are filled:
 * contractions (Casual, Energetic …) or their absence (Professional), short exclaimed lines
 * (Energetic), trailing pauses (Creepy), asides (Humorous), conversational lead-ins (Casual).
 * The banks are written without contractions so each tone decides.
 */

type Pair = readonly [RegExp, string];

const NOT_END = String.raw`(?=\s+[\w'"(])`;

/** Full form → contraction, only where a word follows ('that is what it is' keeps its last 'is'). */
const CONTRACTION_FORMS: readonly (readonly [string, string])[] = [
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['could not', "couldn't"],
  ['would not', "wouldn't"],
  ['should not', "shouldn't"],
  ['cannot', "can't"],
  ['will not', "won't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['had not', "hadn't"],
  ['I am', "I'm"],
  ['you are', "you're"],
  ['we are', "we're"],
  ['they are', "they're"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['here is', "here's"],
  ['what is', "what's"],
  ['let us', "let's"],
  ['I will', "I'll"],
  ['you will', "you'll"],
  ['we will', "we'll"],
  ['I would', "I'd"],
  ['you would', "you'd"],
];
const CONTRACTIONS: readonly Pair[] = CONTRACTION_FORMS.map(([full, short]) => [
  new RegExp(String.raw`\b${full}\b${NOT_END}`, 'gi'),
  short,
]);

/** 'I have got' → "I've got", but 'I have no map' stays. */
const HAVE = /\b(I|you|we) have(?=\s+(been|got|made|spent|messed|learned|tried|seen|done|had|never|always|already|just)\b)/gi;

const EXPANSION_FORMS: readonly (readonly [string, string])[] = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["couldn't", 'could not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["I'm", 'I am'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["here's", 'here is'],
  ["what's", 'what is'],
  ["let's", 'let us'],
  ["I've", 'I have'],
  ["you've", 'you have'],
  ["we've", 'we have'],
  ["I'll", 'I will'],
  ["you'll", 'you will'],
  ["we'll", 'we will'],
  ["I'd", 'I would'],
  ["you'd", 'you would'],
];
const EXPANSIONS: readonly Pair[] = EXPANSION_FORMS.map(([short, full]) => [new RegExp(String.raw`\b${short}(?![\w'])`, 'gi'), full]);

function keepCase(original: string, replacement: string): string {
  if (original.charAt(0) === original.charAt(0).toUpperCase() && /[a-z]/i.test(original.charAt(0))) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  if (/^I\b/.test(replacement)) return replacement;
  return replacement.charAt(0).toLowerCase() + replacement.slice(1);
}

function applyPairs(sentence: string, pairs: readonly Pair[]): string {
  let out = sentence;
  for (const [pattern, replacement] of pairs) {
    out = out.replace(pattern, (match) => keepCase(match, replacement));
  }
  return out;
}

export function contract(sentence: string): string {
  return applyPairs(sentence, CONTRACTIONS).replace(HAVE, (match, who: string) => `${who}'ve`);
}

export function expand(sentence: string): string {
  return applyPairs(sentence, EXPANSIONS);
}

/** Words that may lose their capital when a lead-in is put in front ('The …' → 'So, the …'). */
const LOWERABLE = new RegExp(
  String.raw`^(The|This|That|It|It's|You|You're|Your|A|An|Every|Most|Some|One|There|There's|Here|Here's|What|If|Once|` +
    String.raw`When|My|We|Just|No|People|Good|Small)`,
);

function withLeadIn(sentence: string, leadIn: string): string {
  if (!LOWERABLE.test(sentence)) return sentence;
  return `${leadIn} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

function endWith(sentence: string, mark: string): string {
  return sentence.replace(/[.!]+$/, '') + mark;
}

function capitalizeFirst(text: string): string {
  const trimmed = text.trim();
  if (/^[a-z]+[A-Z]/.test(trimmed)) return trimmed; // 'iPhone' stays as the brand spells it
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const HUMOROUS_ASIDES = [
  '(ask me how I know)',
  '(I checked twice)',
  '(not sponsored, sadly)',
  '(my editor is already sighing)',
  "(don't tell my mum)",
  '(results may vary, dramatically)',
  "(this is barely advice, but it's advice)",
  '(yes, really)',
  '(I learned this the hard way)',
  '(no snacks were harmed)',
];

const CASUAL_LEAD_INS = ['So,', 'Honestly,', 'And yeah,', 'Look,', 'Okay, so'];

/**
 * Splits a line at its joints (', and', ', but', ', so', ';') into short lines,
 * each ending with an exclamation mark or a full stop.
 */
function punchy(sentence: string, rng: Rng): string[] {
  const parts = sentence
    .split(/,\s+(?=(?:and|but|so)\s)|;\s+/)
    .map((part) => part.trim())
    .filter((part) => /\w/.test(part));
  return parts.map((part, index) => {
    const line = capitalizeFirst(part);
    if (/[?]$/.test(line)) return line;
    const last = index === parts.length - 1;
    const mark = /!$/.test(sentence) || rng.chance(last ? 0.7 : 0.5) ? '!' : '.';
    return endWith(line, mark);
  });
}

/** One sentence in, one or more sentences out (Energetic splits). */
export function applyRhythm(tone: ScriptTone, sentence: string, rng: Rng): string[] {
  switch (tone) {
    case 'Professional':
      return [expand(sentence).replace(/!/g, '.')];
    case 'Educational':
      return [sentence.replace(/\b(L|l)et us\b(?=\s+\w)/g, (_, l: string) => `${l}et's`)];
    case 'Casual': {
      const line = contract(sentence);
      return [rng.chance(0.18) ? withLeadIn(line, rng.pick(CASUAL_LEAD_INS)) : line];
    }
    case 'Energetic':
      return punchy(contract(sentence), rng);
    case 'Humorous': {
      const line = contract(sentence);
      if (line.includes('(') || !/\.$/.test(line) || !rng.chance(0.12)) return [line];
      return [line.replace(/\.$/, ` ${rng.pick(HUMOROUS_ASIDES)}.`)];
    }
    case 'Creepy': {
      let line = contract(sentence).replace(/!/g, '.');
      if (!line.includes('...') && rng.chance(0.35)) line = line.replace(/, /, '... ');
      if (/[^.]\.$/.test(line) && rng.chance(0.25)) line = line.replace(/\.$/, '...');
      return [line];
    }
    case 'Inspirational':
    case 'Storytelling':
      return [contract(sentence)];
  }
}
