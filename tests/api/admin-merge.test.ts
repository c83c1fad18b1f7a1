import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../src/shared/schemas/people';
import { queryRows } from '../../src/server/platform/database/client';
import {
  adminAuditLog,
  comments,
  people,
  ratings,
  reports,
  reviews,
  socialAccounts,
} from '../../src/server/model/schema';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import { checkVoterPairs } from '../../src/server/modules/trust';
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

const newUsers = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createUser(ctx.database.db)));

async function vote(accountId: number, voters: { id: number }[], isApproval: boolean) {
  for (const voter of voters) await castVote(ctx.database.db, accountId, voter.id, isApproval);
}

async function rate(accountId: number, entries: [{ id: number }, number][]) {
  for (const [user, rating] of entries) {
    await ctx.database.db
      .insert(ratings)
      .values({ socialAccountId: accountId, userId: user.id, rating, ratingType: 'social' });
    await ctx.database.db.insert(reviews).values({
      socialAccountId: accountId,
      userId: user.id,
      reviewText: `Rated ${rating} out of five.`,
    });
  }
}

async function stored(accountId: number) {
  const [account] = await ctx.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, accountId));
  const [rows] = await queryRows<Record<string, number>>(
    ctx.database.db,
    sql`select
      (select count(*) from votes where social_account_id = ${accountId} and is_approval)::int as approvals,
      (select count(*) from votes where social_account_id = ${accountId} and not is_approval)::int as rejections,
      (select count(distinct user_id) from votes where social_account_id = ${accountId})::int as voters,
      (select count(*) from votes where social_account_id = ${accountId})::int as votes,
      (select count(*) from ratings where social_account_id = ${accountId})::int as ratings,
      (select count(*) from reviews where social_account_id = ${accountId})::int as reviews,
      (select count(*) from reports where social_account_id = ${accountId})::int as reports`,
  );
  return { ...account!, rows: rows! };
}

const merge = (payload: object) => send(ctx, 'POST', '/api/test-merge', payload, admin);

