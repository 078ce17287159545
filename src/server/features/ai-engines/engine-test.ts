import { z } from 'zod';
import { isTextCapability, providerSpec, type AiCapability } from '@shared/catalog/ai-engines';
import type { TestAiEngineProgress, TestAiEngineResponse } from '@shared/contracts/ai-engines';
import { anthropicApi, elevenLabsApi, openAiApi, type Config, type TextConfig } from '../../config/config';
import { ai } from '../../lib/on-first-use';
import { AiAddressRefused, noHttpAnswer } from '../../providers/ai-server-address';
import { EngineError } from '../../providers/engine-error';
import type { EspeakSpeechEngine } from '../../providers/speech/espeak/espeak-engine';
import { openSpeechEngines } from '../../providers/speech/open-speech-engine';
import { encodeWav } from '../../providers/speech/wav';
import { openTextEngine } from '../../providers/text';
import {
  callVendor,
  deadline,
  readJson,
  vendorServer,
  VendorHttpError,
  VendorOutputError,
  type VendorServer,
} from '../../providers/vendor-request';
import { listLocalModels } from '../models';
import { imageConfigFrom, speechConfigFrom, textConfigFrom, type EngineSetting } from './engine-configs';
import { openTranscriber } from './open-transcriber';

/** The capability's own call must answer within this, once the server is found (and a local model loaded). */
const TEST_TIMEOUT_MS = 30_000;
/** Finding the server: its model list (or any answer at all) within this, else it could not be reached. */
const REACH_TIMEOUT_MS = 10_000;
/** Models named in a message; the whole list goes back with the answer. */
const MODELS_NAMED = 8;
const BUILT_IN = 'The built-in engine is always available.';

/** What a model list looks like on each kind of server. */
const openAiModels = z.object({ data: z.array(z.object({ id: z.string() })) });
const ollamaTags = z.object({ models: z.array(z.object({ name: z.string() })) });
const automatic1111Models = z.array(z.object({ title: z.string(), model_name: z.string().optional() }));
const comfyCheckpoints = z.object({
  CheckpointLoaderSimple: z.object({
    input: z.object({ required: z.object({ ckpt_name: z.tuple([z.array(z.string())]).rest(z.unknown()) }) }),
  }),
});

/** What SEO copy asks every model for: an answer in a JSON schema (structured output). This is a small one. */
const structuredAnswer = z.object({ title: z.string().min(1) });

/** A failure already in the words the console shows. */
class TestFailure extends Error {}

/** One Test as it runs: where it is (finding the server, or asking it for the capability's work) and what it found. */
interface TestRun {
  capability: AiCapability;
  setting: EngineSetting;
  config: Config;
  espeak: EspeakSpeechEngine;
  /** The address called (null: nothing on the network: a built-in engine, a local model). */
  address: string | null;
  /** A silence while the server is being found is "could not reach"; while it works, "did not answer". */
  stage: 'reach' | 'call';
  models: string[];
  signal: AbortSignal | undefined;
  onProgress: ((progress: TestAiEngineProgress) => void) | undefined;
}

export interface EngineTestOptions {
  /** Ends the Test (the console went away). */
  signal?: AbortSignal;
  /** What a long Test is doing: a local model's load. */
  onProgress?: (progress: TestAiEngineProgress) => void;
}

/**
 * The Test button: the capability's real request with the settings given (saved or still in the
 * form), timed. First the server is found through its model list (or any answer where it lists
 * none) and the chosen model must be in it; then the feature's own call: a reply for scripts and
 * chat, structured output (a JSON schema) for SEO copy, speech decoded whatever format the server
 * answers in, a transcription. A local model is given the time its load takes, with progress.
 * Never throws: a failure is the answer, worded the same way for every capability (could not
 * reach, not a model server, 404 with a hint about /v1, a refused key), with the key cut out.
 */
export async function testEngine(
  capability: AiCapability,
  setting: EngineSetting,
  config: Config,
  espeak: EspeakSpeechEngine,
  options: EngineTestOptions = {},
): Promise<TestAiEngineResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const run: TestRun = {
    capability,
    setting,
    config,
    espeak,
    address: engineAddress(capability, setting, config),
    stage: 'reach',
    models: [],
    signal: options.signal,
    onProgress: options.onProgress,
  };
  try {
    const message = await runTest(run);
    return { ok: true, latencyMs: elapsed(), message, models: run.models };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(), message: redact(failureMessage(error, run), setting.apiKey), models: run.models };
  }
}

