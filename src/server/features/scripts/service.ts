import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import type { GenerateScriptRequest, GenerateScriptResponse } from '@shared/contracts/scripts';
import type { UserRow } from '../../db/schema';
import type { Metrics } from '../../metrics';
import { EngineError, type TextEngine } from '../../providers/text';
import type { Entitlements } from '../billing';
import { OFFLINE_WRITER_ENGINE, writeScriptOffline } from '../../offline-writer';
import { scriptPrompt } from './script-prompt';

/** What writes scripts: the configured text model, or the offline writer (chosen once, in services.ts). */
export interface ScriptWriter {
  readonly engine: string;
  /** The model's name; null for the offline writer. */
  readonly model: string | null;
  write(request: GenerateScriptRequest, signal?: AbortSignal): Promise<GenerateScriptResponse>;
}

export const offlineScriptWriter: ScriptWriter = {
  engine: OFFLINE_WRITER_ENGINE,
  model: null,
  write: async (request) => writeScriptOffline(request),
};

/** The text model writes; word count and running time are measured on the text it returned. */
export function modelScriptWriter(text: TextEngine): ScriptWriter {
  return {
    engine: text.engine,
    model: text.model,
    async write(request, signal) {
      const generatedScript = (await text.generate({ ...scriptPrompt(request), signal })).trim();
      const wordCount = countSpokenWords(generatedScript);
      if (wordCount === 0) throw new EngineError('bad-output', 'The AI model returned an empty script. Please try again.');
      return { generatedScript, wordCount, estimatedTime: estimatedTime(wordCount), engine: text.engine, model: text.model };
    },
  };
}

/** Writing a script for a user: the plan's allowance is reserved first and given back if writing fails. */
export function createScriptService(deps: { writer: ScriptWriter; entitlements: Entitlements; metrics: Metrics }) {
  return {
    generate: (user: UserRow, request: GenerateScriptRequest, signal?: AbortSignal): Promise<GenerateScriptResponse> =>
      deps.entitlements.withReservation(user, 'script', 1, () =>
        deps.metrics.timeGeneration(
          'script',
          (written) => written.engine,
          () => deps.writer.write(request, signal),
        ),
      ),
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
