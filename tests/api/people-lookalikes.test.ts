import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../src/server/model/schema';
import { fillNameSkeletons } from '../../src/server/modules/people';
import { categoryId, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let user: SignedInUser;
let actors: number;
let marina: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signedInUser(ctx);
  actors = await categoryId(ctx.database.db, 'Actors');
  marina = await createPerson(ctx.database.db, { firstName: 'Marina', lastName: 'McKenzie' });
});
afterAll(() => ctx.close());

const peopleCount = async () =>
  Number((await ctx.database.db.select({ total: count() }).from(people))[0]!.total);

const addPerson = (fields: { firstName?: string; lastName?: string; profession?: string }) =>
  send(
    ctx,
    'POST',
    '/api/people',
    {
      firstName: 'Marina',
      lastName: 'McKenzie',
      profession: 'Singer',
      categoryId: actors,
      ...fields,
    },
    user,
  );

describe('POST /api/people with look-alike names', () => {
  it.each([
    ['a zero-width space in the first name', { firstName: 'Mar\u200Bina' }, 'First name'],
    [
      'a word joiner in the last name',
      { lastName: 'Mc\u2060Kenzie', firstName: 'Nina' },
      'Last name',
    ],
    [
      'a right-to-left override in the profession',
      { firstName: 'Nina', profession: 'Singer\u202Ereggoh' },
      'Profession',
    ],
  ])('refuses %s with 400 naming the field, and adds nothing', async (_case, fields, label) => {
    const before = await peopleCount();
    const response = await addPerson(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `${label} cannot contain invisible or text-direction characters`,
    });
    expect(await peopleCount()).toBe(before);
  });

  it.each([
    ['a Cyrillic а', { firstName: 'M\u0430rina' }],
    ['a Cyrillic capital М', { firstName: '\u041Carina' }],
    ['a Cyrillic с in lower case', { firstName: 'marina', lastName: 'm\u0441kenzie' }],
    ['fullwidth letters', { firstName: '\uFF2D\uFF41rina' }],
  ])('answers 409 with the existing person for %s', async (_case, fields) => {
    const before = await peopleCount();
    const response = await addPerson(fields);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message: 'A person with this name already exists.',
      existingPerson: {
        id: marina.id,
        firstName: 'Marina',
        lastName: 'McKenzie',
        slug: marina.slug,
      },
    });
    expect(await peopleCount()).toBe(before);
  });

  it('adds a person whose name only resembles another, stored as NFKC', async () => {
    const response = await addPerson({ firstName: 'Marta', profession: '\uFB01lm director' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Marta', profession: 'film director' });
  });

  it('catches look-alikes of people added before skeletons were kept, once they are filled', async () => {
    const db = ctx.database.db;
    const older = await createPerson(db, { firstName: 'Oksana', lastName: 'Older' });
    await db.update(people).set({ nameSkeleton: null }).where(eq(people.id, older.id));
    expect(await fillNameSkeletons(db)).toBe(1);
    expect(await fillNameSkeletons(db)).toBe(0);
    const response = await addPerson({ firstName: '\u041Eksana', lastName: 'Older' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().existingPerson.id).toBe(older.id);
  });
});
