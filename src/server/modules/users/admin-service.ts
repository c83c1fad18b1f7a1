import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '@shared/schemas/admin';
import type { Database } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { revokeUserSessions } from '../sessions';
import { recordAdminAction } from '../audit';

type UserRow = typeof users.$inferSelect;

/** The status the dashboard shows: Deleted, Inactive (disabled or e-mail not verified) or Active. */
export function userStatus(user: Pick<UserRow, 'deletedAt' | 'disabledAt' | 'isVerified'>) {
  if (user.deletedAt) return 'Deleted' as const;
  if (user.disabledAt || !user.isVerified) return 'Inactive' as const;
  return 'Active' as const;
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    isDisabled: user.disabledAt !== null,
    isTrusted: user.trustedAt !== null,
    status: userStatus(user),
    createdAt: user.createdAt.toISOString(),
  };
}

const statusConditions: Record<Exclude<AdminUsersQuery['status'], 'all_statuses'>, SQL> = {
  active: and(isNull(users.deletedAt), isNull(users.disabledAt), eq(users.isVerified, true))!,
  inactive: and(
    isNull(users.deletedAt),
    or(isNotNull(users.disabledAt), eq(users.isVerified, false)),
  )!,
  deleted: isNotNull(users.deletedAt),
};

/** `%text%` for LIKE with the text's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Users newest first, searched by username or e-mail, filtered by role and status. */
export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const where = and(
    query.search
      ? or(
          ilike(users.username, containsPattern(query.search)),
          ilike(users.email, containsPattern(query.search)),
        )
      : undefined,
    query.filter === 'all_roles' ? undefined : eq(users.role, query.filter),
    query.status === 'all_statuses' ? undefined : statusConditions[query.status],
  );
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    users: rows.map(toAdminUser),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * Locks the admins (in id order, so concurrent admin actions queue instead of deadlocking)
 * and then the target user. Refuses to take away the last active admin, and refuses an
 * actor who stopped being an admin after the request was let in.
 */
export async function lockForAdminChange(
  tx: Database,
  actorId: number,
  targetId: number,
  /** Given when the change takes away an admin: the refusal if they are the last one. */
  lastAdminMessage?: string,
): Promise<UserRow> {
  const admins = await tx
    .select({ id: users.id, deletedAt: users.deletedAt, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw notFound('User not found');
  if (target.deletedAt) throw badRequest('This user has been deleted');
  const activeAdmins = admins.filter((admin) => !admin.deletedAt && !admin.disabledAt);
  if (lastAdminMessage && target.role === 'admin') {
    if (!activeAdmins.some((admin) => admin.id !== target.id)) throw badRequest(lastAdminMessage);
  }
  if (!activeAdmins.some((admin) => admin.id === actorId)) throw forbidden('Admin access required');
  return target;
}

export async function changeUserRole(
  db: Database,
  actorId: number,
  targetId: number,
  role: UserRow['role'],
) {
  if (actorId === targetId) throw badRequest('You cannot change your own role');
  return db.transaction(async (tx) => {
    const target = await lockForAdminChange(
      tx,
      actorId,
      targetId,
      role === 'admin' ? undefined : 'The last administrator cannot be demoted',
    );
    const [updated] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.id, targetId))
      .returning();
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.role',
      targetType: 'user',
      targetId,
      before: { role: target.role },
      after: { role },
    });
    return { message: `User role updated to ${role} successfully`, user: toAdminUser(updated!) };
  });
}

/** Ends every session of a deleted user and voids their unused e-mail links. */
async function cutAccess(tx: Database, userId: number) {
  await revokeUserSessions(tx, userId);
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

/**
 * Disables a user: unverified and marked disabled, so they can neither sign in nor write
 * until an admin enables them (Decision 13); every session ends at once.
 */
export async function disableUser(db: Database, actorId: number, targetId: number) {
  if (actorId === targetId) throw badRequest('You cannot disable your own account');
  return db.transaction(async (tx) => {
    const target = await lockForAdminChange(
      tx,
      actorId,
      targetId,
      'The last administrator cannot be disabled',
    );
    const disabledAt = target.disabledAt ?? new Date();
    await tx.update(users).set({ isVerified: false, disabledAt }).where(eq(users.id, targetId));
    await revokeUserSessions(tx, targetId);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.disable',
      targetType: 'user',
      targetId,
      before: { isVerified: target.isVerified, disabledAt: target.disabledAt },
      after: { isVerified: false, disabledAt },
    });
    return { message: 'User disabled successfully' };
  });
}

/**
 * Lifts a disable: the user is verified again if their e-mail was confirmed (before the
 * disable or since), else they still have to confirm it before they can sign in.
 */
export async function enableUser(db: Database, actorId: number, targetId: number) {
  return db.transaction(async (tx) => {
    const target = await lockForAdminChange(tx, actorId, targetId);
    if (!target.disabledAt) throw badRequest('This user is not disabled');
    const isVerified = target.emailVerifiedAt !== null;
    await tx.update(users).set({ isVerified, disabledAt: null }).where(eq(users.id, targetId));
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.enable',
      targetType: 'user',
      targetId,
      before: { isVerified: target.isVerified, disabledAt: target.disabledAt },
      after: { isVerified, disabledAt: null },
    });
    return { message: 'User enabled successfully' };
  });
}

/** Marks a user deleted: they keep their contributions (Decision 10), lose every session and link. */
export async function deleteUser(db: Database, actorId: number, targetId: number) {
  if (actorId === targetId) throw badRequest('You cannot delete your own account');
  return db.transaction(async (tx) => {
    const target = await lockForAdminChange(
      tx,
      actorId,
      targetId,
      'The last administrator cannot be deleted',
    );
    const deletedAt = new Date();
    await tx.update(users).set({ deletedAt }).where(eq(users.id, targetId));
    await cutAccess(tx, targetId);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.delete',
      targetType: 'user',
      targetId,
      before: { username: target.username, role: target.role, deletedAt: null },
      after: { deletedAt },
    });
    return { id: targetId, message: 'User deleted successfully' };
  });
}
