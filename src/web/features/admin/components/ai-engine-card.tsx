import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityProviders,
  providerSpec,
  type AiCapability,
  type EngineFallbackReason,
  type ProviderSpec,
} from '@shared/catalog/ai-engines';
import type { AiEngineSettingInput, AiEngineView, AiEnginesResponse } from '@shared/contracts/ai-engines';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { SelectField } from '@/components/ui/select-field';
import { aiEngineLabel, aiProviderLabel } from '@/lib/ai-engine-label';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useSaveAiEngine, useTestAiEngine } from '../api/ai-engines';
import { failureMessage } from '../api/admin-request';
import { modelsQueryOptions } from '../api/models';
import { formatDateTime } from '../lib/format';
import { toastDone } from '../lib/notify';
import { BusyIcon } from './busy-icon';
import { EnvironmentValues, failureAlertClass, SaveButton, SaveFailure, SettingsCard } from './settings-card';

/** The models a Test listed are named in full up to this many; the Model field offers them all. */
const MODELS_NAMED = 8;

type SaveMutation = UseMutationResult<AiEnginesResponse, Error, { capability: AiCapability; setting: AiEngineSettingInput }>;

const providersOf = (capability: AiCapability) => Object.keys(capabilityProviders[capability]);

/** 'the provider refused the API key (HTTP 401)'. */
function reasonText(reason: EngineFallbackReason, status: number | null): string {
  const text = i18n.t(`admin:fallbackReasons.${reason}`);
  return status === null ? text : i18n.t('admin:fallbackReasons.withStatus', { reason: text, status });
}

/** A field's label, with '(optional)' when the provider can do without it. */
const optional = (label: string, need: ProviderSpec['baseUrl']) =>
  need === 'optional' ? i18n.t('admin:aiEngines.optional', { label }) : label;

/** 'Now: Ollama · llama3.2': what serves the capability on this server right now. */
function ActiveEngine({ view }: { view: AiEngineView }) {
  const { engine, model } = view.active;
  const { t } = useTranslation('admin');
  return (
    <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground" data-testid="ai-engine-active">
      {t('aiEngines.now')} <span className="font-medium text-foreground">{aiEngineLabel(view.capability, engine)}</span>
      {model && (
        <>
          {' · '}
          <span className="font-mono text-xs text-foreground">{model}</span>
        </>
      )}
    </p>
  );
}

/** 'Last failure: OpenAI — the provider refused the API key (HTTP 401), 12 Mar 2026, 14:05': seen by any instance. */
function LastFailure({ view }: { view: AiEngineView }) {
  const failure = view.lastFailure;
  const { t } = useTranslation('admin');
  if (!failure) return null;
  return (
    <p className="text-sm [overflow-wrap:anywhere] text-danger" data-testid="ai-engine-last-failure">
      <span className="font-semibold">{t('aiEngines.lastFailure')}</span> {aiEngineLabel(view.capability, failure.engine)} —{' '}
      {reasonText(failure.reason, failure.status)}, <time dateTime={failure.at}>{formatDateTime(failure.at)}</time>
    </p>
  );
}

type TestMutation = ReturnType<typeof useTestAiEngine>;

function TestButton({ test, onTest }: { test: TestMutation; onTest: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button type="button" variant="outline" disabled={test.isPending} onClick={onTest}>
      <BusyIcon busy={test.isPending} icon={PlugZap} />
      {test.isPending ? t('aiEngines.testing') : t('aiEngines.test')}
    </Button>
  );
}

/** A local model's first load reads gigabytes: how far it is, while the Test waits for it. */
function LoadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-1 text-sm text-muted-foreground" data-testid="ai-engine-test-progress">
      <span>{t('aiEngines.loadingModel', { percent })}</span>
      <progress className="h-1.5 w-full accent-primary" max={100} value={percent} aria-label={t('aiEngines.loadingModelLabel')} />
    </div>
  );
}

