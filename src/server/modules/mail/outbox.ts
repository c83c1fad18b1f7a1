import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import { isLastAttempt, retryDelayMs, SENDING_LEASE_MS } from './retry-policy';

export type OutboxMail = typeof outgoingEmails.$inferSelect;

export type MailContent = Pick<
  typeof outgoingEmails.$inferInsert,
  'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'bodySealed' | 'replyTo' | 'unsubscribeUrl'
>;

/** The longest a link in a mail stays valid: a body older than this holds nothing live. */
export const MAIL_BODY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A mail nothing will send again keeps no body: it may have held a sign-in link. */
const EMPTIED_BODY = {
  textBody: '',
  htmlBody: '',
  bodySealed: false,
  unsubscribeUrl: null,
} as const;

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Keeps a mail that nothing will send (no SMTP server is configured). */
export async function keepInOutbox(db: Database, content: MailContent): Promise<void> {
  await db.insert(outgoingEmails).values({ ...content, status: 'outbox' });
}

/**
 * Records a mail for the outbox's delivery to send (`due`: at its next run, on whichever
 * instance claims it first), or keeps it where nothing will send it.
 */
export async function queueInOutbox(
  db: Database,
  content: MailContent,
  { due }: { due: boolean },
): Promise<void> {
  await db
    .insert(outgoingEmails)
    .values({ ...content, status: 'outbox', nextAttemptAt: due ? sql`now()` : null });
}

/** Records a mail this instance is about to send, held by it as if claimed. */
export async function recordSending(
  db: Database,
  content: MailContent,
  now: Date,
): Promise<OutboxMail> {
  const [row] = await db
    .insert(outgoingEmails)
    .values({
      ...content,
      status: 'outbox',
      attempts: 1,
      nextAttemptAt: after(now, SENDING_LEASE_MS),
    })
    .returning();
  return row!;
}

/**
 * Takes up to `limit` mails whose next attempt is due, counting the attempt and holding each
 * for the sending lease. Rows another instance is taking at the same moment are skipped, and
 * a taken row is no longer due, so each mail is taken by one instance only.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.status, 'outbox'), lte(outgoingEmails.nextAttemptAt, now)))
    .orderBy(asc(outgoingEmails.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outgoingEmails)
    .set({
      attempts: sql`${outgoingEmails.attempts} + 1`,
      nextAttemptAt: after(now, SENDING_LEASE_MS),
    })
    .where(inArray(outgoingEmails.id, due))
    .returning();
}

export async function markSent(db: Database, id: number, messageId: string, now: Date) {
  await db
    .update(outgoingEmails)
    .set({
      status: 'sent',
      messageId,
      sentAt: now,
      nextAttemptAt: null,
      error: null,
      ...EMPTIED_BODY,
    })
    .where(eq(outgoingEmails.id, id));
}

export interface FailedAttempt {
  status: 'outbox' | 'failed';
  /** When the mail is tried again; null once it is given up. */
  nextAttemptAt: Date | null;
}

/** Records a failed attempt: the mail waits for its next one, or is given up. */
export async function markAttemptFailed(
  db: Database,
  mail: Pick<OutboxMail, 'id' | 'attempts'>,
  reason: string,
  { permanent, now }: { permanent: boolean; now: Date },
): Promise<FailedAttempt> {
  const outcome: FailedAttempt =
    permanent || isLastAttempt(mail.attempts)
      ? { status: 'failed', nextAttemptAt: null }
      : { status: 'outbox', nextAttemptAt: after(now, retryDelayMs(mail.attempts)) };
  await db
    .update(outgoingEmails)
    .set({ ...outcome, error: reason, ...(outcome.status === 'failed' && EMPTIED_BODY) })
    .where(eq(outgoingEmails.id, mail.id));
  return outcome;
}

/** Empties the bodies of mails older than any link they can hold; answers how many. */
export async function emptyExpiredBodies(db: Database, now: Date): Promise<number> {
  const emptied = await db
    .update(outgoingEmails)
    .set(EMPTIED_BODY)
    .where(
      and(
        lte(outgoingEmails.createdAt, new Date(now.getTime() - MAIL_BODY_LIFETIME_MS)),
        sql`(${outgoingEmails.textBody} <> '' or ${outgoingEmails.htmlBody} <> ''
          or ${outgoingEmails.unsubscribeUrl} is not null)`,
      ),
    )
    .returning({ id: outgoingEmails.id });
  return emptied.length;
}
