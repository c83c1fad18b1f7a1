import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '../../src/shared/schemas/admin';
import type { Person } from '../../src/shared/schemas/people';
import { adminAuditLog, reports, socialAccounts } from '../../src/server/model/schema';
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function report(
  accountId: number,
  reportedAt: Date,
  status: (typeof reports.$inferInsert)['status'] = 'pending',
) {
  const reporter = await createUser(ctx.database.db);
  const [row] = await ctx.database.db
    .insert(reports)
    .values({
      socialAccountId: accountId,
      userId: reporter.id,
      reason: 'This account is an impersonation.',
      evidence: 'The real one is linked from the official site.',
      status,
      reportedAt,
    })
    .returning();
  return { ...row!, reporter };
}

async function fixture() {
  const db = ctx.database.db;
  const person = await createPerson(db);
  const often = await createAccount(db, {
    personId: person.id,
    platform: 'Instagram',
    status: 'verified',
  });
  const once = await createAccount(db, {
    personId: person.id,
    platform: 'Twitter',
    status: 'verified',
  });
  const oldest = await report(often.id, minutesAgo(50));
  const investigating = await report(often.id, minutesAgo(40), 'investigating');
  const dismissed = await report(often.id, minutesAgo(30), 'dismissed');
  const newest = await report(once.id, minutesAgo(10));
  const middle = await report(often.id, minutesAgo(20));
  return { person, often, once, oldest, investigating, dismissed, middle, newest };
}

const queue = async (query = '') => {
  const response = await send(ctx, 'GET', `/api/admin/reports${query}`, undefined, admin);
  expect(response.statusCode).toBe(200);
  return response.json<AdminReport[]>();
};
const resolve = (id: number, action: string) =>
  send(ctx, 'POST', `/api/admin/reports/${id}/resolve`, { action }, admin);

describe('the report queue', () => {
  it('lists every report with person, account, reporter and priority, sorted three ways', async () => {
    const f = await fixture();
    const newestFirst = await queue();
    expect(newestFirst.map((r) => r.id)).toEqual(
      [f.newest, f.middle, f.dismissed, f.investigating, f.oldest].map((r) => r.id),
    );
    expect(newestFirst.find((r) => r.id === f.middle.id)).toEqual({
      id: f.middle.id,
      reason: 'This account is an impersonation.',
      evidence: 'The real one is linked from the official site.',
      reportedAt: f.middle.reportedAt.toISOString(),
      reviewedAt: null,
      status: 'pending',
      priority: 3,
      person: { id: f.person.id, name: `${f.person.firstName} ${f.person.lastName}` },
      account: {
        id: f.often.id,
        username: f.often.username,
        platform: 'Instagram',
        isDeleted: false,
      },
      reporter: { username: f.middle.reporter.username },
    } satisfies AdminReport);
    expect((await queue('?sort=oldest')).map((r) => r.id)).toEqual(
      [f.oldest, f.investigating, f.dismissed, f.middle, f.newest].map((r) => r.id),
    );
    const byPriority = await queue('?sort=priority');
    expect(byPriority.map((r) => r.priority)).toEqual([3, 3, 3, 3, 1]);
    expect(byPriority.at(-1)!.id).toBe(f.newest.id);
    expect((await queue('?platform=twitter')).map((r) => r.id)).toEqual([f.newest.id]);
    expect(await queue('?platform=all')).toHaveLength(5);
    const badSort = await send(ctx, 'GET', '/api/admin/reports?sort=loudest', undefined, admin);
    expect(badSort.statusCode).toBe(400);
  });
});

describe('acting on a report', () => {
  it('marks a report investigating, then dismisses it, with reviewedAt and audit rows', async () => {
    const f = await fixture();
    const investigated = await resolve(f.newest.id, 'investigate');
    expect(investigated.statusCode).toBe(200);
    expect(investigated.json()).toMatchObject({
      message: `Marked report for ${f.once.username} as investigating`,
      report: { id: f.newest.id, status: 'investigating', reviewedAt: expect.any(String) },
    });
    const dismissed = await resolve(f.newest.id, 'dismiss');
    expect(dismissed.json()).toMatchObject({
      message: `Dismissed report for ${f.once.username}`,
      report: { status: 'dismissed' },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, f.newest.id));
    expect(stored).toMatchObject({ status: 'dismissed', reviewedAt: expect.any(Date) });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(f.newest.id)));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'report.investigate',
        { status: 'pending', reviewedAt: null },
        { status: 'investigating', reviewedAt: expect.any(String) },
      ],
      [
        'report.dismiss',
        { status: 'investigating', reviewedAt: expect.any(String) },
        { status: 'dismissed', reviewedAt: expect.any(String) },
      ],
    ]);
  });

  it('removes the account and resolves every open report on it, nothing else', async () => {
    const f = await fixture();
    const removed = await resolve(f.middle.id, 'remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: `Removed account ${f.often.username} and resolved report`,
      report: { id: f.middle.id, status: 'resolved', reviewedAt: expect.any(String) },
      resolvedReportIds: [f.oldest.id, f.investigating.id, f.middle.id],
    });
    const statusOf = async (id: number) =>
      (await ctx.database.db.select().from(reports).where(eq(reports.id, id)))[0]!;
    for (const open of [f.oldest, f.investigating, f.middle]) {
      expect(await statusOf(open.id)).toMatchObject({
        status: 'resolved',
        reviewedAt: expect.any(Date),
      });
    }
    expect(await statusOf(f.dismissed.id)).toMatchObject({ status: 'dismissed', reviewedAt: null });
    expect(await statusOf(f.newest.id)).toMatchObject({ status: 'pending' });
    const [account] = await ctx.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, f.often.id));
    expect(account!.isDeleted).toBe(true);
    const page = (await send(ctx, 'GET', `/api/people/${f.person.id}`)).json<Person>();
    expect(page.socialAccounts.map((a) => a.id)).toEqual([f.once.id]);
    const listed = (await queue()).find((r) => r.id === f.middle.id)!;
    expect(listed).toMatchObject({ status: 'resolved', priority: 0, account: { isDeleted: true } });
  });

  it('refuses unknown actions and unknown reports', async () => {
    const f = await fixture();
    const bad = await resolve(f.newest.id, 'ignore');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Action must be investigate, dismiss or remove');
    expect((await resolve(999999, 'dismiss')).statusCode).toBe(404);
  });
});
