import { sql } from 'drizzle-orm';
import { cardParts, cardText } from '@shared/card-text';
import type { Database } from '../../../platform/database/client';
import { preparedOn, typedPlaceholder, unsizedIntArray } from '../../../platform/database/prepared';
import { makeCards } from '../person-card';

/** A person's card, left open for why a search found them (closeCard). */
export interface OpenCard {
  text: string;
  /** The person's MatchFacts as JSON: read only by a search. */
  facts: string;
}

const minRating = typedPlaceholder('minRating', 'numeric');

/**
 * The current stored cards of some people, each written out in one piece in SQL with only the
 * accounts rated at least the minimum: a card is current when it was made, no change noted
 * since, and no relative time it tells has moved.
 */
const currentCards = preparedOn((db) =>
  db
    .select({
      id: sql<number>`c.person_id`,
      text: sql<string>`c.head || ',"socialAccounts":[' || array_to_string(
        case when ${minRating} is null then c.accounts
        else array(select t.account from unnest(c.accounts, c.account_ratings)
          with ordinality as t(account, rating, n) where t.rating >= ${minRating} order by t.n)
        end, ',') || ']' || c.tail`,
      facts: sql<string>`c.match_facts`,
    })
    .from(sql`person_cards c`)
    .where(
      sql`c.person_id = any(${unsizedIntArray('ids')}) and c.head is not null
        and (c.refresh_at is null or c.refresh_at > now())
        and not exists (select 1 from card_changes q where q.person_id = c.person_id)`,
    )
    .prepare('kept_cards'),
);

/**
 * The stored cards of these people that are current, by id, each in one piece with only the
 * accounts rated at least `minRatingFilter`.
 */
export async function keptCards(
  db: Database,
  personIds: readonly number[],
  minRatingFilter?: number,
): Promise<Map<number, OpenCard>> {
  const cards = new Map<number, OpenCard>();
  if (personIds.length === 0) return cards;
  for (const card of await currentCards(db).execute({
    ids: [...personIds],
    minRating: minRatingFilter ?? null,
  })) {
    cards.set(card.id, { text: card.text, facts: card.facts });
  }
  return cards;
}

/**
 * The cards of these people as a list shows them to a visitor, by id: the stored ones in one
 * statement, and any not current made from the rows (their write is still to commit, or
 * the scheduled job still to store them).
 */
export async function readCards(
  db: Database,
  personIds: readonly number[],
  minRatingFilter?: number,
): Promise<Map<number, OpenCard>> {
  const cards = await keptCards(db, personIds, minRatingFilter);
  const missing = personIds.filter((id) => !cards.has(id));
  const madeBefore = new Date();
  for (const person of await makeCards(db, missing)) {
    const parts = cardParts(person, madeBefore);
    cards.set(person.id, {
      text: cardText(parts, minRatingFilter),
      facts: parts.matchFacts,
    });
  }
  return cards;
}
