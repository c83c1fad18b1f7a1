import { and, eq, type SQL, sql } from 'drizzle-orm';
import { closeCard, type MatchFacts, ratedAtLeast } from '@shared/card-text';
import type { PeoplePage, PeopleQuery } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import type { PageTotal } from '../../platform/database/totals';
import { people } from '../../model/schema';
import { viewerVotesOn } from '../accounts';
import { readCards } from './cards/read';
import { filteredList, type PeopleFilter, peopleFilters } from './filtered-list';
import { matchReason } from './match-reason';
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

/** What a search tells why a person came up from: their names and the accounts the page shows. */
function matchFactsOf(json: string, minRating: number | undefined): MatchFacts {
  const facts = JSON.parse(json) as MatchFacts;
  return {
    ...facts,
    accounts: facts.accounts.filter((account) => ratedAtLeast(account.avgRating, minRating)),
  };
}

/** The people of a page, in its order, with their total. */
interface PageOfIds {
  ids: number[];
  total: PageTotal;
}

/**
 * One page of a search's ranked candidates, from the order index alone. Ranking the bounded
 * candidates counts them on the way.
 */
function pageOfCandidates(
  db: Database,
  order: SQL,
  { candidates, page, limit }: { candidates: SQL; page: number; limit: number },
) {
  return (
    db
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
  );
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
): Promise<PageOfIds> {
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
  return { ids: rows.map((row) => row.id), total };
}

/** One page of a search's matches, best first, with their total. */
async function searchedPage(
  db: Database,
  match: SearchMatch,
  { filter, page, limit }: { filter: PeopleFilter; page: number; limit: number },
): Promise<PageOfIds> {
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
  return { ids: rows.map((row) => row.id), total };
}

/**
 * One page of the directory as JSON text, written out from the people's stored cards (see
 * cards/) without being parsed: the page's ids from an index, then the cards in one
 * statement. At most six statements whatever the page size (search words and candidates,
 * ids, cards, and only when the page cannot tell the total: a bounded count or an estimate).
 * What a visitor reads; no one's own votes are in it.
 */
export async function peoplePageText(db: Database, query: PeopleQuery): Promise<string> {
  const { page, limit, verification, minRating, category, search } = query;
  const filter: PeopleFilter = { verification, minRating, category };
  const pageText = (cards: string[], { total, isEstimate }: PageTotal) =>
    `{"people":[${cards.join(',')}],"total":${total},"totalIsEstimate":${isEstimate},"page":${page},"limit":${limit}}`;

  const index = search ? await nameIndexOf(db) : null;
  const match = search ? await buildSearchMatch(db, search, index) : null;
  if (search && !match) return pageText([], { total: 0, isEstimate: false });

  const { ids, total } = !match
    ? await filteredList(db, filter, page, limit)
    : index && isUnfiltered(filter)
      ? await indexedPage(db, index, match, { page, limit })
      : await searchedPage(db, match, { filter, page, limit });
  const cards = await readCards(db, ids, minRating);
  return pageText(
    // A person removed for good since their id was read has no card, and no place on the page.
    ids.flatMap((id) => {
      const card = cards.get(id);
      if (!card) return [];
      const matchedBy =
        match &&
        matchReason(
          { text: search!, forms: match.forms },
          matchFactsOf(card.facts, minRating),
          match.addressed.find((account) => account.personId === id),
        );
      return [closeCard(card.text, matchedBy)];
    }),
    total,
  );
}

/**
 * One page of the directory as the reader sees it (peoplePageText), with the viewer's own
 * vote on each account when someone signed in reads it.
 */
export async function listPeople(
  db: Database,
  query: PeopleQuery,
  viewerId?: number,
): Promise<PeoplePage> {
  const found = JSON.parse(await peoplePageText(db, query)) as PeoplePage;
  if (viewerId === undefined) return found;
  const votes = await viewerVotesOn(
    db,
    viewerId,
    found.people.flatMap((person) => person.socialAccounts.map((account) => account.id)),
  );
  for (const account of found.people.flatMap((person) => person.socialAccounts)) {
    const isApproval = votes.get(account.id);
    account.userVote = isApproval === undefined ? null : { isApproval };
  }
  return found;
}
