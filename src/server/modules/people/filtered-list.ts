import { and, count, eq, gt, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { VerificationFilter } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import { categories, people, users } from '../../platform/database/schema';
import { personColumns, type PersonRow } from './person-columns';
import { byRating } from './search-candidates';

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
 * The unsearched list's two statements for one combination of filters, prepared once: the
 * server plans each once per connection, not on every page (planning cost more than running).
 */
function statementsFor(name: string, filter: PeopleFilter) {
  const where = () => and(...peopleFilters(placeholdersOf(filter)));
  return {
    // The page's ids come from the order index alone; only those rows are then read, so a
    // deep page skips thousands of ids instead of thousands of whole rows.
    page: preparedOn((db) => {
      const pageIds = db
        .select({ id: people.id })
        .from(people)
        .where(where())
        .orderBy(byRating)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
      return db
        .select(personColumns)
        .from(pageIds)
        .innerJoin(people, eq(people.id, pageIds.id))
        .leftJoin(categories, eq(categories.id, people.categoryId))
        .leftJoin(users, eq(users.id, people.addedById))
        .orderBy(byRating)
        .prepare(`people_page_${name}`);
    }),
    boundedCount: preparedOn((db) =>
      db
        .select({ total: count() })
        .from(
          db
            .select({ id: people.id })
            .from(people)
            .where(where())
            .limit(sql.placeholder('bound'))
            .as('bounded'),
        )
        .prepare(`people_count_${name}`),
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

/** One page of the people matching the filters, best rated first. */
export function filteredPage(
  db: Database,
  filter: PeopleFilter,
  page: number,
  limit: number,
): Promise<PersonRow[]> {
  return statements(filter)
    .page(db)
    .execute({ ...valuesOf(filter), limit, offset: (page - 1) * limit });
}

/** How many people match the filters, counted up to `bound`. */
export async function countFilteredUpTo(
  db: Database,
  filter: PeopleFilter,
  bound: number,
): Promise<number> {
  const [counted] = await statements(filter)
    .boundedCount(db)
    .execute({ ...valuesOf(filter), bound });
  return Number(counted?.total ?? 0);
}
