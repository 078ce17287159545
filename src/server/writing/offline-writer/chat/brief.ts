import { titleCase } from '../../nlp/english';
import { boundTokenLength } from '../../nlp/bound-token-length';
import { analyzeTopic, cleanTopic } from '../topic-analysis';
import { audienceGroup, softCase, type AudienceGroup } from './audience';
import type { ChatContext } from './types';

/** What a reply is about and for whom, read from the message and the context fields. */
export interface ChatBrief {
  /** The topic as running text names it: 'a haunted lighthouse', 'your coffee shop', 'tech reviews'. */
  subject: string;
  /** The same for a story's third person: 'your coffee shop' → 'the coffee shop'. */
  storySubject: string;
  /** A short Title Case name for headings: 'Haunted Lighthouse'. */
  focus: string;
  /** Key phrases wink-nlp found in the topic (at most three). */
  phrases: string[];
  /** The niche field as running text ('' when empty). */
  niche: string;
  /** Who it is for as running text ('' when neither the message nor the field says). */
  audience: string;
  /** `audience`, or 'your viewers' when there is none. */
  audienceLabel: string;
  group: AudienceGroup;
  /** The topic came from the message (otherwise from the niche, or nothing at all). */
  fromMessage: boolean;
  /** Neither the message nor the niche gave a topic. */
  generic: boolean;
}

/** Asking words before the topic: 'can you give me three story ideas about …'. */
const ASKING = new RegExp(
  String.raw`^(?:(?:hi|hey|hello|ok|okay|so|please|pls|now|also|and|then|well)[,!.]?\s+)*` +
    String.raw`(?:(?:can|could|would|will) you\s+(?:please\s+)?|i(?:'d| would)? (?:like|love|want|need)(?: you)?(?: to)?\s+|i(?:'m| am) looking for\s+|let'?s\s+|help me(?: (?:with|to|come up with))?\s+)*` +
    String.raw`(?:(?:give|get|show|send|write|make|create|generate|suggest|brainstorm|come up with|think of|pitch|draft|find|need|want|promote|advertise)\s+(?:me\s+|us\s+)?)?`,
  'i',
);
/** What is being asked for: 'some short story ideas', 'three ad concepts', 'a 30-second ad', '10 titles'. */
const REQUESTED = new RegExp(
  String.raw`^(?:(?:some|a few|a couple of|a pair of|a dozen|a|an|the|more|few|new|other|different|fresh|good|great|creative|catchy|fun|single|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen)\s+)*` +
    String.raw`(?:(?:short|video|youtube|tiktok|instagram|reel|social|viral|story|script|ad|advert|advertising|marketing|campaign|content|creative|title|opening|clickbait|radio|tv|\d+[- ]?(?:seconds?|secs?|minutes?|mins?|s)(?:[- ]long)?|(?:one|two|three|half a)[- ](?:minutes?|mins?))\s+)*` +
    String.raw`(?:ideas?|stor(?:y|ies)|prompts?|scripts?|concepts?|ads?|adverts?|advertisements?|campaigns?|hooks?|loglines?|plots?|premises?|angles?|options?|suggestions?|videos?|commercials?|spots?|promos?|titles?|headlines?|openers?|opening lines?|outlines?)\b\s*`,
  'i',
);
/** The joining word before the topic: 'about', 'for', 'to promote' …. */
const JOINER =
  /^(?:about|on|around|featuring|involving|regarding|based on|for|to (?:promote|advertise|market|sell|grow)|promoting|advertising|marketing|selling|that (?:promote|sell|advertise)s?|with)\s+/i;
/** A container that only says where the topic lives: 'my channel about …', 'a video on …'. */
const CONTAINER =
  /^(?:(?:my|our|a|the)\s+)?(?:youtube\s+|tiktok\s+|new\s+)?(?:channel|video|series|page|account|show|podcast|blog|content)\s+(?:about|on|around|covering)\s+/i;
/** Messages that carry no topic at all. */
const EMPTY_TOPIC =
  /^(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:ideas?|stories|story|prompts?|scripts?|ads?|concepts?|titles?|hooks?|something|anything|stuff|it|this|that|them|one|more|help|please|me|us)?$/i;

