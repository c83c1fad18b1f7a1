import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { adminAuditLog, users } from '../../model/schema';

export interface AdminAction {
  /** The administrator who acted; null when the directory's own rules acted on evidence. */
  adminId: number | null;
  /** What was done, as `target.verb`: `user.role`, `report.remove`, `people.merge`… */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  /** The parts of the record that the action changed, before and after (never a secret). */
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; callers pass their transaction so the row exists exactly when the change does. */
export async function recordAdminAction(db: Database, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The audit log, newest first, one page at a time. */
export async function listAuditLog(db: Database, { page, limit }: { page: number; limit: number }) {
  const [totalRow] = await db.select({ total: count() }).from(adminAuditLog);
  const rows = await db
    .select({ entry: adminAuditLog, adminName: users.username })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    entries: rows.map(({ entry, adminName }) => ({
      id: entry.id,
      admin:
        entry.adminId === null || adminName === null
          ? null
          : { id: entry.adminId, username: adminName },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: Number(totalRow?.total ?? 0),
    page,
    limit,
  };
}
