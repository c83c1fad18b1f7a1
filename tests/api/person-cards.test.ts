import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage, Person } from '../../src/shared/schemas/people';
import { queryRows } from '../../src/server/platform/database/client';
import { keepAllDueCards, keptCards, makeCards } from '../../src/server/modules/people';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser, mergePeople } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A person's kept card is what a visitor's list shows of them, written by the write that
// changed it: after every kind of write, every card is current (no change left to keep)
// and equals the card made from the rows now, with and without a minimum rating.
let ctx: TestContext;
let member: SignedInUser;
let voters: SignedInUser[];
let admin: SignedInUser;

/** The card made from the rows, as JSON, with only the accounts rated at least `minRating`. */
function madeCard(person: Person, minRating?: number) {
  const { matchedBy: _matchedBy, ...card } = person;
  return {
    ...card,
    socialAccounts: person.socialAccounts.filter(
      (account) =>
        minRating === undefined || (account.avgRating !== null && account.avgRating >= minRating),
    ),
  };
}

/** Every person's kept card agrees with the rows, and no write left a card to keep. */
async function expectCardsCurrent() {
  const db = ctx.database.db;
  const [left] = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from card_changes`,
  );
  expect(Number(left!.count), 'changes whose cards no write kept').toBe(0);
  const ids = (await queryRows<{ id: number }>(db, sql`select id from people order by id`)).map(
    (row) => row.id,
  );
  const made = await makeCards(db, ids);
  for (const minRating of [undefined, 3]) {
    const kept = await keptCards(db, ids, minRating);
    expect([...kept.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const person of made) {
      const text = kept.get(person.id)!.text;
      expect(JSON.parse(`${text}}`), `the card of person ${person.id}`).toEqual(
        madeCard(person, minRating),
      );
    }
  }
}

async function addPerson(firstName: string, lastName: string) {
  const categories = (await ctx.app.inject('/api/categories')).json<{ id: number }[]>();
  const added = await send(
    ctx,
    'POST',
    '/api/people',
    { firstName, lastName, profession: 'Singer', categoryId: categories[0]!.id },
    member,
  );
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ id: number }>().id;
}

async function propose(personId: number, username: string) {
  const proposed = await send(
    ctx,
    'POST',
    '/api/social-accounts',
    {
      personId,
      platformId: await platformId(ctx.database.db, 'GitHub'),
      username,
      evidence: 'Linked from the official pages of this person.',
    },
    member,
  );
  expect(proposed.statusCode, proposed.body).toBe(201);
  return proposed.json<{ id: number }>().id;
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBeLessThan(300);
}

beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInUser(ctx, { trusted: true });
  voters = [await signedInUser(ctx, { trusted: true }), await signedInUser(ctx, { trusted: true })];
  admin = await signedInUser(ctx, { role: 'admin' });
  // People written outside the write units (as an operator command would): the scheduled
  // job keeps their cards.
  const earlier = await createPerson(ctx.database.db, { firstName: 'Earlier', lastName: 'Row' });
  await createAccount(ctx.database.db, { personId: earlier.id, status: 'verified' });
  await keepAllDueCards(ctx.database.db);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('kept cards', () => {
  it('are kept for rows written outside the write units, as an operator command writes', async () => {
    await expectCardsCurrent();
  });

  it('follow a person added, an alias added and removed', async () => {
    const id = await addPerson('Cara', 'Card');
    await expectCardsCurrent();
    const alias = await send(ctx, 'POST', `/api/people/${id}/aliases`, { name: 'Kara' }, member);
    expect(alias.statusCode, alias.body).toBe(201);
    await expectCardsCurrent();
    await expectOk(
      send(
        ctx,
        'DELETE',
        `/api/people/${id}/aliases/${alias.json<{ id: number }>().id}`,
        undefined,
        admin,
      ),
    );
    await expectCardsCurrent();
  });

  it('follow an account proposed, voted on, verified by a moderator, rated and given a proof', async () => {
    const personId = await addPerson('Vera', 'Votes');
    const accountId = await propose(personId, 'veravotes');
    await expectCardsCurrent();
    for (const voter of voters) {
      await expectOk(
        send(
          ctx,
          'POST',
          '/api/social-accounts/vote',
          { socialAccountId: accountId, isApproval: true },
          voter,
        ),
      );
      await expectCardsCurrent();
    }
    await expectOk(
      send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${accountId}/toggle-verification`,
        undefined,
        admin,
      ),
    );
    await expectCardsCurrent();
    await expectOk(
      send(ctx, 'POST', `/api/social-accounts/${accountId}/rate`, { rating: 4 }, voters[0]!),
    );
    await expectCardsCurrent();
    await expectOk(
      send(ctx, 'POST', `/api/social-accounts/${accountId}/proofs`, { kind: 'backlink' }, member),
    );
    await expectCardsCurrent();
  });

  it('follow an account deleted, a person merged into another and a person deleted', async () => {
    const keep = await addPerson('Mona', 'Merge');
    const remove = await addPerson('Mona', 'Merged');
    const accountId = await propose(remove, 'monamerged');
    await propose(remove, 'monagone');
    await expectOk(
      send(ctx, 'DELETE', `/api/admin/social-accounts/${accountId}`, undefined, admin),
    );
    await expectCardsCurrent();
    await mergePeople(ctx, admin, { id: keep }, { id: remove });
    await expectCardsCurrent();
    await expectOk(send(ctx, 'DELETE', `/api/admin/people/${keep}`, undefined, admin));
    await expectCardsCurrent();
  });

  it("follow a member's erasure, which takes their name off what they added", async () => {
    const leaving = await signedInUser(ctx, { trusted: true });
    const categories = (await ctx.app.inject('/api/categories')).json<{ id: number }[]>();
    const added = await send(
      ctx,
      'POST',
      '/api/people',
      {
        firstName: 'Lea',
        lastName: 'Leaving',
        profession: 'Singer',
        categoryId: categories[0]!.id,
      },
      leaving,
    );
    expect(added.statusCode, added.body).toBe(201);
    await expectCardsCurrent();
    await expectOk(send(ctx, 'DELETE', `/api/admin/users/${leaving.id}`, undefined, admin));
    await expectCardsCurrent();
  });

  it('are what a visitor reads, filtered by the minimum rating as the rows are', async () => {
    const page = await ctx.app.inject('/api/people?limit=50&minRating=3');
    expect(page.statusCode).toBe(200);
    const listed = page.json<PeoplePage>().people;
    expect(listed.map((person) => person.firstName)).toContain('Vera');
    const made = new Map(
      (
        await makeCards(
          ctx.database.db,
          listed.map((person) => person.id),
        )
      ).map((person) => [person.id, person]),
    );
    for (const person of listed) {
      expect(person).toEqual({ ...madeCard(made.get(person.id)!, 3), matchedBy: null });
    }
  });

  it('tell the time a proof was checked as it reads now, not as it read when kept', async () => {
    const personId = await addPerson('Tess', 'Timely');
    const accountId = await propose(personId, 'tesstimely');
    await ctx.database.db.execute(sql`
      insert into account_proofs (social_account_id, kind, url, state, last_checked_at)
      values (${accountId}, 'backlink', 'https://example.com/tess', 'passing', now() - interval '10 minutes')`);
    await keepAllDueCards(ctx.database.db);
    // The card said "10 minutes ago"; past the next minute it would read otherwise, so it
    // is not read until kept again.
    await ctx.database.db.execute(
      sql`update person_cards set refresh_at = now() - interval '1 second' where person_id = ${personId}`,
    );
    expect((await keptCards(ctx.database.db, [personId])).has(personId)).toBe(false);
    await keepAllDueCards(ctx.database.db);
    expect((await keptCards(ctx.database.db, [personId])).has(personId)).toBe(true);
    await expectCardsCurrent();
  });
});

describe('the scheduled job', () => {
  it('keeps within seconds the cards of people an operator command wrote', async () => {
    const withJob = await createTestApp({ CARDS_CHECK_SECONDS: '1' });
    try {
      const db = withJob.database.db;
      const person = await createPerson(db, { firstName: 'Olga', lastName: 'Operator' });
      await createAccount(db, { personId: person.id, status: 'verified' });
      expect((await keptCards(db, [person.id])).has(person.id)).toBe(false);
      await expect
        .poll(async () => (await keptCards(db, [person.id])).has(person.id), { timeout: 5000 })
        .toBe(true);
      const [made] = await makeCards(db, [person.id]);
      expect(JSON.parse(`${(await keptCards(db, [person.id])).get(person.id)!.text}}`)).toEqual(
        madeCard(made!),
      );
    } finally {
      await withJob.close();
    }
  });
});
