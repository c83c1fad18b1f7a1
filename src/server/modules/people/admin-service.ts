import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminAccount, AdminPeoplePage, AdminPeopleQuery } from '@shared/schemas/admin';
import type { Database } from '../../platform/database/client';
import { categories, people, platforms, socialAccounts, users } from '../../model/schema';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';
import { buildSearchMatch } from './search';
import { markPersonDeleted } from './writes';

const liveAccountOf = (condition: SQL) =>
  sql`exists (select 1 from ${socialAccounts} a
    where a.person_id = ${people.id} and not a.is_deleted and ${condition})`;

const hasPendingAccount = liveAccountOf(sql`a.status = 'pending'`);

/**
 * The filters of the Famous People tab, over each person's accounts that are not deleted, by
 * the rule of personReviewStatus: pending = any account awaiting votes; verified = at least
 * one verified account and none awaiting. Rejected accounts await nothing and count for neither.
 */
const filterConditions: Record<AdminPeopleQuery['filter'], SQL | undefined> = {
  all: undefined,
  verified: sql`(${liveAccountOf(sql`a.status = 'verified'`)} and not ${hasPendingAccount})`,
  pending: hasPendingAccount,
};

/** Every person, deleted ones included, with their accounts: for moderation and the merge tool. */
export async function listAdminPeople(
  db: Database,
  query: AdminPeopleQuery,
): Promise<AdminPeoplePage> {
  const { page, limit } = query;
  const empty: AdminPeoplePage = { people: [], totalCount: 0, limit, page };
  const match = query.search ? await buildSearchMatch(db, query.search) : null;
  if (query.search && !match) return empty;
  const where = and(filterConditions[query.filter], match?.condition);

  const [totalRow] = await db.select({ total: count() }).from(people).where(where);
  const totalCount = Number(totalRow?.total ?? 0);
  if (totalCount === 0) return empty;

  const rows = await db
    .select({
      person: people,
      categoryName: categories.name,
      addedByName: users.username,
    })
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(where)
    .orderBy(
      ...(match ? [sql`${match.tier} desc`] : []),
      sql`lower(${people.firstName})`,
      sql`lower(${people.lastName})`,
      asc(people.id),
    )
    .limit(limit)
    .offset((page - 1) * limit);

  const accounts = rows.length
    ? await db
        .select({
          id: socialAccounts.id,
          personId: socialAccounts.personId,
          username: socialAccounts.username,
          status: socialAccounts.status,
          platformName: platforms.name,
        })
        .from(socialAccounts)
        .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
        .where(
          and(
            inArray(
              socialAccounts.personId,
              rows.map((row) => row.person.id),
            ),
            eq(socialAccounts.isDeleted, false),
          ),
        )
        .orderBy(asc(platforms.name), asc(socialAccounts.id))
    : [];
  const byPerson = new Map<number, AdminAccount[]>();
  for (const account of accounts) {
    const list = byPerson.get(account.personId) ?? [];
    list.push({
      id: account.id,
      username: account.username,
      platform: { name: account.platformName },
      isVerified: account.status === 'verified',
      status: account.status,
    });
    byPerson.set(account.personId, list);
  }

  return {
    people: rows.map(({ person, categoryName, addedByName }) => ({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      profession: person.profession,
      category: categoryName === null ? null : { name: categoryName },
      addedBy: addedByName === null ? null : { username: addedByName },
      addedById: person.addedById,
      is_deleted: person.isDeleted,
      mergedIntoId: person.mergedIntoId,
      socialAccounts: byPerson.get(person.id) ?? [],
    })),
    totalCount,
    limit,
    page,
  };
}

/** Soft-deletes a person: hidden from every public read, kept in the database. */
export async function deletePerson(db: Database, actorId: number, personId: number) {
  return runWrite(db, 'delete a person', async (tx, write) => {
    write.invalidateAll();
    const [person] = await tx
      .select({ id: people.id, isDeleted: people.isDeleted })
      .from(people)
      .where(eq(people.id, personId))
      .for('update');
    if (!person) throw notFound('Person not found');
    if (person.isDeleted) throw badRequest('This person is already marked as deleted');
    await markPersonDeleted(write, personId);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'person.delete',
      targetType: 'person',
      targetId: personId,
      before: { isDeleted: false },
      after: { isDeleted: true },
    });
    return { message: 'Person marked as deleted successfully' };
  });
}
