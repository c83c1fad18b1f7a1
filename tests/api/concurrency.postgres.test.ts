import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/database/client';
import {
  comments,
  ratings,
  socialAccounts,
  users as userRows,
} from '../../src/server/model/schema';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import { checkVoterPairs, refreshStandings } from '../../src/server/modules/trust';
import {
  categoryId,
  createAccount,
  createPerson,
  giveValidatedRecords,
  MEMBER_AGE_DAYS,
  platformId,
  rateAccount,
} from '../helpers/factories';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createServerTestDatabase, createTestApp, type TestContext } from '../helpers/test-app';

// A real server on PostgreSQL, sent real HTTP requests at once: the embedded database runs
// one transaction at a time, and app.inject would not contend for the connection pool.
let ctx: TestContext;
let address: string;
let submitter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { database: await createServerTestDatabase({ poolSize: 16 }) });
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  submitter = await signedInUser(ctx);
});
afterAll(() => ctx.close());

interface Answer {
  status: number;
  body: { message?: string; status?: string; [field: string]: unknown };
}

async function post(url: string, payload: object, user?: SignedInUser): Promise<Answer> {
  const response = await fetch(`${address}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user?.headers },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A vote or a rating one user sent, with the answer it got. */
interface Write {
  user: SignedInUser;
  accountId: number;
  isApproval?: boolean;
  rating?: number;
  answer: Answer;
}

const users = (howMany: number, { trusted = false } = {}) =>
  Promise.all(Array.from({ length: howMany }, () => signedInUser(ctx, { trusted })));
const vote = (user: SignedInUser, socialAccountId: number, isApproval: boolean) =>
  post('/api/votes', { socialAccountId, isApproval }, user);

async function account(status: 'pending' | 'verified', personId?: number, platform?: string) {
  const owner = personId ?? (await createPerson(ctx.database.db)).id;
  return createAccount(ctx.database.db, {
    personId: owner,
    status,
    submittedById: submitter.id,
    platform,
  });
}

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(ctx.database.db, query);

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Gives these users the history the member rules read (an account old enough, a confirmed
 * e-mail, 5 ratings on 2 days, a validated record), and evaluates their standing, as their
 * own writes and the scheduled sweep do: a vote reads the kept standing.
 */
async function makeMembers(members: SignedInUser[]) {
  const db = ctx.database.db;
  const memberIds = members.map((member) => member.id);
  await giveValidatedRecords(db, memberIds, (await createPerson(db)).id);
  const rated: { id: number }[] = [];
  for (let count = 0; count < 5; count += 1) rated.push(await account('verified'));
  await db
    .update(userRows)
    .set({ createdAt: daysAgo(MEMBER_AGE_DAYS), emailVerifiedAt: daysAgo(MEMBER_AGE_DAYS) })
    .where(inArray(userRows.id, memberIds));
  await db.insert(ratings).values(
    members.flatMap((member) =>
      rated.map((target, index) => ({
        socialAccountId: target.id,
        userId: member.id,
        rating: 4,
        ratingType: 'social' as const,
        ratedAt: daysAgo(index < 3 ? 8 : 7),
      })),
    ),
  );
  await refreshAllRatings(db);
  await refreshStandings(db, memberIds, new Date());
}

/** The account's kept counts beside its vote rows. */
async function tally(id: number) {
  const [kept] = await ctx.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, id));
  const [inRows] = await rows<{ approvals: number; rejections: number }>(
    sql`select count(*) filter (where is_approval)::int as approvals,
      count(*) filter (where not is_approval)::int as rejections
      from votes where social_account_id = ${id}`,
  );
  return { kept: kept!, inRows: inRows! };
}

/** Each user's vote rows on an account, keyed by user id. */
async function votesByUser(accountId: number) {
  const found = await rows<{
    user_id: number;
    is_approval: boolean;
    weight: number;
    copies: number;
  }>(
    sql`select user_id, bool_and(is_approval) as is_approval, max(weight)::int as weight,
      count(*)::int as copies
      from votes where social_account_id = ${accountId} group by user_id`,
  );
  return new Map(found.map((row) => [row.user_id, row]));
}

describe('writes sent at the same moment', () => {
  it('200 voters of mixed standing, 40 changing their mind at once: counts equal rows, one change of state', async () => {
    const target = await account('pending');
    // By turns a new user (the vote is recorded and counts 0), a member, a trusted user.
    const standingAt = (index: number) => (['new', 'member', 'trusted'] as const)[index % 3]!;
    const voters = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        signedInUser(ctx, { trusted: standingAt(index) === 'trusted' }),
      ),
    );
    const members = voters.filter((_, index) => standingAt(index) === 'member');
    await makeMembers(members);
    for (const member of members) {
      const standing = await fetch(`${address}/api/user/standing`, { headers: member.headers });
      expect(await standing.json()).toMatchObject({ standing: 'member', votesCount: true });
    }
    const counts = new Set(voters.filter((_, index) => standingAt(index) !== 'new'));
    const first = (index: number) => index % 2 === 0;
    // A mind change goes out right behind the first vote, so the two race each other.
    const planned = voters.flatMap((user, index) => [
      { user, isApproval: first(index) },
      ...(index < 40 ? [{ user, isApproval: !first(index) }] : []),
    ]);
    const writes: Write[] = await Promise.all(
      planned.map(async ({ user, isApproval }) => ({
        user,
        accountId: target.id,
        isApproval,
        answer: await vote(user, target.id, isApproval),
      })),
    );
    const answers = writes.map((write) => write.answer);

    const { kept, inRows } = await tally(target.id);
    expect(['verified', 'rejected']).toContain(kept.status);
    const verified = kept.status === 'verified';
    // Once rejected, the account is hidden: later votes find nothing to vote on.
    const ended = verified
      ? { status: 409, message: 'Voting has ended: this account is already verified' }
      : { status: 404, message: 'Social account not found' };
    for (const answer of answers) {
      expect([200, ended.status]).toContain(answer.status);
      if (answer.status !== 200) expect(answer.body.message).toBe(ended.message);
    }
    expect({ approvals: kept.approvalCount, rejections: kept.rejectionCount }).toEqual(inRows);
    const stored = await votesByUser(target.id);
    const countingRows = (isApproval: boolean) =>
      voters.filter(
        (voter) => counts.has(voter) && stored.get(voter.id)?.is_approval === isApproval,
      ).length;
    const decisive = { approvals: kept.countedApprovals, rejections: kept.countedRejections };
    expect(decisive).toEqual({ approvals: countingRows(true), rejections: countingRows(false) });
    // Once decided, nothing moves: the deciding vote is the last one counted.
    expect(verified ? decisive.approvals : decisive.rejections).toBe(10);
    expect(verified ? decisive.rejections : decisive.approvals).toBeLessThan(10);
    expect(kept.verifiedAt !== null).toBe(verified);
    const accepted = answers.filter((answer) => answer.status === 200);
    for (const answer of accepted.filter((each) => each.body.status === 'pending')) {
      expect(answer.body.countedApprovals).toBeLessThan(10);
      expect(answer.body.countedRejections).toBeLessThan(10);
    }
    const deciding = accepted.filter((answer) => answer.body.status !== 'pending');
    expect(deciding.map((answer) => answer.body.status)).toEqual([kept.status]);
    expect(deciding[0]!.body).toMatchObject({
      countedApprovals: decisive.approvals,
      countedRejections: decisive.rejections,
    });
    const recorded = await rows<{ kind: string }>(
      sql`select kind from directory_changes where account_id = ${target.id}`,
    );
    expect(recorded).toEqual([{ kind: verified ? 'account_verified' : 'account_removed' }]);

    for (const voter of voters) {
      const acceptedOfVoter = writes.filter(
        (write) => write.user === voter && write.answer.status === 200,
      );
      const row = stored.get(voter.id);
      if (acceptedOfVoter.length === 0) expect(row).toBeUndefined();
      else {
        expect(row?.copies).toBe(1);
        expect(row?.weight).toBe(counts.has(voter) ? 1 : 0);
        expect(acceptedOfVoter.map((write) => write.isApproval)).toContain(row?.is_approval);
      }
    }
    expect(stored.size).toBe(inRows.approvals + inRows.rejections);
    // A mind change racing its own first vote is counted against the vote it replaced: what
    // groups voters agrees with the vote rows, and voters who met on one account are not linked.
    expect(await checkVoterPairs(ctx.database.db)).toEqual({
      users: 0,
      pairs: 0,
      submitters: 0,
      missingLinks: 0,
    });
    const voterIds = sql.param(voters.map((voter) => voter.id));
    const linked = await rows<{ kind: string }>(
      sql`select kind from voter_links
          where user_a = any(${voterIds}::int[]) and user_b = any(${voterIds}::int[])`,
    );
    expect(linked).toEqual([]);
  });

  it('one user sending the same review 20 times at once gets one review', async () => {
    const target = await account('verified');
    const [author] = await users(1);
    const reviewText = 'Posts match the interviews this person gave on television.';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/social-accounts/${target.id}/reviews`, { reviewText }, author),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 409));
    for (const answer of refused)
      expect(answer.body.message).toBe(
        'You have already reviewed this account. Edit your review instead.',
      );
    const listed = await fetch(`${address}/api/social-accounts/${target.id}/reviews`);
    expect(await listed.json()).toMatchObject({
      total: 1,
      reviews: [{ reviewText, user: { username: author!.username } }],
    });
  });

  // A few rounds, each on its own address: one round alone often misses the race.
  it.each([1, 2, 3, 4, 5])(
    'round %i: 20 registrations of one e-mail at once, in any case, create one user and one verification mail',
    async (round) => {
      const email = `same.person.${round}@example.com`;
      const spellings = [email, email.toUpperCase(), `Same.Person.${round}@Example.com`];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          post('/api/register', {
            username: `racer_${round}_${index}`,
            email: spellings[index % spellings.length],
            password: 'Str0ng!Password',
            confirmPassword: 'Str0ng!Password',
          }),
        ),
      );
      // Every answer is the neutral one: none tells which registration won.
      expect(answers[0]).toMatchObject({
        status: 201,
        body: {
          message:
            'Account created successfully! No mail server is set up yet, so the verification email was kept, not sent.',
          mailKept: true,
        },
      });
      expect(answers).toEqual(answers.map(() => answers[0]));
      const registered = await rows<{ username: string }>(
        sql`select username from users where lower(email) = ${email}`,
      );
      expect(registered).toHaveLength(1);
      const mails = await rows<{ subject: string; mails: number }>(
        sql`select subject, count(*)::int as mails from outgoing_emails
          where lower(to_address) = ${email} group by subject order by subject`,
      );
      expect(mails).toEqual([
        { subject: 'Verify your email for VerifiedVoices', mails: 1 },
        { subject: 'Your VerifiedVoices account', mails: 19 },
      ]);
    },
  );

  // Three rounds, each with two new people: one round alone may miss the moment that matters.
  it.each([1, 2, 3])(
    'round %i: merging two people while 18 users vote on and rate their accounts loses nothing',
    async () => {
      const db = ctx.database.db;
      const [keep, remove] = [await createPerson(db), await createPerson(db)];
      const balanced = [
        await account('pending', keep.id),
        await account('pending', keep.id),
        await account('pending', remove.id),
        await account('pending', remove.id),
      ];
      // Approved by everyone, so the vote that verifies it may meet the merge too. (On a
      // platform where neither person has a verified account: a second one would wait.)
      const decided = await account('pending', remove.id, 'YouTube');
      const rated = await account('verified', remove.id);
      const targets = [...balanced, decided, rated];
      // Trusted, so that every approval counts toward the account they all approve.
      const writers = await users(18, { trusted: true });
      const writes: Write[] = [];
      let startMerge!: () => void;
      const halfway = new Promise<void>((resolve) => (startMerge = resolve));
      // Each user goes through the accounts one after another, from a different start, so
      // writes keep arriving before, during and after the merge.
      const writing = Promise.all(
        writers.map(async (user, index) => {
          for (let step = 0; step < targets.length; step++) {
            const { id: accountId } = targets[(index + step) % targets.length]!;
            if (accountId === rated.id) {
              const rating = (index % 5) + 1;
              const answer = await post(`/api/social-accounts/${accountId}/rate`, { rating }, user);
              writes.push({ user, accountId, rating, answer });
            } else {
              const isApproval = accountId === decided.id || index % 2 === 0;
              writes.push({
                user,
                accountId,
                isApproval,
                answer: await vote(user, accountId, isApproval),
              });
            }
            if (writes.length === 30) startMerge();
          }
        }),
      );
      await halfway;
      const admin = await signedInUser(ctx, { role: 'admin' });
      const merged = await post(
        '/api/test-merge',
        { keepPersonId: keep.id, removePersonId: remove.id, cleanDuplicateSocialAccounts: true },
        admin,
      );
      await writing;

      expect(merged).toMatchObject({ status: 200, body: { accountsMoved: 4 } });
      // Only the votes that came after the 10th approval are refused, and for that reason.
      const refused = writes.filter((write) => write.answer.status !== 200);
      expect(refused.map(({ accountId, answer }) => ({ accountId, ...answer }))).toEqual(
        Array.from({ length: 8 }, () => ({
          accountId: decided.id,
          status: 409,
          body: { message: 'Voting has ended: this account is already verified' },
        })),
      );
      const accepted = (accountId: number) =>
        writes
          .filter((write) => write.accountId === accountId && write.answer.status === 200)
          .sort((a, b) => a.user.id - b.user.id);
      for (const target of [...balanced, decided]) {
        const stored = [...(await votesByUser(target.id)).values()].sort(
          (a, b) => a.user_id - b.user_id,
        );
        expect(stored).toEqual(
          accepted(target.id).map(({ user, isApproval }) => ({
            user_id: user.id,
            is_approval: isApproval,
            weight: 1,
            copies: 1,
          })),
        );
      }
      const ratingRows = await rows<{ user_id: number; rating: number }>(
        sql`select user_id, rating from ratings where social_account_id = ${rated.id} order by user_id`,
      );
      expect(ratingRows).toEqual(
        accepted(rated.id).map(({ user, rating }) => ({ user_id: user.id, rating })),
      );
      for (const target of targets) {
        const { kept, inRows } = await tally(target.id);
        expect(kept).toMatchObject({ personId: keep.id, isDeleted: false });
        expect({ approvals: kept.approvalCount, rejections: kept.rejectionCount }).toEqual(inRows);
      }
      expect((await tally(decided.id)).kept).toMatchObject({
        status: 'verified',
        approvalCount: 10,
      });
      const { kept: ratedNow } = await tally(rated.id);
      const ratingSum = writers.reduce((sum, _, index) => sum + (index % 5) + 1, 0);
      expect(ratedNow.ratingCount).toBe(18);
      expect(Number(ratedNow.avgRating)).toBeCloseTo(ratingSum / 18, 3);
      const [orphans] = await rows<{ writes: number }>(
        sql`select count(*)::int as writes from (
            select social_account_id from votes
            union all select social_account_id from ratings where social_account_id is not null
          ) write
          join social_accounts a on a.id = write.social_account_id
          join people p on p.id = a.person_id
          where a.is_deleted or p.is_deleted`,
      );
      expect(orphans?.writes).toBe(0);
      const [summary] = await rows<{ pending: number; verified: number; ratings: number }>(
        sql`select pending_account_count as pending, verified_account_count as verified,
            rating_count as ratings from people where id = ${keep.id}`,
      );
      expect(summary).toEqual({ pending: 4, verified: 2, ratings: 18 });
    },
  );

  it('the same rating 20 times at once keeps one rating and a correct average', async () => {
    const target = await account('verified');
    await rateAccount(ctx.database.db, target.id, [2, 4, 5]);
    const [rater] = await users(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(`/api/social-accounts/${target.id}/rate`, { rating: (index % 5) + 1 }, rater),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const [own] = await rows<{ rating: number; copies: number }>(
      sql`select min(rating) as rating, count(*)::int as copies from ratings
        where social_account_id = ${target.id} and user_id = ${rater!.id}`,
    );
    expect(own?.copies).toBe(1);
    const { kept } = await tally(target.id);
    expect(kept.ratingCount).toBe(4);
    expect(Number(kept.avgRating)).toBeCloseTo((2 + 4 + 5 + own!.rating) / 4, 3);
  });

  it('40 users rating one comment at once are all counted in its kept count and average', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const [comment] = await db
      .insert(comments)
      .values({
        text: 'Seen at the premiere last night.',
        userId: submitter.id,
        personId: person.id,
      })
      .returning();
    const raters = await users(40);
    const answers = await Promise.all(
      raters.map((rater, index) =>
        post(`/api/comments/${comment!.id}/rate`, { rating: (index % 5) + 1 }, rater),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(raters.map(() => 200));
    const [kept] = await db.select().from(comments).where(eq(comments.id, comment!.id));
    expect(kept?.ratingCount).toBe(40);
    expect(Number(kept?.avgRating)).toBeCloseTo(3, 3);
  });

  it('20 users adding one person or proposing one account at once create one of each', async () => {
    const proposers = await users(20);
    const names = [
      ['Ada', 'Quill'],
      ['ada', 'quill'],
      ['ADA', ' Quill '],
    ];
    const authors = await categoryId(ctx.database.db, 'Authors');
    const added = await Promise.all(
      proposers.map((proposer, index) => {
        const [firstName, lastName] = names[index % names.length]!;
        return post(
          '/api/people',
          { firstName, lastName, profession: 'Novelist', categoryId: authors },
          proposer,
        );
      }),
    );
    const [created, ...others] = [...added].sort((a, b) => a.status - b.status);
    expect(created?.status).toBe(201);
    const personId = created!.body.id as number;
    expect(others).toEqual(
      others.map(() => ({
        status: 409,
        body: {
          message: 'A person with this name already exists.',
          existingPerson: expect.objectContaining({ id: personId }),
        },
      })),
    );

    const instagram = await platformId(ctx.database.db, 'Instagram');
    const proposed = await Promise.all(
      proposers.map((proposer, index) =>
        post(
          '/api/social-accounts',
          {
            personId,
            platformId: instagram,
            username: index % 2 ? '@ada.quill' : 'Ada.Quill',
            evidence: 'Linked from the author page of her publisher.',
          },
          proposer,
        ),
      ),
    );
    expect(proposed.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of proposed.filter((answer) => answer.status !== 201))
      expect(answer).toEqual({
        status: 409,
        body: { message: 'This account has already been submitted and is pending or verified' },
      });
    const [person] = await rows<{ accounts: number; pending: number }>(
      sql`select (select count(*) from social_accounts where person_id = ${personId})::int as accounts,
          pending_account_count as pending from people where id = ${personId}`,
    );
    expect(person).toEqual({ accounts: 1, pending: 1 });
  });

  it('the same report 20 times at once opens one report', async () => {
    const target = await account('verified');
    const [reporter] = await users(1);
    const report = {
      socialAccountId: target.id,
      reason: 'The account asks followers for money.',
      evidence: 'The official site links another handle.',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/social-accounts/report', report, reporter)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'You have already reported this account. An administrator will review it.',
      );
    }
    const open = await rows<{ id: number }>(
      sql`select id from reports where social_account_id = ${target.id} and user_id = ${reporter!.id}`,
    );
    expect(open).toHaveLength(1);
  });
});
