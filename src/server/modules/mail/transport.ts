import type { Transporter } from 'nodemailer';
import type { Database } from '../../platform/database/client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import {
  describeSmtpServer,
  describeSmtpUrl,
  smtpTransport,
} from '../../platform/mail/smtp-transport';
import { getSetting, readSmtpSettings } from '../settings';

/** SMTP_URL, settings (the admin's saved SMTP settings) or outbox (nowhere). */
export type MailProvider = 'SMTP_URL' | 'settings' | 'outbox';

export interface MailRoute {
  transport: Transporter;
  provider: Exclude<MailProvider, 'outbox'>;
  /** Where the mail goes, without credentials: `host:port (TLS)`. */
  transportInfo: string;
}

export const OUTBOX_INFO =
  'No SMTP server configured: mail is kept in the outbox, and sent once one is configured';
export const UNREADABLE_PASSWORD =
  'The saved SMTP password cannot be decrypted (was SETTINGS_KEY changed?)';

/** Which way mail goes now and where to, read without opening any secret (for the dashboard). */
export async function describeMailRoute(
  db: Database,
  smtpUrl?: string,
): Promise<{ provider: MailProvider; transportInfo: string }> {
  if (smtpUrl) return { provider: 'SMTP_URL', transportInfo: describeSmtpUrl(smtpUrl) };
  const saved = await getSetting(db, 'smtp');
  if (!saved) return { provider: 'outbox', transportInfo: OUTBOX_INFO };
  return {
    provider: 'settings',
    transportInfo: describeSmtpServer(saved.smtp_host, saved.smtp_port, saved.smtp_secure),
  };
}

/**
 * Where mail goes: SMTP_URL when set, else the SMTP settings an admin saved (the password
 * decrypted here, at the moment of sending), else nowhere (null). Throws UNREADABLE_PASSWORD
 * when the saved password cannot be opened.
 */
export async function openMailRoute(
  db: Database,
  secretBox: SecretBox,
  smtpUrl?: string,
): Promise<MailRoute | null> {
  if (smtpUrl) {
    return {
      transport: smtpTransport(smtpUrl),
      provider: 'SMTP_URL',
      transportInfo: describeSmtpUrl(smtpUrl),
    };
  }
  const saved = await readSmtpSettings(db, secretBox).catch((error: unknown) => {
    throw new Error(UNREADABLE_PASSWORD, { cause: error });
  });
  if (!saved) return null;
  return {
    transport: smtpTransport({
      host: saved.smtp_host,
      port: saved.smtp_port,
      secure: saved.smtp_secure,
      auth: { user: saved.smtp_user, pass: saved.smtp_pass },
    }),
    provider: 'settings',
    transportInfo: describeSmtpServer(saved.smtp_host, saved.smtp_port, saved.smtp_secure),
  };
}
