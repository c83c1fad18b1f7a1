import { desc } from 'drizzle-orm';
import { PRODUCT_NAME } from '@shared/constants';
import {
  EMAIL_DEBUG_LIMIT,
  type EmailDebug,
  type EmailSettings,
  type EmailSettingsInput,
  SMTP_DEFAULT_PORT,
  SMTP_PASSWORD_MESSAGE,
  type TestEmailResult,
} from '@shared/schemas/admin-system';
import type { Database } from '../../platform/database/client';
import { outgoingEmails } from '../../model/schema';
import { badRequest, HttpError } from '../../platform/http/http-errors';
import { type Mailer, reasonOf } from './service';
import { devMailboxUrl, type MailboxSettings } from './mailbox';
import { describeMailRoute } from './transport';
import { describeSmtpServer, smtpTransport } from '../../platform/mail/smtp-transport';
import type { SecretBox } from '../../platform/secrets/secret-box';
import {
  deleteSetting,
  getSetting,
  readSmtpSettings,
  saveSmtpSettings,
  type StoredSmtpSettings,
} from '../settings';
import { recordAdminAction } from '../audit';

/** The settings as the dashboard may see them: everything but the password. */
function visibleSettings(stored: StoredSmtpSettings | undefined, smtpUrlOverride: boolean) {
  return {
    smtp_user: stored?.smtp_user ?? '',
    smtp_host: stored?.smtp_host ?? '',
    smtp_port: stored?.smtp_port ?? SMTP_DEFAULT_PORT,
    smtp_secure: stored?.smtp_secure ?? false,
    hasPassword: stored !== undefined,
    smtpUrlOverride,
  } satisfies EmailSettings;
}

/** The settings as the audit log stores them: what the dashboard shows, without its flags. */
function auditedSettings(stored: StoredSmtpSettings | undefined) {
  const { hasPassword: _has, smtpUrlOverride: _override, ...view } = visibleSettings(stored, false);
  return view;
}

export async function getEmailSettings(db: Database, smtpUrlOverride: boolean) {
  return visibleSettings(await getSetting(db, 'smtp'), smtpUrlOverride);
}

/** Saves the SMTP settings, the password encrypted; a blank password keeps the stored one. */
export async function updateEmailSettings(
  db: Database,
  box: SecretBox,
  actorId: number,
  input: EmailSettingsInput,
  smtpUrlOverride: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await getSetting(tx, 'smtp');
    if (input.smtp_pass === undefined && !before) {
      throw badRequest(SMTP_PASSWORD_MESSAGE, { smtp_pass: [SMTP_PASSWORD_MESSAGE] });
    }
    await saveSmtpSettings(tx, box, input);
    const after = await getSetting(tx, 'smtp');
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'settings.email',
      targetType: 'setting',
      targetId: 'smtp',
      before: before ? auditedSettings(before) : null,
      after: { ...auditedSettings(after), passwordChanged: input.smtp_pass !== undefined },
    });
    return { message: 'Settings updated', settings: visibleSettings(after, smtpUrlOverride) };
  });
}

/**
 * Removes the saved SMTP settings: mail is held again (readable in the development mailbox)
 * until a mail server is set up. Refused when none are saved.
 */
export async function removeEmailSettings(db: Database, actorId: number, smtpUrlOverride: boolean) {
  return db.transaction(async (tx) => {
    const before = await getSetting(tx, 'smtp');
    if (!before) throw new HttpError(409, 'No SMTP settings are saved: there is nothing to remove');
    await deleteSetting(tx, 'smtp');
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'settings.email',
      targetType: 'setting',
      targetId: 'smtp',
      before: auditedSettings(before),
      after: null,
    });
    return {
      message: smtpUrlOverride
        ? 'SMTP settings removed: mail still goes through SMTP_URL'
        : 'SMTP settings removed: mail is kept, not sent, until a mail server is set up',
      settings: visibleSettings(undefined, smtpUrlOverride),
    };
  });
}

