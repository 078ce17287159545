import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createInProcessHub } from '../../providers/pubsub/in-process-hub';
import { openAiEngines } from './registry';
import type { AiEngineSettingsRepository, StoredEngineSetting } from './repository';
import { createSettingsCipher } from './settings-cipher';

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

    const engines = await openAiEngines({
      config: loadConfig({ DATA_DIR: '.tmp/test-data/registry' }),
      settings,
      cipher: createSettingsCipher(randomBytes(32)),
      hub: createInProcessHub(),
      log: pino({ level: 'silent' }),
      databaseReady,
    });
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
