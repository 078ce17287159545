import { i18n } from '@/i18n/i18n';

/** The offline text engines (DESIGN.md §1.3), by their name's key: their output is always labelled as offline. */
const offlineTextEngines: ReadonlyMap<string, 'offlineWriter' | 'offlineAnalyzer'> = new Map([
  ['offline-writer', 'offlineWriter'],
  ['offline-analyzer', 'offlineAnalyzer'],
]);

/**
 * How a script, SEO copy or chat reply names the text engine that wrote it: an offline engine by
 * what it is ('Offline writer', in the interface language), a model by its engine and model id ('ollama · llama3.2').
 */
export function textEngineLabel(engine: string, model?: string | null): string {
  const offline = offlineTextEngines.get(engine);
  if (offline) return i18n.t(`common:engines.${offline}`);
  return model ? `${engine} · ${model}` : engine;
}
