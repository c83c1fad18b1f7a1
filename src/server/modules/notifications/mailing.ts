import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@shared/notification-kinds';
import { type Database, queryRows } from '../../platform/database/client';
import { digestMail, type MailService, notificationMail } from '../mail';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { mayReceiveMail } from './drafts';
import { unsubscribeToken } from './unsubscribe';

/** What mailing notifications needs: the database, the outbox, the key that signs unsubscribe links, the site's address. */
export interface NotificationMailing {
  db: Database;
  outbox: Pick<MailService, 'queue'>;
  secretBox: SecretBox;
  publicUrl: string;
}

/** A digest goes when the oldest notification waiting for it is this old: at most one a day. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Notifications turned into mail in one transaction. */
const MAIL_BATCH = 20;
/** Users whose digest is looked at in one run. */
const DIGEST_BATCH = 50;

interface DueNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  text: string;
  link: string;
  email: string;
  username: string;
  mayReceive: boolean;
  createdAt: string | Date;
}

/** Notifications waiting for mail, locked for this transaction; rows another instance holds are skipped. */
const lockDue = (tx: Database, where: ReturnType<typeof sql>, limit: number) =>
  queryRows<DueNotification>(
    tx,
    sql`select n.id, n.user_id as "userId", n.kind, n.text, n.link, u.email, u.username,
          ${mayReceiveMail} as "mayReceive",
          n.created_at as "createdAt"
        from notifications n join users u on u.id = n.user_id
        where ${where}
        order by n.created_at, n.id
        limit ${limit}
        for update of n skip locked`,
  );

async function markMailed(tx: Database, ids: number[], mailed: boolean) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update notifications set mail_due = null, mailed_at = ${mailed ? sql`now()` : null}
    where id = any(${sql.param(ids)}::int[])`);
}

function links(mailing: NotificationMailing, userId: number, kinds: NotificationKind[]) {
  const token = encodeURIComponent(unsubscribeToken(mailing.secretBox, userId, kinds));
  return {
    settingsUrl: `${mailing.publicUrl}/profile#notification-settings`,
    // The page asks before it stops anything: a link scanner opening it changes nothing.
    pageUrl: `${mailing.publicUrl}/unsubscribe?token=${token}`,
    // The address mail clients post `List-Unsubscribe=One-Click` to (RFC 8058).
    oneClickUrl: `${mailing.publicUrl}/api/notifications/unsubscribe?token=${token}`,
  };
}

/**
 * Turns notifications due for a mail at once into outbox mail, one per notification, in the
 * transaction that marks them mailed: however many instances run this, a notification
 * becomes one mail, and the outbox sends each mail once. A notification of a user who may
 * no longer receive mail (see mayReceiveMail) is marked done unmailed.
 * Returns how many mails were queued.
 */
export async function queueDueNotificationMail(mailing: NotificationMailing): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await mailing.db.transaction(async (tx) => {
      const due = await lockDue(tx, sql`n.mail_due = 'email'`, MAIL_BATCH);
      const mailable = due.filter((notification) => notification.mayReceive);
      for (const notification of mailable) {
        const { settingsUrl, pageUrl, oneClickUrl } = links(mailing, notification.userId, [
          notification.kind,
        ]);
        const mail = notificationMail(
          notification.email,
          notification.username,
          { text: notification.text, url: `${mailing.publicUrl}${notification.link}` },
          { settingsUrl, unsubscribeUrl: pageUrl },
        );
        await mailing.outbox.queue(tx, { ...mail, unsubscribeUrl: oneClickUrl });
      }
      await markMailed(
        tx,
        mailable.map((notification) => notification.id),
        true,
      );
      await markMailed(
        tx,
        due
          .filter((notification) => !notification.mayReceive)
          .map((notification) => notification.id),
        false,
      );
      return { seen: due.length, queued: mailable.length };
    });
    queued += batch.queued;
    if (batch.seen < MAIL_BATCH) return queued;
  }
}

/**
 * Sends the digests that are due: a user's digest goes when the oldest notification waiting
 * for it has waited DIGEST_INTERVAL_MS, and gathers every notification waiting then. Each
 * user's digest is made in one transaction that locks what it gathers, so two instances
 * never mail the same notifications. Returns how many digests were queued.
 */
export async function queueDueDigests(mailing: NotificationMailing, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const users = await queryRows<{ userId: number }>(
    mailing.db,
    sql`select user_id as "userId" from notifications where mail_due = 'digest'
        group by user_id having min(created_at) <= ${dueBefore}
        order by min(created_at) limit ${DIGEST_BATCH}`,
  );
  let queued = 0;
  for (const { userId } of users) {
    const sent = await mailing.db.transaction(async (tx) => {
      const waiting = await lockDue(tx, sql`n.user_id = ${userId} and n.mail_due = 'digest'`, 1000);
      // Ordered oldest first; what another instance gathered a moment ago is no longer waiting.
      const oldest = waiting[0];
      if (!oldest || new Date(oldest.createdAt) > dueBefore) return false;
      const ids = waiting.map((notification) => notification.id);
      if (!oldest.mayReceive) {
        await markMailed(tx, ids, false);
        return false;
      }
      const kinds = [...new Set(waiting.map((notification) => notification.kind))];
      const { settingsUrl, pageUrl, oneClickUrl } = links(mailing, userId, kinds);
      const mail = digestMail(
        oldest.email,
        oldest.username,
        waiting.map((notification) => ({
          text: notification.text,
          url: `${mailing.publicUrl}${notification.link}`,
        })),
        { settingsUrl, unsubscribeUrl: pageUrl },
      );
      await mailing.outbox.queue(tx, { ...mail, unsubscribeUrl: oneClickUrl });
      await markMailed(tx, ids, true);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
