import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { MAX_SERIAL_ID } from '@shared/constants';
import { parsePersonRef } from '@shared/slug';
import type {
  MergedPerson,
  PeoplePage,
  PeopleQuery,
  Person,
  SocialAccount,
} from '@shared/schemas/people';
import type { PersonDetail } from '@shared/schemas/person-detail';
import type { Database } from '../../platform/database/client';
import type { PageTotal } from '../../platform/database/totals';
import { preparedOn } from '../../platform/database/prepared';
import { categories, people, users } from '../../platform/database/schema';
import { notFound } from '../../platform/http/http-errors';
import { listPersonPageAccounts, listVisibleAccounts } from '../accounts';
import { anchorsOf } from '../anchors';
import { filteredList, type PeopleFilter, peopleFilters } from './filtered-list';
import { matchReason } from './match-reason';
import { findMergeTarget, mergedPersonResponse } from './merges';
import { personColumns, type PersonRow } from './person-columns';
import { buildSearchMatch, MATCH_TIERS, type SearchMatch } from './search';
import {
  bySearchRank,
  byTiers,
  findSearchCandidates,
  indexedCandidates,
  SEARCH_CANDIDATES,
} from './search-candidates';
import { nameIndexOf } from './name-index/follow';
import type { LiveNameIndex } from './name-index/live-index';
import { countPeople, estimatePeople, totalShownByPage } from './totals';

