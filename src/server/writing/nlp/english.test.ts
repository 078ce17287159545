import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeGarbageCollector } from '../../test/collect-garbage';
import type * as OnFirstUse from '../../lib/on-first-use';

// Counts the pipelines built, over the real wink-nlp (which english.ts reads on first use).
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/on-first-use', async (importOriginal) => {
  const actual = await importOriginal<typeof OnFirstUse>();
  const winkNLP = (...args: Parameters<ReturnType<typeof actual.winkNlp>>) => {
    built.count += 1;
    return actual.winkNlp()(...args);
  };
  return { ...actual, winkNlp: () => winkNLP };
});

afterEach(() => vi.useRealTimers());

describe('readEnglish', () => {
  it('keeps its pipeline while in use and drops it, with the model Node cached, once idle, reading the same after it is built again', async () => {
    vi.useFakeTimers();
    // A fresh module, so that no pipeline or timer of another test is in it.
    vi.resetModules();
    const { PIPELINE_IDLE_MS, its, modelFolder, readEnglish } = await import('./english');
    const modelFilesLoaded = () =>
      Object.keys(createRequire(import.meta.url).cache).filter((file) => file.startsWith(modelFolder())).length;
    const sentences = (text: string) => readEnglish(text, { entities: false }).sentences().out();
    const text = 'Cameras are cheap now. Editing still takes time.';
    const start = built.count;
    expect(sentences(text)).toEqual(['Cameras are cheap now.', 'Editing still takes time.']);
    expect(built.count).toBe(start + 1);
    expect(modelFilesLoaded()).toBeGreaterThan(0);

    // Used again within the idle time, over and over: the same pipeline.
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(PIPELINE_IDLE_MS - 1_000);
      expect(sentences(text)).toHaveLength(2);
    }
    expect(built.count).toBe(start + 1);

    // Unused for the idle time: dropped with the model's files in Node's module cache, and built
    // again on the next use, with the same reading.
    vi.advanceTimersByTime(PIPELINE_IDLE_MS + 1);
    expect(modelFilesLoaded()).toBe(0);
    expect(readEnglish('Meet Ada in London on Monday.', { entities: true }).entities().out(its.type)).toContain('DATE');
    expect(sentences(text)).toEqual(['Cameras are cheap now.', 'Editing still takes time.']);
    expect(built.count).toBe(start + 3);
    expect(modelFilesLoaded()).toBeGreaterThan(0);
  });

  it('lets the model it dropped be collected: nothing keeps the copies loaded one after another', async () => {
    const collect = exposeGarbageCollector();
    vi.useFakeTimers();
    vi.resetModules();
    const { PIPELINE_IDLE_MS, readEnglish } = await import('./english');
    const modelFile = createRequire(import.meta.url).resolve('wink-eng-lite-web-model');
    const loadedModels: WeakRef<object>[] = [];
    for (let i = 0; i < 2; i += 1) {
      readEnglish('Meet Ada in London on Monday.', { entities: true });
      loadedModels.push(new WeakRef(createRequire(import.meta.url).cache[modelFile]!.exports as object));
      vi.advanceTimersByTime(PIPELINE_IDLE_MS + 1);
    }
    expect(loadedModels[0]!.deref()).not.toBe(loadedModels[1]!.deref());
    // A WeakRef keeps its target until the task that made it is over.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(loadedModels.map((model) => model.deref())).toEqual([undefined, undefined]);
  });
});
