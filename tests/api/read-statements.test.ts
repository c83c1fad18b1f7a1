import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonDetail } from '../../src/shared/schemas/person-detail';
import { identityAnchors } from '../../src/server/model/schema';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A person page is the directory's most read answer: each statement is a round trip, and
// the page must not creep back to one for official sites most people do not have.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function personWithSite(status: 'confirmed' | 'suggested' | null) {
  const { db } = ctx.database;
  const person = await createPerson(db);
  await createAccount(db, { personId: person.id, status: 'verified' });
  if (status) {
    const moderator = await createUser(db, { role: 'admin' });
    await db.insert(identityAnchors).values({
      personId: person.id,
      url: `https://site${person.id}.example/`,
      host: `site${person.id}.example`,
      origin: `https://site${person.id}.example`,
      pathPrefix: '',
      reason: 'Her agency lists it.',
      source: 'moderator',
      status,
      setById: moderator.id,
      confirmedById: status === 'confirmed' ? moderator.id : null,
      confirmedAt: status === 'confirmed' ? new Date() : null,
    });
  }
  return person;
}

async function pageOf(personId: number) {
  ctx.database.statements.length = 0;
  const response = await ctx.app.inject(`/api/people/${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  return { page: response.json<PersonDetail>(), statements: ctx.database.statements.length };
}

describe('a person page', () => {
  it('is two statements for a person without an official site, a suggested one included', async () => {
    for (const status of [null, 'suggested'] as const) {
      const { page, statements } = await pageOf((await personWithSite(status)).id);
      expect(page.anchors).toEqual([]);
      expect(page.socialAccounts).toHaveLength(1);
      expect(statements).toBe(2);
    }
  });

  it('reads the official sites of a person who has one, in a third statement', async () => {
    const person = await personWithSite('confirmed');
    const { page, statements } = await pageOf(person.id);
    expect(page.anchors.map((anchor) => anchor.url)).toEqual([`https://site${person.id}.example/`]);
    expect(statements).toBe(3);
  });
});
