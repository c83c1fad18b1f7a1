import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import type { SecretBox } from '../settings/secret-box';
import { getSetting } from '../settings/service';
import { readSmtpSettings } from '../settings/smtp';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailResult {
  status: 'sent' | 'outbox' | 'failed';
  messageId?: string;
  /** SMTP_URL, settings (the admin's saved SMTP settings) or outbox. */
  provider: MailProvider;
  /** Where the mail went, without credentials: `host:port (TLS)`. */
  transportInfo: string;
  /** Why sending failed, when it did. */
  error?: string;
}

export type MailProvider = 'SMTP_URL' | 'settings' | 'outbox';

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Opens the SMTP password of the saved settings. */
  secretBox: SecretBox;
}

export type Mailer = (mail: OutgoingMail) => Promise<MailResult>;

const OUTBOX_INFO = 'No SMTP server configured: mail is kept in the outbox table and logged';

function describeServer(host: string, port: number, secure: boolean): string {
  return `${host}:${port} (${secure ? 'TLS' : 'STARTTLS when offered'})`;
}

function describeSmtpUrl(smtpUrl: string): string {
  const address = new URL(smtpUrl);
  const secure = address.protocol === 'smtps:';
  return describeServer(address.hostname, Number(address.port) || (secure ? 465 : 587), secure);
}

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
    transportInfo: describeServer(saved.smtp_host, saved.smtp_port, saved.smtp_secure),
  };
}

/**
 * Where mail goes: SMTP_URL when set, else the SMTP settings an admin saved (the password
 * decrypted here, at the moment of sending), else nowhere but the outbox table and the log.
 */
async function resolveTransport(
  db: Database,
  secretBox: SecretBox,
  smtpUrl?: string,
): Promise<{ transport: Transporter; provider: MailProvider; transportInfo: string } | null> {
  if (smtpUrl) {
    return {
      transport: nodemailer.createTransport(smtpUrl),
      provider: 'SMTP_URL',
      transportInfo: describeSmtpUrl(smtpUrl),
    };
  }
  const saved = await readSmtpSettings(db, secretBox);
  if (!saved) return null;
  return {
    transport: nodemailer.createTransport({
      host: saved.smtp_host,
      port: saved.smtp_port,
      secure: saved.smtp_secure,
      auth: { user: saved.smtp_user, pass: saved.smtp_pass },
    }),
    provider: 'settings',
    transportInfo: describeServer(saved.smtp_host, saved.smtp_port, saved.smtp_secure),
  };
}

/** Every mail is recorded with what became of it. */
export function createMailer({ db, smtpUrl, from, log, secretBox }: MailerOptions): Mailer {
  return async (mail) => {
    const record = {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    };
    let resolved: Awaited<ReturnType<typeof resolveTransport>>;
    try {
      resolved = await resolveTransport(db, secretBox, smtpUrl);
    } catch (error) {
      const reason = 'The saved SMTP password cannot be decrypted (was SETTINGS_KEY changed?)';
      await db.insert(outgoingEmails).values({ ...record, status: 'failed', error: reason });
      log.error({ to: mail.to, subject: mail.subject, err: error }, reason);
      return {
        status: 'failed',
        provider: 'settings',
        transportInfo: 'saved SMTP settings',
        error: reason,
      };
    }
    if (!resolved) {
      await db.insert(outgoingEmails).values({ ...record, status: 'outbox' });
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no SMTP configured)',
      );
      return { status: 'outbox', provider: 'outbox', transportInfo: OUTBOX_INFO };
    }
    const { provider, transportInfo } = resolved;
    try {
      const info = await resolved.transport.sendMail({ from, ...mail });
      await db
        .insert(outgoingEmails)
        .values({ ...record, status: 'sent', messageId: info.messageId, sentAt: new Date() });
      return { status: 'sent', messageId: info.messageId, provider, transportInfo };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.insert(outgoingEmails).values({ ...record, status: 'failed', error: reason });
      log.error({ to: mail.to, subject: mail.subject, err: error }, 'mail could not be sent');
      return { status: 'failed', provider, transportInfo, error: reason };
    } finally {
      resolved.transport.close();
    }
  };
}
