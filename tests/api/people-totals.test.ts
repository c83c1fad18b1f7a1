import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage } from '../../src/shared/schemas/people';
import { rebuildSearchIndex } from '../../src/server/modules/derived-data';
import { EXACT_TOTAL_LIMIT } from '../../src/server/platform/database/totals';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const PEOPLE = EXACT_TOTAL_LIMIT + 2_000;

beforeAll(async () => {
  ctx = await createTestApp();
  // More people than the exact-count bound, each with a distinct name; every tenth a baker,
  // every 211th a cooper unless a baker.
  await ctx.database.db.execute(sql`
    insert into people (first_name, last_name, slug, name_key, search_words, profession)
    select 'Bulk', 'Person' || n, 'bulk-person' || n, 'bulk person' || n,
           array['bulk', 'person' || n,
             case when n % 10 = 0 then 'baker' when n % 211 = 0 then 'cooper' else 'clerk' end],
           case when n % 10 = 0 then 'Baker' when n % 211 = 0 then 'Cooper' else 'Clerk' end
    from generate_series(1, ${PEOPLE}) as n`);
  await rebuildSearchIndex(ctx.database.db);
  await ctx.database.db.execute(sql`analyze people`);
});
afterAll(() => ctx.close());

const list = async (query: string) =>
  (await ctx.app.inject(`/api/people${query}`)).json<PeoplePage>();

describe('people list totals', () => {
  it('estimates the total past 10,000 matches, and says so', async () => {
    const page = await list('');
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(Math.abs(page.total - PEOPLE) / PEOPLE).toBeLessThan(0.2);
    expect(page.people).toHaveLength(page.limit);
  });

  it('counts a search exactly while its matches fit the ranked candidates', async () => {
    const coopers = 56 - 5; // multiples of 211 up to 12,000, less those of 2,110
    const page = await list('?search=cooper');
    expect(page).toMatchObject({ total: coopers, totalIsEstimate: false });
  });

  it('estimates the total of a search with more matches than it ranks, and says so', async () => {
    for (const [query, matches] of [
      ['baker', PEOPLE / 10],
      ['bulk', PEOPLE],
    ] as const) {
      const page = await list(`?search=${query}`);
      expect(page.totalIsEstimate).toBe(true);
      expect(Math.abs(page.total - matches) / matches).toBeLessThan(0.2);
      expect(page.people).toHaveLength(page.limit);
    }
  });

  it('finds the best-rated matches of a one-letter prefix first', async () => {
    const best = [9001, 17, 11500, 4242, 600];
    await ctx.database.db.execute(sql`
      update people set avg_rating = 5 - array_position(${sql.param(best)}::int[], n) / 10.0
      from generate_series(1, ${PEOPLE}) as n
      where slug = 'bulk-person' || n and n = any(${sql.param(best)}::int[])`);
    const page = await list('?search=b&limit=5');
    expect(page.people.map((person) => person.lastName)).toEqual(best.map((n) => `Person${n}`));
  });

  it('tells the exact total on the last page of a large list', async () => {
    const limit = 7;
    const lastPage = Math.ceil(PEOPLE / limit);
    const page = await list(`?limit=${limit}&page=${lastPage}`);
    expect(page.people).toHaveLength(PEOPLE - (lastPage - 1) * limit);
    expect(page).toMatchObject({ total: PEOPLE, totalIsEstimate: false });
  });

  it('still tells the total on a page past the end', async () => {
    const page = await list('?search=baker&page=999');
    expect(page.people).toEqual([]);
    expect(page).toMatchObject({ total: PEOPLE / 10, totalIsEstimate: false });
  });
});

describe('searching a word shared by a few hundred people', () => {
  // About 0.4 % of the directory are coopers: too few to walk the rating order for, too many
  // to rank whole; their best-rated are read from the kept search postings.
  const coopersOf = async (query = 'cooper') =>
    (await list(`?search=${query}&limit=3`)).people.map((person) => person.lastName);

  it('lists the best-rated first, and follows their ratings and deletions', async () => {
    const db = ctx.database.db;
    const rate = (n: number, rating: number | null) =>
      db.execute(sql`update people set avg_rating = ${rating} where slug = ${`bulk-person${n}`}`);
    await rate(211 * 3, 4.5);
    await rate(211 * 7, 4.9);
    await rate(211 * 11, 4.7);
    expect(await coopersOf()).toEqual(['Person1477', 'Person2321', 'Person633']);
    expect(await coopersOf('coopr')).toEqual(['Person1477', 'Person2321', 'Person633']);

    await rate(211 * 7, 1);
    await db.execute(sql`update people set is_deleted = true where slug = 'bulk-person2321'`);
    expect(await coopersOf()).toEqual(['Person633', 'Person1477', expect.any(String)]);

    await db.execute(sql`update people set is_deleted = false where slug = 'bulk-person2321'`);
    await db.execute(
      sql`update people set search_words = array['bulk', 'person2321', 'clerk'] where slug = 'bulk-person2321'`,
    );
    expect(await coopersOf()).toEqual(['Person633', 'Person1477', expect.any(String)]);
  });
});
