import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergedPerson, Person } from '../../src/shared/schemas/people';
import { people } from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { mergePeople, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestAppWithPages();
  admin = await signedInUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const merge = (keep: { id: number }, remove: { id: number }) =>
  mergePeople(ctx, admin, keep, remove);

const slugPath = (slug: string) => `/people/${encodeURIComponent(slug)}`;

describe('the API address of a merged-away person', () => {
  it('answers 301 to the kept person, by id and by slug, and the Location gives them', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db, { firstName: 'Beyoncé', lastName: 'Knowles' });
    const remove = await createPerson(db, { firstName: 'Beyonce', lastName: 'Knowls' });
    await createAccount(db, { personId: remove.id, status: 'verified' });
    await merge(keep, remove);

    for (const ref of [String(remove.id), remove.slug, encodeURIComponent(remove.slug)]) {
      const response = await ctx.app.inject(`/api/people/${ref}`);
      expect(response.statusCode, ref).toBe(301);
      expect(response.headers.location).toBe(`/api${slugPath(keep.slug)}`);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.json<MergedPerson>()).toEqual({
        message: 'This person was merged into Beyoncé Knowles',
        mergedInto: {
          id: keep.id,
          slug: 'beyoncé-knowles',
          firstName: 'Beyoncé',
          lastName: 'Knowles',
        },
      });
    }

    const followed = await ctx.app.inject(`/api${slugPath(keep.slug)}`);
    expect(followed.statusCode).toBe(200);
    const kept = followed.json<Person>();
    expect(kept).toMatchObject({ id: keep.id, firstName: 'Beyoncé', is_deleted: false });
    expect(kept.socialAccounts).toHaveLength(1);
  });

  it('follows a chain of merges to the live person, and a loop or a deleted end is a 404', async () => {
    const db = ctx.database.db;
    const [first, second, third] = [
      await createPerson(db),
      await createPerson(db),
      await createPerson(db),
    ];
    await merge(second, first);
    await merge(third, second);
    for (const merged of [first, second]) {
      const response = await ctx.app.inject(`/api/people/${merged.id}`);
      expect(response.statusCode).toBe(301);
      expect(response.json<MergedPerson>().mergedInto.id).toBe(third.id);
    }

    // Chains the merge did not re-point, as older data may hold them.
    const [a, b, c] = [await createPerson(db), await createPerson(db), await createPerson(db)];
    await setMerged(a.id, b.id);
    await setMerged(b.id, c.id);
    const chained = await ctx.app.inject(`/api/people/${a.slug}`);
    expect(chained.statusCode).toBe(301);
    expect(chained.headers.location).toBe(`/api${slugPath(c.slug)}`);

    await db.update(people).set({ isDeleted: true }).where(eq(people.id, c.id));
    expect((await ctx.app.inject(`/api/people/${a.id}`)).statusCode).toBe(404);

    const [x, y] = [await createPerson(db), await createPerson(db)];
    await setMerged(x.id, y.id);
    await setMerged(y.id, x.id);
    const loop = await ctx.app.inject(`/api/people/${x.id}`);
    expect(loop.statusCode).toBe(404);
    expect(loop.json()).toEqual({ message: 'Person not found' });
  });

  it('gives a slug to the live person when a merged-away person had the same one', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db, { firstName: 'Jon', lastName: 'Doelittle' });
    const remove = await createPerson(db, { firstName: 'John', lastName: 'Doolittle' });
    await merge(keep, remove);
    expect((await ctx.app.inject('/api/people/john-doolittle')).statusCode).toBe(301);

    const again = await createPerson(db, { firstName: 'John', lastName: 'Doolittle' });
    const response = await ctx.app.inject('/api/people/john-doolittle');
    expect(response.statusCode).toBe(200);
    expect(response.json<Person>().id).toBe(again.id);
    expect((await ctx.app.inject(`/api/people/${remove.id}`)).headers.location).toBe(
      `/api${slugPath(keep.slug)}`,
    );
  });

  it('keeps a person deleted without a merge a 404', async () => {
    const gone = await createPerson(ctx.database.db);
    await ctx.database.db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));
    expect((await ctx.app.inject(`/api/people/${gone.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/people/${gone.slug}`)).statusCode).toBe(404);
  });
});

describe('the page address of a merged-away person', () => {
  it('answers 301 to the kept person’s page, keeping the query string', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db, { firstName: 'Zoë', lastName: 'Saldaña' });
    const remove = await createPerson(db, { firstName: 'Zoe', lastName: 'Saldanha' });
    await merge(keep, remove);

    const byId = await ctx.app.inject(`/people/${remove.id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/people/zo%C3%AB-salda%C3%B1a');
    const bySlug = await ctx.app.inject('/people/Zoe-Saldanha?tab=reviews&x=%20y');
    expect(bySlug.statusCode).toBe(301);
    expect(bySlug.headers.location).toBe('/people/zo%C3%AB-salda%C3%B1a?tab=reviews&x=%20y');

    const page = await ctx.app.inject(bySlug.headers.location!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers the web app with 404 for an unknown person', async () => {
    const response = await ctx.app.inject('/people/nobody-at-all');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

async function setMerged(id: number, mergedIntoId: number) {
  await ctx.database.db
    .update(people)
    .set({ isDeleted: true, mergedIntoId })
    .where(eq(people.id, id));
}
