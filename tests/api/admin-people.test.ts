import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPeoplePage, AdminPerson } from '../../src/shared/schemas/admin';
import type { Person } from '../../src/shared/schemas/people';
import { adminAuditLog, people, socialAccounts, votes } from '../../src/server/model/schema';
import { castVote, createAccount, createPerson, createUser } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;
let allVerified: { id: number };
let mixed: { id: number };
let noAccounts: { id: number };
let verifiedAndRejected: { id: number };
let onlyRejected: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await signedInUser(ctx, { role: 'admin' });
  const adder = await createUser(db, { username: 'people_adder' });
  allVerified = await createPerson(db, {
    firstName: 'Vera',
    lastName: 'Fied',
    profession: 'Astronomer',
    addedById: adder.id,
  });
  await createAccount(db, { personId: allVerified.id, platform: 'YouTube', status: 'verified' });
  await createAccount(db, { personId: allVerified.id, platform: 'Twitch', status: 'verified' });
  mixed = await createPerson(db, {
    firstName: 'Penny',
    lastName: 'Ding',
    profession: 'Astronomer',
  });
  await createAccount(db, { personId: mixed.id, platform: 'YouTube', status: 'verified' });
  await createAccount(db, { personId: mixed.id, platform: 'Twitch', status: 'pending' });
  noAccounts = await createPerson(db, {
    firstName: 'Nora',
    lastName: 'Count',
    profession: 'Astronomer',
  });
  verifiedAndRejected = await createPerson(db, {
    firstName: 'Rita',
    lastName: 'Jected',
    profession: 'Geologist',
  });
  await createAccount(db, {
    personId: verifiedAndRejected.id,
    platform: 'YouTube',
    status: 'verified',
  });
  await createAccount(db, {
    personId: verifiedAndRejected.id,
    platform: 'Twitch',
    status: 'rejected',
  });
  onlyRejected = await createPerson(db, {
    firstName: 'Rex',
    lastName: 'Jected',
    profession: 'Geologist',
  });
  await createAccount(db, { personId: onlyRejected.id, platform: 'Twitch', status: 'rejected' });
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const response = await send(ctx, 'GET', `/api/admin/people${query}`, undefined, admin);
  expect(response.statusCode).toBe(200);
  return response.json<AdminPeoplePage>();
};
const ids = (page: AdminPeoplePage) => page.people.map((person) => person.id);

describe('the admin people list', () => {
  it('answers people with category, adder and accounts, 10 a page by default', async () => {
    const page = await list('?search=astronomer');
    expect(page).toMatchObject({ totalCount: 3, limit: 10, page: 1 });
    const vera = page.people.find((person) => person.id === allVerified.id)!;
    expect(vera).toEqual({
      id: allVerified.id,
      firstName: 'Vera',
      lastName: 'Fied',
      profession: 'Astronomer',
      category: { name: 'Actors' },
      addedBy: { username: 'people_adder' },
      addedById: expect.any(Number),
      is_deleted: false,
      mergedIntoId: null,
      socialAccounts: [
        {
          id: expect.any(Number),
          username: expect.any(String),
          platform: { name: 'Twitch' },
          isVerified: true,
          status: 'verified',
        },
        {
          id: expect.any(Number),
          username: expect.any(String),
          platform: { name: 'YouTube' },
          isVerified: true,
          status: 'verified',
        },
      ],
    } satisfies AdminPerson);
  });

  it('filters: pending = any account awaiting votes, verified = one verified and none awaiting', async () => {
    expect(ids(await list('?search=astronomer&filter=verified'))).toEqual([allVerified.id]);
    expect(ids(await list('?search=astronomer&filter=pending'))).toEqual([mixed.id]);
    expect(ids(await list('?search=astronomer&filter=all')).sort()).toEqual(
      [allVerified.id, mixed.id, noAccounts.id].sort(),
    );
  });

  it('counts a rejected account as awaiting nothing', async () => {
    expect(ids(await list('?search=geologist&filter=pending'))).toEqual([]);
    expect(ids(await list('?search=geologist&filter=verified'))).toEqual([verifiedAndRejected.id]);
    expect(ids(await list('?search=geologist&filter=all')).sort()).toEqual(
      [verifiedAndRejected.id, onlyRejected.id].sort(),
    );
  });

  it('takes up to 1000 a page for the merge tool and refuses more', async () => {
    expect((await list('?limit=1000')).limit).toBe(1000);
    const tooMany = await send(ctx, 'GET', '/api/admin/people?limit=1001', undefined, admin);
    expect(tooMany.statusCode).toBe(400);
    const badFilter = await send(ctx, 'GET', '/api/admin/people?filter=rejected', undefined, admin);
    expect(badFilter.json().message).toBe('filter must be one of all, verified, pending');
  });
});