/** The address a Test of this setting calls: its base URL or the vendor's API; null for the built-in engines and local models. */
export function engineAddress(capability: AiCapability, setting: EngineSetting, config: Config): string | null {
  if (isTextCapability(capability)) {
    if (setting.provider === 'openai') return setting.baseUrl ?? openAiApi;
    if (setting.provider === 'anthropic') return anthropicApi;
    return setting.provider === 'openai-compatible' || setting.provider === 'ollama' ? setting.baseUrl : null;
  }
  switch (capability) {
    case 'images':
      return setting.provider === 'offline' ? null : (imageConfigFrom(setting, config).baseUrl ?? null);
    case 'speech':
      return setting.provider === 'espeak' ? null : speechConfigFrom(setting, config).baseUrl;
    case 'voiceCloning':
      return setting.provider === 'elevenlabs' ? elevenLabsApi : null;
    case 'speechInput':
      return setting.provider === 'openai-compatible' ? setting.baseUrl : null;
  }
}

function runTest(run: TestRun): Promise<string> {
  if (isTextCapability(run.capability)) return testText(run);
  switch (run.capability) {
    case 'images':
      return testImages(run);
    case 'speech':
      return testSpeech(run);
    case 'voiceCloning':
      return testCloning(run);
    case 'speechInput':
      return testSpeechInput(run);
  }
}

/** The address as messages show it: without a user and password an address from the environment may carry. */
function shown(run: TestRun): string {
  if (!run.address) return '';
  const url = new URL(run.address);
  url.username = '';
  url.password = '';
  return url.href.replace(/\/+$/, '');
}

const serverOf = (run: TestRun, headers: Record<string, string> = {}): VendorServer =>
  vendorServer(run.address ?? '', 0, headers, run.config.aiAllowedHosts);
const bearer = (key: string | null | undefined): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});

/** The server's list at `path`: the first call of a Test, so a silence is "could not reach". */
async function listFrom<T>(run: TestRun, server: VendorServer, path: string, schema: z.ZodType<T>): Promise<T> {
  return readJson(await callVendor(server, path, { signal: deadline(REACH_TIMEOUT_MS, run.signal) }), schema);
}

/** Any HTTP answer at `path` (a server without a model list says 404 there): the server is found. */
async function reach(run: TestRun, server: VendorServer, path: string): Promise<void> {
  try {
    await (await callVendor(server, path, { signal: deadline(REACH_TIMEOUT_MS, run.signal) })).body?.cancel();
  } catch (error) {
    if (!(error instanceof VendorHttpError)) throw error;
  }
}

function notOffered(run: TestRun, model: string): TestFailure {
  const named = run.models.slice(0, MODELS_NAMED).join(', ');
  const more = run.models.length > MODELS_NAMED ? ` and ${run.models.length - MODELS_NAMED} more` : '';
  const offers = run.models.length > 0 ? `It offers: ${named}${more}.` : 'It lists no models.';
  return new TestFailure(`The server at ${shown(run)} does not offer the model '${model}'. ${offers}`);
}

async function listTextModels(run: TestRun, text: TextConfig): Promise<string[]> {
  switch (text.provider) {
    case 'ollama':
      return (await listFrom(run, serverOf(run), '/api/tags', ollamaTags)).models.map((model) => model.name);
    case 'anthropic': {
      const server = serverOf(run, { 'x-api-key': text.apiKey ?? '', 'anthropic-version': '2023-06-01' });
      return (await listFrom(run, server, '/models', openAiModels)).data.map((model) => model.id);
    }
    default:
      return (await listFrom(run, serverOf(run, bearer(text.apiKey)), '/models', openAiModels)).data.map((model) => model.id);
  }
}

/** Ollama names a model `llama3.2:latest` and takes `llama3.2` for it. */
const offersTextModel = (models: string[], model: string, provider: string) =>
  models.includes(model) || (provider === 'ollama' && !model.includes(':') && models.includes(`${model}:latest`));