/** What the last Test found: the latency and the provider's answer, or its error; the models it lists. */
function TestOutcome({ test, className }: { test: TestMutation; className?: string }) {
  const result = test.data;
  const models = result?.models ?? [];
  const { t } = useTranslation('admin');
  const offered = t('aiEngines.modelsOffered', { count: models.length });
  const names = models.slice(0, MODELS_NAMED).join(', ');
  return (
    // Always there, so what the test found is read out when it arrives.
    <div aria-live="polite" className={cn('grid gap-2 empty:hidden', className)}>
      {test.isPending && test.progress && <LoadProgress fraction={test.progress.fraction} />}
      {result?.ok && (
        <p className="rounded-lg border border-success-line bg-success-soft px-3 py-2 text-sm [overflow-wrap:anywhere] text-success">
          {t('aiEngines.connected', { ms: result.latencyMs, message: result.message })}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className={failureAlertClass}>
          {t('aiEngines.failedAfter', { ms: result.latencyMs, message: result.message })}
        </p>
      )}
      {test.error && (
        <p role="alert" className={failureAlertClass}>
          {failureMessage(test.error, t('aiEngines.testFailed'))}
        </p>
      )}
      {models.length > 0 && (
        <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground" data-testid="ai-engine-models">
          {models.length > MODELS_NAMED
            ? t('aiEngines.modelsListMore', { offered, names, more: models.length - MODELS_NAMED })
            : t('aiEngines.modelsList', { offered, names })}
        </p>
      )}
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * A capability's settings: the provider, then only the fields it has. The key field never shows
 * the saved key (the server never sends it): it says one is saved, and can remove it.
 */
function EngineForm({ view, save }: { view: AiEngineView; save: SaveMutation }) {
  const { capability } = view;
  const [provider, setProvider] = useState(view.provider);
  const [baseUrl, setBaseUrl] = useState(view.baseUrl ?? '');
  const [model, setModel] = useState(view.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const test = useTestAiEngine(capability);
  const id = useId();
  const { t } = useTranslation('admin');
  const spec = providerSpec(capability, provider) ?? { label: provider };
  // The saved key goes with the saved provider only.
  const keySaved = view.hasKey && provider === view.provider;
  // A local model is a file downloaded under Local models.
  const localModels = useQuery({ ...modelsQueryOptions(), enabled: provider === 'local' });
  const suggestions = [
    ...new Set([
      ...(test.data?.models ?? []),
      ...(provider === 'local' ? (localModels.data?.models.map((file) => file.fileName) ?? []) : []),
    ]),
  ];

  function chooseProvider(next: string) {
    // Back on the saved provider, its saved values come back; another starts empty.
    const saved = next === view.provider;
    setProvider(next);
    setBaseUrl(saved ? (view.baseUrl ?? '') : '');
    setModel(saved ? (view.model ?? '') : '');
    setApiKey('');
    setRemoveKey(false);
    test.reset();
    save.reset();
  }

  /** The form as the API takes it: only the provider's fields; the key only when typed or removed. */
  function setting(): AiEngineSettingInput {
    const key = apiKey.trim() ? apiKey.trim() : removeKey ? null : undefined;
    return {
      provider,
      ...(spec.baseUrl ? { baseUrl: baseUrl.trim() || null } : {}),
      ...(spec.model ? { model: model.trim() || null } : {}),
      ...(spec.apiKey && key !== undefined ? { apiKey: key } : {}),
    };
  }

  // Saving what is saved already would change nothing.
  const changed =
    provider !== view.provider ||
    (Boolean(spec.baseUrl) && baseUrl.trim() !== (view.baseUrl ?? '')) ||
    (Boolean(spec.model) && model.trim() !== (view.model ?? '')) ||
    Boolean(apiKey.trim()) ||
    removeKey;

  const label = t(`capabilities.${capability}`);
  return (
    <form
      noValidate
      aria-label={t('aiEngines.engineForm', { capability: label })}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { capability, setting: setting() },
          {
            onSuccess: ({ engines }) => {
              const now = engines.find((engine) => engine.capability === capability);
              const engine = now ? aiEngineLabel(capability, now.active.engine) : aiProviderLabel(capability, provider);
              toastDone(t('aiEngines.savedTitle'), undefined, t('aiEngines.savedDescription', { capability: label, engine }));
            },
          },
        );
      }}
    >
      <div className="sm:col-span-2">
        <SelectField
          id={`${id}-provider`}
          label={t('aiEngines.provider')}
          value={provider}
          options={providersOf(capability)}
          optionLabel={(option) => aiProviderLabel(capability, option)}
          onChange={chooseProvider}
        />
      </div>
      {spec.baseUrl && (
        <div className="sm:col-span-2">
          <Field id={`${id}-base-url`} label={optional(t('aiEngines.baseUrl'), spec.baseUrl)}>
            <Input
              id={`${id}-base-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={spec.baseUrlPlaceholder}
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
            />
          </Field>
        </div>
      )}
      {spec.apiKey && (
        <Field id={`${id}-key`} label={optional(t('aiEngines.apiKey'), spec.apiKey)}>
          <PasswordInput
            id={`${id}-key`}
            toggleLabel={t('aiEngines.apiKey')}
            autoComplete="new-password"
            spellCheck={false}
            value={apiKey}
            disabled={removeKey}
            placeholder={keySaved && !removeKey ? t('aiEngines.keySavedPlaceholder') : undefined}
            aria-describedby={keySaved ? `${id}-key-note` : undefined}
            onChange={(event) => setApiKey(event.target.value)}
          />
          {keySaved && (
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p id={`${id}-key-note`} className="text-xs text-muted-foreground">
                {removeKey ? t('aiEngines.keyRemovedOnSave') : t('aiEngines.keySaved')}
              </p>
              <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={removeKey}
                  onChange={(event) => {
                    setRemoveKey(event.target.checked);
                    setApiKey('');
                  }}
                />
                {t('aiEngines.removeKey')}
              </label>
            </div>
          )}
        </Field>
      )}
      {spec.model && (
        <Field id={`${id}-model`} label={optional(t('aiEngines.model'), spec.model)}>
          <Input
            id={`${id}-model`}
            autoComplete="off"
            spellCheck={false}
            list={suggestions.length > 0 ? `${id}-models` : undefined}
            value={model}
            onChange={(event) => setModel(event.target.value)}
          />
          {suggestions.length > 0 && (
            <datalist id={`${id}-models`}>
              {suggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <TestButton test={test} onTest={() => test.mutate(setting())} />
        <SaveButton pending={save.isPending} disabled={!changed} />
      </div>
      <TestOutcome test={test} className="sm:col-span-2" />
      <SaveFailure error={save.error} fallback={t('aiEngines.saveFailed')} />
    </form>
  );
}

/** A setting the server's environment makes: shown, tested, never changed here. */
function EnvironmentSetting({ view }: { view: AiEngineView }) {
  const test = useTestAiEngine(view.capability);
  const { t } = useTranslation('admin');
  const rows: [string, string | null][] = [
    [t('aiEngines.provider'), aiProviderLabel(view.capability, view.provider)],
    [t('aiEngines.baseUrl'), view.baseUrl],
    [t('aiEngines.model'), view.model],
    [t('aiEngines.apiKey'), view.hasKey ? t('common.set') : null],
  ];
  return (
    <EnvironmentValues rows={rows.filter(([, value]) => value)} variables={view.variables} className="gap-4">
      <div>
        <TestButton test={test} onTest={() => test.mutate(undefined)} />
      </div>
      <TestOutcome test={test} />
    </EnvironmentValues>
  );
}

/**
 * One capability on the AI engines page: what serves it now, where its setting comes from, any
 * problem with the saved setting, and the setting itself (read-only when the environment sets it).
 */
export function AiEngineCard({ view }: { view: AiEngineView }) {
  const save = useSaveAiEngine();
  const { t } = useTranslation('admin');
  // A new saved setting (this form's or another operator's) starts the form again from it.
  const savedKey = [view.source, view.provider, view.baseUrl, view.model, view.hasKey].join('|');
  return (
    <li>
      <SettingsCard
        title={t(`capabilities.${view.capability}`)}
        testId={`ai-engine-${view.capability}`}
        source={view.source}
        unsetLabel={t('aiEngines.builtIn')}
        problem={view.problem}
        details={
          <>
            <ActiveEngine view={view} />
            <LastFailure view={view} />
          </>
        }
        className="h-full gap-4"
      >
        {view.source === 'environment' ? <EnvironmentSetting view={view} /> : <EngineForm key={savedKey} view={view} save={save} />}
      </SettingsCard>
    </li>
  );
}
