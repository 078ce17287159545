import { countSpokenWords, estimatedTime, WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import { generateScriptInput, type GenerateScriptInput, type GenerateScriptResponse } from '@shared/contracts/scripts';
import { assembleScript } from './assemble';
import { rngForInput } from '../seeded-random';
import { chooseStructure } from './structure';
import { analyzeTopic } from './topic-analysis';

export const OFFLINE_WRITER_ENGINE = 'offline-writer';

export type OfflineScript = GenerateScriptResponse & { engine: typeof OFFLINE_WRITER_ENGINE };

/**
 * The offline script writer (DESIGN.md §1.3): reads the topic with wink-nlp, picks a structure
 * (from the quick template or the topic), plans hook, intro, body sections, call to action and
 * outro to the length's word target (its minutes at the narrating voice's pace, `wordsPerMinute`,
 * 150 unless given), and writes them in the tone's voice with the topic's key phrases woven through. Deterministic: the same input and seed give
 * the same draft; a different seed gives a different phrasing.
 *
 * `wordCount` counts spoken words only: bracketed headings and cues ('[HOOK]', '[B-ROLL: …]') are
 * directions, not speech (countSpokenWords). `estimatedTime` is that count at the same pace.
 */
export function writeScriptOffline(input: GenerateScriptInput, wordsPerMinute: number = WORDS_PER_MINUTE): OfflineScript {
  const request = generateScriptInput.parse(input);
  const topic = analyzeTopic(request.topic);
  const structure = chooseStructure(request.template, topic);
  const rng = rngForInput([request.topic, request.videoLength, request.tone, request.template, request.seed ?? 0]);
  const length = request.videoLength;
  const generatedScript = assembleScript({ topic, structure, tone: request.tone, length, wordsPerMinute, rng });
  const wordCount = countSpokenWords(generatedScript);
  return { generatedScript, wordCount, estimatedTime: estimatedTime(wordCount, wordsPerMinute), engine: OFFLINE_WRITER_ENGINE };
}

export { analyzeTopic, type KeyPhrase, type TopicAnalysis } from './topic-analysis';
export { chooseStructure, type StructureId } from './structure';
