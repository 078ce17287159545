import { z } from 'zod';
import { isTextCapability, type AiCapability } from '@shared/catalog/ai-engines';
import type { TestAiEngineResponse } from '@shared/contracts/ai-engines';
import { elevenLabsApi, type Config } from '../../config';
import { EngineError } from '../../providers/engine-error';
import { openSpeechEngines } from '../../providers/speech/open-speech-engine';
import { openTextEngine } from '../../providers/text';
import { callVendor, deadline, readJson, vendorServer, VendorHttpError } from '../../providers/vendor-request';
import { encodeWav } from '../../providers/speech/wav';
import type { EspeakSpeechEngine } from '../../providers/speech/espeak/espeak-engine';
import { listLocalModels } from '../models';
import { imageConfigFrom, speechConfigFrom, textConfigFrom, type EngineSetting } from './engine-configs';
import { openTranscriber } from './open-transcriber';
import { ai } from '../../on-first-use';

/** A test is one short call; a provider that takes longer is reported as too slow. */
const TEST_TIMEOUT_MS = 30_000;

/** What a model list looks like on each kind of server. */
const openAiModels = z.object({ data: z.array(z.object({ id: z.string() })) });
const ollamaTags = z.object({ models: z.array(z.object({ name: z.string() })) });
const automatic1111Models = z.array(z.object({ title: z.string() }));
const comfyCheckpoints = z.object({
  CheckpointLoaderSimple: z.object({
    input: z.object({ required: z.object({ ckpt_name: z.tuple([z.array(z.string())]).rest(z.unknown()) }) }),
  }),
});

/**
 * The Test button: one real call with the settings given (saved or still in the form), timed, and
 * the models the server offers where it lists them. Never throws: a failure is the answer, in the
 * provider's own words, with the key cut out.
 */
export async function testEngine(
  capability: AiCapability,
  setting: EngineSetting,
  config: Config,
  espeak: EspeakSpeechEngine,
): Promise<TestAiEngineResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let models: string[] = [];
  try {
    models = await listModels(capability, setting, config).catch(() => []);
    const message = await callOnce(capability, setting, config, espeak);
    return { ok: true, latencyMs: elapsed(), message, models };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(), message: redact(providerMessage(error), setting.apiKey), models };
  }
}

async function callOnce(capability: AiCapability, setting: EngineSetting, config: Config, espeak: EspeakSpeechEngine): Promise<string> {
  const signal = AbortSignal.timeout(TEST_TIMEOUT_MS);
  if (isTextCapability(capability)) {
    const engine = await openTextEngine({ ...textConfigFrom(setting, config), maxRetries: 0, timeoutMs: TEST_TIMEOUT_MS });
    if (!engine) return 'The built-in engine is always available.';
    try {
      const reply = await engine.generate({
        system: 'This is a connection test. Answer with the single word OK.',
        messages: [{ role: 'user', content: 'Say OK.' }],
        maxOutputTokens: 16,
        signal,
      });
      return `The model answered: "${reply.trim().slice(0, 80)}"`;
    } finally {
      await engine.close();
    }
  }
  switch (capability) {
    case 'images': {
      if (setting.provider === 'offline') return 'The built-in engine is always available.';
      const count = (await listImageModels(setting, config, signal)).length;
      return `The server answered with ${count} model${count === 1 ? '' : 's'}.`;
    }
    case 'speech': {
      if (setting.provider === 'espeak') return 'The built-in engine is always available.';
      const active = openSpeechEngines({ ...speechConfigFrom(setting, config), maxRetries: 0, timeoutMs: TEST_TIMEOUT_MS }, espeak).active;
      const voice = active.voices()[0];
      if (!voice) throw new Error('The provider offers no voices.');
      const spoken = await active.synthesize({ text: 'This is a test.', voiceId: voice.id, signal });
      return `Spoke ${(spoken.pcm.length / spoken.sampleRate).toFixed(1)} s of audio with ${voice.name}.`;
    }
    case 'voiceCloning': {
      if (setting.provider !== 'elevenlabs') return 'The built-in engine is always available.';
      const server = vendorServer(elevenLabsApi, 0, { 'xi-api-key': setting.apiKey ?? '' }, config.aiAllowedHosts);
      await callVendor(server, '/v1/user', { signal });
      return 'ElevenLabs accepted the key.';
    }
    case 'speechInput': {
      const transcriber = openTranscriber({ setting }, config);
      if (!transcriber) return "The browser's speech recognition is used.";
      // Half a second of silence: a real transcription call that costs next to nothing.
      const audio = encodeWav(new Int16Array(8_000), 16_000);
      const text = await transcriber.transcribe({ audio, fileName: 'test.wav', mimeType: 'audio/wav', signal });
      return `The server transcribed the test sound${text.trim() ? `: "${text.trim().slice(0, 80)}"` : ' (silence)'}.`;
    }
    default:
      throw new Error(`Unknown capability ${capability as string}`);
  }
}

