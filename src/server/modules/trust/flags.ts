import { sql } from 'drizzle-orm';
import type {
  AccountTally,
  HoldReason,
  TallyVote,
  TrustFlag,
  TrustFlagAction,
  TrustSignal,
} from '@shared/schemas/trust';
import { formatDay } from '@shared/dates';
import type { Contest, ProvenChain } from '@shared/proof-chain';
import { verificationOf } from '@shared/verification';
import { type Database, queryRows } from '../../platform/database/client';
import { conflict, notFound } from '../../platform/http/http-errors';
import { setAccountStatus } from '../accounts';
import { recordAdminAction } from '../audit';
import { newFlagDrafts } from '../notifications';
import {
  ringBurnedFollowUp,
  runWrite,
  votersOfDecidedFollowUp,
  type WriteScope,
} from '../derived-data';
import { type TalliedAccount, tallyAccount } from './writes';

/** How many signals a flag keeps: the latest, enough to show how the ring grew. */
const SIGNALS_KEPT = 20;

interface FlagRow {
  id: number;
  kind: TrustFlag['kind'];
  status: TrustFlag['status'];
  user_ids: number[];
  account_ids: number[];
  signals: TrustSignal[];
  created_at: Date | string;
  decided_at: Date | string | null;
  unverified_account_ids: number[];
}

const union = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

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
 * notifies the administrators in the same transaction. Answers whether a flag opened or
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

/** The votes on these accounts (by these users, when given) with their kept weight. */
async function weighedVotes(db: Database, accountIds: number[], userIds?: number[]) {
  return queryRows<TallyVote & { socialAccountId: number }>(
    db,
    sql`select v.social_account_id as "socialAccountId", v.user_id as "userId", u.username,
          v.is_approval as "isApproval", v.weight::int as weight, v.weight_reason as reason,
          u.standing, v.voted_at as "votedAt", v.voter_group as "group"
        from votes v join users u on u.id = v.user_id
        where v.social_account_id = any(${sql.param(accountIds)}::int[])
          ${userIds ? sql`and v.user_id = any(${sql.param(userIds)}::int[])` : sql``}
        order by v.voted_at, v.id`,
  ).then((rows) => rows.map((row) => ({ ...row, votedAt: new Date(row.votedAt).toISOString() })));
}

async function presentFlags(db: Database, rows: FlagRow[]): Promise<TrustFlag[]> {
  const userIds = union(
    rows.flatMap((row) => row.user_ids),
    [],
  );
  const accountIds = union(
    rows.flatMap((row) => row.account_ids),
    [],
  );
  const [users, accounts, votes] = await Promise.all([
    queryRows<{ id: number; username: string; standing: TrustFlag['users'][number]['standing'] }>(
      db,
      sql`select id, username, standing from users where id = any(${sql.param(userIds)}::int[])`,
    ),
    queryRows<Omit<TrustFlag['accounts'][number], 'votes'>>(
      db,
      sql`select a.id, a.username, pl.name as platform,
            p.first_name || ' ' || p.last_name as "personName", p.slug as "personSlug", a.status
          from social_accounts a
          join platforms pl on pl.id = a.platform_id
          join people p on p.id = a.person_id
          where a.id = any(${sql.param(accountIds)}::int[])`,
    ),
    weighedVotes(db, accountIds, userIds),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    kind: row.kind,
    userIds: row.user_ids,
    accountIds: row.account_ids,
    signals: row.signals,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    users: row.user_ids.flatMap((id) => userById.get(id) ?? []),
    accounts: row.account_ids.flatMap((id) => {
      const account = accountById.get(id);
      if (!account) return [];
      const flagged = votes.filter(
        (vote) => vote.socialAccountId === id && row.user_ids.includes(vote.userId),
      );
      return [{ ...account, votes: flagged.map(({ socialAccountId: _, ...vote }) => vote) }];
    }),
  }));
}

/** Open flags oldest first (the queue), or closed ones (confirmed or cleared) newest first. */
export async function listTrustFlags(
  db: Database,
  status: 'open' | 'closed',
): Promise<{ flags: TrustFlag[] }> {
  const rows = await queryRows<FlagRow>(
    db,
    status === 'open'
      ? sql`select * from trust_flags where status = 'open' order by created_at, id limit 200`
      : sql`select * from trust_flags where status <> 'open'
            order by decided_at desc nulls last, id desc limit 200`,
  );
  return { flags: await presentFlags(db, rows) };
}

/** Every vote of an account with its weight and why, for an admin. */
export async function getAccountTally(db: Database, accountId: number): Promise<AccountTally> {
  const [account] = await queryRows<{
    status: AccountTally['status'];
    approval_count: number;
    rejection_count: number;
    counted_approvals: number;
    counted_rejections: number;
    decision_basis: 'community' | 'moderator' | 'legacy' | null;
    decision_note: string | null;
    verification_held: boolean;
    hold_reason: HoldReason | null;
    approval_groups: number | null;
    rejection_groups: number | null;
    verified_at: Date | string | null;
    proven_chain: ProvenChain | null;
    contest: Contest | null;
  }>(db, sql`select * from social_accounts where id = ${accountId}`);
  if (!account) throw notFound('Social account not found');
  const votes = await weighedVotes(db, [accountId]);
  return {
    socialAccountId: accountId,
    status: account.status,
    approvalCount: account.approval_count,
    rejectionCount: account.rejection_count,
    countedApprovals: account.counted_approvals,
    countedRejections: account.counted_rejections,
    verification: verificationOf({
      status: account.status,
      decisionBasis: account.decision_basis,
      decisionNote: account.decision_note,
      verificationHeld: account.verification_held,
      holdReason: account.hold_reason,
      approvalGroups: account.approval_groups,
      rejectionGroups: account.rejection_groups,
      approvalCount: account.approval_count,
      countedApprovals: account.counted_approvals,
      countedRejections: account.counted_rejections,
      verifiedAt: account.verified_at,
      provenChain: account.proven_chain,
      contest: account.contest,
    }),
    votes: votes.map(({ socialAccountId: _, ...vote }) => vote),
  };
}

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
 * flag; the audit row is written in the same transaction. Answers the accounts tallied.
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
      // Independent people: what a tally kept of their voting alike goes with the flag.
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
