import { describe, expect, it } from 'vitest';
import { textEngineLabel } from './text-engine-label';

describe('textEngineLabel', () => {
  it('names the offline engines as offline', () => {
    expect(textEngineLabel('offline-writer')).toBe('Offline writer');
    expect(textEngineLabel('offline-analyzer', null)).toBe('Offline analyzer');
  });

  it('names a model by its engine and model id, or its engine alone when the model is unknown', () => {
    expect(textEngineLabel('ollama', 'llama3.2')).toBe('ollama · llama3.2');
    expect(textEngineLabel('openai-compatible', undefined)).toBe('openai-compatible');
    // An engine id is never read as a property name.
    expect(textEngineLabel('constructor')).toBe('constructor');
  });
});
