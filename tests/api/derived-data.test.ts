import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/database/client';
import { ratings } from '../../src/server/model/schema';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import type { DirectoryChange } from '../../src/shared/schemas/changes';
import { readChanges } from '../helpers/changes';
import { categoryId, platformId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;
let proposer: SignedInUser;
/**
 * Enough users to decide any account, and to rate: the first ten are trusted, so their votes
 * count; the others are new, so theirs are recorded with weight 0.
 */
let voters: SignedInUser[];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
  proposer = await signedInUser(ctx);
  voters = [];
  for (let index = 0; index < 14; index += 1) {
    voters.push(await signedInUser(ctx, { trusted: index < 10 }));
  }
});
afterAll(() => ctx.close());

/**
 * Every kept figure beside a recount of it from the rows, as [kept, recounted] pairs. The
 * recounts are written here, apart from the application's own: votes (raw, and counted as
 * the sum of their weights) and ratings per account, ratings per comment, and per person
 * the ratings of their verified, undeleted accounts (the overall and the last 30 days'
 * average, the best account average) and how many of those accounts are verified or pending.
 */
const figureQueries = {
  account: sql`
    select a.id, json_build_object(
      'approval_count', json_build_array(a.approval_count,
        (select count(*) from votes v where v.social_account_id = a.id and v.is_approval)),
      'rejection_count', json_build_array(a.rejection_count,
        (select count(*) from votes v where v.social_account_id = a.id and not v.is_approval)),
      'counted_approvals', json_build_array(a.counted_approvals,
        (select coalesce(sum(v.weight), 0) from votes v
          where v.social_account_id = a.id and v.is_approval)),
      'counted_rejections', json_build_array(a.counted_rejections,
        (select coalesce(sum(v.weight), 0) from votes v
          where v.social_account_id = a.id and not v.is_approval)),
      'rating_count', json_build_array(a.rating_count,
        (select count(*) from ratings r where r.social_account_id = a.id)),
      'rating_sum', json_build_array(a.rating_sum,
        (select coalesce(sum(r.rating), 0) from ratings r where r.social_account_id = a.id)),
      'avg_rating', json_build_array(a.avg_rating,
        (select round(avg(r.rating), 3) from ratings r where r.social_account_id = a.id)),
      'avg_rating_30', json_build_array(a.avg_rating_30,
        (select round(avg(r.rating), 3) from ratings r
          where r.social_account_id = a.id and r.rated_at > now() - interval '30 days'))
    ) as figures
    from social_accounts a`,
  person: sql`
    with counted as (
      select a.person_id, r.rating, r.rated_at, a.id as account_id
      from ratings r join social_accounts a on a.id = r.social_account_id
      where a.status = 'verified' and a.is_deleted = false
    )
    select p.id, json_build_object(
      'verified_account_count', json_build_array(p.verified_account_count,
        (select count(*) from social_accounts a
          where a.person_id = p.id and a.status = 'verified' and a.is_deleted = false)),
      'pending_account_count', json_build_array(p.pending_account_count,
        (select count(*) from social_accounts a
          where a.person_id = p.id and a.status = 'pending' and a.is_deleted = false)),
      'rating_count', json_build_array(p.rating_count,
        (select count(*) from counted c where c.person_id = p.id)),
      'avg_rating', json_build_array(p.avg_rating,
        (select round(avg(c.rating), 3) from counted c where c.person_id = p.id)),
      'avg_rating_30', json_build_array(p.avg_rating_30,
        (select round(avg(c.rating), 3) from counted c
          where c.person_id = p.id and c.rated_at > now() - interval '30 days')),
      'best_account_rating', json_build_array(p.best_account_rating,
        (select max(average) from (
          select round(avg(c.rating), 3) as average from counted c
          where c.person_id = p.id group by c.account_id) accounts))
    ) as figures
    from people p`,
  comment: sql`
    select c.id, json_build_object(
      'rating_count', json_build_array(c.rating_count,
        (select count(*) from ratings r where r.comment_id = c.id)),
      'avg_rating', json_build_array(c.avg_rating,
        (select round(avg(r.rating), 3) from ratings r where r.comment_id = c.id))
    ) as figures
    from comments c`,
};

