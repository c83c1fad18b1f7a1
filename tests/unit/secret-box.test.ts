import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { parseSettingsKey } from '../../src/server/config-values';
import {
  createSecretBox,
  loadSettingsKey,
  SETTINGS_KEY_FILE,
} from '../../src/server/platform/secrets/secret-box';

const folders: string[] = [];
const tempDir = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  folders.push(folder);
  return folder;
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

describe('SETTINGS_KEY', () => {
  it('takes 32 bytes as hex or base64 and refuses anything else', () => {
    const key = randomBytes(32);
    expect(parseSettingsKey(key.toString('hex'))).toEqual(key);
    expect(parseSettingsKey(key.toString('base64'))).toEqual(key);
    expect(parseSettingsKey(key.toString('base64url'))).toEqual(key);
    expect(parseSettingsKey('short')).toBeUndefined();
    expect(parseSettingsKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(loadConfig({ SETTINGS_KEY: key.toString('hex') }).settingsKey).toEqual(key);
    expect(() => loadConfig({ SETTINGS_KEY: 'not-a-key' })).toThrow(
      'SETTINGS_KEY must be 32 bytes, written as 64 hex digits or in base64',
    );
  });
});

describe('the secret box', () => {
  it('opens what it sealed, only with the same key and the same context', () => {
    const key = randomBytes(32);
    const box = createSecretBox(() => key);
    const sealed = box.seal('smtp password', 'smtp');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('smtp password');
    expect(box.seal('smtp password', 'smtp')).not.toBe(sealed);
    expect(box.open(sealed, 'smtp')).toBe('smtp password');
    expect(() => box.open(sealed, 'other')).toThrow();
    expect(() => createSecretBox(() => randomBytes(32)).open(sealed, 'smtp')).toThrow();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'smtp'),
    ).toThrow();
  });

  it('uses SETTINGS_KEY when set, else creates an owner-only key file once and reuses it', () => {
    const configured = randomBytes(32);
    const dataDir = tempDir();
    expect(loadSettingsKey({ settingsKey: configured, dataDir })).toEqual(configured);

    const first = loadSettingsKey({ dataDir });
    const file = path.join(dataDir, SETTINGS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSettingsKey({ dataDir })).toEqual(first);
    expect(parseSettingsKey(readFileSync(file, 'utf8'))).toEqual(first);

    chmodSync(file, 0o644);
    loadSettingsKey({ dataDir });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'garbage');
    expect(() => loadSettingsKey({ dataDir })).toThrow('does not hold a 32-byte key');
  });
});
