import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPOSALS_PER_USER_PER_DAY,
  PROPOSALS_PER_USER_PER_PERSON_PER_DAY,
} from '../../src/shared/schemas/accounts';
import {
  ALIAS_MAX_LENGTH,
  ALIASES_PER_PERSON,
  ALIASES_PER_USER_PER_DAY,
  type Alias,
} from '../../src/shared/schemas/people';
import { PROOFS_PER_USER_PER_DAY } from '../../src/shared/proofs';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * What one member writes is capped per day and per person: the caps hold when 50 requests
 * come at once, and deleting what was written gives no allowance back. No number or length
 * of names and accounts on a person stops the next write.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const AT_ONCE = 50;
const db = () => ctx.database.db;

/** Random letters: names no other person has. */
const word = (length: number) =>
  Array.from({ length }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
const longName = () =>
  Array.from({ length: 12 }, () => word(9))
    .join(' ')
    .slice(0, ALIAS_MAX_LENGTH);

const addAlias = (personId: number, name: string, user: SignedInUser) =>
  send(ctx, 'POST', `/api/people/${personId}/aliases`, { name }, user);

async function propose(personId: number, username: string, user: SignedInUser) {
  return send(
    ctx,
    'POST',
    '/api/social-accounts',
    {
      personId,
      platformId: await platformId(db(), 'GitHub'),
      username,
      evidence: 'Linked from the talks page of their own website.',
    },
    user,
  );
}

/** How many responses had each status. */
const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counted, { statusCode }) => {
    counted[statusCode] = (counted[statusCode] ?? 0) + 1;
    return counted;
  }, {});

const people = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createPerson(db())));

describe('a person filled to every cap', () => {
  it('still takes every write: a cap answers, never a failure, whatever the lengths of the names and handles', async () => {
    const [person] = await people(1);
    const adders = [await signedInUser(ctx), await signedInUser(ctx)];
    for (let index = 0; index < ALIASES_PER_PERSON; index += 1) {
      const added = await addAlias(person!.id, longName(), adders[index % 2]!);
      expect(added.statusCode, added.body).toBe(201);
    }
    const proposers = [await signedInUser(ctx), await signedInUser(ctx), await signedInUser(ctx)];
    for (let index = 0; index < 3 * PROPOSALS_PER_USER_PER_PERSON_PER_DAY; index += 1) {
      const proposed = await propose(person!.id, word(100), proposers[index % 3]!);
      expect(proposed.statusCode, proposed.body).toBe(201);
    }

    const oneMore = await addAlias(person!.id, longName(), await signedInUser(ctx));
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json<{ message: string }>().message).toBe(
      `This person already has ${ALIASES_PER_PERSON} aliases; remove one first`,
    );
    const anotherAccount = await propose(person!.id, word(100), await signedInUser(ctx));
    expect(anotherAccount.statusCode, anotherAccount.body).toBe(201);
    expect((await ctx.app.inject(`/api/people/${person!.id}`)).statusCode).toBe(200);
  });
});

describe(`${AT_ONCE} requests at once from one member`, () => {
  it('add exactly a day’s aliases, and removing them gives none back', async () => {
    const adder = await signedInUser(ctx);
    const spread = await people(10);
    const onPerson = (index: number) => spread[index % spread.length]!.id;
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        addAlias(onPerson(index), `${word(8)} ${word(8)}`, adder),
      ),
    );
    expect(statuses(responses)).toEqual({
      201: ALIASES_PER_USER_PER_DAY,
      429: AT_ONCE - ALIASES_PER_USER_PER_DAY,
    });

    for (const [index, response] of responses.entries()) {
      if (response.statusCode !== 201) continue;
      const { id } = response.json<Alias>();
      const path = `/api/people/${onPerson(index)}/aliases/${id}`;
      expect((await send(ctx, 'DELETE', path, undefined, adder)).statusCode).toBe(200);
    }
    const afterRemoving = await addAlias(onPerson(0), `${word(8)} ${word(8)}`, adder);
    expect(afterRemoving.statusCode).toBe(429);
    expect(afterRemoving.json<{ message: string }>().message).toBe(
      `You have added ${ALIASES_PER_USER_PER_DAY} aliases in the last 24 hours; try again later`,
    );
  });

  it('propose exactly a day’s accounts across people, and exactly a day’s for one person', async () => {
    const spread = await people(10);
    const proposer = await signedInUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        propose(spread[index % spread.length]!.id, word(12), proposer),
      ),
    );
    expect(statuses(responses)).toEqual({
      201: PROPOSALS_PER_USER_PER_DAY,
      429: AT_ONCE - PROPOSALS_PER_USER_PER_DAY,
    });

    const [one] = await people(1);
    const another = await signedInUser(ctx);
    const onOne = await Promise.all(
      Array.from({ length: AT_ONCE }, () => propose(one!.id, word(12), another)),
    );
    expect(statuses(onOne)).toEqual({
      201: PROPOSALS_PER_USER_PER_PERSON_PER_DAY,
      429: AT_ONCE - PROPOSALS_PER_USER_PER_PERSON_PER_DAY,
    });
    expect(onOne.find((response) => response.statusCode === 429)!.json()).toMatchObject({
      message: `You have proposed ${PROPOSALS_PER_USER_PER_PERSON_PER_DAY} accounts of this person in the last 24 hours; try again later`,
    });
  });

  it('attach exactly a day’s proofs, and removing them gives none back', async () => {
    const owner = await signedInUser(ctx);
    const [person] = await people(1);
    const accounts: { id: number }[] = [];
    for (let index = 0; index < AT_ONCE / 2; index += 1) {
      accounts.push(
        await createAccount(db(), {
          personId: person!.id,
          platform: 'GitHub',
          submittedById: owner.id,
        }),
      );
    }
    const attach = (accountId: number) =>
      send(
        ctx,
        'POST',
        `/api/social-accounts/${accountId}/proofs`,
        { kind: 'reference', url: `https://news.example/${word(10)}` },
        owner,
      );
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) => attach(accounts[index % accounts.length]!.id)),
    );
    expect(statuses(responses)).toEqual({
      201: PROOFS_PER_USER_PER_DAY,
      429: AT_ONCE - PROOFS_PER_USER_PER_DAY,
    });

    for (const response of responses.filter(({ statusCode }) => statusCode === 201)) {
      const { id } = response.json<ProofView>();
      expect((await send(ctx, 'DELETE', `/api/proofs/${id}`, undefined, owner)).statusCode).toBe(
        200,
      );
    }
    const afterRemoving = await attach(accounts[0]!.id);
    expect(afterRemoving.statusCode).toBe(429);
  });

  it('from an administrator, moderating, are never capped', async () => {
    const admin = await signedInUser(ctx, { role: 'admin' });
    const [person] = await people(1);
    const responses = await Promise.all(
      Array.from({ length: PROPOSALS_PER_USER_PER_PERSON_PER_DAY + 5 }, () =>
        propose(person!.id, word(12), admin),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: PROPOSALS_PER_USER_PER_PERSON_PER_DAY + 5 });
  });
});
