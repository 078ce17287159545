import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import type { GenerateScriptRequest, GenerateScriptResponse } from '@shared/contracts/scripts';
import { EngineError, type TextEngine } from '../../providers/text';
import { writeScriptOffline } from '../../providers/text/offline-writer';
import { scriptPrompt } from './script-prompt';

/**
 * A script from the configured text model, or from the offline writer when there is none.
 * Word count and running time are measured on the text actually returned.
 */
export async function writeScript(
  text: TextEngine | undefined,
  request: GenerateScriptRequest,
  signal?: AbortSignal,
): Promise<GenerateScriptResponse> {
  if (!text) return writeScriptOffline(request);
  const generatedScript = (await text.generate({ ...scriptPrompt(request), signal })).trim();
  if (countSpokenWords(generatedScript) === 0) {
    throw new EngineError('bad-output', 'The AI model returned an empty script. Please try again.');
  }
  const wordCount = countSpokenWords(generatedScript);
  return { generatedScript, wordCount, estimatedTime: estimatedTime(wordCount), engine: text.engine, model: text.model };
}
