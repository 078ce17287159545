import { analyzeTopic, cleanTopic } from '../topic-analysis';
import { boundTokenLength } from '../../nlp/bound-token-length';
import { keepSpelling, toReader } from './brief';
import { blocks, bullets } from './markdown';
import type { ChatCategory } from './types';

/**
 * Questions of fact ('what is the population of the US', 'latest news about Tesla'): the offline
 * writer knows no facts, so it says so plainly and offers what it can write about the subject.
 */

export const NO_FACTS_OFFLINE = "I can't look up facts offline — connect a text model in AI engines.";

/** Words that ask for something to be written: such a message is a request, whatever else it says. */
const CREATIVE =
  /\b(?:ideas?|titles?|headlines?|hooks?|scripts?|prompts?|ads?|adverts?|advertisements?|commercials?|concepts?|stor(?:y|ies)|loglines?|outlines?|captions?|slogans?|taglines?|campaigns?|topics?|write|draft|brainstorm|pitch|promote|advertise)\b/i;
/** A question that wants a fact or an explanation: who, when, how many, is it true …. */
const QUESTION =
  /^(?:(?:hey|hi|ok|okay|so|please|quick question)[,!.]?\s+)?(?:who|whom|whose|when|where|why|what(?:'s|s)?|how (?:many|much|old|big|long|tall|far|often|does|did|is|are|was|were)|how do (?!i\b|you\b|we\b)|is it true|is there|are there|is|are|was|were|does|did|has|have|can (?!you\b|i\b|we\b)|tell me (?!more\b)|look up|find out|explain|define)\b/i;
/** Questions that are about the conversation or the assistant, not facts. */
const NOT_FACTUAL =
  /^(?:what (?:about|if|else|do you (?:think|suggest|recommend)|would you|should i|should we|can you|could you|can i)|who are you|what are you|how are you|is (?:it|this|that) (?:good|ok|okay|better|fine)|are you)\b/i;
/** Facts by their nature, wherever they stand in the message. */
const FACT_WORDS =
  /\b(?:news|statistics|stats|population|net worth|exchange rate|stock price|share price|weather|forecast|price of|prices of|cost of|release date|latest (?:version|update|figures|numbers|price|results?))\b/i;

export function isFactualQuestion(message: string): boolean {
  const text = message.replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  if (CREATIVE.test(text) || NOT_FACTUAL.test(text)) return false;
  return QUESTION.test(text) || FACT_WORDS.test(text);
}

const LEAD =
  /^(?:(?:hey|hi|ok|okay|so|please|quick question)[,!.]?\s+)?(?:tell me(?: about)?|look up|find out(?: about)?|explain|define|who|whom|whose|when|where|why|what(?:'s|s)?|how(?: many| much| old| big| long| tall| far| often)?)?\s*(?:(?:is|are|was|were|does|do|did|has|have|had|will|would|can|could|should)\s+)?(?:it true that\s+|there\s+)?/i;
const FACT_LEAD =
  /^(?:the\s+)?(?:(?:latest|current|recent|today's)\s+)?(?:news|updates?|figures|numbers|statistics|stats|data|facts|prices?)\s+(?:about|on|for|of)\s+/i;
const STARTS_A_NAME = /^(?:the|a|an|my|our|your|this|these|those)\b|^[\p{Lu}\d]/u;

/** What the question is about, as running text: 'the population of the US', 'Tesla', 'the World Cup'. */
export function questionSubject(message: string): string {
  const bounded = boundTokenLength(message);
  let text = cleanTopic(bounded.replace(/[’]/g, "'"));
  text = text.replace(LEAD, '').replace(FACT_LEAD, '').trim();
  if (!text) return '';
  const words = text.split(' ');
  const subject = STARTS_A_NAME.test(text) && words.length <= 8 ? text : analyzeTopic(text).keyPhrases[0]!.inContext;
  return keepSpelling(toReader(subject), bounded);
}

const NATIVE: Record<ChatCategory, string> = {
  'story-ideas': 'story ideas',
  'script-prompts': 'script prompts',
  advertising: 'ad concepts',
};

export function factualReply(category: ChatCategory, message: string): string {
  const subject = questionSubject(message);
  const about = subject ? ` about ${subject}` : '';
  return blocks([
    NO_FACTS_OFFLINE,
    `What I can do offline${subject ? ` for **${subject}**` : ''}, with [ADD: …] slots wherever a fact belongs:`,
    bullets([
      `**Titles** for a video${about}: "5 titles${about}"`,
      `**Opening hooks**: "3 hooks${about}"`,
      `**A script outline** with timed sections: "a 60-second script${about}"`,
      `**${NATIVE[category].charAt(0).toUpperCase()}${NATIVE[category].slice(1)}**: "${NATIVE[category]}${about}"`,
    ]),
  ]);
}
