import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteResult } from '../../src/shared/schemas/accounts';
import type { TrustFlag } from '../../src/shared/schemas/trust';
import { queryRows } from '../../src/server/platform/database/client';
import { registerAndVerify } from '../helpers/accounts';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { send, signedInMember, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'http://directory.test';

let mail: MailCatcher;
let ctx: TestContext;
let admin: SignedInUser;
let personId: number;

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL, TRUST_PROXY: 'true' });
  admin = await signedInUser(ctx, { role: 'admin' });
  personId = (await createPerson(ctx.database.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

async function vote(user: SignedInUser, socialAccountId: number) {
  const response = await send(
    ctx,
    'POST',
    '/api/votes',
    { socialAccountId, isApproval: true },
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VoteResult>();
}

async function openFlags() {
  const response = await send(ctx, 'GET', '/api/admin/trust-flags', undefined, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ flags: TrustFlag[] }>().flags;
}

/** A member by the automatic rules (trusted users would be exempt from detection). */
/** A member, as the scheduled evaluation of standings has found them. */
const member = (): Promise<SignedInUser> => signedInMember(ctx, personId);

describe('the registration network', () => {
  it('is kept as keyed digests of the /24 and the /16, never the address, for as long as the user exists', async () => {
    const username = `netuser_${Date.now().toString(36)}`;
    await registerAndVerify(ctx, mail, PUBLIC_URL, username, { 'x-forwarded-for': '203.0.113.9' });
    const networksOf = () =>
      queryRows<{ network_digest: string; wide_network_digest: string }>(
        ctx.database.db,
        sql`select n.network_digest, n.wide_network_digest from registration_networks n
            join users u on u.id = n.user_id where u.username = ${username}`,
      );
    const rows = await networksOf();
    expect(rows).toHaveLength(1);
    const { network_digest: narrow, wide_network_digest: wide } = rows[0]!;
    for (const digest of [narrow, wide]) {
      expect(digest).toMatch(/^[\w-]{43}$/);
      expect(digest).not.toContain('203.0');
    }
    expect(wide).not.toBe(narrow);

    // It goes with the user, whose votes stop counting then.
    await ctx.database.db.execute(sql`delete from users where username = ${username}`);
    expect(await networksOf()).toEqual([]);
  });

  it('is the same digest for two addresses of one /24 and differs for another network', async () => {
    const digests: string[] = [];
    for (const address of ['198.51.100.1', '198.51.100.200', '198.51.101.1']) {
      const username = `netpair_${Date.now().toString(36)}_${digests.length}`;
      await registerAndVerify(ctx, mail, PUBLIC_URL, username, { 'x-forwarded-for': address });
      const [row] = await queryRows<{ network_digest: string }>(
        ctx.database.db,
        sql`select n.network_digest from registration_networks n
            join users u on u.id = n.user_id where u.username = ${username}`,
      );
      digests.push(row!.network_digest);
    }
    expect(digests[0]).toBe(digests[1]);
    expect(digests[2]).not.toBe(digests[0]);
  });
});

describe('an open flag', () => {
  it('holds an account whose counted approvals include a flagged group, until the flag is cleared', async () => {
    const submitter = await signedInUser(ctx, { trusted: true });
    const account = await createAccount(ctx.database.db, {
      personId,
      submittedById: submitter.id,
    });
    const [first, second] = [await member(), await member()];
    const [flag] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into trust_flags (kind, user_ids, account_ids, signals)
          values ('network', ${sql.param([first.id, second.id])}::int[],
            ${sql.param([account.id])}::int[], '[]') returning id`,
    );
    for (let index = 0; index < 9; index += 1) {
      await vote(await signedInUser(ctx, { trusted: true }), account.id);
    }
    await vote(first, account.id);
    const held = await vote(second, account.id);
    expect(held).toMatchObject({
      status: 'pending',
      countedApprovals: 10,
      counted: false,
      reason: 'flag_counted_once',
      verification: {
        basis: 'held',
        summary:
          '10 approvals count from 10 independent groups; verification waits while administrators review a trust flag',
      },
    });

    const cleared = await send(
      ctx,
      'POST',
      `/api/admin/trust-flags/${flag!.id}`,
      { action: 'clear' },
      admin,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [after] = await queryRows<{ status: string; counted_approvals: number }>(
      ctx.database.db,
      sql`select status, counted_approvals from social_accounts where id = ${account.id}`,
    );
    expect(after).toEqual({ status: 'verified', counted_approvals: 11 });
  });
});

describe('a voter who approves several accounts of one submitter right after submission', () => {
  it('is flagged with the submitter right after the third vote, and their approvals of that submitter’s accounts stop counting', async () => {
    const submitter = await createUser(ctx.database.db);
    const voter = await member();
    const accounts = [];
    for (let index = 0; index < 3; index += 1) {
      accounts.push(
        await createAccount(ctx.database.db, { personId, submittedById: submitter.id }),
      );
    }
    for (const account of accounts) expect((await vote(voter, account.id)).counted).toBe(true);
    // The signals are looked for after the response, and the accounts tallied again.
    const flag = (await openFlags()).find(
      (each) => each.kind === 'submitter' && each.userIds.includes(voter.id),
    );
    expect(flag).toMatchObject({
      userIds: [voter.id, submitter.id].sort((a, b) => a - b),
      accountIds: accounts.map((each) => each.id),
    });
    const counted = await queryRows<{ counted_approvals: number }>(
      ctx.database.db,
      sql`select counted_approvals from social_accounts
          where id = any(${sql.param(accounts.map((each) => each.id))}::int[]) order by id`,
    );
    expect(counted.map((row) => row.counted_approvals)).toEqual([0, 0, 0]);
  });
});
