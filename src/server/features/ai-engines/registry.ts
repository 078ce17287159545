import type { Logger } from 'pino';
import {
  aiCapabilities,
  builtInProvider,
  capabilityLabels,
  textCapabilities,
  type AiCapability,
  type TextCapability,
} from '@shared/catalog/ai-engines';
import type { EngineFallback } from '@shared/contracts/ai';
import type { AiEngineView } from '@shared/contracts/ai-engines';
import type { Config } from '../../config/config';
import type { Clock } from '../../app/deps';
import { EngineError } from '../../providers/engine-error';
import { fallbackReason } from '../../providers/vendor-failure';
import type { RealtimeHub } from '../../providers/pubsub/realtime-hub';
import { createRemoteImageEngine, type ImageEngine } from '../../providers/image';
import { createOfflinePreviewEngine } from '../../providers/image/offline-preview';
import { openSpeechEngines, type SpeechEngines } from '../../providers/speech/open-speech-engine';
import { createEspeakEngine } from '../../providers/speech/espeak/espeak-engine';
import type { SpeechInput, Transcriber } from '../../providers/speech-input/transcriber';
import { openTextEngine, type TextEngine } from '../../providers/text';
import { cloningFrom, imageConfigFrom, speechConfigFrom, textConfigFrom, textSettingOf, type EngineSetting } from './engine-configs';
import type { AiEngineSettingsRepository, EngineFailureRepository } from './repository';
import type { SettingsCipher } from './settings-cipher';
import { openTranscriber } from './open-transcriber';
import { aiAddressProblem } from '../../providers/ai-server-address';
import { engineAddress } from './engine-test';
import { OFFLINE_WRITER_ENGINE } from '../../writing/offline-writer';
import { SEO_ANALYZER_ENGINE } from '../seo';

/** The hub topic an instance announces on after saving settings; every instance reloads. */
export const AI_ENGINES_TOPIC = 'ai-engines';
/** The same failure of a capability's engine is written for the console at most this often per instance. */
const FAILURE_NOTED_EVERY_MS = 5_000;
/** An engine replaced by a reload is closed this long after, so the replies it is writing can finish. */
const RETIRE_AFTER_MS = 120_000;

/** Why a saved setting is not in use (the built-in engine serves meanwhile). */
interface SettingProblem {
  reason: 'key-unreadable' | 'not-opened' | 'address-not-allowed';
  /** For the operator: the console's card and the log. */
  message: string;
  cause?: unknown;
}

/** A capability's settings as this instance resolved them, and what it opened. */
interface Resolved {
  setting: EngineSetting;
  source: AiEngineView['source'];
  variables: string[];
  problem: SettingProblem | null;
}

export const UNREADABLE_KEY_PROBLEM =
  'The saved API key cannot be read: it was encrypted with another key (AUTH_SECRET or SETTINGS_KEY is not the one of the server that saved it). Set that one again, or enter the key again.';

/** Engines set by the caller (tests, benchmarks): they serve whatever the settings say. */
export interface PinnedEngines {
  text?: TextEngine | undefined;
  images?: ImageEngine;
  speech?: SpeechEngines;
  speechInput?: Transcriber | undefined;
}

/**
 * Every AI engine the app uses, switchable while it runs (DESIGN.md §4, "AI engine settings"). The
 * environment's settings win; a capability it leaves open takes the operator console's setting from
 * the database. A save on any instance is announced through the hub and every instance reloads.
 * Features read the engine when they need it (text(), images, speech, speechInput), never keep one.
 */
export interface AiEngines {
  /** The text model serving a capability now; undefined: the built-in offline engine. */
  text(capability: TextCapability): TextEngine | undefined;
  /** Draws with the current image engine. */
  readonly images: ImageEngine;
  /** The built-in title cards (or the image engine a caller pinned): a storyboard's scenes with no picture show one. */
  readonly studioCards: ImageEngine;
  /** The current speech engines. */
  readonly speech: SpeechEngines;
  readonly speechInput: SpeechInput;
  /** Each capability: its settings (no key), where they came from, what serves it. */
  views(): Omit<AiEngineView, 'lastFailure'>[];
  /** The engine the settings name for a capability while it cannot be used (a built-in one serves); undefined: none. */
  fallbackOf(capability: AiCapability): EngineFallback | undefined;
  /** Reads the console's settings again and switches what changed. */
  reload(): Promise<void>;
  /** Settles once the saved settings are in use: at once, unless opened with `databaseReady`. */
  readonly ready: Promise<void>;
  /** Tells every instance (this one included) to reload. */
  announceChange(): Promise<void>;
  close(): Promise<void>;
}