/** The topic of a message, without the asking words around it ('' when it has none). */
export function topicOfMessage(message: string): string {
  let text = cleanTopic(message.replace(/[“”]/g, '"').replace(/[‘’]/g, "'"));
  text = text.replace(/^["']|["']$/g, '');
  text = text.replace(ASKING, '');
  const requested = REQUESTED.exec(text);
  if (requested && requested[0].length > 0) {
    text = text.slice(requested[0].length);
    text = text.replace(JOINER, '');
    // 'two ad scripts for a 15-second spot for my gym': what is asked for, said twice.
    const again = REQUESTED.exec(text);
    if (again && again[0].length > 0 && JOINER.test(text.slice(again[0].length))) text = text.slice(again[0].length).replace(JOINER, '');
  } else if (/^(?:about|on|for|featuring|regarding)\s+/i.test(text)) {
    text = text.replace(JOINER, '');
  }
  text = text.replace(CONTAINER, '');
  text = cleanTopic(text);
  return EMPTY_TOPIC.test(text) ? '' : text;
}

/** First person as the reader's: 'my coffee shop' → 'your coffee shop'; 'US' (an acronym) stays. */
export function toReader(text: string): string {
  return text
    .replace(/\b(my|our|My|Our)\b/g, 'your')
    .replace(/\bI\b/g, 'you')
    .replace(/\b(me|us)\b/g, 'you');
}

/**
 * Puts back the spelling the user wrote for words with capitals after the first letter ('US',
 * 'B2B', 'iPhone', 'SaaS') wherever a later step changed their case. A message written all in
 * capitals is shouting, not spelling, and is left alone.
 */
export function keepSpelling(text: string, source: string): string {
  const letters = source.replace(/[^\p{L}]/gu, '');
  if (letters.length > 8 && letters.replace(/\P{Lu}/gu, '').length > letters.length / 2) return text;
  const spellings = new Map<string, string>();
  for (const word of source.split(/[^\p{L}\p{N}]+/u)) {
    if (/\p{Lu}/u.test(word.slice(1))) spellings.set(word.toLowerCase(), word);
  }
  if (spellings.size === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => spellings.get(word.toLowerCase()) ?? word);
}

/** '… for young adults' at the end of a topic names the audience; the rest is the topic. */
const AUDIENCE_TAIL =
  /\s+(?:for|to|aimed at|targeting|targeted at|geared towards?)\s+((?:young|older|busy|new|first-time|small|local|teen|gen z)\b.*|.*\b(?:adults|teens|teenagers|kids|children|parents|moms|mums|dads|families|students|professionals|owners|businesses|gamers|beginners|seniors|retirees|millennials|gen z|women|men|creators|developers|entrepreneurs|founders))$/i;

export function readBrief(message: string, context: ChatContext): ChatBrief {
  // Runs without spaces are cut before the message is read (boundTokenLength); analyzeTopic reads the result.
  const niche = softCase(boundTokenLength(context.niche).trim().replace(/\s+/g, ' '));
  let topicText = topicOfMessage(boundTokenLength(message));
  let messageAudience = '';
  const tail = AUDIENCE_TAIL.exec(topicText);
  if (tail && tail.index > 0) {
    messageAudience = tail[1]!.trim();
    topicText = topicText.slice(0, tail.index).trim();
  }
  const fromMessage = topicText !== '';
  const source = fromMessage ? topicText : niche;
  const audience = softCase(messageAudience || context.audience.trim().replace(/\s+/g, ' '));

  if (!source) {
    return {
      subject: 'your channel',
      storySubject: 'an online channel',
      focus: 'Your Channel',
      phrases: [],
      niche,
      audience,
      audienceLabel: audience || 'your viewers',
      group: audienceGroup(audience),
      fromMessage: false,
      generic: true,
    };
  }

  const analysis = analyzeTopic(source);
  const audienceFound = audience || (analysis.audience ?? '');
  const spelled = (text: string) => keepSpelling(text, source);
  const written = spelled(toReader(fromMessage ? analysis.subject : softCase(source)));
  const subject = written.split(' ').length <= 8 ? written : spelled(toReader(analysis.keyPhrases[0]!.inContext));
  const bare = subject.replace(/^(?:a|an|the|your)\s+/i, '');
  const focusSource = analysis.contenders
    ? `${analysis.contenders[0]} vs ${analysis.contenders[1]}`
    : bare.split(' ').length <= 4
      ? bare
      : analysis.intent === 'question' && analysis.topic.split(' ').length <= 6
        ? analysis.headline
        : analysis.keyPhrases[0]!.text;
  return {
    subject,
    storySubject: subject.replace(/^your\s+/i, 'the '),
    focus: titleCase(spelled(focusSource)),
    phrases: analysis.keyPhrases.slice(0, 3).map((phrase) => spelled(phrase.text)),
    niche,
    audience: audienceFound,
    audienceLabel: audienceFound || 'your viewers',
    group: audienceGroup(audienceFound),
    fromMessage,
    generic: false,
  };
}
