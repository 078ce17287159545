import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsCipher, settingsKey } from './settings-cipher';

describe('the settings cipher', () => {
  it('seals a key so that only the same settings key opens it, and notices tampering', () => {
    const cipher = createSettingsCipher(settingsKey({ settingsKey: 'a-settings-key-of-sixteen+', dataDir: '/nonexistent' }));
    const sealed = cipher.encrypt('sk-secret');
    expect(sealed).not.toContain('sk-secret');
    expect(cipher.encrypt('sk-secret')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('sk-secret');
    const other = createSettingsCipher(settingsKey({ settingsKey: 'another-settings-key-1234', dataDir: '/nonexistent' }));
    expect(() => other.decrypt(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.decrypt(bytes.toString('base64'))).toThrow();
  });

  it('without SETTINGS_KEY, makes a key once in DATA_DIR, readable by the owner only, and keeps using it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    const first = settingsKey({ settingsKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'settings-key')).mode & 0o777).toBe(0o600);
    expect(settingsKey({ settingsKey: undefined, dataDir })).toEqual(first);
    expect(readFileSync(join(dataDir, 'settings-key'), 'utf8')).toBe(first.toString('base64'));
  });
});