describe('merging two people', () => {
  it('moves accounts and comments, merges duplicates without double counting, removes B', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db);
    const remove = await createPerson(db);
    const kept = await createAccount(db, {
      personId: keep.id,
      platform: 'Instagram',
      username: 'dupe_star',
      status: 'verified',
    });
    const duplicate = await createAccount(db, {
      personId: remove.id,
      platform: 'Instagram',
      username: 'DUPE_STAR',
      status: 'rejected',
    });
    const other = await createAccount(db, { personId: remove.id, platform: 'Twitch' });
    const approvers = await newUsers(10);
    const rejecters = await newUsers(10);
    await vote(kept.id, approvers, true);
    await vote(duplicate.id, [approvers[0]!], false); // voted on both: keeps the kept account's approval
    await vote(duplicate.id, rejecters, false);
    await vote(other.id, [approvers[1]!], true);
    const [both, keptOnly, duplicateOnly] = await newUsers(3);
    await rate(kept.id, [
      [both!, 5],
      [keptOnly!, 4],
    ]);
    await rate(duplicate.id, [
      [both!, 1],
      [duplicateOnly!, 3],
    ]);
    for (const reporter of await newUsers(2)) {
      await db.insert(reports).values({
        socialAccountId: duplicate.id,
        userId: reporter.id,
        reason: 'Looks like the same account twice.',
        evidence: 'Same handle on both people.',
      });
    }
    await db.insert(comments).values([
      { text: 'First comment about B', userId: both!.id, personId: remove.id },
      { text: 'Second comment about B', userId: keptOnly!.id, personId: remove.id },
    ]);
    await refreshAllRatings(db);

    const response = await merge({
      keepPersonId: String(keep.id),
      removePersonId: String(remove.id),
      cleanDuplicateSocialAccounts: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'People merged successfully',
      accountsMoved: 2,
      duplicatesRemoved: 1,
      commentsMoved: 2,
    });

    const survivor = await stored(kept.id);
    expect(survivor.rows).toEqual({
      approvals: 10,
      rejections: 10,
      voters: 20,
      votes: 20,
      ratings: 3,
      reviews: 3,
      reports: 2,
    });
    expect(survivor).toMatchObject({
      personId: keep.id,
      status: 'verified',
      isDeleted: false,
      approvalCount: 10,
      rejectionCount: 10,
      ratingCount: 3,
      avgRating: 4,
    });
    const [bothRating] = await db
      .select()
      .from(ratings)
      .where(and(eq(ratings.socialAccountId, kept.id), eq(ratings.userId, both!.id)));
    expect(bothRating!.rating).toBe(5);
    // The counts independent groups are built from follow the votes moved and dropped.
    expect(await checkVoterPairs(db)).toEqual({
      users: 0,
      pairs: 0,
      submitters: 0,
      missingLinks: 0,
    });
    const [dropped] = await queryRows<{ vote_count: number }>(
      db,
      sql`select vote_count from users where id = ${approvers[0]!.id}`,
    );
    expect(dropped?.vote_count).toBe(1);
    const gone = await stored(duplicate.id);
    expect(gone).toMatchObject({ isDeleted: true, approvalCount: 0, rejectionCount: 0 });
    expect(gone.rows).toMatchObject({ votes: 0, ratings: 0, reviews: 0, reports: 0 });

    const [removed] = await db.select().from(people).where(eq(people.id, remove.id));
    expect(removed).toMatchObject({ isDeleted: true, mergedIntoId: keep.id });
    const mergedAway = await send(ctx, 'GET', `/api/people/${remove.id}`);
    expect(mergedAway.statusCode).toBe(301);
    expect(mergedAway.json()).toMatchObject({ mergedInto: { id: keep.id } });
    const page = (await send(ctx, 'GET', `/api/people/${keep.id}`)).json<Person>();
    expect(page.socialAccounts.map((account) => account.id).sort()).toEqual(
      [kept.id, other.id].sort(),
    );
    const movedComments = await db.select().from(comments).where(eq(comments.personId, keep.id));
    expect(movedComments).toHaveLength(2);
    const [summary] = await db.select().from(people).where(eq(people.id, keep.id));
    expect(summary).toMatchObject({
      verifiedAccountCount: 1,
      pendingAccountCount: 1,
      ratingCount: 3,
    });

    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'people.merge'));
    expect(audit).toMatchObject({ adminId: admin.id, targetId: String(keep.id) });
    expect(audit!.after).toMatchObject({
      duplicateMerges: [{ kept: kept.id, removed: [duplicate.id] }],
      commentsMoved: 2,
      reportsUpdated: 2,
    });
  });

  it('derives the status again: 10 distinct approvers across the duplicates verify the survivor', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db);
    const remove = await createPerson(db);
    const mine = await createAccount(db, {
      personId: keep.id,
      platform: 'TikTok',
      username: 'halves',
    });
    const theirs = await createAccount(db, {
      personId: remove.id,
      platform: 'TikTok',
      username: 'Halves',
      status: 'rejected',
    });
    const approvers = await newUsers(10);
    await vote(mine.id, approvers.slice(0, 6), true);
    await vote(theirs.id, approvers.slice(4), true); // two of them voted on both
    const response = await merge({ keepPersonId: keep.id, removePersonId: remove.id });
    expect(response.statusCode).toBe(200);
    const survivor = await stored(mine.id);
    expect(survivor.rows).toMatchObject({ approvals: 10, voters: 10, votes: 10 });
    expect(survivor).toMatchObject({
      status: 'verified',
      approvalCount: 10,
      verifiedAt: expect.any(Date),
    });
  });

  it('checks its input with the specification messages', async () => {
    const person = await createPerson(ctx.database.db);
    const cases: [object, number, string][] = [
      [{ removePersonId: person.id }, 400, 'Please select which person to keep'],
      [{ keepPersonId: '', removePersonId: person.id }, 400, 'Please select which person to keep'],
      [
        { keepPersonId: 'abc', removePersonId: person.id },
        400,
        'Invalid person IDs. Please try again with different people.',
      ],
      [
        { keepPersonId: person.id, removePersonId: '1.5' },
        400,
        'Invalid person IDs. Please try again with different people.',
      ],
      [
        { keepPersonId: person.id },
        400,
        'Invalid person IDs. Please try again with different people.',
      ],
      [
        { keepPersonId: person.id, removePersonId: String(person.id) },
        400,
        'Cannot merge a person with themselves.',
      ],
      [{ keepPersonId: person.id, removePersonId: 999999 }, 404, 'Person not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await merge(payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status,
        message,
      });
    }
  });
});

describe('cleaning one person’s duplicate accounts', () => {
  it('merges accounts of the same platform and username and moves their reports', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const first = await createAccount(db, {
      personId: person.id,
      platform: 'YouTube',
      username: 'twice',
      status: 'verified',
    });
    const second = await createAccount(db, {
      personId: person.id,
      platform: 'YouTube',
      username: 'TWICE',
      status: 'rejected',
    });
    const reporter = await createUser(db);
    await db.insert(reports).values({
      socialAccountId: second.id,
      userId: reporter.id,
      reason: 'Duplicate of the verified one.',
      evidence: 'Same handle, same platform.',
    });
    const clean = () =>
      send(
        ctx,
        'POST',
        '/api/people/clean-social-accounts',
        { personId: String(person.id) },
        admin,
      );
    const response = await clean();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Removed 1 duplicate social account',
      duplicatesRemoved: 1,
      reportsUpdated: 1,
    });
    expect((await stored(first.id)).rows.reports).toBe(1);
    expect((await stored(second.id)).isDeleted).toBe(true);
    expect((await clean()).json()).toEqual({
      success: true,
      message: 'No duplicate social accounts found',
      duplicatesRemoved: 0,
      reportsUpdated: 0,
    });
  });

  it('requires a person id', async () => {
    const missing = await send(ctx, 'POST', '/api/people/clean-social-accounts', {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Person ID is required');
    const unknown = await send(
      ctx,
      'POST',
      '/api/people/clean-social-accounts',
      { personId: 999999 },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
