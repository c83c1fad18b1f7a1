import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createPerson, createSession, createUser } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Every statement is a round trip, and on a busy server its socket writes cost more than the
// work: a vote or a rating must not creep back to the statements it once ran (16 and 8 before
// they kept the person's card too), nor what a vote leaves to do after its response grow into
// reading histories again. Keeping the card of the person a write changed costs 4: the
// changed cards found and locked in one, the person and their accounts read, the card written
// (docs/decisions/0035-kept-cards.md); a write that changed nothing pays the first only.
const CARD = 4;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

type Headers = { authorization: string };

/** A signed-in user as the standing rules last left them. */
async function writer(standing: 'new' | 'member', createdAt = new Date(Date.now() - 30 * DAY_MS)) {
  const user = await createUser(ctx.database.db, {
    standing,
    standingCheckedAt: new Date(),
    createdAt,
  });
  return { authorization: `Bearer ${await createSession(ctx.database.db, user.id)}` };
}

async function accounts() {
  const db = ctx.database.db;
  const person = await createPerson(db);
  const submitter = await createUser(db);
  const pending = await createAccount(db, { personId: person.id, submittedById: submitter.id });
  const verified = await createAccount(db, {
    personId: person.id,
    status: 'verified',
    username: `verified_${person.id}`,
  });
  return { pending, verified };
}

const counted = (statements: string[]) =>
  statements.filter((statement) => !/^\s*(begin|commit)\b/i.test(statement));

/**
 * The statements a request runs before its response, the session's lookup included; BEGIN
 * and COMMIT are left out, as only the PostgreSQL driver reports them (each transaction
 * here has one of each). The work after an earlier response has ended first.
 */
async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  await ctx.app.afterResponseSettled();
  ctx.database.statements.length = 0;
  const response = await request();
  answeredAt = ctx.database.statements.length;
  expect(response.statusCode, response.body).toBe(200);
  return counted(ctx.database.statements.slice(0, answeredAt));
}
let answeredAt = 0;

/** The statements the last request left to run after its response. */
async function statementsAfterResponse() {
  await ctx.app.afterResponseSettled();
  return counted(ctx.database.statements.slice(answeredAt));
}

const vote = (headers: Headers, socialAccountId: number, isApproval: boolean) => () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/votes',
    payload: { socialAccountId, isApproval },
    headers,
  });
const rate = (headers: Headers, accountId: number, rating: number) => () =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/social-accounts/${accountId}/rate`,
    payload: { rating },
    headers,
  });

describe('the statements of a write', () => {
  it('a vote of an established member: the session, lock and save, the kept pairs, the tally read and written; the trust signals after the response', async () => {
    const { pending } = await accounts();
    const member = await writer('member');
    expect(await statementsOf(vote(member, pending.id, true))).toHaveLength(5 + CARD);
    // After it, one statement looks for every trust signal; a member's standing is not
    // evaluated by their own vote, so nothing else runs.
    expect(await statementsAfterResponse()).toHaveLength(1);
    // Voting the other way is a new vote, with the same statements.
    expect(await statementsOf(vote(member, pending.id, false))).toHaveLength(5 + CARD);
    expect(await statementsAfterResponse()).toHaveLength(1);
    // The same vote again writes nothing: the session, the statement that found the repeat,
    // and the one that finds no card to keep.
    expect(await statementsOf(vote(member, pending.id, false))).toHaveLength(3);
    expect(await statementsAfterResponse()).toHaveLength(0);
  });

  it('a rating of an established member: the session, lock and save, the account and the person recounted', async () => {
    const { verified } = await accounts();
    const member = await writer('member');
    expect(await statementsOf(rate(member, verified.id, 4))).toHaveLength(4 + CARD);
    expect(await statementsOf(rate(member, verified.id, 2))).toHaveLength(4 + CARD);
  });

  it('a new user whose account is too young to be a member runs no count of their history', async () => {
    const { pending, verified } = await accounts();
    const newcomer = await writer('new', new Date());
    expect(await statementsOf(vote(newcomer, pending.id, true))).toHaveLength(5 + CARD);
    expect(await statementsAfterResponse()).toHaveLength(1);
    expect(await statementsOf(rate(newcomer, verified.id, 5))).toHaveLength(4 + CARD);
  });
});
