import { sql } from 'drizzle-orm';
import type {
  AccountTally,
  HoldReason,
  TallyVote,
  TrustFlag,
  TrustSignal,
} from '@shared/schemas/trust';
import type { Contest, ProvenChain } from '@shared/proof-chain';
import { verificationOf } from '@shared/verification';
import { type Database, queryRows } from '../../platform/database/client';
import { notFound } from '../../platform/http/http-errors';

/** A trust_flags row as the queries read it. */
export interface FlagRow {
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

/** The ids of both lists, once each, in ascending order. */
export const union = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** The votes on these accounts (by these users, when given) with their stored weight. */
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

export async function presentFlags(db: Database, rows: FlagRow[]): Promise<TrustFlag[]> {
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
