import { eq, sql } from 'drizzle-orm';
import type { Person, SocialAccount } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { preparedOn, unsizedIntArray } from '../../platform/database/prepared';
import { categories, people, users } from '../../model/schema';
import { listVisibleAccounts } from '../accounts';
import { personColumns, type PersonRow } from './person-columns';

/** A person as every read shows them, from their row and the accounts the read shows. */
export function toPerson(
  { person, category, addedByName, aliases }: PersonRow,
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
    wikidataId: person.wikidataId,
    socialAccounts,
    aliases,
  };
}

/** Accounts by the person they belong to, each person's in the order given. */
export function groupByPerson(accounts: SocialAccount[]): Map<number, SocialAccount[]> {
  const groups = new Map<number, SocialAccount[]>();
  for (const account of accounts) {
    const group = groups.get(account.personId);
    if (group) group.push(account);
    else groups.set(account.personId, [account]);
  }
  return groups;
}

/** People's rows by id, in one statement, prepared once. */
const peopleByIds = preparedOn((db) =>
  db
    .select(personColumns)
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(sql`${people.id} = any(${unsizedIntArray('ids')})`)
    .prepare('people_by_ids'),
);

/**
 * People as a list shows them to a visitor (every visible account, no one's vote), worked
 * out from the rows: what a stored card holds (see cards/). Deleted people are made too.
 */
export async function makeCards(db: Database, personIds: readonly number[]): Promise<Person[]> {
  if (personIds.length === 0) return [];
  // One after the other: a write makes cards inside its transaction, whose one connection
  // runs a statement at a time; a second one queued there would outlive a failed first and
  // meet the transaction's ROLLBACK.
  const rows = await peopleByIds(db).execute({ ids: [...personIds] });
  const accounts = await listVisibleAccounts(db, { personIds: [...personIds] });
  const byPerson = groupByPerson(accounts);
  return rows.map((row: PersonRow) => toPerson(row, byPerson.get(row.person.id) ?? []));
}