async function listModels(capability: AiCapability, setting: EngineSetting, config: Config): Promise<string[]> {
  const signal = deadline(10_000);
  if (capability === 'images') return listImageModels(setting, config, signal);
  if (!isTextCapability(capability)) return [];
  const key = setting.apiKey ?? undefined;
  switch (setting.provider) {
    case 'ollama': {
      const server = vendorServer(setting.baseUrl ?? '', 0, {}, config.aiAllowedHosts);
      return (await readJson(await callVendor(server, '/api/tags', { signal }), ollamaTags)).models.map((model) => model.name);
    }
    case 'openai-compatible':
    case 'openai': {
      const server = vendorServer(
        setting.baseUrl ?? 'https://api.openai.com/v1',
        0,
        key ? { authorization: `Bearer ${key}` } : {},
        config.aiAllowedHosts,
      );
      return (await readJson(await callVendor(server, '/models', { signal }), openAiModels)).data.map((model) => model.id);
    }
    case 'anthropic': {
      const server = vendorServer(
        'https://api.anthropic.com/v1',
        0,
        { 'x-api-key': key ?? '', 'anthropic-version': '2023-06-01' },
        config.aiAllowedHosts,
      );
      return (await readJson(await callVendor(server, '/models', { signal }), openAiModels)).data.map((model) => model.id);
    }
    case 'local':
      return (await listLocalModels(config.dataDir)).map((model) => model.fileName);
    default:
      return [];
  }
}

async function listImageModels(setting: EngineSetting, config: Config, signal: AbortSignal): Promise<string[]> {
  const image = imageConfigFrom(setting, config);
  const server = vendorServer(
    image.baseUrl ?? '',
    0,
    image.apiKey ? { authorization: `Bearer ${image.apiKey}` } : {},
    config.aiAllowedHosts,
  );
  switch (image.provider) {
    case 'automatic1111':
      return (await readJson(await callVendor(server, '/sdapi/v1/sd-models', { signal }), automatic1111Models)).map((model) => model.title);
    case 'comfyui': {
      const info = await readJson(await callVendor(server, '/object_info/CheckpointLoaderSimple', { signal }), comfyCheckpoints);
      return info.CheckpointLoaderSimple.input.required.ckpt_name[0];
    }
    case 'openai':
      return (await readJson(await callVendor(server, '/models', { signal }), openAiModels)).data.map((model) => model.id);
    default:
      return [];
  }
}

/** The provider's own words where it gave some (its error message and status), else ours. */
function providerMessage(error: unknown): string {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof VendorHttpError) return `The provider answered ${cause.status}: ${errorText(cause.body)}`;
    if (ai().APICallError.isInstance(cause))
      return `The provider answered ${cause.statusCode ?? 'with an error'}: ${errorText(cause.responseBody ?? cause.message)}`;
  }
  if (error instanceof EngineError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'The provider did not answer within 30 s.';
  if (error instanceof TypeError)
    return `The server could not be reached (${(error.cause as Error | undefined)?.message ?? error.message}).`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The message of an AI server's JSON error (`{"error": {"message": "…"}}` and the like), as one
 * short line. Anything else is not shown: Test must not become a way to read other pages.
 */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string; detail?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? parsed.detail);
    if (message) return String(typeof message === 'string' ? message : JSON.stringify(message)).slice(0, 300);
  } catch {
    // Not JSON: not an AI server's error.
  }
  return 'not an error message an AI server sends (check the address)';
}

/** The shortest piece of a key that is cut out of a provider's message. */
const KEY_PIECE = 6;

/** Providers quote the key they refused, whole or in part; no run of 6 or more of its characters goes back to the browser. */
export function redact(message: string, key: string | null): string {
  if (!key || key.length < KEY_PIECE) return message;
  let out = '';
  for (let at = 0; at < message.length;) {
    let length = 0;
    while (at + length < message.length && key.includes(message.slice(at, at + length + 1))) length++;
    if (length >= KEY_PIECE) {
      out += '[key]';
      at += length;
    } else {
      out += message[at];
      at++;
    }
  }
  return out;
}
