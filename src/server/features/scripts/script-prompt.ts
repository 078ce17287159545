import { quickTemplates, targetWordCount, WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import type { TextRequest } from '../../providers/text';
import { languageInstruction } from '../../writing/language-instruction';
import type { GenerateScriptRequest } from '@shared/contracts/scripts';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import { analyzeTopic, chooseStructure } from '../../writing/offline-writer';
import { bodySectionCounts } from '../../writing/offline-writer/structure';

/** What a writer is asked for: the request, and the language of the project it is for (unset: English). */
export type ScriptBrief = GenerateScriptRequest & { language?: ContentLanguageTag | undefined };

const SYSTEM_PROMPT = `You are a scriptwriter for YouTube videos. Write one complete script, ready to record.
Format it as plain text, no Markdown:
- section headings in square brackets on their own line: [HOOK], [INTRO], [SECTION 1: short title] and so on, [CALL TO ACTION], [OUTRO];
- production cues in square brackets on their own line, such as [B-ROLL: what we see] and [ON-SCREEN TEXT: words];
- everything else is what the narrator says, in short spoken paragraphs.
Only the narration counts towards the length. Write nothing before the first heading or after the outro.`;

/** Tokens run about 1.4 per English word; room for headings and cues on top. */
const tokensFor = (words: number) => Math.round(words * 2 + 400);

/**
 * The brief a text model writes from: the same structure, section count and word target the
 * offline writer plans with (the length's minutes at the narrating voice's pace, `wordsPerMinute`),
 * the tone, and the topic's key phrases.
 */
export function scriptPrompt(request: ScriptBrief, wordsPerMinute: number = WORDS_PER_MINUTE): TextRequest {
  const topic = analyzeTopic(request.topic);
  const structure = chooseStructure(request.template, topic);
  const template = quickTemplates.find((candidate) => candidate.id === structure);
  const words = targetWordCount(request.videoLength, wordsPerMinute);
  const phrases = topic.keyPhrases.map((phrase) => phrase.text);
  const brief = [
    `Topic: ${topic.topic}`,
    `Format: ${template?.label ?? structure}: ${template?.description ?? ''}`,
    // The creator's correction of what the studio read the topic as.
    request.kind ? `Kind of video: ${request.kind}. Write it as one, whatever the topic's words suggest.` : '',
    `Tone: ${request.tone}. Let the word choice and sentence rhythm sound ${request.tone.toLowerCase()} throughout.`,
    `Length: about ${words} spoken words (${request.videoLength} at ${wordsPerMinute} words a minute), with ${bodySectionCounts[request.videoLength]} body sections.`,
    phrases.length > 0 ? `Work these key phrases in naturally: ${phrases.join(', ')}.` : '',
  ].filter(Boolean);
  return {
    system: `${SYSTEM_PROMPT}\n${languageInstruction(request.language)}`,
    messages: [{ role: 'user', content: brief.join('\n') }],
    maxOutputTokens: tokensFor(words),
  };
}
