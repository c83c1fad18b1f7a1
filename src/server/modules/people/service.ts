import { and, asc, count, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import { MAX_SERIAL_ID } from '../../../shared/constants';
import { parsePersonRef } from '../../../shared/slug';
import type {
  PeoplePage,
  PeopleQuery,
  Person,
  SocialAccount,
} from '../../../shared/schemas/people';
import type { Database } from '../../db/client';
import { categories, people, users } from '../../db/schema';
import { notFound } from '../../http-errors';
import { listVisibleAccounts } from './accounts';
import { buildSearchMatch } from './search';

const personColumns = {
  person: people,
  category: { id: categories.id, name: categories.name },
  addedByName: users.username,
};

type PersonRow = {
  person: typeof people.$inferSelect;
  category: { id: number; name: string } | null;
  addedByName: string | null;
};

function toPerson(
  { person, category, addedByName }: PersonRow,
  socialAccounts: SocialAccount[],
): Person {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    slug: person.slug,
    profession: person.profession,
    categoryId: person.categoryId,
    category,
    addedById: person.addedById,
    addedBy: addedByName === null ? null : { username: addedByName },
    addedAt: person.addedAt.toISOString(),
    profile_image_url: person.profileImageUrl,
    avgRating: person.avgRating === null ? null : Number(person.avgRating),
    avgRating30: person.avgRating30 === null ? null : Number(person.avgRating30),
    is_deleted: person.isDeleted,
    isDemo: person.isDemo,
    socialAccounts,
  };
}

function groupByPerson(accounts: SocialAccount[]): Map<number, SocialAccount[]> {
  const groups = new Map<number, SocialAccount[]>();
  for (const account of accounts) {
    const group = groups.get(account.personId);
    if (group) group.push(account);
    else groups.set(account.personId, [account]);
  }
  return groups;
}

/**
 * One page of the directory: at most four statements whatever the page size (search
 * words, count, people, accounts).
 */
export async function listPeople(
  db: Database,
  query: PeopleQuery,
  viewerId?: number,
): Promise<PeoplePage> {
  const { page, limit } = query;
  const empty: PeoplePage = { people: [], total: 0, page, limit };
  const filters: (SQL | undefined)[] = [eq(people.isDeleted, false)];
  if (query.verification === 'verified') filters.push(gt(people.verifiedAccountCount, 0));
  if (query.verification === 'pending') filters.push(gt(people.pendingAccountCount, 0));
  if (query.minRating !== undefined) filters.push(gte(people.bestAccountRating, query.minRating));
  if (query.category !== undefined) filters.push(eq(people.categoryId, query.category));

  const match = query.search ? await buildSearchMatch(db, query.search) : null;
  if (query.search && !match) return empty;
  if (match) filters.push(match.condition);
  const where = and(...filters);

  const [totalRow] = await db.select({ total: count() }).from(people).where(where);
  const total = Number(totalRow?.total ?? 0);
  if (total === 0) return empty;

  const order = [
    ...(match ? [sql`${match.score} desc`] : []),
    sql`${people.avgRating} desc nulls last`,
    asc(people.firstName),
    asc(people.lastName),
    asc(people.id),
  ];
  const rows = await db
    .select(personColumns)
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);

  const accounts = groupByPerson(
    await listVisibleAccounts(db, {
      personIds: rows.map((row) => row.person.id),
      minRating: query.minRating,
      viewerId,
    }),
  );
  return {
    people: rows.map((row) => toPerson(row, accounts.get(row.person.id) ?? [])),
    total,
    page,
    limit,
  };
}

/** A person by id or name slug, with every visible account. */
export async function getPerson(db: Database, ref: string, viewerId?: number): Promise<Person> {
  const parsed = parsePersonRef(ref);
  if ('id' in parsed && parsed.id > MAX_SERIAL_ID) throw notFound('Person not found');
  const [row] = await db
    .select(personColumns)
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(
      and(
        eq(people.isDeleted, false),
        'id' in parsed ? eq(people.id, parsed.id) : eq(people.slug, parsed.slug),
      ),
    )
    .orderBy(asc(people.id))
    .limit(1);
  if (!row) throw notFound('Person not found');
  const accounts = await listVisibleAccounts(db, { personIds: [row.person.id], viewerId });
  return toPerson(row, accounts);
}