describe('soft-deleting a person', () => {
  it('hides them from the public, keeps them in the admin list with is_deleted', async () => {
    const person = await createPerson(ctx.database.db, { firstName: 'Gone', lastName: 'Soon' });
    const response = await send(ctx, 'DELETE', `/api/admin/people/${person.id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Person marked as deleted successfully' });
    expect((await send(ctx, 'GET', `/api/people/${person.id}`)).statusCode).toBe(404);
    const listed = (await list('?search=gone soon')).people[0]!;
    expect(listed).toMatchObject({ id: person.id, is_deleted: true });
    const [stored] = await ctx.database.db.select().from(people).where(eq(people.id, person.id));
    expect(stored!.isDeleted).toBe(true);
    const again = await send(ctx, 'DELETE', `/api/admin/people/${person.id}`, undefined, admin);
    expect(again.statusCode).toBe(400);
    const unknown = await send(ctx, 'DELETE', '/api/admin/people/999999', undefined, admin);
    expect(unknown.statusCode).toBe(404);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(person.id)));
    expect(audit).toMatchObject([
      {
        action: 'person.delete',
        targetType: 'person',
        before: { isDeleted: false },
        after: { isDeleted: true },
      },
    ]);
  });
});

describe('account moderation', () => {
  it('toggles verification both ways, keeping the votes, and the public page follows', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id, platform: 'Instagram' });
    for (let index = 0; index < 3; index++) {
      await castVote(db, account.id, (await createUser(db)).id, true);
    }
    await db
      .update(socialAccounts)
      .set({ approvalCount: 3 })
      .where(eq(socialAccounts.id, account.id));
    const toggle = () =>
      send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${account.id}/toggle-verification`,
        undefined,
        admin,
      );

    const verified = await toggle();
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Social account verified successfully',
      account: { id: account.id, isVerified: true, status: 'verified' },
    });
    let [stored] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    expect(stored).toMatchObject({ status: 'verified', verifiedAt: expect.any(Date) });
    const publicPage = (await send(ctx, 'GET', `/api/people/${person.id}`)).json<Person>();
    expect(publicPage.socialAccounts[0]).toMatchObject({ id: account.id, isVerified: true });
    const [summary] = await db.select().from(people).where(eq(people.id, person.id));
    expect(summary).toMatchObject({ verifiedAccountCount: 1, pendingAccountCount: 0 });

    const unverified = await toggle();
    expect(unverified.json()).toEqual({
      message: 'Social account unverified successfully',
      account: { id: account.id, isVerified: false, status: 'pending' },
    });
    [stored] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    expect(stored).toMatchObject({ status: 'pending', verifiedAt: null, approvalCount: 3 });
    expect(await db.select().from(votes).where(eq(votes.socialAccountId, account.id))).toHaveLength(
      3,
    );

    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(account.id)));
    expect(audit.map((row) => row.action)).toEqual(['account.verify', 'account.unverify']);
  });

  it('deletes an account: hidden from the public, kept in the database', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id, status: 'verified' });
    const response = await send(
      ctx,
      'DELETE',
      `/api/admin/social-accounts/${account.id}`,
      undefined,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Social account deleted successfully' });
    const publicPage = (await send(ctx, 'GET', `/api/people/${person.id}`)).json<Person>();
    expect(publicPage.socialAccounts).toEqual([]);
    const [stored] = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id));
    expect(stored!.isDeleted).toBe(true);
    const again = await send(
      ctx,
      'DELETE',
      `/api/admin/social-accounts/${account.id}`,
      undefined,
      admin,
    );
    expect(again.statusCode).toBe(404);
    const toggle = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${account.id}/toggle-verification`,
      undefined,
      admin,
    );
    expect(toggle.statusCode).toBe(404);
  });
});