export async function openAiEngines(options: {
  config: Config;
  settings: AiEngineSettingsRepository;
  cipher: SettingsCipher;
  /** Where each capability's last engine failure is kept for the console. */
  failures: EngineFailureRepository;
  clock: Clock;
  hub: RealtimeHub;
  log: Logger;
  pinned?: PinnedEngines;
  /**
   * The saved settings are read once this settles (the server builds its app while its database
   * opens and migrates) and openAiEngines answers at once; without it they are read before it answers.
   */
  databaseReady?: Promise<void>;
}): Promise<AiEngines> {
  const { config, settings, cipher, failures, clock, hub, log } = options;
  const pinned = options.pinned ?? {};
  // The built-in engines run threads: one of each for the process' lifetime.
  const offlineImages = pinned.images ? undefined : createOfflinePreviewEngine();
  const espeak = pinned.speech ? undefined : createEspeakEngine();
  /** Opened engines by their settings, so an unchanged setting keeps its engine (a loaded local model) across reloads. */
  const openedText = new Map<string, Promise<TextEngine | undefined>>();
  const openedImages = new Map<string, ImageEngine>();

  let resolved = {} as Record<AiCapability, Resolved>;
  let text = {} as Record<TextCapability, TextEngine | undefined>;
  /** The same engines, each call's failure noted for its capability. */
  let watchedText = {} as Record<TextCapability, TextEngine | undefined>;
  let images: ImageEngine = pinned.images ?? offlineImages!;
  let speech: SpeechEngines = pinned.speech ?? watchedSpeech(openSpeechEngines(config.speech, espeak));
  let transcriber: Transcriber | undefined = pinned.speechInput;

  /** The failure each capability last wrote from here, and when: the same one again is written at most every few seconds. */
  const lastNoted = new Map<AiCapability, { what: string; at: number }>();

  /**
   * Keeps an engine's failure for the console (the last one per capability, on every instance): not
   * a caller's abort, nor a refusal of the input (the user's to change, not the engine's fault).
   */
  function noteFailure(capability: AiCapability, engine: string, error: unknown, signal: AbortSignal | undefined) {
    if (!(error instanceof EngineError) || error.failure === 'rejected' || signal?.aborted) return;
    const { reason, status } = fallbackReason(error);
    const failedAt = clock.now();
    // An engine down for every request would otherwise write its one row on every request.
    const what = `${engine}|${reason}|${status}`;
    const last = lastNoted.get(capability);
    if (last?.what === what && failedAt.getTime() - last.at < FAILURE_NOTED_EVERY_MS) return;
    lastNoted.set(capability, { what, at: failedAt.getTime() });
    failures
      .record({ capability, engine, reason, status, failedAt })
      .catch((err: unknown) => log.warn({ err, capability }, "an AI engine's failure could not be recorded"));
  }

  function watched<T>(capability: AiCapability, engine: string, call: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    return call.catch((error: unknown) => {
      noteFailure(capability, engine, error, signal);
      throw error;
    });
  }

  function watchText(capability: TextCapability, model: TextEngine | undefined): TextEngine | undefined {
    if (!model) return undefined;
    return {
      engine: model.engine,
      model: model.model,
      ...(model.contextTokens === undefined ? {} : { contextTokens: model.contextTokens }),
      generate: (request) => watched(capability, model.engine, model.generate(request), request.signal),
      generateObject: (request) => watched(capability, model.engine, model.generateObject(request), request.signal),
      async *stream(request) {
        try {
          yield* model.stream(request);
        } catch (error) {
          noteFailure(capability, model.engine, error, request.signal);
          throw error;
        }
      },
      close: () => model.close(),
    };
  }

  /** The vendors' speech engines and cloner, each failure noted (eSpeak NG is built in). */
  function watchedSpeech(engines: SpeechEngines): SpeechEngines {
    const watchVoice = (engine: SpeechEngines['active']): SpeechEngines['active'] =>
      engine === engines.espeak
        ? engine
        : {
            engine: engine.engine,
            voices: () => engine.voices(),
            synthesize: (request) => watched('speech', engine.engine, engine.synthesize(request), request.signal),
          };
    const { cloner } = engines;
    return {
      ...engines,
      active: watchVoice(engines.active),
      elevenLabs: engines.elevenLabs && watchVoice(engines.elevenLabs),
      cloner: cloner && {
        clone: (sample, signal) => watched('voiceCloning', 'elevenlabs', cloner.clone(sample, signal), signal),
        remove: (providerVoiceId) => cloner.remove(providerVoiceId),
      },
    };
  }

  function watchTranscriber(opened: Transcriber | undefined): Transcriber | undefined {
    return (
      opened && {
        engine: opened.engine,
        model: opened.model,
        transcribe: (request) => watched('speechInput', opened.engine, opened.transcribe(request), request.signal),
        transcribeWords: (request) => watched('speechInput', opened.engine, opened.transcribeWords(request), request.signal),
      }
    );
  }

  function resolve(stored: Map<AiCapability, { setting: EngineSetting; problem: SettingProblem | null }>): Record<AiCapability, Resolved> {
    const result = {} as Record<AiCapability, Resolved>;
    for (const capability of aiCapabilities) {
      const variables = config.engineVariables[capability];
      const saved = stored.get(capability);
      if (variables.length > 0)
        result[capability] = { setting: environmentSetting(capability), source: 'environment', variables, problem: null };
      else if (saved) result[capability] = { ...saved, source: 'console', variables: [] };
      else result[capability] = { setting: builtIn(capability), source: 'default', variables: [], problem: null };
    }
    return result;
  }

  function environmentSetting(capability: AiCapability): EngineSetting {
    switch (capability) {
      case 'scripts':
      case 'seo':
      case 'chat':
        return textSettingOf(config.text);
      case 'images':
        return {
          provider: config.image.provider,
          baseUrl: config.image.baseUrl ?? null,
          model: config.image.model ?? null,
          apiKey: config.image.apiKey ?? null,
        };
      case 'speech':
        return {
          provider: config.speech.provider,
          baseUrl: config.speech.baseUrl || null,
          model: config.speech.model ?? null,
          apiKey: config.speech.apiKey ?? null,
        };
      case 'voiceCloning':
        return {
          provider: config.speech.cloning ? 'elevenlabs' : 'offline',
          baseUrl: null,
          model: null,
          apiKey: config.speech.cloning?.apiKey ?? null,
        };
      case 'speechInput':
        return config.speechInput
          ? {
              provider: 'openai-compatible',
              baseUrl: config.speechInput.baseUrl,
              model: config.speechInput.model,
              apiKey: config.speechInput.apiKey ?? null,
            }
          : builtIn('speechInput');
    }
  }

  async function readStored() {
    const stored = new Map<AiCapability, { setting: EngineSetting; problem: SettingProblem | null }>();
    for (const row of await settings.list()) {
      let apiKey: string | null = null;
      let problem: SettingProblem | null = null;
      try {
        apiKey = row.apiKeyCiphertext ? await openKey(row.capability, row.apiKeyCiphertext) : null;
      } catch {
        problem = { reason: 'key-unreadable', message: UNREADABLE_KEY_PROBLEM };
      }
      const setting = { provider: row.provider, baseUrl: row.baseUrl, model: row.model, apiKey };
      // Saved before AI_ALLOWED_HOSTS left its host out: the built-in engine serves, and the console says why.
      const address = engineAddress(row.capability, setting, config);
      const refused = address ? aiAddressProblem(address, config.aiAllowedHosts) : undefined;
      problem ??= refused ? { reason: 'address-not-allowed', message: `${address} cannot be used: ${refused}` } : null;
      stored.set(row.capability, { setting, problem });
    }
    return stored;
  }

  /** A saved key; one an older settings key sealed (DATA_DIR/settings-key of earlier versions) is sealed again with the current one. */
  async function openKey(capability: AiCapability, sealed: string): Promise<string> {
    const { plain, resealed } = cipher.open(sealed);
    if (resealed) {
      await settings.reseal(capability, sealed, resealed).then(
        () => log.info({ capability }, 'a saved AI key was encrypted again with the current settings key'),
        (err: unknown) => log.warn({ err, capability }, 'a saved AI key could not be encrypted again; the older key still reads it'),
      );
    }
    return plain;
  }

  /** Says, once per change, that a saved setting is not in use: the built-in engine serves in its place. */
  function reportProblems(next: Record<AiCapability, Resolved>) {
    for (const capability of aiCapabilities) {
      const { problem, setting } = next[capability];
      if (!problem || problem.message === resolved[capability]?.problem?.message) continue;
      log.error(
        { err: problem.cause, capability, provider: setting.provider, reason: problem.reason },
        `AI engines: the saved ${capabilityLabels[capability]} setting is not in use, the built-in engine serves in its place: ${problem.message}`,
      );
    }
  }

  async function openText(capability: TextCapability, entry: Resolved): Promise<TextEngine | undefined> {
    if ('text' in pinned) return pinned.text;
    if (entry.problem) return undefined;
    const textConfig = entry.source === 'environment' ? config.text : textConfigFrom(entry.setting, config);
    const key = JSON.stringify(textConfig);
    let engine = openedText.get(key);
    if (!engine) {
      engine = openTextEngine(textConfig);
      openedText.set(key, engine);
      // A failed open is tried again on the next reload.
      engine.catch(() => openedText.delete(key));
    }
    try {
      return await engine;
    } catch (error) {
      // The environment's settings must work, or the server does not start (DESIGN.md §5); a console setting is reported there.
      if (entry.source === 'environment') throw error;
      entry.problem = { reason: 'not-opened', message: (error as Error).message, cause: error };
      return undefined;
    }
  }

  function openImages(entry: Resolved): ImageEngine {
    if (pinned.images) return pinned.images;
    if (entry.problem) return offlineImages!;
    const imageConfig = entry.source === 'environment' ? config.image : imageConfigFrom(entry.setting, config);
    const key = JSON.stringify(imageConfig);
    let engine = openedImages.get(key);
    if (!engine) {
      engine = createRemoteImageEngine(imageConfig) ?? offlineImages!;
      openedImages.set(key, engine);
    }
    return engine;
  }

  function openSpeech(speechEntry: Resolved, cloningEntry: Resolved): SpeechEngines {
    if (pinned.speech) return pinned.speech;
    const base =
      speechEntry.source === 'environment' || speechEntry.problem ? config.speech : speechConfigFrom(speechEntry.setting, config);
    const cloning =
      cloningEntry.source === 'environment'
        ? config.speech.cloning
        : cloningEntry.problem
          ? undefined
          : cloningFrom(cloningEntry.setting, base);
    return watchedSpeech(openSpeechEngines({ ...base, cloning }, espeak));
  }

  async function load(): Promise<void> {
    const next = resolve(await readStored());
    const nextText = {} as Record<TextCapability, TextEngine | undefined>;
    for (const capability of textCapabilities) nextText[capability] = await openText(capability, next[capability]);
    reportProblems(next);
    // New settings start with no failure shown (the console clears it on a save): the next one is written at once.
    lastNoted.clear();
    const previous = { text: Object.values(text), images };
    resolved = next;
    text = nextText;
    watchedText = Object.fromEntries(
      textCapabilities.map((capability) => [capability, watchText(capability, nextText[capability])]),
    ) as typeof watchedText;
    images = openImages(next.images);
    speech = openSpeech(next.speech, next.voiceCloning);
    if (!('speechInput' in pinned))
      transcriber = next.speechInput.problem ? undefined : watchTranscriber(openTranscriber(next.speechInput, config));
    retire(previous);
  }

  /** Engines no setting uses any more are closed once the work they started has had time to end. */
  function retire(previous: { text: (TextEngine | undefined)[]; images: ImageEngine }) {
    const inUse = new Set<unknown>([...Object.values(text), images]);
    const unused = [...previous.text, previous.images].filter((engine) => engine && !inUse.has(engine) && engine !== offlineImages);
    if (unused.length === 0) return;
    for (const [key, engine] of openedImages) if (!inUse.has(engine)) openedImages.delete(key);
    for (const [key, engine] of openedText)
      void engine.then(
        (opened) => !inUse.has(opened) && openedText.delete(key),
        () => undefined,
      );
    setTimeout(() => {
      for (const engine of unused)
        void engine?.close?.()?.catch((error: unknown) => log.warn({ err: error }, 'closing a replaced AI engine failed'));
    }, RETIRE_AFTER_MS).unref();
  }

  const ready = (options.databaseReady ?? Promise.resolve()).then(load);
  // Awaited by whoever opened it with databaseReady (serve.ts, before it listens); a failure is theirs to report.
  ready.catch(() => undefined);
  let reloading: Promise<void> = ready;
  /** Reloads one after another (after the first read), so an older read never lands after a newer one. */
  const reload = () => (reloading = reloading.then(load, load));
  if (!options.databaseReady) await ready;
  const stopListening = await hub.listen(AI_ENGINES_TOPIC, () => {
    reload().catch((error: unknown) => log.error({ err: error }, 'reloading the AI engine settings failed'));
  });

  return {
    text: (capability) => watchedText[capability],
    images: {
      get engine() {
        return images.engine;
      },
      get model() {
        return images.model;
      },
      draw: (request) => {
        const engine = images.engine;
        return watched('images', engine, images.draw(request), request.signal);
      },
    },
    studioCards: pinned.images ?? offlineImages!,
    speech: {
      get active() {
        return speech.active;
      },
      get espeak() {
        return speech.espeak;
      },
      get elevenLabs() {
        return speech.elevenLabs;
      },
      get cloner() {
        return speech.cloner;
      },
    },
    speechInput: { current: () => transcriber },
    views: () =>
      aiCapabilities.map((capability) => {
        const { setting, source, variables, problem } = resolved[capability];
        return {
          capability,
          provider: setting.provider,
          baseUrl: setting.baseUrl,
          model: setting.model,
          hasKey: setting.apiKey !== null,
          source,
          variables,
          problem: problem?.message ?? null,
          active: activeEngine(capability),
        };
      }),
    fallbackOf(capability) {
      const entry = resolved[capability];
      return entry?.problem ? { engine: entry.setting.provider, reason: entry.problem.reason, status: null } : undefined;
    },
    reload,
    ready,
    announceChange: () => hub.announce(AI_ENGINES_TOPIC),
    async close() {
      await stopListening();
      await reloading.catch(() => undefined);
      const textEngines = await Promise.all([...openedText.values()].map((engine) => engine.catch(() => undefined)));
      await Promise.all([
        ...textEngines.map((engine) => engine?.close()),
        ...[...openedImages.values()].filter((engine) => engine !== offlineImages).map((engine) => engine.close?.()),
        offlineImages?.close?.(),
        espeak?.close(),
      ]);
    },
  };

  function activeEngine(capability: AiCapability): AiEngineView['active'] {
    if (capability === 'scripts' || capability === 'seo' || capability === 'chat') {
      const engine = text[capability];
      return engine
        ? { engine: engine.engine, model: engine.model }
        : { engine: capability === 'seo' ? SEO_ANALYZER_ENGINE : OFFLINE_WRITER_ENGINE, model: null };
    }
    if (capability === 'images') return { engine: images.engine, model: images.model };
    if (capability === 'speech')
      return { engine: speech.active.engine, model: speech.active.engine === 'espeak' ? null : (resolved.speech.setting.model ?? null) };
    if (capability === 'voiceCloning')
      return speech.cloner ? { engine: 'elevenlabs', model: null } : { engine: 'offline-voice-match', model: null };
    return transcriber ? { engine: transcriber.engine, model: transcriber.model } : { engine: 'browser', model: null };
  }
}

function builtIn(capability: AiCapability): EngineSetting {
  return { provider: builtInProvider(capability), baseUrl: null, model: null, apiKey: null };
}
