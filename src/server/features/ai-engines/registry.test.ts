import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createInProcessHub } from '../../providers/pubsub/in-process-hub';
import { systemClock } from '../../app/deps';
import { openAiEngines } from './registry';
import type { AiEngineSettingsRepository, EngineFailureRepository, StoredEngineSetting } from './repository';
import { createSettingsCipher } from './settings-cipher';

const noFailures = { record: async () => {}, list: async () => [], clear: async () => {} } satisfies EngineFailureRepository;

/** The registry over `settings`, with a cipher of a key of its own unless one is given. */
const open = (options: Pick<Parameters<typeof openAiEngines>[0], 'settings'> & Partial<Parameters<typeof openAiEngines>[0]>) =>
  openAiEngines({
    config: loadConfig({ DATA_DIR: '.tmp/test-data/registry' }),
    cipher: createSettingsCipher(randomBytes(32)),
    failures: noFailures,
    clock: systemClock,
    hub: createInProcessHub(),
    log: pino({ level: 'silent' }),
    ...options,
  });

const savedScripts: StoredEngineSetting = {
  capability: 'scripts',
  provider: 'ollama',
  baseUrl: 'http://127.0.0.1:9/',
  model: 'saved-model',
  apiKeyCiphertext: null,
};

describe('the AI engines of a server whose database is still opening', () => {
  it('reads the saved settings only once the database is ready, and is ready once they are in use', async () => {
    const reads: string[] = [];
    const settings = {
      list: async () => {
        reads.push('list');
        return [savedScripts];
      },
    } as unknown as AiEngineSettingsRepository;
    let databaseIsReady!: () => void;
    const databaseReady = new Promise<void>((resolve) => (databaseIsReady = resolve));

    const engines = await open({ settings, databaseReady });
    try {
      // Answered before the database could be read: nothing was read yet.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reads).toEqual([]);

      databaseIsReady();
      await engines.ready;
      expect(reads).toEqual(['list']);
      expect(engines.views().find((view) => view.capability === 'scripts')).toMatchObject({ source: 'console', model: 'saved-model' });
    } finally {
      await engines.close();
    }
  });
});

describe('saved settings the server cannot use', () => {
  /** A settings table in memory: what was listed, and the keys sealed again. */
  function savedRows(rows: StoredEngineSetting[]) {
    const resealed: { capability: string; sealed: string; resealed: string }[] = [];
    const settings = {
      list: async () => rows,
      reseal: async (capability: string, sealed: string, next: string) => {
        resealed.push({ capability, sealed, resealed: next });
      },
    } as unknown as AiEngineSettingsRepository;
    return { settings, resealed };
  }

  /** A logger whose lines are kept, to read what it said. */
  function keptLog() {
    const lines: { level: number; msg: string; capability?: string; reason?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
    return { log, lines };
  }

  it('says at start-up, as an error, that a saved key cannot be read, and names the engine serving in its place as a fallback', async () => {
    const otherKey = createSettingsCipher(randomBytes(32));
    const { settings } = savedRows([
      { ...savedScripts, provider: 'openai', baseUrl: null, apiKeyCiphertext: otherKey.encrypt('sk-saved') },
    ]);
    const { log, lines } = keptLog();
    const engines = await open({ settings, log });
    try {
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ capability: 'scripts', reason: 'key-unreadable' });
      expect(errors[0]!.msg).toContain('The saved API key cannot be read');
      expect(engines.fallbackOf('scripts')).toEqual({ engine: 'openai', reason: 'key-unreadable', status: null });
      expect(engines.fallbackOf('seo')).toBeUndefined();
      expect(engines.text('scripts')).toBeUndefined();
      expect(engines.views().find((view) => view.capability === 'scripts')?.problem).toContain('The saved API key cannot be read');
      // A reload with nothing new says nothing again.
      await engines.reload();
      expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
    } finally {
      await engines.close();
    }
  });

  it('reads a key an older settings key sealed, and has it sealed again with the current one', async () => {
    const legacy = randomBytes(32);
    const sealed = createSettingsCipher(legacy).encrypt('sk-saved-long-ago');
    const { settings, resealed } = savedRows([{ ...savedScripts, apiKeyCiphertext: sealed }]);
    const current = randomBytes(32);
    const engines = await open({ settings, cipher: createSettingsCipher(current, [legacy]) });
    try {
      expect(engines.fallbackOf('scripts')).toBeUndefined();
      expect(resealed).toHaveLength(1);
      expect(resealed[0]).toMatchObject({ capability: 'scripts', sealed });
      expect(createSettingsCipher(current).decrypt(resealed[0]!.resealed)).toBe('sk-saved-long-ago');
    } finally {
      await engines.close();
    }
  });
});
