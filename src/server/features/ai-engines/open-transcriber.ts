import type { Config } from '../../config/config';
import { createOpenAiTranscriber } from '../../providers/speech-input/openai-transcription';
import type { Transcriber } from '../../providers/speech-input/transcriber';
import type { EngineSetting } from './engine-configs';

/**
 * The transcriber a speech input setting names: STT_BASE_URL's when the environment sets it, else
 * the console's; undefined: the browser's own recognition.
 */
export function openTranscriber(entry: { setting: EngineSetting; source?: string }, config: Config): Transcriber | undefined {
  if (entry.source === 'environment') return config.speechInput && createOpenAiTranscriber(config.speechInput);
  const { provider, baseUrl, model, apiKey } = entry.setting;
  if (provider !== 'openai-compatible' || !baseUrl) return undefined;
  return createOpenAiTranscriber({
    baseUrl,
    apiKey: apiKey ?? undefined,
    model: model ?? 'whisper-1',
    timeoutMs: config.speechInput?.timeoutMs ?? 60_000,
    aiAllowedHosts: config.aiAllowedHosts,
  });
}
