import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { cappedWrites } from '../../model/schema';
import { HttpError } from '../../platform/http/http-errors';

export type CappedWriteKind = (typeof cappedWrites.kind.enumValues)[number];

/** The window every cap counts in. */
export const CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** At most `limit` writes of a kind by one member in a day, or on one person in a day. */
export interface WriteCap {
  limit: number;
  onePerson?: boolean;
  /** Said with 429 when the cap is reached. */
  message: string;
}

export interface CappedWrite {
  /** The writer: an administrator's writes are audited moderation, never capped. */
  actor: { id: number; role?: string };
  kind: CappedWriteKind;
  personId: number;
  now: Date;
}

/**
 * Holds a transaction-scoped lock on one key (a member's writes of a kind, a person's
 * aliases, an account's proofs), so that counting and then writing under it is one step:
 * two requests at once cannot both pass a cap with room for one.
 */
export async function holdCapLock(tx: Database, scope: string, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), ${id})`);
}

/**
 * Counts one write against the member's caps, inside the transaction that writes it: refused
 * with 429 when a cap is reached. The count is of the writes made, kept apart from the rows
 * written, so deleting them gives no allowance back; a write the transaction does not commit
 * is not counted.
 */
export async function spendWriteAllowance(tx: Database, write: CappedWrite, caps: WriteCap[]) {
  const { actor } = write;
  if (actor.role === 'admin') return;
  await holdCapLock(tx, `capped_writes:${write.kind}`, actor.id);
  const since = new Date(write.now.getTime() - CAP_WINDOW_MS);
  const [made] = await tx
    .select({
      inWindow: count(),
      onPerson: sql<number>`count(*) filter (where ${cappedWrites.personId} = ${write.personId})::int`,
    })
    .from(cappedWrites)
    .where(
      and(
        eq(cappedWrites.userId, actor.id),
        eq(cappedWrites.kind, write.kind),
        gt(cappedWrites.writtenAt, since),
      ),
    );
  const reached = caps.find(
    (cap) => (cap.onePerson ? made!.onPerson : made!.inWindow) >= cap.limit,
  );
  if (reached) throw new HttpError(429, reached.message);
  await tx.insert(cappedWrites).values({
    userId: actor.id,
    kind: write.kind,
    personId: write.personId,
    writtenAt: write.now,
  });
}

/** Removes the counted writes older than the window: no cap reads them again. */
export async function forgetOldCappedWrites(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(cappedWrites)
    .where(lt(cappedWrites.writtenAt, new Date(now.getTime() - CAP_WINDOW_MS)))
    .returning({ id: cappedWrites.id });
  return removed.length;
}
