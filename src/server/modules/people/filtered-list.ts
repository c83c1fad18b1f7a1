import { and, count, eq, gt, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { VerificationFilter } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import {
  COUNT_BOUND,
  hasStoredEstimate,
  type PageTotal,
  totalOfPage,
} from '../../platform/database/totals';
import { people } from '../../model/schema';
import { byRating } from './search-candidates';
import { countPeople } from './totals';

export interface PeopleFilter<Value = number> {
  verification: VerificationFilter;
  /** Only people with an account rated at least this much. */
  minRating?: Value;
  category?: Value;
}

/** The list's filters as conditions on live people; a value may be a prepared statement's placeholder. */
export function peopleFilters({
  verification,
  minRating,
  category,
}: PeopleFilter<number | Placeholder>): SQL[] {
  const filters: SQL[] = [eq(people.isDeleted, false)];
  if (verification === 'verified') filters.push(gt(people.verifiedAccountCount, 0));
  if (verification === 'pending') filters.push(gt(people.pendingAccountCount, 0));
  if (minRating !== undefined) filters.push(gte(people.bestAccountRating, minRating));
  if (category !== undefined) filters.push(eq(people.categoryId, category));
  return filters;
}

const placeholdersOf = ({ verification, minRating, category }: PeopleFilter) => ({
  verification,
  minRating: minRating === undefined ? undefined : sql.placeholder('minRating'),
  category: category === undefined ? undefined : sql.placeholder('category'),
});

/**
 * The unsearched list's statements for one combination of filters, prepared once: built
 * once, and parsed once per connection (the server still plans each page: with the offset a
 * parameter it finds a generic plan dearer than a custom one).
 */
function statementsFor(name: string, filter: PeopleFilter) {
  const where = () => and(...peopleFilters(placeholdersOf(filter)));
  const bounded = (db: Database) =>
    db
      .select({ id: people.id })
      .from(people)
      .where(where())
      .limit(sql.placeholder('bound'))
      .as('bounded');
  // The page's ids come from the order index alone, so a deep page skips thousands of ids
  // instead of thousands of whole rows; the cards are read for these ids only.
  const page = (
    db: Database,
    columns: { id: typeof people.id; boundedTotal?: SQL.Aliased<number> },
  ) =>
    db
      .select(columns)
      .from(people)
      .where(where())
      .orderBy(byRating)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  return {
    page: preparedOn((db) => page(db, { id: people.id }).prepare(`people_page_${name}`)),
    /** The page with the bounded count of its list in the same statement, on each row. */
    countedPage: preparedOn((db) =>
      page(db, {
        id: people.id,
        boundedTotal: sql<number>`(select count(*) from ${bounded(db)})`
          .mapWith(Number)
          .as('bounded_total'),
      }).prepare(`people_counted_page_${name}`),
    ),
    boundedCount: preparedOn((db) =>
      db.select({ total: count() }).from(bounded(db)).prepare(`people_count_${name}`),
    ),
  };
}

const statementsByShape = new Map<string, ReturnType<typeof statementsFor>>();

function statements(filter: PeopleFilter) {
  const name = [
    filter.verification,
    filter.minRating === undefined ? '' : 'rated',
    filter.category === undefined ? '' : 'category',
  ].join('_');
  let found = statementsByShape.get(name);
  if (!found) {
    found = statementsFor(name, filter);
    statementsByShape.set(name, found);
  }
  return found;
}

const valuesOf = ({ minRating, category }: PeopleFilter) => ({
  ...(minRating === undefined ? {} : { minRating }),
  ...(category === undefined ? {} : { category }),
});

async function countUpTo(db: Database, filter: PeopleFilter, bound: number): Promise<number> {
  const [counted] = await statements(filter)
    .boundedCount(db)
    .execute({ ...valuesOf(filter), bound });
  return Number(counted?.total ?? 0);
}

/**
 * The ids of one page of the people matching the filters, best rated first, with their total. When
 * the total will have to be counted (no recent estimate of a long list is cached), the page's
 * own statement counts it too, rather than a second round trip.
 */
export async function filteredList(
  db: Database,
  filter: PeopleFilter,
  page: number,
  limit: number,
): Promise<{ ids: number[]; total: PageTotal }> {
  const key = JSON.stringify([filter.verification, filter.minRating, filter.category]);
  const values = { ...valuesOf(filter), limit, offset: (page - 1) * limit };
  const rows: { id: number; boundedTotal?: number }[] = hasStoredEstimate(db, key)
    ? await statements(filter).page(db).execute(values)
    : await statements(filter)
        .countedPage(db)
        .execute({ ...values, bound: COUNT_BOUND });
  const counted = rows[0]?.boundedTotal;
  const total =
    totalOfPage(page, limit, rows.length) ??
    (await countPeople(
      db,
      and(...peopleFilters(filter)),
      key,
      counted === undefined ? (bound) => countUpTo(db, filter, bound) : async () => counted,
    ));
  return { ids: rows.map((row) => row.id), total };
}
