/**
 * Contractions for the tones that use them (Casual, Energetic …) and full forms for those that do
 * not (Professional): the writer's lines are written without contractions so each tone decides.
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
