import { sql } from 'drizzle-orm';
import { MIN_INDEPENDENT_GROUPS, REJECTION_THRESHOLD } from '@shared/constants';
import { independentGroups, type VoterLink } from '@shared/independence';
import type { HoldReason, UncountedReason } from '@shared/schemas/trust';
import {
  type Ballot,
  type FlagInForce,
  outcomeOf,
  type Tally,
  type TallyEvidence,
  verificationBar,
  weighBallots,
} from '@shared/tally';
import { queryRows } from '../../platform/database/client';
import { namedStatement, typedPlaceholder } from '../../platform/database/prepared';
import { type AccountStatus, type DecisionBasis, setAccountStatus } from '../accounts';
import type { WriteScope } from '../derived-data';
import { voterLinksQuery } from './independence';

export interface TalliedAccount {
  accountId: number;
  personId: number;
  submittedById: number | null;
  status: AccountStatus;
  /** The status the account had before this tally. */
  before: AccountStatus;
  approvalCount: number;
  rejectionCount: number;
  tally: Tally;
  /** What holds a pending account whose counted approvals reach the bar. */
  hold: HoldReason | null;
  /** The tally decided a pending account. */
  decided: boolean;
  /** The tally returned a decided account to pending (only when reconsidering decisions). */
  unverified: boolean;
}

/** A vote's weight, its reason and its group as the last tally stored them. */
interface StoredWeight {
  storedWeight: number;
  storedReason: UncountedReason | null;
  storedGroup: number | null;
}

/** What the tally reads of the account it locked. */
export interface LockedAccount {
  id: number;
  person_id: number;
  status: AccountStatus;
  decision_basis: DecisionBasis | null;
  submitted_by_id: number | null;
  is_deleted: boolean;
  platform_id: number;
}

async function lockForTally(write: WriteScope, accountId: number) {
  const [account] = await queryRows<LockedAccount>(
    write.tx,
    sql`select id, person_id, status, decision_basis, submitted_by_id, is_deleted, platform_id
        from social_accounts where id = ${accountId} for update`,
  );
  if (!account) throw new Error(`No account ${accountId} to tally`);
  return account;
}

/**
 * What an account's tally weighs, in one statement: its votes in the order they were cast
 * with each voter's stored standing; the flags in force that name a voter or the submitter;
 * the links between its voters and its submitter that group them (voterLinksQuery); and the
 * evidence: its stored chain and contest (decision 0031), a contradicting proof, another
 * verified account of the person on the platform, the handle verified on another person. An
 * open burst names new users, whose votes count 0 already: it shows admins
 * a ring forming and weighs nothing, so it is not read; a confirmed one, of any kind, takes
 * the users' weight away for good, whatever standing they grow into. (Read while other votes
 * commit, a burst may also name a voter whose own vote is making them a member.)
 */
async function tallyInputs(write: WriteScope, account: LockedAccount) {
  const [inputs] = await tallyInputsStatement(write.tx, {
    accountId: account.id,
    submitterId: account.submitted_by_id,
    personId: account.person_id,
    platformId: account.platform_id,
  });
  return inputs!;
}

const accountId = typedPlaceholder('accountId', 'int');
const submitterId = typedPlaceholder('submitterId', 'int');

const tallyInputsStatement = namedStatement<
  {
    ballots: (Ballot & StoredWeight & { id: number })[];
    flags: FlagInForce[];
    links: VoterLink[];
  } & TallyEvidence
