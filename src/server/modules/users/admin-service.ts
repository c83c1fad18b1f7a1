import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '@shared/schemas/admin';
import type { Database } from '../../platform/database/client';
import { users, userTokens } from '../../model/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/http-errors';
import { revokeUserSessions } from '../sessions';
import { recordAdminAction } from '../audit';
import { runWrite, standingFollowUp } from '../derived-data';

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

type UserChange = Partial<Omit<UserRow, 'id'>>;

/** One admin action on one user, as `changeUserAsAdmin` carries it out. */
interface AdminChangeOfUser<Change extends UserChange> {
  /** The audit log's name for it: `user.role`, `user.disable`… */
  action: string;
  /** Given when the change takes away an admin: the refusal if they are the last one. */
  lastAdminMessage?: string;
  /** The new values, worked out from the locked row and the write's time (or a refusal thrown). */
  change: (target: UserRow, now: Date) => Change;
  /** What else the action does in the same transaction (ending sessions…). */
  alsoDo?: (tx: Database) => Promise<void>;
  /** The change alters what the standing rules read of the user (their role). */
  movesStanding?: true;
  /** What the audit row stores of the user before; the changed fields unless said. */
  recordBefore?: (target: UserRow) => unknown;
}

/**
 * Carries out an admin's change of a user in one transaction: locks the admins and the user
 * (lockForAdminChange), writes the new values and whatever else the action does, and the
 * audit row with the changed fields before and after. Returns the row before and after.
 */
export async function changeUserAsAdmin<Change extends UserChange>(
  db: Database,
  actorId: number,
  targetId: number,
  {
    action,
    lastAdminMessage,
    change,
    alsoDo,
    movesStanding,
    recordBefore,
  }: AdminChangeOfUser<Change>,
): Promise<{ before: UserRow; after: UserRow }> {
  return runWrite(db, action, async (tx, write) => {
    // A user's name, role and presence show on profiles, comments, reviews and lists alike.
    write.invalidateAll();
    const target = await lockForAdminChange(tx, actorId, targetId, lastAdminMessage);
    const values = change(target, write.now);
    const [after] = await tx.update(users).set(values).where(eq(users.id, targetId)).returning();
    await alsoDo?.(tx);
    if (movesStanding) write.followUp(standingFollowUp, { userId: targetId, rules: true });
    const changedBefore = Object.fromEntries(
      Object.keys(values).map((key) => [key, target[key as keyof UserRow]]),
    );
    await recordAdminAction(tx, {
      adminId: actorId,
      action,
      targetType: 'user',
      targetId,
      before: recordBefore ? recordBefore(target) : changedBefore,
      after: values,
    });
    return { before: target, after: after! };
  });
}

export async function changeUserRole(
  db: Database,
  actorId: number,
  targetId: number,
  role: UserRow['role'],
) {
  if (actorId === targetId) throw badRequest('You cannot change your own role');
  const { after } = await changeUserAsAdmin(db, actorId, targetId, {
    action: 'user.role',
    lastAdminMessage: role === 'admin' ? undefined : 'The last administrator cannot be demoted',
    change: () => ({ role }),
    // Admins are trusted: a change of role changes how the user's votes count.
    movesStanding: true,
  });
  return { message: `User role updated to ${role} successfully`, user: toAdminUser(after) };
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
  await changeUserAsAdmin(db, actorId, targetId, {
    action: 'user.disable',
    lastAdminMessage: 'The last administrator cannot be disabled',
    change: (target, now) => ({ isVerified: false, disabledAt: target.disabledAt ?? now }),
    alsoDo: (tx) => revokeUserSessions(tx, targetId),
  });
  return { message: 'User disabled successfully' };
}

/**
 * Lifts a disable: the user is verified again if their e-mail was confirmed (before the
 * disable or since), else they still have to confirm it before they can sign in.
 */
export async function enableUser(db: Database, actorId: number, targetId: number) {
  await changeUserAsAdmin(db, actorId, targetId, {
    action: 'user.enable',
    change: (target) => {
      if (!target.disabledAt) throw badRequest('This user is not disabled');
      return { isVerified: target.emailVerifiedAt !== null, disabledAt: null };
    },
  });
  return { message: 'User enabled successfully' };
}

/** Marks a user deleted: they keep their contributions (Decision 10), lose every session and link. */
export async function deleteUser(db: Database, actorId: number, targetId: number) {
  if (actorId === targetId) throw badRequest('You cannot delete your own account');
  await changeUserAsAdmin(db, actorId, targetId, {
    action: 'user.delete',
    lastAdminMessage: 'The last administrator cannot be deleted',
    change: (_target, now) => ({ deletedAt: now }),
    alsoDo: (tx) => cutAccess(tx, targetId),
    recordBefore: ({ username, role }) => ({ username, role, deletedAt: null }),
  });
  return { id: targetId, message: 'User deleted successfully' };
}
