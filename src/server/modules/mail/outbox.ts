import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { outgoingEmails, userTokens } from '../../model/schema';
import { isLastAttempt, retryDelayMs, SENDING_LEASE_MS } from './retry-policy';

export type OutboxMail = typeof outgoingEmails.$inferSelect;

export type MailContent = Pick<
  typeof outgoingEmails.$inferInsert,
  | 'toAddress'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'bodySealed'
  | 'replyTo'
  | 'unsubscribeUrl'
  | 'linkTokenHash'
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

/**
 * Records a mail for the outbox's delivery to send at its next run, on whichever instance
 * claims it first. Without any SMTP server it stays due, and goes once one is configured.
 */
export async function queueInOutbox(db: Database, content: MailContent): Promise<void> {
  await db
    .insert(outgoingEmails)
    .values({ ...content, status: 'outbox', nextAttemptAt: sql`now()` });
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
 * a taken row is no longer due, so each mail is taken by one instance only. A mail older than
 * its links is never taken (emptyExpiredBodies gives it up), even before its body is emptied.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.status, 'outbox'),
        lte(outgoingEmails.nextAttemptAt, now),
        gt(outgoingEmails.createdAt, new Date(now.getTime() - MAIL_BODY_LIFETIME_MS)),
      ),
    )
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

/**
 * Records a failed attempt: the mail waits for its next one, or is given up. A mail given up
 * meanwhile (its links expired: see emptyExpiredBodies) stays given up.
 */
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
    .where(and(eq(outgoingEmails.id, mail.id), eq(outgoingEmails.status, 'outbox')));
  return outcome;
}

/** Why a queued mail whose link was spent before it went out was given up. */
const LINK_SPENT =
  'Not sent: its link was used, replaced by a newer one or expired before the mail went out';

/**
 * Gives up the mails waiting in the outbox whose single-use link can no longer be followed
 * (its token used, revoked or expired): a verification link already followed from the
 * development mailbox is not mailed once an SMTP server is set up. Returns how many.
 */
export async function withdrawSpentLinks(db: Database): Promise<number> {
  const live = db
    .select({ hash: userTokens.tokenHash })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, outgoingEmails.linkTokenHash),
        isNull(userTokens.usedAt),
        // The tokens' own clock: delivery may be asked about a later moment (a retry's).
        gt(userTokens.expiresAt, sql`now()`),
      ),
    );
  const withdrawn = await db
    .update(outgoingEmails)
    .set({ ...EMPTIED_BODY, status: 'failed', nextAttemptAt: null, error: LINK_SPENT })
    .where(
      and(
        eq(outgoingEmails.status, 'outbox'),
        isNotNull(outgoingEmails.linkTokenHash),
        notExists(live),
      ),
    )
    .returning({ id: outgoingEmails.id });
  return withdrawn.length;
}

/** Why a mail whose links expired before it went out was given up. */
const EXPIRED_BEFORE_SMTP =
  'Expired before any SMTP server was configured: its links last 24 hours, so it is not sent';
const EXPIRED_BEFORE_SENT =
  'Expired before an attempt succeeded: its links last 24 hours, so it is not tried again';

/**
 * Empties the bodies of mails older than any link they can hold, and gives up those still in
 * the outbox (an empty mail is never sent); returns how many.
 */
export async function emptyExpiredBodies(db: Database, now: Date): Promise<number> {
  const expired = and(
    lte(outgoingEmails.createdAt, new Date(now.getTime() - MAIL_BODY_LIFETIME_MS)),
    sql`(${outgoingEmails.textBody} <> '' or ${outgoingEmails.htmlBody} <> ''
      or ${outgoingEmails.unsubscribeUrl} is not null)`,
  );
  const givenUp = await db
    .update(outgoingEmails)
    .set({
      ...EMPTIED_BODY,
      status: 'failed',
      nextAttemptAt: null,
      error: sql`case when ${outgoingEmails.attempts} = 0 then ${EXPIRED_BEFORE_SMTP}
        else ${EXPIRED_BEFORE_SENT} end`,
    })
    .where(and(expired, eq(outgoingEmails.status, 'outbox')))
    .returning({ id: outgoingEmails.id });
  const emptied = await db
    .update(outgoingEmails)
    .set(EMPTIED_BODY)
    .where(expired)
    .returning({ id: outgoingEmails.id });
  return givenUp.length + emptied.length;
}