async function testText(run: TestRun): Promise<string> {
  const text = { ...textConfigFrom(run.setting, run.config), maxRetries: 0, timeoutMs: TEST_TIMEOUT_MS };
  if (text.provider === 'offline') return BUILT_IN;
  if (text.provider === 'local') run.models = (await listLocalModels(run.config.dataDir)).map((model) => model.fileName);
  else {
    run.models = await listTextModels(run, text);
    // Anthropic takes aliases its list leaves out; the call below says whether the model exists.
    const model = text.model ?? '';
    if (text.provider !== 'anthropic' && !offersTextModel(run.models, model, text.provider)) throw notOffered(run, model);
  }
  run.stage = 'call';
  const engine = await openTextEngine(text, {
    ...(run.signal && { signal: run.signal }),
    onProgress: (fraction) => run.onProgress?.({ stage: 'loading-model', fraction }),
  });
  if (!engine) return BUILT_IN;
  // However long a local model took to load, the model has the whole test time from here.
  const signal = deadline(TEST_TIMEOUT_MS, run.signal);
  try {
    if (run.capability === 'seo') {
      const answer = await engine.generateObject({
        system: 'This is a connection test. Answer in the JSON structure asked for.',
        messages: [{ role: 'user', content: 'Suggest a title for a video about baking bread.' }],
        schema: structuredAnswer,
        name: 'connection_test',
        maxOutputTokens: 64,
        signal,
      });
      return `The model answered in the JSON structure SEO copy asks for: "${answer.title.trim().slice(0, 80)}"`;
    }
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

async function listImageModels(run: TestRun, server: VendorServer, provider: string, model: string | undefined): Promise<boolean> {
  if (provider === 'automatic1111') {
    const listed = await listFrom(run, server, '/sdapi/v1/sd-models', automatic1111Models);
    run.models = listed.map((entry) => entry.title);
    // A checkpoint is named by its title ('v1-5.safetensors [6ce0161689]'), file or model name.
    return listed.some((entry) => [entry.title, entry.title.replace(/ \[[0-9a-f]+\]$/, ''), entry.model_name].includes(model));
  }
  if (provider === 'comfyui') {
    run.models = (
      await listFrom(run, server, '/object_info/CheckpointLoaderSimple', comfyCheckpoints)
    ).CheckpointLoaderSimple.input.required.ckpt_name[0];
  } else run.models = (await listFrom(run, server, '/models', openAiModels)).data.map((entry) => entry.id);
  return model !== undefined && run.models.includes(model);
}

/** Drawing costs seconds to minutes of the server's GPU: the server and its model are checked, no picture drawn. */
async function testImages(run: TestRun): Promise<string> {
  if (run.setting.provider === 'offline') return BUILT_IN;
  const image = imageConfigFrom(run.setting, run.config);
  const offered = await listImageModels(run, serverOf(run, bearer(image.apiKey)), image.provider, image.model);
  if (image.model && !offered) throw notOffered(run, image.model);
  const count = `${run.models.length} model${run.models.length === 1 ? '' : 's'}`;
  return `The server answered with ${count}${image.model ? `, ${image.model} among them` : ''}.`;
}

/** The sentence a speech Test speaks: a second of speech at any voice's pace. */
const TEST_SENTENCE = 'This is a test.';
/** Less audio than this for the sentence is not speech read right. */
const SHORTEST_SPEECH_SECONDS = 0.4;

async function testSpeech(run: TestRun): Promise<string> {
  if (run.setting.provider === 'espeak') return BUILT_IN;
  const speech = { ...speechConfigFrom(run.setting, run.config), maxRetries: 0, timeoutMs: TEST_TIMEOUT_MS };
  const elevenLabs = speech.provider === 'elevenlabs';
  await reach(
    run,
    serverOf(run, elevenLabs ? { 'xi-api-key': speech.apiKey ?? '' } : bearer(speech.apiKey)),
    elevenLabs ? '/v1/models' : '/models',
  );
  run.stage = 'call';
  const active = openSpeechEngines(speech, run.espeak).active;
  const voice = active.voices()[0];
  if (!voice) throw new TestFailure('The provider offers no voices.');
  const spoken = await active.synthesize({ text: TEST_SENTENCE, voiceId: voice.id, signal: deadline(TEST_TIMEOUT_MS, run.signal) });
  const seconds = spoken.pcm.length / spoken.sampleRate;
  if (seconds < SHORTEST_SPEECH_SECONDS) {
    throw new TestFailure(
      `The server at ${shown(run)} answered with ${seconds.toFixed(1)} s of audio for "${TEST_SENTENCE}": not speech that can be read here.`,
    );
  }
  return `Spoke ${seconds.toFixed(1)} s of audio with ${voice.name}.`;
}

async function testCloning(run: TestRun): Promise<string> {
  if (run.setting.provider !== 'elevenlabs') return BUILT_IN;
  await (
    await callVendor(serverOf(run, { 'xi-api-key': run.setting.apiKey ?? '' }), '/v1/user', {
      signal: deadline(REACH_TIMEOUT_MS, run.signal),
    })
  ).body?.cancel();
  return 'ElevenLabs accepted the key.';
}

async function testSpeechInput(run: TestRun): Promise<string> {
  const transcriber = openTranscriber({ setting: run.setting }, run.config);
  if (!transcriber) return "The browser's speech recognition is used.";
  // Transcription servers are given with or without their /v1.
  await reach(run, serverOf(run, bearer(run.setting.apiKey)), /\/v1\/?$/.test(run.address ?? '') ? '/models' : '/v1/models');
  run.stage = 'call';
  // Half a second of silence: a real transcription call that costs next to nothing.
  const audio = encodeWav(new Int16Array(8_000), 16_000);
  const text = await transcriber.transcribe({
    audio,
    fileName: 'test.wav',
    mimeType: 'audio/wav',
    signal: deadline(TEST_TIMEOUT_MS, run.signal),
  });
  return `The server transcribed the test sound${text.trim() ? `: "${text.trim().slice(0, 80)}"` : ' (silence)'}.`;
}

// What went wrong, in words -----------------------------------------------------------------------

const isTimeout = (error: unknown) =>
  error instanceof EngineError
    ? error.failure === 'timeout'
    : error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || isTimeoutCause(error.cause));
const isTimeoutCause = (cause: unknown) => cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');

/** The first error of a kind in a chain of causes. */
function causeOf<T extends Error>(error: unknown, kind: abstract new (...args: never[]) => T): T | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) if (cause instanceof kind) return cause;
  return undefined;
}

