import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

/** Encrypts what the console stores secretly (AI keys): AES-256-GCM, a fresh IV per value. */
export interface SettingsCipher {
  encrypt(plain: string): string;
  /** Throws when the value was encrypted with another key (SETTINGS_KEY changed) or altered. */
  decrypt(sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key: derived from SETTINGS_KEY when set (instances sharing a database must share it), else 32
 * random bytes made once and kept in DATA_DIR/settings-key (like the generated auth secret).
 */
export function settingsKey(config: Pick<Config, 'settingsKey' | 'dataDir'>): Buffer {
  if (config.settingsKey) return Buffer.from(hkdfSync('sha256', config.settingsKey, 'genesis-studio', 'ai-engine-settings', 32));
  const file = join(config.dataDir, 'settings-key');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once on a fresh folder cannot both write a key.
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key: remove it (saved AI keys must then be entered again)`);
  return key;
}

export function createSettingsCipher(key: Buffer): SettingsCipher {
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    decrypt(value) {
      const bytes = Buffer.from(value, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
