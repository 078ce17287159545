import { existsSync } from 'node:fs';
import { capabilityLabels, providerSpec, type AiCapability } from '@shared/catalog/ai-engines';
import type { AiEngineSettingInput, AiEngineView, TestAiEngineResponse } from '@shared/contracts/ai-engines';
import type { Config } from '../../config/config';
import { HttpError, badRequest } from '../../http/http-error';
import type { EspeakSpeechEngine } from '../../providers/speech/espeak/espeak-engine';
import type { AuditLog } from '../admin';
import { MODEL_FILE_NAME } from '@shared/contracts/models';
import { modelPath } from '../models';
import type { EngineSetting } from './engine-configs';
import { aiAddressProblem } from '../../providers/ai-server-address';
import { engineAddress, testEngine, type EngineTestOptions } from './engine-test';
import { UNREADABLE_KEY_PROBLEM, type AiEngines } from './registry';
import type { AiEngineSettingsRepository, EngineFailureRepository } from './repository';
import type { SettingsCipher } from './settings-cipher';

type Actor = { id: string; email: string };
/** A setting from the form, after its contract: `apiKey` undefined keeps the saved key, null removes it. */
type SettingInput = { provider: string; baseUrl?: string | null; model: string | null; apiKey?: string | null };

/**
 * The operator console's AI engines page: what serves each capability, saving a capability's
 * engine (every instance switches), and testing settings with one real call before or after saving.
 */
