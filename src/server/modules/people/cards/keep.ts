import { type SQL, sql } from 'drizzle-orm';
import { cardParts } from '@shared/card-text';
import { type Database, queryRows } from '../../../platform/database/client';
import { makeCards } from '../person-card';

/**
 * People one write stores the cards of before it commits; a write that changed more (a
 * rename reaching every card of a platform) leaves them to the scheduled job.
 */
export const CARDS_KEPT_BY_A_WRITE = 1000;

/** People whose cards the scheduled job stores in one transaction. */
export const CARDS_PER_BATCH = 500;

/**
 * The statement that locks the cards of the people `ids` selects (making the rows of those
 * that have none), in id order: two writes of one person's card take turns, and the second
 * works from what the first committed. A lock taken without a write: no row is rewritten.
 * The cards must then be made by a later statement, whose snapshot sees what was waited for.
 */
const lockCards = (ids: SQL) => sql`
  insert into person_cards (person_id)
  select id from people where id in (${ids}) order by id
  on conflict (person_id) do update set head = person_cards.head where false`;

/**
 * Makes these people's cards from their rows and stores them, with the notes of their
 * changes that `notes` names done. Their cards must be locked already (lockCards).
 */
async function writeCards(tx: Database, personIds: readonly number[], notes: SQL) {
  const madeBefore = new Date();
  const parts = (await makeCards(tx, personIds)).map((person) => ({
    id: person.id,
    ...cardParts(person, madeBefore),
  }));
  const column = <Value>(value: (part: (typeof parts)[number]) => Value) =>
    sql.param(parts.map(value));
  await tx.execute(sql`
    with done as (delete from card_changes where ${notes})
    update person_cards c set
      head = m.head,
      accounts = array(select e.value from json_array_elements_text(m.accounts::json)
        with ordinality as e(value, n) order by e.n),
      account_ratings = array(select e.value::numeric from json_array_elements_text(m.ratings::json)
        with ordinality as e(value, n) order by e.n),
      tail = m.tail,
      match_facts = m.match_facts,
      refresh_at = m.refresh_at
    from unnest(${column((part) => part.id)}::int[], ${column((part) => part.head)}::text[],
        ${column((part) => JSON.stringify(part.accounts))}::text[],
        ${column((part) => JSON.stringify(part.accountRatings))}::text[],
        ${column((part) => part.tail)}::text[], ${column((part) => part.matchFacts)}::text[],
        ${column((part) => part.refreshAt?.toISOString() ?? null)}::timestamptz[])
      as m(person_id, head, accounts, ratings, tail, match_facts, refresh_at)
    where c.person_id = m.person_id`);
}

/**
 * Stores the cards of the people this transaction changed (noted by the triggers of
 * migration 0033), before it commits: the last step of every write unit.
 */
export async function keepChangedCards(tx: Database): Promise<void> {
  // Found and locked in one round trip: every write pays for this one.
  const changed = await queryRows<{ person_id: number }>(
    tx,
    sql`with changed as (
        select distinct person_id from card_changes where txid = txid_current()
        order by person_id limit ${CARDS_KEPT_BY_A_WRITE + 1}),
      locked as (${lockCards(
        sql`select person_id from changed
          where (select count(*) from changed) <= ${CARDS_KEPT_BY_A_WRITE}`,
      )})
      select person_id from changed`,
  );
  if (changed.length === 0 || changed.length > CARDS_KEPT_BY_A_WRITE) return;
  const personIds = changed.map((row) => row.person_id);
  await writeCards(
    tx,
    personIds,
    sql`txid = txid_current() and person_id = any(${sql.param(personIds)}::int[])`,
  );
}

/**
 * Locks these people's cards, then makes and stores them, with their notes: read once the
 * cards are locked, each note seen is of a committed change, which the cards are then made
 * from. A note another instance's job holds is left to it, never waited for: that job may
 * be waiting for a card this one has locked.
 */
async function keepCardsOf(tx: Database, personIds: readonly number[]) {
  await tx.execute(lockCards(sql`select unnest(${sql.param([...personIds])}::int[])`));
  const notes = await queryRows<{ id: string }>(
    tx,
    sql`select id::text as id from card_changes
      where person_id = any(${sql.param([...personIds])}::int[]) for update skip locked`,
  );
  await writeCards(
    tx,
    personIds,
    sql`id = any(${sql.param(notes.map((note) => note.id))}::bigint[])`,
  );
}

/**
 * Stores, in one transaction, the cards of up to CARDS_PER_BATCH people whose change no
 * write stored (an operator command, too many at once) or whose relative time is due.
 * Returns how many it stored: none when none is due.
 */
export async function keepDueCards(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Skipping what another instance's job holds, so that two jobs share the work.
    const noted = await queryRows<{ person_id: number }>(
      tx,
      sql`select person_id from card_changes order by id limit ${CARDS_PER_BATCH}
        for update skip locked`,
    );
    // Not locked here: cards are only ever locked in id order (keepCardsOf).
    const timed = await queryRows<{ person_id: number }>(
      tx,
      sql`select person_id from person_cards where refresh_at <= now()
        order by refresh_at limit ${CARDS_PER_BATCH}`,
    );
    const due = [...new Set([...noted, ...timed].map((row) => row.person_id))].sort(
      (a, b) => a - b,
    );
    if (due.length > 0) await keepCardsOf(tx, due);
    return due.length;
  });
}

/** Stores every card that is due, a batch at a time; returns how many it stored. */
export async function keepAllDueCards(
  db: Database,
  progress?: (kept: number) => void,
): Promise<number> {
  let kept = 0;
  for (;;) {
    const batch = await keepDueCards(db);
    if (batch === 0) return kept;
    kept += batch;
    progress?.(kept);
  }
}

/**
 * Makes every person's card again from the rows (the operator's rebuild), a batch of people
 * at a time in the directory's id order. Returns how many it stored.
 */
export async function rebuildCards(
  db: Database,
  progress?: (kept: number) => void,
): Promise<number> {
  let kept = 0;
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = (
        await queryRows<{ id: number }>(
          tx,
          sql`select id from people where id > ${after} order by id limit ${CARDS_PER_BATCH}`,
        )
      ).map((row) => row.id);
      if (ids.length > 0) await keepCardsOf(tx, ids);
      return ids;
    });
    if (batch.length === 0) return kept;
    kept += batch.length;
    after = batch.at(-1)!;
    progress?.(kept);
  }
}