>(
  'tally_inputs',
  sql`select
        coalesce((select json_agg(json_build_object('id', v.id, 'userId', v.user_id,
            'isApproval', v.is_approval, 'standing', u.standing, 'storedWeight', v.weight,
            'storedReason', v.weight_reason, 'storedGroup', v.voter_group) order by v.voted_at, v.id)
          from votes v join users u on u.id = v.user_id
          where v.social_account_id = ${accountId}), '[]') as ballots,
        coalesce((select json_agg(json_build_object('id', f.id, 'status', f.status,
            'userIds', f.user_ids) order by f.id)
          from trust_flags f
          where (f.status = 'confirmed' or (f.status = 'open' and f.kind <> 'burst'))
            and f.user_ids && array(
              select v.user_id from votes v where v.social_account_id = ${accountId}
              union all
              select ${submitterId} where ${submitterId} is not null)
        ), '[]') as flags,
        (${voterLinksQuery(accountId, submitterId)}) as links,
        (select proven_chain is not null from social_accounts where id = ${accountId}) as proven,
        (select contest is not null from social_accounts where id = ${accountId}) as contested,
        exists (select 1 from account_proofs
          where social_account_id = ${accountId} and state = 'contradicting'
            and not suggested) as contradicted,
        exists (select 1 from social_accounts other
          where other.person_id = ${typedPlaceholder('personId', 'int')}
            and other.platform_id = ${typedPlaceholder('platformId', 'int')}
            and other.id <> ${accountId} and other.status = 'verified'
            and not other.is_deleted) as "platformTaken",
        exists (select 1 from social_accounts mine, social_accounts other
          where mine.id = ${accountId} and other.platform_id = mine.platform_id
            and lower(other.username) = lower(mine.username)
            and other.person_id <> mine.person_id and other.status = 'verified'
            and not other.is_deleted) as "handleTaken"`,
);

/**
 * Stores the tally: the votes whose weight or group moved, the account's figures, and on a
 * decision the submitter's group and whether proof lowered the bar.
 */
const keepTallyStatement = namedStatement(
  'keep_tally',
  sql`with weighed as (
        update votes v set weight = w.weight, weight_reason = w.reason, voter_group = w.voter_group
        from unnest(${typedPlaceholder('movedIds', 'int[]')}, ${typedPlaceholder('movedWeights', 'int[]')},
          ${typedPlaceholder('movedReasons', 'text[]')}, ${typedPlaceholder('movedGroups', 'int[]')}
        ) as w(id, weight, reason, voter_group)
        where v.id = w.id
      )
      update social_accounts set approval_count = ${typedPlaceholder('approvalCount', 'int')},
        rejection_count = ${typedPlaceholder('rejectionCount', 'int')},
        counted_approvals = ${typedPlaceholder('countedApprovals', 'int')},
        counted_rejections = ${typedPlaceholder('countedRejections', 'int')},
        approval_groups = ${typedPlaceholder('approvalGroups', 'int')},
        rejection_groups = ${typedPlaceholder('rejectionGroups', 'int')},
        verification_held = ${typedPlaceholder('held', 'boolean')},
        hold_reason = ${typedPlaceholder('hold', 'text')},
        submitter_group = case when ${typedPlaceholder('decides', 'boolean')}
          then ${typedPlaceholder('submitterGroup', 'int')} else submitter_group end,
        bar_lowered = case when ${typedPlaceholder('decides', 'boolean')}
          then ${typedPlaceholder('barLowered', 'boolean')} else bar_lowered end
      where id = ${accountId}`,
);

/**
 * Tallies an account: recounts its raw votes, groups its voters (independentGroups), weighs
 * each vote by its voter's standing and the trust flags in force (see weighBallots), stores
 * each vote's weight and group and the counted sums, and decides a pending account where the
 * counted votes and their groups reach the bar (outcomeOf: not while something holds it).
 * With `reconsider` (the public sentence saying why), an account that counted votes (or raw
 * ones, before votes were weighed) verified or rejected returns to pending when less than
 * half the bar remains: that is what confirming or burning a ring does.
 * The account row is locked for the rest of the transaction; given the account as this
 * transaction read it under its lock, the tally does not read it again. One statement reads
 * what the tally weighs, one stores the weights and the figures.
 */
