import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import { getSetting } from '../settings/service';

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
  provider: string;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}

export type Mailer = (mail: OutgoingMail) => Promise<MailResult>;

/**
 * Where mail goes: SMTP_URL when set, else the SMTP settings an admin saved, else nowhere
 * but the outbox table and the log. Every mail is recorded with what became of it.
 */
async function resolveTransport(
  db: Database,
  smtpUrl?: string,
): Promise<{ transport: Transporter; provider: string } | null> {
  if (smtpUrl) return { transport: nodemailer.createTransport(smtpUrl), provider: 'SMTP_URL' };
  const saved = await getSetting(db, 'smtp');
  if (!saved) return null;
  return {
    transport: nodemailer.createTransport({
      host: saved.smtp_host,
      port: saved.smtp_port,
      secure: saved.smtp_secure,
      auth: { user: saved.smtp_user, pass: saved.smtp_pass },
    }),
    provider: `SMTP ${saved.smtp_host}:${saved.smtp_port}`,
  };
}

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  return async (mail) => {
    const record = {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    };
    const resolved = await resolveTransport(db, smtpUrl);
    if (!resolved) {
      await db.insert(outgoingEmails).values({ ...record, status: 'outbox' });
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no SMTP configured)',
      );
      return { status: 'outbox', provider: 'outbox' };
    }
    try {
      const info = await resolved.transport.sendMail({ from, ...mail });
      await db
        .insert(outgoingEmails)
        .values({ ...record, status: 'sent', messageId: info.messageId, sentAt: new Date() });
      return { status: 'sent', messageId: info.messageId, provider: resolved.provider };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.insert(outgoingEmails).values({ ...record, status: 'failed', error: reason });
      log.error({ to: mail.to, subject: mail.subject, err: error }, 'mail could not be sent');
      return { status: 'failed', provider: resolved.provider };
    } finally {
      resolved.transport.close();
    }
  };
}
