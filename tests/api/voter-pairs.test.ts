import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRED_VOTERS_PER_ACCOUNT } from '../../src/shared/constants';
import {
  checkVoterPairs,
  rebuildVoterPairs,
  rebuildVoterPairsIfDue,
} from '../../src/server/modules/trust';
import { queryRows } from '../../src/server/platform/database/client';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * The counts independent groups are built from, kept by each vote (decision 0032), against
 * the same counts worked out from the vote rows alone: what two users' votes share, a user's
 * votes and approvals, a voter's approvals of a submitter.
 */

let ctx: TestContext;
let personId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  personId = (await createPerson(ctx.database.db)).id;
});
afterAll(() => ctx.close());

const AGREE = { users: 0, pairs: 0, submitters: 0, missingLinks: 0 };

async function vote(user: SignedInUser, socialAccountId: number, isApproval: boolean) {
  const response = await send(ctx, 'POST', '/api/votes', { socialAccountId, isApproval }, user);
  expect(response.statusCode, response.body).toBe(200);
}

const pairOf = async (a: { id: number }, b: { id: number }) => {
  const [pair] = await queryRows<{ alike: number; close: number }>(
    ctx.database.db,
    sql`select alike, close from voter_pairs
        where user_a = ${Math.min(a.id, b.id)} and user_b = ${Math.max(a.id, b.id)}`,
  );
  return pair ?? { alike: 0, close: 0 };
};

describe('the kept counts', () => {
  it('follow new votes and changes of mind exactly, as a recount of the vote rows finds them', async () => {
    const submitter = await createUser(ctx.database.db);
    const [ada, ben, cy] = [
      await signedInUser(ctx),
      await signedInUser(ctx),
      await signedInUser(ctx),
    ];
    const accounts = [];
    for (let index = 0; index < 3; index += 1) {
      accounts.push(
        await createAccount(ctx.database.db, { personId, submittedById: submitter.id }),
      );
    }
    const [x, y, z] = accounts as [
      (typeof accounts)[0],
      (typeof accounts)[0],
      (typeof accounts)[0],
    ];
    await vote(ada, x.id, true);
    await vote(ben, x.id, true);
    await vote(cy, x.id, false);
    await vote(ada, y.id, true);
    await vote(ben, y.id, true);
    // Ben changes his mind on y, then back; Cy approves z with Ada.
    await vote(ben, y.id, false);
    await vote(ben, y.id, true);
    await vote(ada, z.id, true);
    await vote(cy, z.id, true);
    await vote(cy, x.id, true);

    // Ada and Ben: alike on x and y, within the hour on both.
    expect(await pairOf(ada, ben)).toEqual({ alike: 2, close: 2 });
    // Ada and Cy: alike on x (since Cy changed her mind) and z.
    expect(await pairOf(ada, cy)).toEqual({ alike: 2, close: 2 });
    expect(await pairOf(ben, cy)).toEqual({ alike: 1, close: 1 });
    const [counts] = await queryRows<{ vote_count: number; approval_count: number }>(
      ctx.database.db,
      sql`select vote_count, approval_count from users where id = ${ben.id}`,
    );
    expect(counts).toEqual({ vote_count: 2, approval_count: 2 });
    const [favoured] = await queryRows<{ approvals: number }>(
      ctx.database.db,
      sql`select approvals from submitter_approvals
          where voter_id = ${ada.id} and submitter_id = ${submitter.id}`,
    );
    expect(favoured?.approvals).toBe(3);
    expect(await checkVoterPairs(ctx.database.db)).toEqual(AGREE);
  });

  it('pair only an account’s first voters, however many come later', async () => {
    const account = await createAccount(ctx.database.db, { personId });
    const first = await signedInUser(ctx);
    await vote(first, account.id, true);
    await ctx.database.db.execute(sql`
      insert into users (username, email, password_hash, is_verified)
      select 'crowd' || n || ${Date.now()}, 'crowd' || n || ${Date.now()} || '@example.com', 'x', true
      from generate_series(1, ${PAIRED_VOTERS_PER_ACCOUNT}) n`);
    await ctx.database.db.execute(sql`
      insert into votes (social_account_id, user_id, is_approval)
      select ${account.id}, id, true from users where username like 'crowd%'`);
    await rebuildVoterPairs(ctx.database.db);
    const late = await signedInUser(ctx);
    await vote(late, account.id, true);
    expect(await pairOf(first, late)).toEqual({ alike: 0, close: 0 });
    expect(await checkVoterPairs(ctx.database.db)).toEqual(AGREE);
  });

  it('that disagree with the votes are found, and worked out again from them, the links kept', async () => {
    const [ada, ben] = [await signedInUser(ctx), await signedInUser(ctx)];
    for (let index = 0; index < 3; index += 1) {
      const account = await createAccount(ctx.database.db, { personId });
      await vote(ada, account.id, true);
      await vote(ben, account.id, true);
    }
    const links = async () =>
      queryRows<{ kind: string }>(
        ctx.database.db,
        sql`select kind from voter_links where user_a = ${Math.min(ada.id, ben.id)}
            and user_b = ${Math.max(ada.id, ben.id)} order by kind`,
      );
    expect(await links()).toEqual([{ kind: 'co_voting' }, { kind: 'following' }]);
    await ctx.database.db.execute(sql`update voter_pairs set alike = alike + 5
      where user_a = ${Math.min(ada.id, ben.id)} and user_b = ${Math.max(ada.id, ben.id)}`);
    await ctx.database.db.execute(
      sql`update users set vote_count = vote_count + 1 where id = ${ada.id}`,
    );
    expect(await checkVoterPairs(ctx.database.db)).toMatchObject({ users: 1, pairs: 1 });

    await ctx.database.db.execute(
      sql`insert into settings (key, value) values ('rebuild_voter_pairs', 'true'::jsonb)`,
    );
    expect(await rebuildVoterPairsIfDue(ctx.database.db)).toBe(true);
    expect(await rebuildVoterPairsIfDue(ctx.database.db)).toBe(false);
    expect(await checkVoterPairs(ctx.database.db)).toEqual(AGREE);
    expect(await pairOf(ada, ben)).toEqual({ alike: 3, close: 3 });
    expect(await links()).toEqual([{ kind: 'co_voting' }, { kind: 'following' }]);
  });
});