export function createAiEngineService(deps: {
  engines: AiEngines;
  settings: AiEngineSettingsRepository;
  cipher: SettingsCipher;
  failures: EngineFailureRepository;
  auditLog: AuditLog;
  config: Config;
  espeak: EspeakSpeechEngine;
}) {
  const { engines, settings, cipher, config } = deps;

  function assertConsoleOwned(capability: AiCapability) {
    const variables = config.engineVariables[capability];
    if (variables.length > 0) {
      throw new HttpError(
        409,
        'SET_BY_ENVIRONMENT',
        `${capabilityLabels[capability]} is set by ${variables.join(', ')} in the server's environment: change it there.`,
      );
    }
  }

  async function savedSetting(capability: AiCapability) {
    return (await settings.list()).find((row) => row.capability === capability);
  }

  /**
   * The setting to use: the form's, with the saved key when the form leaves the key alone. The saved
   * key goes only where it was saved for: the same provider at the same address (an address typed
   * into the form never receives it).
   */
  async function complete(capability: AiCapability, input: SettingInput): Promise<EngineSetting> {
    const saved = await savedSetting(capability);
    const baseUrl = input.baseUrl ?? null;
    let apiKey = input.apiKey ?? null;
    const sameServer = saved?.provider === input.provider && originOf(saved.baseUrl) === originOf(baseUrl);
    if (input.apiKey === undefined && saved?.apiKeyCiphertext && sameServer) {
      try {
        apiKey = cipher.decrypt(saved.apiKeyCiphertext);
      } catch {
        throw badRequest(`${capabilityLabels[capability]}: ${UNREADABLE_KEY_PROBLEM}`, 'KEY_UNREADABLE');
      }
    }
    return { provider: input.provider, baseUrl, model: input.model, apiKey };
  }

  /** Every field the provider needs is there; a local model is a file that was downloaded. */
  function validate(capability: AiCapability, setting: EngineSetting) {
    const label = capabilityLabels[capability];
    const spec = providerSpec(capability, setting.provider);
    if (!spec) throw badRequest(`${label} cannot run on '${setting.provider}'.`, 'UNKNOWN_PROVIDER');
    const missing = [
      spec.baseUrl === 'required' && !setting.baseUrl ? 'a base URL' : null,
      spec.apiKey === 'required' && !setting.apiKey ? 'an API key' : null,
      spec.model === 'required' && !setting.model ? 'a model' : null,
    ].filter(Boolean);
    if (missing.length > 0) throw badRequest(`${label} on ${spec.label} needs ${missing.join(' and ')}.`, 'SETTING_MISSING');
    const address = engineAddress(capability, setting, config);
    const problem = address ? aiAddressProblem(address, config.aiAllowedHosts) : undefined;
    if (problem) throw badRequest(`${label} on ${address} cannot be used: ${problem}`, 'ADDRESS_NOT_ALLOWED');
    if (setting.provider === 'local') {
      const file = setting.model ?? '';
      if (!MODEL_FILE_NAME.test(file) || !existsSync(modelPath(config.dataDir, file))) {
        throw badRequest(`No downloaded model is called '${file}'. Download it under Local models first.`, 'MODEL_NOT_FOUND');
      }
    }
  }

  /** What serves each capability on this instance, with its engine's last failure on any instance. */
  async function list(): Promise<AiEngineView[]> {
    const failures = new Map((await deps.failures.list()).map((failure) => [failure.capability, failure]));
    return engines.views().map((view) => {
      const failure = failures.get(view.capability);
      return {
        ...view,
        lastFailure: failure
          ? { engine: failure.engine, reason: failure.reason, status: failure.status, at: failure.failedAt.toISOString() }
          : null,
      };
    });
  }

  return {
    list,

    async save(actor: Actor, changes: Partial<Record<AiCapability, SettingInput>>): Promise<AiEngineView[]> {
      const entries = Object.entries(changes) as [AiCapability, SettingInput][];
      for (const [capability] of entries) assertConsoleOwned(capability);
      const completed = await Promise.all(
        entries.map(async ([capability, input]) => [capability, await complete(capability, input)] as const),
      );
      for (const [capability, setting] of completed) validate(capability, setting);
      for (const [capability, setting] of completed) {
        if (providerSpec(capability, setting.provider)?.builtIn) await settings.remove(capability);
        else {
          const apiKeyCiphertext = setting.apiKey ? cipher.encrypt(setting.apiKey) : null;
          await settings.save(
            { capability, provider: setting.provider, baseUrl: setting.baseUrl, model: setting.model, apiKeyCiphertext },
            actor.id,
          );
        }
        await deps.failures.clear(capability);
        // Never the key: whether one is set, and whether it changed.
        await audit(actor, 'ai_engine.save', capability, {
          provider: setting.provider,
          baseUrl: setting.baseUrl,
          model: setting.model,
          hasKey: Boolean(setting.apiKey),
          keyChanged: changes[capability]?.apiKey !== undefined,
        });
      }
      // This instance answers with its new engines; the others reload on the announcement.
      await engines.reload();
      await engines.announceChange();
      return list();
    },

    /**
     * A Test of the form's setting (or of what runs), checked first: a setting that cannot be
     * tested is a 4xx here, before anything is called. The run is one real call, audited with the
     * address it called (Test reaches out from the server: the log says where to).
     */
    async prepareTest(
      actor: Actor,
      capability: AiCapability,
      input: AiEngineSettingInput | undefined,
    ): Promise<(options?: EngineTestOptions) => Promise<TestAiEngineResponse>> {
      const setting = await testedSetting(capability, input);
      return async (options = {}) => {
        const result = await testEngine(capability, setting, config, deps.espeak, options);
        const address = engineAddress(capability, setting, config);
        await audit(actor, 'ai_engine.test', capability, {
          provider: setting.provider,
          address,
          model: setting.model,
          ok: result.ok,
          message: result.message,
        });
        return result;
      };
    },
  };

  function audit(actor: Actor, action: string, capability: AiCapability, details: Record<string, unknown>) {
    return deps.auditLog.record({ admin: actor, action, target: { type: 'ai_engine', id: capability }, details });
  }

  /** The setting a Test calls with: the form's (completed with the saved key, and checked), or what runs. */
  async function testedSetting(capability: AiCapability, input: AiEngineSettingInput | undefined): Promise<EngineSetting> {
    const current = engines.views().find((view) => view.capability === capability)!;
    if (current.source === 'environment' || current.source === 'default') {
      if (current.source === 'default' && input) return checked(capability, input);
      // The environment's settings, or the built-in engine: test what runs.
      return { provider: current.provider, baseUrl: current.baseUrl, model: current.model, apiKey: await environmentKey(capability) };
    }
    if (input) return checked(capability, input);
    return complete(capability, { provider: current.provider, baseUrl: current.baseUrl, model: current.model });
  }

  async function checked(capability: AiCapability, input: AiEngineSettingInput): Promise<EngineSetting> {
    const setting = await complete(capability, {
      provider: input.provider,
      baseUrl: input.baseUrl ?? null,
      model: input.model ?? null,
      apiKey: input.apiKey,
    });
    validate(capability, setting);
    return setting;
  }

  /** The key the environment gave a capability (never shown; used for its Test). */
  async function environmentKey(capability: AiCapability): Promise<string | null> {
    if (capability === 'images') return config.image.apiKey ?? null;
    if (capability === 'speech') return config.speech.apiKey ?? null;
    if (capability === 'voiceCloning') return config.speech.cloning?.apiKey ?? null;
    if (capability === 'speechInput') return config.speechInput?.apiKey ?? null;
    return config.text.apiKey ?? null;
  }
}

const originOf = (url: string | null) => (url ? new URL(url).origin : null);

export type AiEngineService = ReturnType<typeof createAiEngineService>;
