import { sql } from 'drizzle-orm';
import type { TrustFlag, TrustSignal } from '@shared/schemas/trust';
import { type Database, queryRows } from '../../platform/database/client';
import { newFlagDrafts } from '../notifications';
import type { WriteScope } from '../derived-data';
import { type FlagRow, union } from './flags';

/** How many signals a flag keeps: the latest, enough to show how the ring grew. */
const SIGNALS_KEPT = 20;

/** The open flag of the kind a signal would widen (see raiseFlag). */
const openFlagOf = (kind: TrustFlag['kind'], userIds: number[]) =>
  sql`kind = ${kind} and status = 'open' and ${
    kind === 'pair'
      ? sql`user_ids @> ${sql.param(userIds)}::int[] and user_ids <@ ${sql.param(userIds)}::int[]`
      : sql`user_ids && ${sql.param(userIds)}::int[]`
  }`;

/**
 * Whether raising would change nothing, read without the lock: a closed flag of the kind names
 * all the users (they were judged), or the open flag the signal would widen names them and
 * the accounts already. A ring's every vote repeats its signal; only the first takes the lock.
 */
async function changesNothing(
  db: Database,
  kind: TrustFlag['kind'],
  userIds: number[],
  accountIds: number[],
) {
  const [row] = await queryRows<{ judged: boolean; covered: boolean | null }>(
    db,
    sql`select exists (select 1 from trust_flags where kind = ${kind} and status <> 'open'
            and user_ids @> ${sql.param(userIds)}::int[]) as judged,
          (select user_ids @> ${sql.param(userIds)}::int[] and account_ids @> ${sql.param(accountIds)}::int[]
            from trust_flags where ${openFlagOf(kind, userIds)} order by id limit 1) as covered`,
  );
  return Boolean(row?.judged || row?.covered);
}

/**
 * Opens a flag for a signal, or widens the open flag of its kind that names any of the same
 * users; a pair flag only the open one naming the same users, so that one user shared by two
 * pairs never puts the other two under one flag (nor an honest member copied by two puppets). Nothing when a closed flag of the kind already names all of them: an admin judged
 * these users (cleared: independent people; confirmed: their votes no longer count).
 * Raising takes one lock when it changes anything, so two votes of one ring never open two
 * flags for it. A new flag
 * notifies the administrators in the same transaction. Returns whether a flag opened or
 * widened.
 */
export async function raiseFlag(
  write: WriteScope,
  signal: { kind: TrustFlag['kind']; userIds: number[]; accountIds: number[]; detail: string },
): Promise<boolean> {
  const db = write.tx;
  const userIds = union(signal.userIds, []);
  if (await changesNothing(db, signal.kind, userIds, union(signal.accountIds, []))) return false;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('trust_flags'))`);
  const judged = await queryRows<{ id: number }>(
    db,
    sql`select id from trust_flags where kind = ${signal.kind} and status <> 'open'
          and user_ids @> ${sql.param(userIds)}::int[] limit 1`,
  );
  if (judged.length > 0) return false;
  const fired: TrustSignal = {
    kind: signal.kind,
    detail: signal.detail,
    at: new Date().toISOString(),
  };
  const [open] = await queryRows<FlagRow>(
    db,
    sql`select * from trust_flags where ${openFlagOf(signal.kind, userIds)}
          order by id limit 1 for update`,
  );
  if (!open) {
    const accountIds = union(signal.accountIds, []);
    await db.execute(sql`
      insert into trust_flags (kind, user_ids, account_ids, signals)
      values (${signal.kind}, ${sql.param(userIds)}::int[],
        ${sql.param(accountIds)}::int[], ${JSON.stringify([fired])}::jsonb)`);
    write.notify(
      ...(await newFlagDrafts(db, {
        kind: signal.kind,
        userCount: userIds.length,
        accountCount: accountIds.length,
      })),
    );
    return true;
  }
  const users = union(open.user_ids, userIds);
  const accounts = union(open.account_ids, signal.accountIds);
  if (users.length === open.user_ids.length && accounts.length === open.account_ids.length) {
    return false;
  }
  await db.execute(sql`
    update trust_flags set user_ids = ${sql.param(users)}::int[],
      account_ids = ${sql.param(accounts)}::int[],
      signals = ${JSON.stringify([...open.signals, fired].slice(-SIGNALS_KEPT))}::jsonb,
      updated_at = now()
    where id = ${open.id}`);
  return true;
}
