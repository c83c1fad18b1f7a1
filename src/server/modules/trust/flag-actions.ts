import { sql } from 'drizzle-orm';
import type { TrustFlag, TrustFlagAction } from '@shared/schemas/trust';
import { formatDay } from '@shared/dates';
import { type Database, queryRows } from '../../platform/database/client';
import { conflict, notFound } from '../../platform/http/http-errors';
import { setAccountStatus } from '../accounts';
import { recordAdminAction } from '../audit';
import { ringBurnedFollowUp, runWrite, votersOfDecidedFollowUp } from '../derived-data';
import { type FlagRow, presentFlags } from './flags';
import { type TalliedAccount, tallyAccount } from './writes';

const NEXT_STATUS: Record<TrustFlagAction, TrustFlag['status']> = {
  confirm: 'confirmed',
  clear: 'cleared',
  reopen: 'open',
};

const ACTION_MESSAGES: Record<TrustFlagAction, string> = {
  confirm: 'Flag confirmed: these users’ votes no longer count',
  clear: 'Flag cleared: these users count as independent people',
  reopen: 'Flag reopened',
};

function refusal(action: TrustFlagAction, flag: FlagRow): string | null {
  if (flag.kind === 'burn') {
    // A burn is confirmed when it happens: a moderator undoes it by clearing it.
    if (action === 'clear' && flag.status === 'confirmed') return null;
    return action === 'clear'
      ? 'This burn is cleared already'
      : 'A burned ring is undone by clearing its flag';
  }
  if (action === 'reopen') return flag.status === 'open' ? 'This flag is already open' : null;
  if (flag.status === 'open') return null;
  return `This flag is already ${flag.status}; reopen it first`;
}

/**
 * An admin's judgement of a flag. Confirm: the users' votes stop counting everywhere, and
 * every account they voted on is tallied again (a verified one they no longer verify returns
 * to pending, and the feed says account_removed). Clear: they count as independent people.
 * Reopen: undoes either (a confirm's unverified accounts are verified again). The accounts
 * are locked before the flag, in id order, as a vote locks its account before raising a
 * flag; the audit row is written in the same transaction. Returns the accounts tallied.
 */
export async function actOnTrustFlag(
  db: Database,
  actorId: number,
  flagId: number,
  action: TrustFlagAction,
): Promise<{ message: string; flag: TrustFlag; tallied: TalliedAccount[] }> {
  const [seen] = await queryRows<FlagRow>(db, sql`select * from trust_flags where id = ${flagId}`);
  if (!seen) throw notFound('Trust flag not found');
  const tallied = await runWrite(db, 'act on a trust flag', async (tx, write) => {
    write.invalidateAll();
    const touched = await queryRows<{ id: number }>(
      tx,
      sql`select a.id from social_accounts a
          where a.id = any(${sql.param(seen.account_ids)}::int[])
            or a.id in (select social_account_id from votes
                        where user_id = any(${sql.param(seen.user_ids)}::int[]))
          order by a.id for update`,
    );
    const [flag] = await queryRows<FlagRow>(
      tx,
      sql`select * from trust_flags where id = ${flagId} for update`,
    );
    const refused = refusal(action, flag!);
    if (refused) throw conflict(refused);
    const status = NEXT_STATUS[action];
    if (flag!.kind === 'burn') {
      // Their standing comes back with their record, and their decisions are tallied again.
      write.followUp(ringBurnedFollowUp, true);
      await tx.execute(sql`update trust_flags set recounted_at = null where id = ${flagId}`);
    }
    if (action === 'clear') {
      // Independent people: what a tally stored of their voting alike goes with the flag.
      await tx.execute(sql`
        delete from voter_links
        where user_a = any(${sql.param(flag!.user_ids)}::int[])
          and user_b = any(${sql.param(flag!.user_ids)}::int[])`);
    }
    await tx.execute(sql`
      update trust_flags set status = ${status}, updated_at = now(),
        decided_at = ${status === 'open' ? null : write.now},
        decided_by_id = ${status === 'open' ? null : actorId}
      where id = ${flagId}`);
    const results: TalliedAccount[] = [];
    const reconsider =
      action === 'confirm'
        ? `Returned to pending on ${formatDay(write.now)}: an administrator found that some of its voters act as one, and their votes no longer count`
        : undefined;
    for (const { id } of touched) {
      results.push(await tallyAccount(write, id, { reconsider }));
    }
    const unverified = results
      .filter((result) => result.unverified && result.before === 'verified')
      .map((result) => result.accountId);
    if (action === 'confirm') {
      await tx.execute(sql`update trust_flags set unverified_account_ids = ${sql.param(unverified)}::int[]
                           where id = ${flagId}`);
    }
    if (action === 'reopen') {
      for (const result of results) {
        if (
          flag!.unverified_account_ids.includes(result.accountId) &&
          result.status === 'pending'
        ) {
          await setAccountStatus(
            write,
            { id: result.accountId, personId: result.personId },
            'verified',
            'community',
          );
          result.status = 'verified';
        }
      }
      await tx.execute(
        sql`update trust_flags set unverified_account_ids = '{}' where id = ${flagId}`,
      );
    }
    await recordAdminAction(tx, {
      adminId: actorId,
      action: `trust_flag.${action}`,
      targetType: 'trust_flag',
      targetId: flagId,
      before: { status: flag!.status },
      after: {
        status,
        unverifiedAccountIds: unverified,
        recountedAccountIds: results.map((result) => result.accountId),
        ...(action === 'confirm' && { votesNoLongerCountFor: flag!.user_ids }),
      },
    });
    write.followUp(
      votersOfDecidedFollowUp,
      ...results
        .filter((result) => result.decided || result.unverified)
        .map((result) => result.accountId),
    );
    return results;
  });
  const [after] = await queryRows<FlagRow>(db, sql`select * from trust_flags where id = ${flagId}`);
  const [flag] = await presentFlags(db, [after!]);
  return { message: ACTION_MESSAGES[action], flag: flag!, tallied };
}