/**
 * Why the Test failed, the same way for every capability. Whether anything answered at all is the
 * only thing said about a connection: a closed port, a reset, and a port whose service is not HTTP
 * (Redis, PostgreSQL) are all "could not reach", with nothing of the socket's own message, so Test
 * does not tell which ports are open. An HTTP answer is described by its status and, when it is an
 * AI server's JSON error, its message.
 */
function failureMessage(error: unknown, run: TestRun): string {
  const where = `The server at ${shown(run)}`;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TestFailure || cause instanceof AiAddressRefused) return cause.message;
    if (cause instanceof VendorHttpError) return answeredMessage(run, cause.status, cause.body, cause.url);
    if (ai().APICallError.isInstance(cause) && cause.statusCode !== undefined)
      return answeredMessage(run, cause.statusCode, cause.responseBody ?? '', cause.url);
  }
  if (noHttpAnswer(error) || (run.stage === 'reach' && isTimeout(error))) {
    return `Could not reach a model server at ${shown(run)}. Check the address, and that the server is running and reachable from this one.`;
  }
  if (isTimeout(error)) return `${where} did not answer within ${TEST_TIMEOUT_MS / 1000} s.`;
  const output = causeOf(error, VendorOutputError);
  if (output && run.stage === 'reach') {
    const label = providerSpec(run.capability, run.setting.provider)?.label ?? run.setting.provider;
    return `${where} is not a model server: its answer is not what ${label} sends. Check the address.`;
  }
  if (output) return `${output.message}.`;
  if (run.capability === 'seo' && error instanceof EngineError && error.failure === 'bad-output') {
    return `${run.setting.model ?? 'The model'} did not answer with the JSON structure SEO copy asks for. ${structuredOutputNeeded}`;
  }
  return error instanceof Error ? error.message : String(error);
}

const structuredOutputNeeded = 'SEO copy needs structured output (a JSON schema): choose a server and model that support it.';

/** An HTTP answer that is not the one asked for: its status, the server's words when it is an AI server's error, and a hint. */
function answeredMessage(run: TestRun, status: number, body: string, url: string): string {
  const where = `The server at ${shown(run)}`;
  const words = errorText(body);
  const said = words ? `: ${words}` : '';
  if (status === 401 || status === 403) return `${where} refused the key (${status}${said}). Check the API key.`;
  if (status === 429) return `${where} is rate limiting requests (429${said}). Try again in a moment.`;
  if (status === 404) {
    const path = url.startsWith(shown(run)) ? url.slice(shown(run).length) : new URL(url).pathname;
    return `${where} answered 404 Not Found for ${path || '/'}${said || ': not a model server at this address'}.${addressHint(run)}`;
  }
  const structured = run.capability === 'seo' && run.stage === 'call' && (status === 400 || status === 422);
  return `${where} answered ${status}${said}.${structured ? ` ${structuredOutputNeeded}` : ''}`;
}

/** Servers speaking OpenAI's protocol are given the address of their API, which ends in /v1; Ollama's own address has none. */
function addressHint(run: TestRun): string {
  if (!run.address) return '';
  const address = shown(run).replace(/\/+$/, '');
  const endsInV1 = new URL(address).pathname.endsWith('/v1');
  if (run.setting.provider === 'ollama') return endsInV1 ? ` Give Ollama's own address, without /v1: ${address.slice(0, -3)}.` : '';
  const speaksOpenAi = run.setting.provider === 'openai-compatible' || run.setting.provider === 'openai';
  return speaksOpenAi && run.capability !== 'speechInput' && !endsInV1
    ? ` OpenAI-compatible servers usually serve their API under /v1: try ${address}/v1.`
    : '';
}

/**
 * The message of an AI server's JSON error (`{"error": {"message": "…"}}` and the like), as one
 * short line; undefined for anything else: Test must not become a way to read other pages.
 */
function errorText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string; detail?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? parsed.detail);
    if (message) return String(typeof message === 'string' ? message : JSON.stringify(message)).slice(0, 300);
  } catch {
    // Not JSON: not an AI server's error.
  }
  return undefined;
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