export async function tallyAccount(
  write: WriteScope,
  which: number | LockedAccount,
  { reconsider }: { reconsider?: string } = {},
): Promise<TalliedAccount> {
  const account = typeof which === 'number' ? await lockForTally(write, which) : which;
  const { ballots, flags, links, ...evidence } = await tallyInputs(write, account);
  const approvalCount = ballots.filter((ballot) => ballot.isApproval).length;
  const rejectionCount = ballots.length - approvalCount;
  const flagLinks = flags.flatMap((flag) =>
    flag.userIds.slice(1).map((userId): VoterLink => ({
      userIds: [flag.userIds[0]!, userId],
      kind: 'flag',
    })),
  );
  const groups = independentGroups(
    [
      ...ballots.map((ballot) => ballot.userId),
      ...(account.submitted_by_id ? [account.submitted_by_id] : []),
    ],
    [...links, ...flagLinks],
  );
  const tally = weighBallots(ballots, flags, account.submitted_by_id, groups);
  const outcome = outcomeOf(tally, evidence);
  const hold = account.status === 'pending' ? outcome.hold : null;
  const decides = account.status === 'pending' && outcome.status !== 'pending';

  // Only the votes whose weight or group moved are sent and written (on a popular account,
  // one or two of hundreds); the account's figures always are.
  const moved = tally.ballots.flatMap((weighed, index) => {
    const kept = ballots[index]!;
    return weighed.weight === kept.storedWeight &&
      weighed.reason === kept.storedReason &&
      weighed.group === kept.storedGroup
      ? []
      : [{ id: kept.id, ...weighed }];
  });
  await keepTallyStatement(write.tx, {
    movedIds: moved.map((ballot) => ballot.id),
    movedWeights: moved.map((ballot) => ballot.weight),
    movedReasons: moved.map((ballot) => ballot.reason),
    movedGroups: moved.map((ballot) => ballot.group),
    approvalCount,
    rejectionCount,
    countedApprovals: tally.countedApprovals,
    countedRejections: tally.countedRejections,
    approvalGroups: tally.approvalGroups,
    rejectionGroups: tally.rejectionGroups,
    held: hold !== null,
    hold,
    decides,
    submitterGroup:
      account.submitted_by_id === null ? null : (groups.get(account.submitted_by_id) ?? null),
    barLowered: evidence.proven && outcome.status === 'verified' && !reachesFullBar(tally),
    accountId: account.id,
  });

  const target = nextStatus(account, outcome.status, tally, evidence, reconsider);
  if (target !== account.status) {
    await setAccountStatus(
      write,
      { id: account.id, personId: account.person_id },
      target,
      'community',
      target === 'pending' && reconsider ? reconsider : null,
    );
  }
  return {
    accountId: account.id,
    personId: account.person_id,
    submittedById: account.submitted_by_id,
    status: target,
    before: account.status,
    approvalCount,
    rejectionCount,
    tally,
    hold,
    decided: account.status === 'pending' && target !== 'pending',
    unverified: account.status !== 'pending' && target === 'pending',
  };
}

/** The counted approvals reach the bar votes alone must reach. */
const reachesFullBar = (tally: Tally) => {
  const full = verificationBar(false);
  return tally.countedApprovals >= full.approvals && tally.approvalGroups >= full.groups;
};

function nextStatus(
  account: LockedAccount,
  outcome: AccountStatus,
  tally: Tally,
  evidence: TallyEvidence,
  reconsider: string | undefined,
): AccountStatus {
  if (account.is_deleted) return account.status;
  if (account.status === 'pending') return outcome;
  const decidedByVotes =
    account.decision_basis === 'community' || account.decision_basis === 'legacy';
  if (!reconsider || !decidedByVotes) return account.status;
  // A decision stands while half its bar remains without the discounted users: a ring that
  // joins the votes of a real account cannot undo it by getting itself confirmed or burned.
  const bar = verificationBar(evidence.proven);
  const half = (needed: number) => Math.ceil(needed / 2);
  if (account.status === 'verified') {
    return tally.countedApprovals < half(bar.approvals) || tally.approvalGroups < half(bar.groups)
      ? 'pending'
      : 'verified';
  }
  return tally.countedRejections < half(REJECTION_THRESHOLD) ||
    tally.rejectionGroups < half(MIN_INDEPENDENT_GROUPS)
    ? 'pending'
    : 'rejected';
}
