import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  MarkReadInput,
  Notification,
  NotificationsPage,
  NotificationsQuery,
} from '@shared/schemas/notifications';
import type { Database } from '../../platform/database/client';
import { notifications } from '../../model/schema';
import { countOf } from '@shared/plural';

const ownedBy = (userId: number) => eq(notifications.userId, userId);
const unread = isNull(notifications.readAt);

async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(userId), unread));
  return row!.unread;
}

function present(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    text: row.text,
    link: row.link,
    ...(row.personId !== null && { personId: row.personId }),
    ...(row.accountId !== null && { accountId: row.accountId }),
  };
}

/** A page of the user's notifications, newest first, with how many there are and how many unread. */
export async function listNotifications(
  db: Database,
  userId: number,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const where = query.unread ? and(ownedBy(userId), unread) : ownedBy(userId);
  const [rows, [matching], unreadTotal] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(notifications).where(where),
    unreadCount(db, userId),
  ]);
  return { notifications: rows.map(present), total: matching!.total, unread: unreadTotal };
}

/**
 * Marks the user's notifications read: the ones named (another user's ids are passed over,
 * as if they did not exist) or all of them. Marking one read again keeps its first time.
 */
export async function markNotificationsRead(db: Database, userId: number, input: MarkReadInput) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ownedBy(userId),
        unread,
        'ids' in input ? inArray(notifications.id, input.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return {
    message: `${countOf(marked.length, 'notification')} marked read`,
    marked: marked.length,
    unread: await unreadCount(db, userId),
  };
}
