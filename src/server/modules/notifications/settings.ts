import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_INFO,
  type NotificationDelivery,
  type NotificationKind,
  notificationKindsFor,
} from '@shared/notification-kinds';
import type { NotificationSettings } from '@shared/schemas/notifications';
import type { Database } from '../../platform/database/client';
import { notificationSettings } from '../../model/schema';
import { badRequest } from '../../platform/http/http-errors';

type Role = 'user' | 'admin';

/** Where each kind the user can receive goes: their choice, or the kind's default. */
export async function getNotificationSettings(
  db: Database,
  user: { id: number; role: Role },
): Promise<NotificationSettings> {
  const chosen = await db
    .select({ kind: notificationSettings.kind, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id));
  const byKind = new Map(chosen.map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    notificationKindsFor(user.role).map((kind) => [
      kind,
      byKind.get(kind) ?? NOTIFICATION_KIND_INFO[kind].delivery,
    ]),
  );
}

/** Saves where some kinds go; a kind the user cannot receive is refused, and nothing is saved. */
export async function updateNotificationSettings(
  db: Database,
  user: { id: number; role: Role },
  changes: Record<string, NotificationDelivery>,
): Promise<NotificationSettings> {
  const allowed = new Set<string>(notificationKindsFor(user.role));
  const refused = Object.keys(changes).filter((kind) => !allowed.has(kind));
  if (refused.length > 0)
    throw badRequest(`Only administrators receive these notifications: ${refused.join(', ')}`);
  await saveDeliveries(
    db,
    user.id,
    changes as Partial<Record<NotificationKind, NotificationDelivery>>,
  );
  return getNotificationSettings(db, user);
}

/**
 * Saves where kinds go, and moves the mail still due for them along: a kind turned to the
 * inbox or off mails nothing more, one turned from at once to the digest waits for it.
 */
export async function saveDeliveries(
  db: Database,
  userId: number,
  changes: Partial<Record<NotificationKind, NotificationDelivery>>,
) {
  const rows = Object.entries(changes).map(([kind, delivery]) => ({
    userId,
    kind: kind as NotificationKind,
    delivery,
  }));
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { delivery: sql`excluded.delivery` },
    });
  await db.execute(sql`
    update notifications n set mail_due = case when c.delivery in ('email', 'digest') then c.delivery end
    from unnest(${sql.param(rows.map((row) => row.kind))}::text[],
      ${sql.param(rows.map((row) => row.delivery))}::text[]) as c(kind, delivery)
    where n.user_id = ${userId} and n.kind = c.kind and n.mail_due is not null`);
}
