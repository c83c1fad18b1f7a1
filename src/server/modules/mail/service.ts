import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database/client';
import { inFlight } from '../../platform/background/in-flight';
import type { SecretBox } from '../../platform/secrets/secret-box';
import {
  claimDueMail,
  emptyExpiredBodies,
  markAttemptFailed,
  markSent,
  type OutboxMail,
  queueInOutbox,
  recordSending,
  withdrawSpentLinks,
} from './outbox';
import { isPermanentRefusal } from './retry-policy';
import {
  openedBodyOf,
  openedUnsubscribeUrlOf,
  type OutgoingMail,
  sealedContentOf,
} from './sealing';
import {
  describeMailRoute,
  type MailProvider,
  type MailRoute,
  OUTBOX_INFO,
  openMailRoute,
} from './transport';

export interface MailResult {
  status: 'sent' | 'outbox' | 'failed';
  messageId?: string;
  provider: MailProvider;
  /** Where the mail went, without credentials: `host:port (TLS)`. */
  transportInfo: string;
  /** Why the attempt failed, when it did. */
  error?: string;
  /** When a mail whose attempt failed is tried again. */
  nextAttemptAt?: Date;
}

export interface SendOptions {
  /** Wait for the first attempt and return its outcome, instead of only recording the mail. */
  awaitDelivery?: boolean;
}

export type Mailer = (mail: OutgoingMail, options?: SendOptions) => Promise<MailResult>;

export interface MailService {
  send: Mailer;
  /**
   * Tries every mail whose next attempt is due at `now`, a few at a time until none is left
   * or `stopping` says so; returns how many were tried and sent.
   */
  deliverDue(
    now?: Date,
    options?: { stopping?: () => boolean },
  ): Promise<{ attempted: number; sent: number }>;
  /**
   * Empties the bodies of mails older than the longest link's lifetime, giving up those not
   * sent yet; returns how many.
   */
  emptyExpired(now?: Date): Promise<number>;
  /**
   * Records a mail inside the caller's transaction: once it commits, `deliverDue` (on any
   * instance) sends it. Without any SMTP server the mail is held until one is configured.
   */
  queue(tx: Database, mail: OutgoingMail): Promise<void>;
  /** Resolves once every attempt started so far has ended. */
  settled(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Opens the SMTP password of the saved settings, and seals the bodies of stored mail. */
  secretBox: SecretBox;
  /**
   * Where mail held without an SMTP server can be read on this machine (the development
   * mailbox), named in the log line of each held mail; none in production.
   */
  mailboxUrl?: string;
}

/**
 * Mails taken from the outbox at once by one instance: few enough that sending them all (each
 * at most about 50 s within the transport's timeouts) ends well within the sending lease.
 */
const DELIVERY_BATCH = 5;

/** Why a send failed, in the SMTP server's or the network's words (never a credential). */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The one-click unsubscribe headers of RFC 8058, for a mail that carries its address. */
function unsubscribeHeaders(mail: OutboxMail, secretBox: SecretBox) {
  const url = openedUnsubscribeUrlOf(mail, secretBox);
  if (!url) return {};
  return {
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Every mail is recorded before it is sent and stays in the outbox until the SMTP server takes
 * it. The first attempt starts at once, after the caller has its response (unless it asks to
 * wait); a failed attempt is tried again later with a growing wait (see retry-policy.ts), by
 * whichever instance runs `deliverDue` first. Without any SMTP server the mail is held, due, and
 * `deliverDue` sends it once an SMTP server is configured (unless its links expired first).
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log,
  secretBox,
  mailboxUrl,
}: MailerOptions): MailService {
  const attempts = inFlight();

  async function attemptOne(
    mail: OutboxMail,
    route: MailRoute | Error,
    now: Date,
  ): Promise<MailResult> {
    const where =
      route instanceof Error
        ? { provider: 'settings' as const, transportInfo: 'saved SMTP settings' }
        : { provider: route.provider, transportInfo: route.transportInfo };
    try {
      if (route instanceof Error) throw route;
      const info = await route.transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        ...openedBodyOf(mail, secretBox),
        replyTo: mail.replyTo ?? undefined,
        ...unsubscribeHeaders(mail, secretBox),
      });
      await markSent(db, mail.id, info.messageId, now);
      return { status: 'sent', messageId: info.messageId, ...where };
    } catch (error) {
      const reason = reasonOf(error);
      const outcome = await markAttemptFailed(db, mail, reason, {
        permanent: isPermanentRefusal(error),
        now,
      });
      const context = { to: mail.toAddress, subject: mail.subject, attempts: mail.attempts };
      if (outcome.status === 'failed') {
        log.error({ ...context, err: error }, 'mail given up: it could not be sent');
        return { status: 'failed', error: reason, ...where };
      }
      log.warn(
        { ...context, nextAttemptAt: outcome.nextAttemptAt, err: error },
        'mail not sent yet: it stays in the outbox for another attempt',
      );
      return { status: 'outbox', error: reason, nextAttemptAt: outcome.nextAttemptAt!, ...where };
    }
  }

  /** Sends mails this instance holds, over one connection to the SMTP server. */
  async function attempt(mails: OutboxMail[], now: Date): Promise<MailResult[]> {
    const route = await openMailRoute(db, secretBox, smtpUrl).then(
      (opened) => opened ?? new Error(OUTBOX_INFO),
      (error: unknown) => (error instanceof Error ? error : new Error(reasonOf(error))),
    );
    try {
      const results = [];
      for (const mail of mails) results.push(await attemptOne(mail, route, now));
      return results;
    } finally {
      if (!(route instanceof Error)) route.transport.close();
    }
  }

  const send: Mailer = async (mail, { awaitDelivery = false } = {}) => {
    const route = await describeMailRoute(db, smtpUrl);
    if (route.provider === 'outbox') {
      await queueInOutbox(db, sealedContentOf(mail, secretBox));
      // Never the text: it can hold a verification or reset link.
      log.info(
        { to: mail.to, subject: mail.subject },
        mailboxUrl
          ? `mail kept (no SMTP configured): read it at ${mailboxUrl}`
          : 'mail kept in the outbox (no SMTP configured)',
      );
      return { status: 'outbox', ...route };
    }
    const now = new Date();
    const recorded = await recordSending(db, sealedContentOf(mail, secretBox), now);
    const first = attempts.track(attempt([recorded], now).then(([result]) => result!));
    if (awaitDelivery) return first;
    first.catch((error: unknown) =>
      log.error({ err: error, to: mail.to }, 'mail attempt could not be recorded'),
    );
    return { status: 'outbox', ...route };
  };

  async function deliverDue(now = new Date(), { stopping = () => false } = {}) {
    const totals = { attempted: 0, sent: 0 };
    if ((await describeMailRoute(db, smtpUrl)).provider === 'outbox') return totals;
    await withdrawSpentLinks(db);
    while (!stopping()) {
      const due = await claimDueMail(db, now, DELIVERY_BATCH);
      if (due.length === 0) return totals;
      const results = await attempts.track(attempt(due, now));
      totals.attempted += results.length;
      totals.sent += results.filter((result) => result.status === 'sent').length;
    }
    return totals;
  }

  return {
    send,
    queue: (tx, mail) => queueInOutbox(tx, sealedContentOf(mail, secretBox)),
    deliverDue,
    emptyExpired: (now = new Date()) => emptyExpiredBodies(db, now),
    settled: attempts.settled,
  };
}
