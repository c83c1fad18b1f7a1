import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseInfo } from '../../src/shared/schemas/admin-system';
import type { AuditEntry } from '../../src/shared/schemas/admin';
import { adminAuditLog, ratings, socialAccounts, users } from '../../src/server/model/schema';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

describe('database information', () => {
  it('answers the engine, the size and the exact row count of every table', async () => {
    const response = await send(ctx, 'GET', '/api/admin/database-info', undefined, admin);
    expect(response.statusCode).toBe(200);
    const info = response.json<DatabaseInfo>();
    expect(info.engine).toBe(ctx.database.engine);
    expect(info.sizeBytes).toBeGreaterThan(0);
    const [userCount] = await ctx.database.db.select({ total: count() }).from(users);
    const names = info.tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'people', 'social_accounts', 'admin_audit_log']),
    );
    expect(info.tables.find((table) => table.name === 'users')!.rows).toBe(
      Number(userCount!.total),
    );
    expect(info.tables.find((table) => table.name === 'platforms')!.rows).toBe(15);
    expect(info.replicas).toEqual([]);
    expect(info.uploadStorage).toBe('folder');
  });
});

describe('the 30-day ratings refresh', () => {
  it('recomputes the kept averages from the rating rows', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id, status: 'verified' });
    for (const rating of [2, 5]) {
      const rater = await createUser(db);
      await db
        .insert(ratings)
        .values({ socialAccountId: account.id, userId: rater.id, rating, ratingType: 'social' });
    }
    const response = await send(ctx, 'POST', '/api/admin/update-30-day-ratings', undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '30-day average ratings updated successfully' });
    const [stored] = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id));
    expect(stored).toMatchObject({ ratingCount: 2, avgRating: 3.5, avgRating30: 3.5 });
  });
});

describe('the audit log', () => {
  it('lists every admin action newest first, with who did it, paged', async () => {
    const target = await createUser(ctx.database.db);
    await send(ctx, 'POST', `/api/admin/users/${target.id}`, { role: 'admin' }, admin);
    await send(ctx, 'POST', '/api/admin/update-30-day-ratings', undefined, admin);
    const response = await send(ctx, 'GET', '/api/admin/audit-log?limit=2', undefined, admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      entries: AuditEntry[];
      total: number;
      page: number;
      limit: number;
    }>();
    const [rows] = await ctx.database.db.select({ total: count() }).from(adminAuditLog);
    expect(page).toMatchObject({ total: Number(rows!.total), page: 1, limit: 2 });
    expect(page.entries).toEqual([
      {
        id: expect.any(Number),
        admin: { id: admin.id, username: admin.username },
        action: 'ratings.refresh',
        targetType: 'ratings',
        targetId: null,
        before: null,
        after: null,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        action: 'user.role',
        targetType: 'user',
        targetId: String(target.id),
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);
    const second = await send(ctx, 'GET', '/api/admin/audit-log?limit=2&page=2', undefined, admin);
    const older = second.json<{ entries: AuditEntry[] }>().entries;
    expect(older.length).toBeGreaterThan(0);
    expect(older[0]!.id).toBeLessThan(page.entries[1]!.id);
  });
});
