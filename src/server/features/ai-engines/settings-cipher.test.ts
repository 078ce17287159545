import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsCipher, settingsKeys } from './settings-cipher';

const AUTH_SECRET = 'the-auth-secret-every-instance-shares-0123456789';
const cipherOf = (keys: { current: Buffer; previous: Buffer[] }) => createSettingsCipher(keys.current, keys.previous);

describe('the settings cipher', () => {
  it('seals a key so that only the same settings key opens it, and notices tampering', () => {
    const cipher = cipherOf(settingsKeys({ settingsKey: 'a-settings-key-of-sixteen+', dataDir: '/nonexistent' }, AUTH_SECRET));
    const sealed = cipher.encrypt('sk-secret');
    expect(sealed).not.toContain('sk-secret');
    expect(cipher.encrypt('sk-secret')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('sk-secret');
    const other = cipherOf(settingsKeys({ settingsKey: 'another-settings-key-1234', dataDir: '/nonexistent' }, 'another-auth-secret'));
    expect(() => other.decrypt(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.decrypt(bytes.toString('base64'))).toThrow();
  });

  it('without SETTINGS_KEY, derives the key from the auth secret: any data folder with the same secret reads it, and none is written', () => {
    const first = mkdtempSync(join(tmpdir(), 'settings-key-'));
    const second = mkdtempSync(join(tmpdir(), 'settings-key-'));
    const sealed = cipherOf(settingsKeys({ settingsKey: undefined, dataDir: first }, AUTH_SECRET)).encrypt('sk-secret');
    expect(cipherOf(settingsKeys({ settingsKey: undefined, dataDir: second }, AUTH_SECRET)).decrypt(sealed)).toBe('sk-secret');
    expect(() => cipherOf(settingsKeys({ settingsKey: undefined, dataDir: second }, 'another-auth-secret')).decrypt(sealed)).toThrow();
    expect(existsSync(join(first, 'settings-key'))).toBe(false);
  });

  it('opens what an older version sealed with DATA_DIR/settings-key, and seals it again with the current key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    const legacy = randomBytes(32);
    writeFileSync(join(dataDir, 'settings-key'), legacy.toString('base64'), { mode: 0o600 });
    const sealedBefore = createSettingsCipher(legacy).encrypt('sk-saved-long-ago');

    const cipher = cipherOf(settingsKeys({ settingsKey: undefined, dataDir }, AUTH_SECRET));
    const { plain, resealed } = cipher.open(sealedBefore);
    expect(plain).toBe('sk-saved-long-ago');
    // Sealed again with the auth secret's key: a data folder without the old file reads it.
    const elsewhere = cipherOf(settingsKeys({ settingsKey: undefined, dataDir: '/nonexistent' }, AUTH_SECRET));
    expect(elsewhere.open(resealed!)).toEqual({ plain: 'sk-saved-long-ago', resealed: null });
  });

  it("reads keys sealed with the auth secret's key after SETTINGS_KEY is set, and seals them again with SETTINGS_KEY", () => {
    const sealed = cipherOf(settingsKeys({ settingsKey: undefined, dataDir: '/nonexistent' }, AUTH_SECRET)).encrypt('sk-secret');
    const withSettingsKey = cipherOf(settingsKeys({ settingsKey: 'a-settings-key-of-sixteen+', dataDir: '/nonexistent' }, AUTH_SECRET));
    const { plain, resealed } = withSettingsKey.open(sealed);
    expect(plain).toBe('sk-secret');
    const onlySettingsKey = createSettingsCipher(
      settingsKeys({ settingsKey: 'a-settings-key-of-sixteen+', dataDir: '/nonexistent' }, 'another-auth-secret').current,
    );
    expect(onlySettingsKey.decrypt(resealed!)).toBe('sk-secret');
  });
});
