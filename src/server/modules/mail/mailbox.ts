import { desc, eq } from 'drizzle-orm';
import { EMAIL_DEBUG_LIMIT } from '@shared/schemas/admin-system';
import type { MailDelivery } from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../platform/database/client';
import { outgoingEmails } from '../../model/schema';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { MAIL_BODY_LIFETIME_MS, type OutboxMail } from './outbox';
import { openedBodyOf } from './sealing';
import { describeMailRoute } from './transport';

/** Where the development mailbox is served (see mailbox-routes.ts). */
export const MAILBOX_PATH = '/dev/mailbox';

/**
 * What became of a mail, as the mailbox tells it: kept (readable), sent through SMTP, given up
 * by the SMTP server, or expired (older than its links, so its body is gone or going).
 */
export type MailboxState = 'kept' | 'sent' | 'failed' | 'expired';

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  createdAt: Date;
  state: MailboxState;
  /** Why the mail was given up, when it was. */
  error: string | null;
}

export interface MailboxMail extends MailboxEntry {
  /** The opened text and HTML of a held mail; none once it is sent, given up or expired. */
  body?: { text: string; html: string };
}

export type MailboxSettings = Pick<
  Config,
  'devMailbox' | 'devMailboxOffBy' | 'smtpUrl' | 'port' | 'host'
>;

function stateOf(mail: OutboxMail, now: Date): MailboxState {
  if (mail.status === 'sent') return 'sent';
  if (mail.createdAt.getTime() <= now.getTime() - MAIL_BODY_LIFETIME_MS) return 'expired';
  return mail.status === 'failed' ? 'failed' : 'kept';
}

const entryOf = (mail: OutboxMail, now: Date): MailboxEntry => ({
  id: mail.id,
  to: mail.toAddress,
  subject: mail.subject,
  createdAt: mail.createdAt,
  state: stateOf(mail, now),
  error: mail.error,
});

/** The most recent mails, newest first, without their bodies. */
export async function listMailbox(db: Database, now: Date): Promise<MailboxEntry[]> {
  const rows = await db
    .select()
    .from(outgoingEmails)
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(EMAIL_DEBUG_LIMIT);
  return rows.map((row) => entryOf(row, now));
}

/** One mail, its body opened while it is held; undefined when there is no such mail. */
export async function readMailboxMail(
  db: Database,
  secretBox: SecretBox,
  id: number,
  now: Date,
): Promise<MailboxMail | undefined> {
  const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
  if (!row) return undefined;
  const entry = entryOf(row, now);
  return entry.state === 'kept' ? { ...entry, body: openedBodyOf(row, secretBox) } : entry;
}

/**
 * The address of the development mailbox where it is served; else undefined. It names this
 * machine, the only host the mailbox serves (mailbox-routes.ts), whatever PUBLIC_URL says.
 */
export const devMailboxUrl = ({
  devMailbox,
  port,
}: Pick<MailboxSettings, 'devMailbox' | 'port'>) => (devMailbox ? mailboxAddress(port) : undefined);

const mailboxAddress = (port: number) => `http://localhost:${port}${MAILBOX_PATH}`;

/** Why the mailbox is off and how to read it all the same, by the setting that keeps it off. */
function mailboxOffNote({ devMailboxOffBy, host, port }: MailboxSettings): string {
  const readIt = `to read it on this machine at ${mailboxAddress(port)}`;
  switch (devMailboxOffBy) {
    case 'HOST':
      return `the development mailbox is off, since HOST=${host} lets other machines connect. Start with HOST=127.0.0.1, or DEV_MAILBOX=on, ${readIt}`;
    case 'TRUST_PROXY':
      return `the development mailbox is off, since TRUST_PROXY says a proxy forwards visitors to the app. Start with DEV_MAILBOX=on ${readIt} (never through the proxy)`;
    default:
      return `the development mailbox is off (DEV_MAILBOX=off). Start with DEV_MAILBOX=on ${readIt}`;
  }
}

/**
 * What the start says of held mail while no SMTP server is configured (by SMTP_URL or the
 * saved settings): where to read it, or why the mailbox is off and how to turn it on.
 * Nothing in production, where mail is never shown, nor once mail goes out.
 */
export async function keptMailNotice(
  db: Database,
  settings: MailboxSettings,
): Promise<string | undefined> {
  if (settings.devMailboxOffBy === 'NODE_ENV') return undefined;
  const route = await describeMailRoute(db, settings.smtpUrl);
  if (route.provider !== 'outbox') return undefined;
  const url = devMailboxUrl(settings);
  return url
    ? `No SMTP server is configured: read the app's mail at ${url}`
    : `No SMTP server is configured: mail is kept, and ${mailboxOffNote(settings)}.`;
}

/**
 * Whether mail is held now rather than sent, and the development mailbox's address while it
 * is (none in production): what a page says after it asked for a mail.
 */
export async function mailDelivery(
  db: Database,
  { smtpUrl, mailboxUrl }: { smtpUrl?: string; mailboxUrl?: string },
): Promise<MailDelivery> {
  const { provider } = await describeMailRoute(db, smtpUrl);
  const mailKept = provider === 'outbox';
  return { mailKept, mailboxUrl: (mailKept && mailboxUrl) || null };
}