function testMail(to: string) {
  const text = `This is a test email from ${PRODUCT_NAME}. Outgoing email works.`;
  return {
    to,
    subject: `Test email from ${PRODUCT_NAME}`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${text}</p></body></html>`,
  };
}

/**
 * Sends a test mail the way every mail goes and waits for the attempt; a failure returns 502
 * with the server's reason (the mail itself stays in the outbox and is retried like any other).
 * Without any SMTP server the mail is held in the outbox until one is configured, and the
 * response says so.
 */
export async function sendTestEmail(
  db: Database,
  sendMail: Mailer,
  actorId: number,
  to: string,
): Promise<TestEmailResult> {
  const result = await sendMail(testMail(to), { awaitDelivery: true });
  await recordAdminAction(db, {
    adminId: actorId,
    action: 'mail.test',
    targetType: 'email',
    targetId: to,
    after: { status: result.status, provider: result.provider },
  });
  if (result.error !== undefined) {
    const retry = result.status === 'outbox' ? ' It stays in the outbox and is tried again.' : '';
    throw new HttpError(502, `Failed to send email: ${result.error}.${retry}`);
  }
  return {
    messageId: result.messageId ?? null,
    emailProvider: result.provider,
    transportInfo: result.transportInfo,
    messageUrl: null,
    success: result.status === 'sent',
    delivery: result.status === 'sent' ? 'sent' : 'outbox',
  };
}

/**
 * The most recent mails (no bodies: they hold sign-in and reset links), where mail goes now,
 * and where held mail can be read on this machine while it is held.
 */
export async function recentEmails(db: Database, settings: MailboxSettings): Promise<EmailDebug> {
  const route = await describeMailRoute(db, settings.smtpUrl);
  const rows = await db
    .select()
    .from(outgoingEmails)
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(EMAIL_DEBUG_LIMIT);
  return {
    emailProvider: route.provider,
    transportInfo: route.transportInfo,
    mailboxUrl: (route.provider === 'outbox' && devMailboxUrl(settings)) || null,
    emails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      messageId: row.messageId,
      error: row.error,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Sends a test mail through SMTP settings as typed in the form, without saving them (a blank
 * password means the saved one), and waits for the server's reply: settings are tried before
 * sign-ups depend on them. A refusal returns 502 with the server's reason; nothing is saved.
 */
export async function testEmailSettings(
  db: Database,
  box: SecretBox,
  { actorId, to, from }: { actorId: number; to: string; from: string },
  input: EmailSettingsInput,
): Promise<TestEmailResult> {
  const password = input.smtp_pass ?? (await readSmtpSettings(db, box))?.smtp_pass;
  if (password === undefined) {
    throw badRequest(SMTP_PASSWORD_MESSAGE, { smtp_pass: [SMTP_PASSWORD_MESSAGE] });
  }
  const server = { host: input.smtp_host, port: input.smtp_port, secure: input.smtp_secure };
  const transportInfo = describeSmtpServer(server.host, server.port, server.secure);
  const transport = smtpTransport({ ...server, auth: { user: input.smtp_user, pass: password } });
  const sent = await transport
    .sendMail({ from, ...testMail(to) })
    .then((info: { messageId: string }) => ({ messageId: info.messageId }))
    .catch((error: unknown) => ({ error: reasonOf(error) }))
    .finally(() => transport.close());
  await recordAdminAction(db, {
    adminId: actorId,
    action: 'mail.test',
    targetType: 'email',
    targetId: to,
    after: {
      status: 'messageId' in sent ? 'sent' : 'failed',
      provider: 'unsaved settings',
      transportInfo,
    },
  });
  if ('error' in sent) throw new HttpError(502, `Failed to send email: ${sent.error}`);
  return {
    messageId: sent.messageId,
    emailProvider: 'unsaved settings',
    transportInfo,
    messageUrl: null,
    success: true,
    delivery: 'sent',
  };
}