function toPerson(
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
 * One page of a search's ranked candidates. The page's ids come from the order index alone;
 * only those rows are then read. Ranking the bounded candidates counts them on the way.
 */
function pageOfCandidates(
  db: Database,
  order: SQL,
  { candidates, page, limit }: { candidates: SQL; page: number; limit: number },
) {
  const pageIds = db
    .select({
      id: people.id,
      matchCount: sql<number>`count(*) over ()`.mapWith(Number).as('match_count'),
    })
    .from(people)
    // A candidate deleted a moment ago by another instance may still be in this one's index.
    .where(and(eq(people.isDeleted, false), sql`${people.id} in (${candidates})`))
    .orderBy(order)
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page_ids');
  return db
    .select({ ...personColumns, matchCount: pageIds.matchCount })
    .from(pageIds)
    .innerJoin(people, eq(people.id, pageIds.id))
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .orderBy(order);
}

const isUnfiltered = (filter: PeopleFilter) =>
  filter.verification === 'all' && filter.minRating === undefined && filter.category === undefined;

/**
 * One page of a search's matches from the instance's name index (see name-index/): its
 * candidates come from memory, and only when they are every word match does the database
 * look for names holding the query too.
 */
async function indexedPage(
  db: Database,
  index: LiveNameIndex,
  match: SearchMatch,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: PersonRow[]; total: PageTotal }> {
  const candidateBound = Math.max(SEARCH_CANDIDATES, page * limit);
  const found = index.candidates(
    {
      ...match,
      wholeKeys: match.forms.wholeKeys,
      wordForms: match.forms.words.map((word) => word.forms),
    },
    candidateBound,
  );
  const { tiers } = found;
  const addressed = match.addressed.map((account) => account.personId);
  for (const id of addressed) tiers.set(id, MATCH_TIERS.whole);
  const rows = await pageOfCandidates(db, byTiers(tiers), {
    candidates: indexedCandidates(
      { whole: [...addressed, ...found.whole], ranked: found.ranked },
      found.complete ? match.phraseCondition : null,
      candidateBound,
    ),
    page,
    limit,
  });
  const matchCount = rows[0]?.matchCount;
  const total = totalShownByPage({
    page,
    limit,
    rowCount: rows.length,
    matchCount,
    candidateBound,
  }) ?? {
    total: Math.max(found.estimate, matchCount ?? 0),
    isEstimate: true,
  };
  return { rows, total };
}

/** One page of a search's matches, best first, with their total. */
async function searchedPage(
  db: Database,
  match: SearchMatch,
  { filter, page, limit }: { filter: PeopleFilter; page: number; limit: number },
): Promise<{ rows: PersonRow[]; total: PageTotal }> {
  const filters = peopleFilters(filter);
  const candidateBound = Math.max(SEARCH_CANDIDATES, page * limit);
  const rows = await pageOfCandidates(db, bySearchRank(match), {
    candidates: await findSearchCandidates(db, filters, match, candidateBound),
    page,
    limit,
  });
  const filterKey = JSON.stringify([
    filter.verification,
    filter.minRating,
    filter.category,
    match.phrase,
  ]);
  const matchWhere = and(...filters, match.condition);
  const matchCount = rows[0]?.matchCount;
  const total =
    totalShownByPage({ page, limit, rowCount: rows.length, matchCount, candidateBound }) ??
    (rows.length > 0
      ? await estimatePeople(db, matchWhere, filterKey, matchCount ?? 0)
      : await countPeople(db, matchWhere, filterKey));
  return { rows, total };
}

/**
 * One page of the directory: at most six statements whatever the page size (search words
 * and candidates, people, accounts, and only when the page cannot tell the total: a
 * bounded count or an estimate).
 */
export async function listPeople(
  db: Database,
  query: PeopleQuery,
  viewerId?: number,
): Promise<PeoplePage> {
  const { page, limit, verification, minRating, category, search } = query;
  const empty: PeoplePage = { people: [], total: 0, totalIsEstimate: false, page, limit };
  const filter: PeopleFilter = { verification, minRating, category };

  const index = search ? await nameIndexOf(db) : null;
  const match = search ? await buildSearchMatch(db, search, index) : null;
  if (search && !match) return empty;

  const { rows, total } = !match
    ? await filteredList(db, filter, page, limit)
    : index && isUnfiltered(filter)
      ? await indexedPage(db, index, match, { page, limit })
      : await searchedPage(db, match, { filter, page, limit });
  const accounts = groupByPerson(
    await listVisibleAccounts(db, {
      personIds: rows.map((row) => row.person.id),
      minRating,
      viewerId,
    }),
  );
  const matchedBy = (row: PersonRow, personAccounts: SocialAccount[]) =>
    match &&
    matchReason(
      { text: search!, forms: match.forms },
      {
        ...row.person,
        aliases: row.aliases,
        accounts: personAccounts.map((account) => ({
          username: account.username,
          platformName: account.platform.name,
        })),
      },
      match.addressed.find((account) => account.personId === row.person.id),
    );
  return {
    people: rows.map((row) => {
      const personAccounts = accounts.get(row.person.id) ?? [];
      return { ...toPerson(row, personAccounts), matchedBy: matchedBy(row, personAccounts) };
    }),
    total: total.total,
    totalIsEstimate: total.isEstimate,
    page,
    limit,
  };
}

/** A live person, or a merged-away one, by a column: the live one wins over the merged. */
const personWhere = (db: Database, found: SQL) =>
  db
    .select({
      ...personColumns,
      // Most people have no official site: their page then reads none, a round trip saved.
      hasAnchors: sql<boolean>`exists (select 1 from identity_anchors a
        where a.person_id = ${people.id} and a.status = 'confirmed')`,
    })
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(and(found, or(eq(people.isDeleted, false), isNotNull(people.mergedIntoId))))
    .orderBy(asc(people.isDeleted), asc(people.id))
    .limit(1);
const personById = preparedOn((db) =>
  personWhere(db, eq(people.id, sql.placeholder('id'))).prepare('person_by_id'),
);
const personBySlug = preparedOn((db) =>
  personWhere(db, eq(people.slug, sql.placeholder('slug'))).prepare('person_by_slug'),
);

export type PersonLookup =
  { kind: 'live'; person: PersonDetail } | { kind: 'merged'; answer: MergedPerson };

export const personNotFound = () => notFound('Person not found');

/**
 * A person by id or name slug, with the accounts their page shows (every verified one, the
 * first page of pending ones) and how many are pending. A live person wins over a
 * merged-away person with the same slug; a merged-away person answers the live person
 * they were merged into. Null when there is no such person or they were deleted unmerged.
 */
export async function lookUpPerson(
  db: Database,
  ref: string,
  viewerId?: number,
): Promise<PersonLookup | null> {
  const parsed = parsePersonRef(ref);
  if ('id' in parsed && parsed.id > MAX_SERIAL_ID) return null;
  const [row] =
    'id' in parsed
      ? await personById(db).execute({ id: parsed.id })
      : await personBySlug(db).execute({ slug: parsed.slug });
  if (!row) return null;
  if (row.person.isDeleted) {
    const target = await findMergeTarget(db, row.person);
    return target && { kind: 'merged', answer: mergedPersonResponse(target) };
  }
  const [accounts, anchors] = await Promise.all([
    listPersonPageAccounts(db, row.person.id, viewerId),
    row.hasAnchors
      ? anchorsOf(db, [row.person.id]).then((byPerson) => byPerson.get(row.person.id) ?? [])
      : [],
  ]);
  return {
    kind: 'live',
    person: {
      ...toPerson(row, accounts),
      anchors,
      pendingAccountCount: row.person.pendingAccountCount,
    },
  };
}

/** A live person by id or name slug, as their page shows them (lookUpPerson); 404 otherwise. */
export async function getPerson(
  db: Database,
  ref: string,
  viewerId?: number,
): Promise<PersonDetail> {
  const found = await lookUpPerson(db, ref, viewerId);
  if (found?.kind !== 'live') throw personNotFound();
  return found.person;
}
