import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../src/shared/schemas/people';
import { categoryId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const SITE = 'https://directory.example';
let ctx: TestContext;
let user: SignedInUser;
let actors: number;

beforeAll(async () => {
  ctx = await createTestAppWithPages({ PUBLIC_URL: SITE });
  user = await signedInUser(ctx);
  actors = await categoryId(ctx.database.db, 'Actors');
});
afterAll(() => ctx.close());

const addPerson = (firstName: string, lastName: string) =>
  send(
    ctx,
    'POST',
    '/api/people',
    { firstName, lastName, profession: 'Chef', categoryId: actors },
    user,
  );

describe('the slug address of a person', () => {
  it('belongs to one live person: names that give the same slug are the same name', async () => {
    const added = await addPerson('Jean-Paul', 'Roux');
    expect(added.statusCode, added.body).toBe(201);
    const jeanPaul = added.json<Person>();
    expect(jeanPaul.slug).toBe('jean-paul-roux');

    for (const [firstName, lastName] of [
      ['Jean Paul', 'Roux'],
      ['Jean', 'Paul Roux'],
      ['JEAN  PAUL', 'roux'],
    ]) {
      const again = await addPerson(firstName!, lastName!);
      expect(again.statusCode, `${firstName} ${lastName}`).toBe(409);
      expect(again.json().existingPerson).toEqual({
        id: jeanPaul.id,
        firstName: 'Jean-Paul',
        lastName: 'Roux',
        slug: 'jean-paul-roux',
      });
    }

    const read = await ctx.app.inject(`/api/people/${jeanPaul.slug}`);
    expect(read.json<Person>()).toMatchObject({ id: jeanPaul.id, slug: jeanPaul.slug });
    const page = cheerio.load((await ctx.app.inject(`/people/${jeanPaul.slug}`)).body);
    expect(page('head link[rel="canonical"]').attr('href')).toBe(`${SITE}/people/jean-paul-roux`);
  });
});
