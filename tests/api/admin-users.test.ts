import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../../src/shared/schemas/admin';
import { adminAuditLog, users, votes } from '../../src/server/model/schema';
import { changeUserRole, deleteUser } from '../../src/server/modules/users';
import { castVote, createAccount, createPerson, createUser } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await send(ctx, 'GET', `/api/admin/users${query}`, undefined, admin);
  expect(response.statusCode).toBe(200);
  return response.json<AdminUsersPage>();
};

const auditRows = (targetId: number) =>
  ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)));

describe('the user list', () => {
  it('labels each user Active, Inactive or Deleted and filters by role, status and search', async () => {
    const db = ctx.database.db;
    const active = await createUser(db, { username: 'listed_active' });
    const unverified = await createUser(db, { username: 'listed_unverified', isVerified: false });
    const disabled = await createUser(db, { username: 'listed_disabled', disabledAt: new Date() });
    const deleted = await createUser(db, { username: 'listed_deleted', deletedAt: new Date() });

    const found = await list('?search=LISTED_');
    expect(found.total).toBe(4);
    const statusOf = (id: number) => found.users.find((user) => user.id === id)?.status;
    expect(statusOf(active.id)).toBe('Active');
    expect(statusOf(unverified.id)).toBe('Inactive');
    expect(statusOf(disabled.id)).toBe('Inactive');
    expect(statusOf(deleted.id)).toBe('Deleted');
    expect(Object.keys(found.users[0]!).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isDisabled',
        'isTrusted',
        'isVerified',
        'role',
        'status',
        'username',
      ].sort(),
    );

    expect((await list('?search=listed_&status=active')).users.map((u) => u.id)).toEqual([
      active.id,
    ]);
    expect((await list('?search=listed_&status=inactive')).total).toBe(2);
    expect((await list('?search=listed_&status=deleted')).users.map((u) => u.id)).toEqual([
      deleted.id,
    ]);
    expect((await list(`?search=${active.email}`)).users.map((u) => u.id)).toEqual([active.id]);
    const admins = await list('?filter=admin&status=all_statuses');
    expect(admins.users.every((user) => user.role === 'admin')).toBe(true);
    expect(admins.users.map((user) => user.id)).toContain(admin.id);
    expect((await list('?filter=user&search=listed_')).total).toBe(4);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('pages 50 by default and at most 100, and refuses bad filters', async () => {
    expect(await list()).toMatchObject({ page: 1, limit: 50 });
    const small = await list('?limit=2&page=2');
    expect(small).toMatchObject({ page: 2, limit: 2 });
    expect(small.users).toHaveLength(2);
    for (const query of ['?limit=101', '?page=0', '?filter=owner', '?status=gone']) {
      const response = await send(ctx, 'GET', `/api/admin/users${query}`, undefined, admin);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('changing a role', () => {
  it('promotes and demotes another user, in the audit log', async () => {
    const target = await createUser(ctx.database.db);
    const promoted = await send(
      ctx,
      'POST',
      `/api/admin/users/${target.id}`,
      { role: 'admin' },
      admin,
    );
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: 'User role updated to admin successfully',
      user: { id: target.id, role: 'admin', status: 'Active' },
    });
    const demoted = await send(
      ctx,
      'POST',
      `/api/admin/users/${target.id}`,
      { role: 'user' },
      admin,
    );
    expect(demoted.json<{ user: AdminUser }>().user.role).toBe('user');
    const audit = await auditRows(target.id);
    expect(audit.map((row) => [row.action, row.adminId, row.before, row.after])).toEqual([
      ['user.role', admin.id, { role: 'user' }, { role: 'admin' }],
      ['user.role', admin.id, { role: 'admin' }, { role: 'user' }],
    ]);
  });

  it('refuses one’s own role, unknown users and unknown roles', async () => {
    const own = await send(ctx, 'POST', `/api/admin/users/${admin.id}`, { role: 'user' }, admin);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot change your own role');
    const unknown = await send(ctx, 'POST', '/api/admin/users/999999', { role: 'user' }, admin);
    expect(unknown.statusCode).toBe(404);
    const target = await createUser(ctx.database.db);
    const bad = await send(ctx, 'POST', `/api/admin/users/${target.id}`, { role: 'owner' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Role must be admin or user');
  });

  it('never removes the last admin, even for a request let in before its admin was demoted', async () => {
    const db = ctx.database.db;
    const [first, second] = [await signedInUser(ctx, { role: 'admin' }), admin];
    // Only two admins: `first` and `admin` demote each other at once. One wins, one admin stays.
    const answers = await Promise.all([
      send(ctx, 'POST', `/api/admin/users/${second.id}`, { role: 'user' }, first),
      send(ctx, 'POST', `/api/admin/users/${first.id}`, { role: 'user' }, second),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.find((code) => code !== 200)).toBeOneOf([400, 403]);
    const [winner, loser] = codes[0] === 200 ? [first, second] : [second, first];
    const remaining = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(remaining.map((user) => user.id)).toEqual([winner.id]);

    // The loser was let in as an admin, then demoted: the service still keeps the last admin.
    await expect(changeUserRole(db, loser.id, winner.id, 'user')).rejects.toMatchObject({
      statusCode: 400,
      message: 'The last administrator cannot be demoted',
    });
    await expect(deleteUser(db, loser.id, winner.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The last administrator cannot be deleted',
    });
    expect((await db.select().from(users).where(eq(users.id, winner.id)))[0]).toMatchObject({
      role: 'admin',
      deletedAt: null,
    });
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
});

describe('disabling and deleting', () => {
  it('disables a user: unverified, Inactive, signed out at once', async () => {
    const target = await signedInUser(ctx);
    expect((await send(ctx, 'GET', '/api/auth-status', undefined, target)).json()).toMatchObject({
      authenticated: true,
    });
    const response = await send(
      ctx,
      'POST',
      `/api/admin/users/${target.id}/disable`,
      undefined,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User disabled successfully' });
    expect((await send(ctx, 'GET', '/api/user', undefined, target)).statusCode).toBe(401);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored).toMatchObject({ isVerified: false, disabledAt: expect.any(Date) });
    expect((await list(`?search=${target.username}`)).users[0]!.status).toBe('Inactive');
    expect((await auditRows(target.id))[0]).toMatchObject({ action: 'user.disable' });
  });

  it('deletes a user: Deleted, signed out, contributions kept, the id answered', async () => {
    const target = await signedInUser(ctx);
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, { personId: person.id });
    await castVote(ctx.database.db, account.id, target.id, true);
    const response = await send(ctx, 'DELETE', `/api/admin/users/${target.id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.id, message: 'User deleted successfully' });
    expect((await send(ctx, 'GET', '/api/user', undefined, target)).statusCode).toBe(401);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    const kept = await ctx.database.db.select().from(votes).where(eq(votes.userId, target.id));
    expect(kept).toHaveLength(1);
    expect((await list(`?search=${target.username}`)).users[0]!.status).toBe('Deleted');
    const again = await send(ctx, 'DELETE', `/api/admin/users/${target.id}`, undefined, admin);
    expect(again.statusCode).toBe(400);
    expect((await auditRows(target.id)).map((row) => row.action)).toEqual(['user.delete']);
  });

  it('never disables or deletes oneself', async () => {
    const disable = await send(
      ctx,
      'POST',
      `/api/admin/users/${admin.id}/disable`,
      undefined,
      admin,
    );
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe('You cannot disable your own account');
    const remove = await send(ctx, 'DELETE', `/api/admin/users/${admin.id}`, undefined, admin);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe('You cannot delete your own account');
  });
});