const asFigure = (value: unknown) => (value === null ? null : Number(value));

/** The kept figures that differ from their recount, said as "account 3 rating_count: kept 2, rows 3". */
async function figuresOutOfStep(): Promise<string[]> {
  const problems: string[] = [];
  for (const [table, query] of Object.entries(figureQueries)) {
    const rows = await queryRows<{ id: number; figures: Record<string, [unknown, unknown]> }>(
      ctx.database.db,
      query,
    );
    for (const { id, figures } of rows) {
      for (const [name, [kept, recounted]] of Object.entries(figures)) {
        if (asFigure(kept) !== asFigure(recounted)) {
          problems.push(`${table} ${id} ${name}: kept ${kept}, rows ${recounted}`);
        }
      }
    }
  }
  return problems;
}

const summary = (change: DirectoryChange) => ({
  kind: change.kind,
  personId: change.personId,
  accountId: change.accountId,
  mergedIntoId: change.mergedIntoId,
});
type ChangeSummary = ReturnType<typeof summary>;

const personAdded = (personId: number): ChangeSummary => ({
  kind: 'person_added',
  personId,
  accountId: null,
  mergedIntoId: null,
});
const accountChange = (
  kind: 'account_verified' | 'account_removed',
  personId: number,
  accountId: number,
): ChangeSummary => ({ kind, personId, accountId, mergedIntoId: null });

/** Every change the writes below are to record, in order. */
const expectedFeed: ChangeSummary[] = [];
let feedStart: string;

type Answer = Awaited<ReturnType<typeof send>>;

/**
 * Sends one write, which must succeed; then every kept figure must equal its recount and
 * the feed must hold exactly the changes expected of it.
 */
async function write(
  request: () => Promise<Answer>,
  changes: ChangeSummary[] | ((answer: Answer) => ChangeSummary[]) = [],
): Promise<Answer> {
  const since = (await readChanges(ctx, 'since=latest')).nextCursor;
  const answer = await request();
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  expect(await figuresOutOfStep()).toEqual([]);
  const expected = typeof changes === 'function' ? changes(answer) : changes;
  const page = await readChanges(ctx, `since=${since}&limit=1000`);
  expect(page.changes.map(summary)).toEqual(expected);
  expectedFeed.push(...expected);
  return answer;
}

const idOf = (answer: Answer) => answer.json<{ id: number }>().id;

const addPerson = async (firstName: string) =>
  idOf(
    await write(
      async () =>
        send(
          ctx,
          'POST',
          '/api/people',
          {
            firstName,
            lastName: 'Derived',
            profession: 'Mathematician',
            categoryId: await categoryId(ctx.database.db, 'Actors'),
          },
          proposer,
        ),
      (answer) => [personAdded(idOf(answer))],
    ),
  );

const propose = (personId: number, platform: string, username: string) =>
  write(async () =>
    send(
      ctx,
      'POST',
      '/api/social-accounts',
      {
        personId,
        platformId: await platformId(ctx.database.db, platform),
        username,
        evidence: 'Linked from the official website of this person.',
      },
      proposer,
    ),
  ).then(idOf);

const vote = (
  voter: SignedInUser,
  accountId: number,
  isApproval: boolean,
  changes?: ChangeSummary[],
) =>
  write(
    () => send(ctx, 'POST', '/api/votes', { socialAccountId: accountId, isApproval }, voter),
    changes,
  );

/** Votes by the first ten voters, the tenth of which decides the account. */
async function decide(accountId: number, isApproval: boolean, decision: ChangeSummary) {
  for (const [index, voter] of voters.slice(0, 10).entries()) {
    await vote(voter, accountId, isApproval, index === 9 ? [decision] : []);
  }
}

const rate = (rater: SignedInUser, accountId: number, rating: number) =>
  write(() => send(ctx, 'POST', `/api/social-accounts/${accountId}/rate`, { rating }, rater));

