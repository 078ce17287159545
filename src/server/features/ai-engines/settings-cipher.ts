import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config/config';

/** Encrypts what the console stores secretly (AI keys): AES-256-GCM, a fresh IV per value. */
export interface SettingsCipher {
  encrypt(plain: string): string;
  /** Throws when no key this server has sealed the value (the secret it derives from changed) or it was altered. */
  decrypt(sealed: string): string;
  /**
   * Opens a value; `resealed` is the same value sealed with the current key when an older key
   * opened it (seal it back so the older key can go), else null. Throws like decrypt.
   */
  open(sealed: string): { plain: string; resealed: string | null };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'genesis-studio', 'ai-engine-settings', 32));

/**
 * The keys the console's settings are sealed with. The current one is derived from SETTINGS_KEY when
 * set, else from the auth secret: every instance of a deployment shares that one (compose requires
 * AUTH_SECRET; without it the secret is DATA_DIR/auth-secret, which the backup carries), so saved
 * keys stay readable on a second instance and after a restore. Older keys still open what they
 * sealed until it is sealed again: the auth secret's key once SETTINGS_KEY is set, and the random
 * key earlier versions made in DATA_DIR/settings-key (never made any more).
 */
export function settingsKeys(config: Pick<Config, 'settingsKey' | 'dataDir'>, authSecret: string): { current: Buffer; previous: Buffer[] } {
  const previous: Buffer[] = [];
  if (config.settingsKey) previous.push(derive(authSecret));
  const legacyFile = join(config.dataDir, 'settings-key');
  if (existsSync(legacyFile)) {
    const legacy = Buffer.from(readFileSync(legacyFile, 'utf8').trim(), 'base64');
    if (legacy.length === 32) previous.push(legacy);
  }
  return { current: derive(config.settingsKey ?? authSecret), previous };
}

function openWith(key: Buffer, bytes: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function createSettingsCipher(key: Buffer, previous: Buffer[] = []): SettingsCipher {
  function encrypt(plain: string) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }
  function open(value: string) {
    const bytes = Buffer.from(value, 'base64');
    try {
      return { plain: openWith(key, bytes), resealed: null };
    } catch (error) {
      for (const older of previous) {
        try {
          const plain = openWith(older, bytes);
          return { plain, resealed: encrypt(plain) };
        } catch {
          // the next key, if any
        }
      }
      throw error;
    }
  }
  return { encrypt, open, decrypt: (value) => open(value).plain };
}
