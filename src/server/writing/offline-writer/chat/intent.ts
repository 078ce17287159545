import { topicOfMessage } from './brief';
import { isFactualQuestion } from './factual';
import type { Restyle } from './types';

/** What a message asks of the assistant, read with a few plain rules. */
export type MessageIntent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'more' }
  /** Develop one earlier item further; `item` is 1-based, null when the message does not say which. */
  | { kind: 'expand'; item: number | null }
  /** Rewrite earlier items in another style; `item` null means all of them. */
  | { kind: 'restyle'; item: number | null; style: Restyle }
  | { kind: 'request' }
  /** A question of fact, which the offline writer cannot answer. */
  | { kind: 'factual' };

const GREETING =
  /^(?:hi|hii+|hello|hey|heya|hiya|yo|howdy|greetings|good (?:morning|afternoon|evening|day)|what'?s up|sup|help|start|test|testing|\?+|what can you do|who are you|what do you do|how does this work)(?: there| again| everyone| team)?$/;
const THANKS =
  /^(?:thanks?(?: you)?(?: so much| a lot| very much)?|thank u|thx|ty|cheers|great|awesome|cool|nice|perfect|love it|i love (?:it|them|these)|got it|ok|okay|k|sounds good|amazing|brilliant|good|fantastic|super|wonderful|great job|well done)(?: thanks?(?: you)?)?$/;

/** Words that may stand right before an item's number: 'idea 2', 'expand on 2', '#2'. */
const BEFORE_NUMBER = String.raw`(?:#|\b(?:number|no|idea|option|concept|prompt|story|ad|item|on|about|with)\s*#?)`;
const ORDINAL_WORDS = ['first|1st', 'second|2nd', 'third|3rd', 'fourth|4th', 'fifth|5th'];
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'];
const ORDINALS: readonly [RegExp, number | 'last'][] = [
  ...ORDINAL_WORDS.map((words, index): [RegExp, number] => [
    new RegExp(String.raw`\b(?:${words})\b|${BEFORE_NUMBER}${index + 1}\b|\bnumber ${NUMBER_WORDS[index]}\b|^#?${index + 1}$`),
    index + 1,
  ]),
  [/\b(?:last|final)(?: one| idea| option| concept| prompt)?\b/, 'last'],
];

const STYLES: readonly [RegExp, Restyle][] = [
  [
    /\b(?:funn(?:y|ier)|humou?r(?:ous)?|comed(?:y|ic)|jok(?:e|es|ier)|silli(?:er)|sill(?:y)|lighter|playful|goofier|witt(?:y|ier))\b/,
    'funny',
  ],
  [
    /\b(?:myster(?:y|ious)|dark(?:er)?|scar(?:y|ier)|creep(?:y|ier)|spook(?:y|ier)|horror|sinister|grimmer|eerie|eerier|thriller|tense|tenser)\b/,
    'dark',
  ],
  [/\b(?:serious|professional|formal|grown[- ]up|corporate|sober|straight)\b/, 'serious'],
  [/\b(?:emotional|heartfelt|touching|sad(?:der)?|wholesome|warm(?:er)?|sweet(?:er)?|moving|tear\w*)\b/, 'heartfelt'],
  [/\b(?:exciting|energetic|punch(?:y|ier)|hype|hyped|high[- ]energy|faster|bolder|louder|intense|action)\b/, 'energetic'],
  [/\b(?:inspir(?:ing|ational)|motivat(?:ing|ional)|uplifting|hopeful|positive)\b/, 'inspiring'],
  [/\b(?:short(?:er)?|tight(?:er)?|condense|brief(?:er)?|concise|trim|cut it down|simpl(?:e|er|ify)|less)\b/, 'shorter'],
];

const EXPAND =
  /\b(?:expand|elaborate|develop|flesh(?:ed)? out|more (?:detail|details|depth) on|tell me more|more about|go (?:deeper|further)|deeper|dig into|build out|break (?:it|that|this) down|write (?:it|that|this) out|outline|full (?:version|script)|i like|i love|let'?s go with|go with|pick|choose|use)\b|^(?:#?\d|number \w+|the (?:first|second|third|fourth|fifth|last)(?: one)?)$/;
const CHANGE = /\b(?:make|turn|rewrite|redo|change|give|can you|could you|more|less|a bit|bit|slightly|much|way|version)\b/;
/** 'more', 'another one', 'give me 3 more ideas', 'something else', 'try again'. */
const MORE = /\b(?:more|another|others|different|new|fresh|again|else|alternatives?)\b/;

function itemOf(text: string): number | 'last' | null {
  for (const [pattern, item] of ORDINALS) if (pattern.test(text)) return item;
  return null;
}

/** Words that point at an item of the previous reply ('is the second one better?'). */
const ABOUT_AN_ITEM = /\b(?:one|ones|idea|option|concept|prompt|title|hook|number)\b|#\d/;

/**
 * Reads the message: greetings and thanks get a short answer, questions of fact an honest 'not
 * offline', 'more' / 'expand on 2' / 'make the second one funnier' refer to the previous reply,
 * anything else is a new request. `itemCount` is how many items the previous reply had (0 when
 * there is none), which resolves 'the last one'.
 */
export function readIntent(message: string, itemCount: number): MessageIntent {
  const text = message
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[!.?,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || GREETING.test(text)) return { kind: 'greeting' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const found = itemCount === 0 ? null : itemOf(text);
  if (isFactualQuestion(message) && !(found !== null && ABOUT_AN_ITEM.test(text))) return { kind: 'factual' };
  if (itemCount === 0) return { kind: 'request' };

  const item = found === 'last' ? itemCount : found;
  const resolved = item !== null && item <= itemCount ? item : null;
  const style = STYLES.find(([pattern]) => pattern.test(text))?.[1];
  // A new topic in the message ('more ideas about space travel') makes it a new request.
  const newTopic = /\b(?:about|on|for|featuring|regarding)\s+\w/.test(text) && topicOfMessage(message) !== '' && found === null && !style;
  if (newTopic) return { kind: 'request' };

  if (style && (CHANGE.test(text) || resolved !== null || text.split(' ').length <= 3)) return { kind: 'restyle', item: resolved, style };
  if (EXPAND.test(text) || (resolved !== null && text.split(' ').length <= 4)) return { kind: 'expand', item: resolved };
  if (MORE.test(text) && text.split(' ').length <= 8) return { kind: 'more' };
  return { kind: 'request' };
}
