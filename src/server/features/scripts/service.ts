import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import type { GenerateScriptRequest, GenerateScriptResponse } from '@shared/contracts/scripts';
import type { UserRow } from '../../db/schema';
import type { Metrics } from '../../metrics';
import { EngineError, type TextEngine } from '../../providers/text';
import type { Entitlements } from '../billing/entitlements';
import { writeScriptOffline } from '../../offline-writer';
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

/** Writing a script for a user: the plan's allowance is reserved first and given back if writing fails. */
export function createScriptService(deps: { text: TextEngine | undefined; entitlements: Entitlements; metrics: Metrics }) {
  return {
    generate: (user: UserRow, request: GenerateScriptRequest, signal?: AbortSignal): Promise<GenerateScriptResponse> =>
      deps.entitlements.withReservation(user, 'script', 1, () =>
        deps.metrics.timeGeneration('script', (written) => written.engine, () => writeScript(deps.text, request, signal)),
      ),
  };
}
