import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSettingsKey } from '../../config-values';

export const SETTINGS_KEY_FILE = 'settings.key';
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/**
 * Encrypts the secrets stored in the settings table (AES-256-GCM, bound to what the secret is
 * for).
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
  /** A keyed digest (HMAC-SHA256) of a value, bound to what it is for; the value cannot be read back. */
  digest(value: string, context: string): string;
}

/**
 * The key for the settings secrets: SETTINGS_KEY when set, else the key file in DATA_DIR,
 * created on first use with 32 random bytes and readable by the owner only.
 */
export function loadSettingsKey(options: { settingsKey?: Buffer; dataDir: string }): Buffer {
  if (options.settingsKey) return options.settingsKey;
  const file = path.join(options.dataDir, SETTINGS_KEY_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
  const key = parseSettingsKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** A box whose key is read (or created) on first use, not at start. */
export function createSecretBox(loadKey: () => Buffer): SecretBox {
  let cached: Buffer | undefined;
  const key = () => (cached ??= loadKey());
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key(), iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    digest(value, context) {
      return createHmac('sha256', key()).update(`${context}\0${value}`).digest('base64url');
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv(ALGORITHM, key(), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
