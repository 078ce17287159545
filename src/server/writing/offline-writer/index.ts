import { OFFLINE_WRITER_ENGINE } from '@shared/catalog/ai-engines';
import { countSpokenWords, estimatedTime, WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import { contentLanguage, isEnglish, offlineLanguageNote, type ContentLanguageTag } from '@shared/catalog/languages';
import { generateScriptInput, type GenerateScriptInput, type GenerateScriptResponse } from '@shared/contracts/scripts';
import { assembleScript } from './assemble';
import { rngForInput } from '../../lib/seeded-random';
import { readingOf } from '../reading';
import { analyzeTopic } from './topic-analysis';

export { OFFLINE_WRITER_ENGINE };

/** What the response says about a draft the offline writer wrote (a field, never part of the script). */
export const OFFLINE_DRAFT_NOTICE =
  'Offline draft: an outline with [ADD: …] slots for the facts only you can supply. Connect a text model in AI engines for a written script.';

/** The draft's notice; for a project in another language it says every line is left to the creator (it does not translate). */
export const offlineDraftNotice = (language: ContentLanguageTag | undefined): string => {
  if (isEnglish(language)) return OFFLINE_DRAFT_NOTICE;
  const name = contentLanguage(language).englishName;
  return `Offline draft: the outline with [ADD: …] slots, every line left for you to write in ${name}. ${offlineLanguageNote(language!)}`;
};

export type OfflineScript = GenerateScriptResponse & { engine: typeof OFFLINE_WRITER_ENGINE; notice: string };

/**
 * The offline script writer (DESIGN.md §1.3) writes an honest structured draft: it reads the kind
 * of video from the quick template and the topic (reading/read-request.ts: recipe, travel, review,
 * comparison, …) unless the request names one, lays out that
 * kind's outline as bracketed sections, says only what it can honestly say (what the video covers,
 * transitions, call to action, sign-off) in the chosen tone, and leaves an '[ADD: …]' slot for
 * every fact the creator must supply, each with the words it needs for the length's target at the
 * narrating voice's pace (`wordsPerMinute`, 150 unless given). Deterministic: the same input and
 * seed give the same draft; another seed may pick other hook, call-to-action and sign-off lines.
 *
 * `wordCount` counts spoken words only: bracketed headings, cues and slots are directions, not
 * speech (countSpokenWords). `estimatedTime` is that count at the same pace. It writes English
 * only: for a project in another language it gives the outline's headings and slots, every spoken
 * word left to the creator (it does not translate), and the notice says so.
 */
export function writeScriptOffline(
  input: GenerateScriptInput,
  wordsPerMinute: number = WORDS_PER_MINUTE,
  language?: ContentLanguageTag,
): OfflineScript {
  const request = generateScriptInput.parse(input);
  const topic = analyzeTopic(request.topic);
  const reading = readingOf(request);
  const { kind } = reading;
  const rng = rngForInput([request.topic, request.videoLength, request.tone, request.template, request.seed ?? 0]);
  const generatedScript = assembleScript({
    topic,
    kind,
    subject: reading.subject,
    tone: request.tone,
    length: request.videoLength,
    wordsPerMinute,
    rng,
    structureOnly: !isEnglish(language),
  });
  const wordCount = countSpokenWords(generatedScript);
  return {
    generatedScript,
    wordCount,
    estimatedTime: estimatedTime(wordCount, wordsPerMinute),
    engine: OFFLINE_WRITER_ENGINE,
    notice: offlineDraftNotice(language),
    reading,
  };
}

export { analyzeTopic, type KeyPhrase, type TopicAnalysis } from './topic-analysis';
export { chooseStructure, type StructureId } from './structure';
export { videoKinds, type VideoKind } from './video-kind';
