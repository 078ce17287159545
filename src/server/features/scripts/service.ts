import { countSpokenWords, estimatedTime } from '@shared/catalog/scripts';
import type { GenerateScriptRequest, GenerateScriptResponse } from '@shared/contracts/scripts';
import type { UserRow } from '../../db/schema';
import type { Metrics } from '../../http/metrics';
import { EngineError, type TextEngine } from '../../providers/text';
import type { Entitlements } from '../billing';
import type { ProjectService } from '../projects';
import type { VoiceResolver } from '../voice';
import { offlineDraftNotice, OFFLINE_WRITER_ENGINE, writeScriptOffline } from '../../writing/offline-writer';
import { readingOf } from '../../writing/reading';
import { scriptPrompt, type ScriptBrief } from './script-prompt';

/** What writes scripts: the configured text model, or the offline writer (chosen once, in services.ts). */
export interface ScriptWriter {
  readonly engine: string;
  /** The model's name; null for the offline writer. */
  readonly model: string | null;
  /** Writes to the length's minutes at `wordsPerMinute` (the narrating voice's pace) and times the script at it. */
  write(request: ScriptBrief, wordsPerMinute: number, signal?: AbortSignal): Promise<GenerateScriptResponse>;
}

export const offlineScriptWriter: ScriptWriter = {
  engine: OFFLINE_WRITER_ENGINE,
  model: null,
  write: async ({ language, ...request }, wordsPerMinute) => writeScriptOffline(request, wordsPerMinute, language),
};

/** The text model writes; word count and running time are measured on the text it returned. */
export function modelScriptWriter(text: TextEngine): ScriptWriter {
  return {
    engine: text.engine,
    model: text.model,
    async write(request, wordsPerMinute, signal) {
      const generatedScript = (await text.generate({ ...scriptPrompt(request, wordsPerMinute), signal })).trim();
      const wordCount = countSpokenWords(generatedScript);
      if (wordCount === 0) throw new EngineError('bad-output', 'The AI model returned an empty script. Please try again.');
      return {
        generatedScript,
        wordCount,
        estimatedTime: estimatedTime(wordCount, wordsPerMinute),
        engine: text.engine,
        model: text.model,
        reading: readingOf(request),
      };
    },
  };
}

/**
 * Writing a script for a user: the length is aimed at the chosen voice's pace (the server's figure
 * for that voice, never a client's), then the plan's allowance is reserved and given back if
 * writing fails. With a projectId the project keeps it as its next version.
 */
export function createScriptService(deps: {
  writer: ScriptWriter;
  entitlements: Entitlements;
  metrics: Metrics;
  voices: Pick<VoiceResolver, 'pace'>;
  /** A getter: the project service is built from this one, so it is reached only when a request names a project. */
  projects: () => Pick<ProjectService, 'generateScript'>;
}) {
  async function write(user: UserRow, request: ScriptBrief, signal?: AbortSignal): Promise<GenerateScriptResponse> {
    const { wordsPerMinute } = await deps.voices.pace(user.id, request.voiceId);
    return deps.entitlements.withReservation(
      user,
      'script',
      1,
      () =>
        deps.metrics.timeGeneration(
          'script',
          deps.writer.engine,
          () => deps.writer.write(request, wordsPerMinute, signal),
          (written) => written,
        ),
      (written) => written.engine,
    );
  }

  return {
    /** POST /api/scripts/generate: the script as written, or, with a projectId, as the project kept it. */
    async generate(user: UserRow, input: GenerateScriptRequest, signal?: AbortSignal): Promise<GenerateScriptResponse> {
      const { projectId, ...request } = input;
      if (!projectId) return write(user, request, signal);
      const { script, fallbackFrom, language, reading } = await deps.projects().generateScript(user, projectId, request, signal);
      const { content, wordCount, estimatedTime, engine, model, version } = script;
      // The project keeps the script, not the notice: the offline writer's depends only on the project's language.
      const notice = engine === OFFLINE_WRITER_ENGINE ? { notice: offlineDraftNotice(language) } : {};
      return {
        generatedScript: content,
        wordCount,
        estimatedTime,
        engine,
        ...(model ? { model } : {}),
        ...(fallbackFrom ? { fallbackFrom } : {}),
        ...notice,
        projectId,
        version,
        reading,
      };
    },

    /** A script written for its caller to keep (a project's): no project of its own. */
    write,

    /** A script's own measures, spoken words and running time, at a voice's pace (unset: the default voice's). */
    async measure(userId: string, content: string, voiceId?: string) {
      const { wordsPerMinute } = await deps.voices.pace(userId, voiceId);
      const wordCount = countSpokenWords(content);
      return { content, wordCount, estimatedTime: estimatedTime(wordCount, wordsPerMinute) };
    },
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
