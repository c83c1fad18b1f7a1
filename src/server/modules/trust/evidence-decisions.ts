import { sql } from 'drizzle-orm';
import { ANCHORED_VERIFICATION_THRESHOLD } from '@shared/constants';
import { formatDay } from '@shared/dates';
import type { Contest } from '@shared/proof-chain';
import { contestPhrase } from '@shared/verification';
import { type Database, queryRows } from '../../platform/database/client';
import { setAccountStatus } from '../accounts';
import { runWrite, votersOfDecidedFollowUp } from '../derived-data';
import { burnApprovers } from './burn';
import { type LockedAccount, tallyAccount } from './writes';

/*
 * Evidence beats votes, both ways, without a moderator (decision 0031): once the stored chains
 * and contests moved, an account the person's own evidence contests stops being verified by
 * votes and its approvers are burned; a pending account the evidence now proves (or no
 * longer contests) is tallied again, at the bar its evidence sets.
 */

/** Decides one account again after its evidence moved, in a write of its own. */
async function decideAccount(db: Database, accountId: number, now: Date) {
  await runWrite(db, 'decide an account after its evidence moved', async (tx, write) => {
    const [account] = await queryRows<LockedAccount & { contest: Contest | null }>(
      tx,
      sql`select id, person_id, status, decision_basis, submitted_by_id, is_deleted, platform_id,
            contest
          from social_accounts where id = ${accountId} for update`,
    );
    if (!account || account.is_deleted || account.status === 'rejected') {
      write.invalidatesNothing();
      return;
    }
    if (!account.contest) {
      if (account.status !== 'pending') {
        write.invalidatesNothing();
        return;
      }
      // Its bar may have moved: its counts, and perhaps its status, change on every page.
      write.invalidateAll();
      const tallied = await tallyAccount(write, account);
      if (tallied.decided) write.followUp(votersOfDecidedFollowUp, account.id);
      return;
    }
    const why = contestPhrase(account.contest);
    const byVotes = account.decision_basis === 'community' || account.decision_basis === 'legacy';
    if (account.status === 'verified' && byVotes) {
      await setAccountStatus(
        write,
        { id: account.id, personId: account.person_id },
        'pending',
        'community',
        `Returned to pending on ${formatDay(now)}: ${why}`,
      );
      write.followUp(votersOfDecidedFollowUp, account.id);
    }
    if (account.status === 'pending' || byVotes) {
      await burnApprovers(write, { accountId: account.id, how: why, actorId: null });
      await tallyAccount(write, { ...account, status: 'pending' });
    }
    write.invalidateAll();
  });
}

/** Decides again each of these accounts whose evidence moved (see decideAccount). */
export async function decideAfterEvidence(db: Database, accountIds: readonly number[], now: Date) {
  for (const accountId of [...new Set(accountIds)].sort((a, b) => a - b)) {
    await decideAccount(db, accountId, now);
  }
}

/**
 * The accounts whose evidence asks for a decision not yet made, for the trust jobs to catch
 * up with a process that stopped after a commit: contested accounts still verified by votes
 * or whose approvers no burn names, and proven pending accounts whose counted approvals reach
 * the lowered bar.
 */
export async function accountsAwaitingEvidence(db: Database, limit = 50): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from social_accounts a
        where a.contest is not null and not a.is_deleted and a.status <> 'rejected'
          and ((a.status = 'verified' and a.decision_basis in ('community', 'legacy'))
            or (exists (select 1 from votes v join users u on u.id = v.user_id
                  where v.social_account_id = a.id and v.is_approval and u.standing <> 'trusted'
                    and u.role <> 'admin')
              and not exists (select 1 from trust_flags f where f.kind = 'burn'
                and a.id = any(f.account_ids))))
        union
        select a.id from social_accounts a
        where a.proven_chain is not null and a.status = 'pending' and not a.is_deleted
          and a.contest is null and not a.verification_held
          and a.counted_approvals >= ${ANCHORED_VERIFICATION_THRESHOLD}
          and a.approval_groups >= ${ANCHORED_VERIFICATION_THRESHOLD}
        order by id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
