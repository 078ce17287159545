/** The offline text engines (DESIGN.md §1.3): their output is always labelled as offline. */
const offlineTextEngines = new Map([
  ['offline-writer', 'Offline writer'],
  ['offline-analyzer', 'Offline analyzer'],
]);

/**
 * How a script, SEO copy or chat reply names the text engine that wrote it: an offline engine by
 * what it is, a model by its engine and model id ('ollama · llama3.2').
 */
export function textEngineLabel(engine: string, model?: string | null): string {
  return offlineTextEngines.get(engine) ?? (model ? `${engine} · ${model}` : engine);
}