const toggleVerification = (accountId: number, changes: ChangeSummary[]) =>
  write(
    () =>
      send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${accountId}/toggle-verification`,
        undefined,
        admin,
      ),
    changes,
  );

describe('kept figures and the change feed follow every write route', () => {
  let ada: number;
  let bea: number;
  let cy: number;
  const accounts: Record<string, number> = {};

  beforeAll(async () => {
    feedStart = (await readChanges(ctx, 'since=latest')).nextCursor;
  });

  it('adding people', async () => {
    ada = await addPerson('Ada');
    bea = await addPerson('Bea');
    cy = await addPerson('Cy');
  });

  it('proposing accounts, and votes that verify, reject and change their mind', async () => {
    accounts.adaX = await propose(ada!, 'Twitter', 'ada_x');
    accounts.adaInsta = await propose(ada!, 'Instagram', 'ada_insta');
    accounts.adaFake = await propose(ada!, 'TikTok', 'ada_fake');
    accounts.adaTwitch = await propose(ada!, 'Twitch', 'ada_live');

    // A voter rejects, then approves: the counts move with the one vote.
    await vote(voters[0]!, accounts.adaX, false);
    await vote(voters[0]!, accounts.adaX, true);
    await vote(voters[0]!, accounts.adaX, true);
    await decide(accounts.adaX, true, accountChange('account_verified', ada!, accounts.adaX));
    await decide(accounts.adaFake, false, accountChange('account_removed', ada!, accounts.adaFake));
    await vote(voters[11]!, accounts.adaTwitch, true);
    await vote(voters[12]!, accounts.adaTwitch, false);
  });

  it('ratings and ratings replaced, of a fresh and of an aged rating', async () => {
    // A rating 45 days old, from before this test's writes: it counts overall, not in 30 days.
    await ctx.database.db.insert(ratings).values({
      socialAccountId: accounts.adaX!,
      userId: voters[13]!.id,
      rating: 1,
      ratingType: 'social',
      ratedAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000),
    });
    await refreshAllRatings(ctx.database.db);
    expect(await figuresOutOfStep()).toEqual([]);

    await rate(voters[0]!, accounts.adaX!, 5);
    await rate(voters[1]!, accounts.adaX!, 4);
    await rate(voters[2]!, accounts.adaX!, 2);
    await rate(voters[0]!, accounts.adaX!, 3);
    // The aged rating replaced now: it enters the last 30 days.
    await rate(voters[13]!, accounts.adaX!, 2);
  });

  it('an admin verifying an account and taking it back, with its ratings', async () => {
    const insta = accounts.adaInsta!;
    await toggleVerification(insta, [accountChange('account_verified', ada!, insta)]);
    await rate(voters[3]!, insta, 5);
    await rate(voters[4]!, insta, 4);
    // Back to pending: its ratings stop counting towards the person.
    await toggleVerification(insta, [accountChange('account_removed', ada!, insta)]);
    await toggleVerification(insta, [accountChange('account_verified', ada!, insta)]);
  });

  it('a report resolved by removing its account', async () => {
    const insta = accounts.adaInsta!;
    const report = await write(() =>
      send(
        ctx,
        'POST',
        '/api/social-accounts/report',
        {
          socialAccountId: insta,
          reason: 'This account is an impersonation.',
          evidence: 'The real one is linked from the official site.',
        },
        voters[5],
      ),
    );
    const reportId = report.json<{ report: { id: number } }>().report.id;
    const resolve = (action: string, changes: ChangeSummary[]) =>
      write(
        () => send(ctx, 'POST', `/api/admin/reports/${reportId}/resolve`, { action }, admin),
        changes,
      );
    await resolve('investigate', []);
    await resolve('remove', [accountChange('account_removed', ada!, insta)]);
  });

  it('comments rated and rated again', async () => {
    const comment = await write(() =>
      send(
        ctx,
        'POST',
        '/api/comments',
        { text: 'Kept figures, kept well', personId: ada! },
        proposer,
      ),
    );
    const commentId = idOf(comment);
    const rateComment = (rater: SignedInUser, rating: number) =>
      write(() => send(ctx, 'POST', `/api/comments/${commentId}/rate`, { rating }, rater));
    await rateComment(voters[0]!, 4);
    await rateComment(voters[1]!, 1);
    await rateComment(voters[0]!, 5);
  });

  it('a merge that folds a verified duplicate into a rejected one', async () => {
    // The same handle as Ada's rejected account: proposable again, since that one is not live.
    accounts.beaFake = await propose(bea!, 'TikTok', 'ADA_FAKE');
    accounts.beaYoutube = await propose(bea!, 'YouTube', 'bea_tube');
    await vote(voters[12]!, accounts.beaFake, false);
    // voters[0..9] rejected Ada's and now approve Bea's: each keeps the survivor's vote only.
    await decide(accounts.beaFake, true, accountChange('account_verified', bea!, accounts.beaFake));
    await decide(
      accounts.beaYoutube,
      true,
      accountChange('account_verified', bea!, accounts.beaYoutube),
    );
    await rate(voters[6]!, accounts.beaFake, 5);
    await rate(voters[7]!, accounts.beaYoutube, 3);

    await write(
      () =>
        send(
          ctx,
          'POST',
          '/api/test-merge',
          { keepPersonId: ada!, removePersonId: bea!, cleanDuplicateSocialAccounts: true },
          admin,
        ),
      [
        { kind: 'person_merged', personId: bea!, accountId: null, mergedIntoId: ada! },
        accountChange('account_removed', bea!, accounts.beaFake),
        accountChange('account_verified', ada!, accounts.adaFake!),
        accountChange('account_verified', ada!, accounts.beaYoutube),
      ],
    );
  });

  it('a duplicate cleanup of one person, whose rejected duplicate was rated', async () => {
    accounts.cyOld = await propose(cy!, 'YouTube', 'cy_dup');
    await toggleVerification(accounts.cyOld, [
      accountChange('account_verified', cy!, accounts.cyOld),
    ]);
    await rate(voters[9]!, accounts.cyOld, 2);
    await toggleVerification(accounts.cyOld, [
      accountChange('account_removed', cy!, accounts.cyOld),
    ]);
    await decide(accounts.cyOld, false, accountChange('account_removed', cy!, accounts.cyOld));
    accounts.cyNew = await propose(cy!, 'YouTube', 'CY_DUP');
    await vote(voters[11]!, accounts.cyNew, true);
    await toggleVerification(accounts.cyNew, [
      accountChange('account_verified', cy!, accounts.cyNew),
    ]);
    await rate(voters[8]!, accounts.cyNew, 4);
    // The survivor takes in the duplicate's votes and its rating, which now counts for Cy.
    await write(
      () => send(ctx, 'POST', '/api/people/clean-social-accounts', { personId: cy! }, admin),
      [accountChange('account_verified', cy!, accounts.cyNew)],
    );
  });

  it('an admin deleting an account, a person and a user', async () => {
    await write(
      () => send(ctx, 'DELETE', `/api/admin/social-accounts/${accounts.adaX}`, undefined, admin),
      [accountChange('account_removed', ada!, accounts.adaX!)],
    );
    await write(
      () => send(ctx, 'DELETE', `/api/admin/people/${cy!}`, undefined, admin),
      [
        { kind: 'person_deleted', personId: cy!, accountId: null, mergedIntoId: null },
        accountChange('account_removed', cy!, accounts.cyNew!),
      ],
    );
    // A deleted user's votes and ratings stay, and keep counting.
    await write(() => send(ctx, 'DELETE', `/api/admin/users/${voters[0]!.id}`, undefined, admin));
    await write(() => send(ctx, 'POST', '/api/admin/update-30-day-ratings', undefined, admin));
  });

  it('the feed holds exactly those changes, in order', async () => {
    const everything = await readChanges(ctx, `since=${feedStart}&limit=1000`);
    expect(everything.changes.map(summary)).toEqual(expectedFeed);
  });
});
