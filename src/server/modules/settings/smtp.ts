import type { Database } from '../../platform/database/client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { getSetting, putSetting } from './service';

/** The secret's context: a sealed value only opens as the SMTP password. */
const PASSWORD_CONTEXT = 'settings.smtp.smtp_pass';

export interface SmtpSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_pass: string;
}

/** The saved SMTP settings with the password decrypted; throws when the key cannot open it. */
export async function readSmtpSettings(
  db: Database,
  box: SecretBox,
): Promise<SmtpSettings | undefined> {
  const stored = await getSetting(db, 'smtp');
  if (!stored) return undefined;
  const { smtp_pass_encrypted, ...rest } = stored;
  return { ...rest, smtp_pass: box.open(smtp_pass_encrypted, PASSWORD_CONTEXT) };
}

/** Saves SMTP settings; without a new password the stored (encrypted) one is kept. */
export async function saveSmtpSettings(
  db: Database,
  box: SecretBox,
  settings: Omit<SmtpSettings, 'smtp_pass'> & { smtp_pass?: string },
): Promise<void> {
  const { smtp_pass, ...rest } = settings;
  const stored = await getSetting(db, 'smtp');
  const sealed =
    smtp_pass === undefined ? stored?.smtp_pass_encrypted : box.seal(smtp_pass, PASSWORD_CONTEXT);
  if (sealed === undefined) throw new Error('An SMTP password is required');
  await putSetting(db, 'smtp', { ...rest, smtp_pass_encrypted: sealed });
}
