import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';

/**
 * Every mail the server sends or would send. A mail waits in the outbox until it is sent:
 * for good when no SMTP server is configured, else until the next attempt is due
 * (next_attempt_at, which also holds it while an instance is sending it).
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * Sealed with the settings key while the mail may still be sent (it can hold a sign-in
     * link), emptied once it is sent, given up or past the longest link's lifetime.
     */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Whether the bodies are sealed; mails stored before sealing began are not. */
    bodySealed: boolean('body_sealed').notNull().default(false),
    replyTo: text('reply_to'),
    /**
     * The address that stops this kind of mail (a notification's), sent as List-Unsubscribe
     * with one-click List-Unsubscribe-Post; sealed and emptied like the bodies, since its token
     * changes the recipient's settings.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /**
     * The hash of the single-use token the mail's link carries (a verification or reset
     * link): a queued mail whose token was used, replaced or expired meanwhile is not sent.
     */
    linkTokenHash: text('link_token_hash'),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    messageId: text('message_id'),
    /** Why the last attempt failed. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is tried again; none for a mail that nothing will send. */
    nextAttemptAt: optionalTime('next_attempt_at'),
    createdAt: createdAt('created_at'),
    sentAt: optionalTime('sent_at'),
  },
  (table) => [
    index('outgoing_emails_created_at_idx').on(table.createdAt),
    index('outgoing_emails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'outbox' and ${table.nextAttemptAt} is not null`),
  ],
);
