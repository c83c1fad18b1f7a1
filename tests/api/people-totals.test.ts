import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage } from '../../src/shared/schemas/people';
import { EXACT_TOTAL_LIMIT } from '../../src/server/modules/people/totals';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const PEOPLE = EXACT_TOTAL_LIMIT + 2_000;

beforeAll(async () => {
  ctx = await createTestApp();
  // More people than the exact-count bound, each with a distinct name; every tenth a baker.
  await ctx.database.db.execute(sql`
    insert into people (first_name, last_name, slug, name_key, search_words, profession)
    select 'Bulk', 'Person' || n, 'bulk-person' || n, 'bulk person' || n,
           array['bulk', 'person' || n, case when n % 10 = 0 then 'baker' else 'clerk' end],
           case when n % 10 = 0 then 'Baker' else 'Clerk' end
    from generate_series(1, ${PEOPLE}) as n`);
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

  it('counts exactly up to 10,000 matches', async () => {
    const bakers = await list('?search=baker');
    expect(bakers).toMatchObject({ total: PEOPLE / 10, totalIsEstimate: false });
  });

  it('counts every match of a search exactly, however many', async () => {
    const everyone = await list('?search=bulk');
    expect(everyone).toMatchObject({ total: PEOPLE, totalIsEstimate: false });
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
