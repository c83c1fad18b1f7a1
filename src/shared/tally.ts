import {
  ANCHORED_VERIFICATION_THRESHOLD,
  MIN_INDEPENDENT_GROUPS,
  REJECTION_THRESHOLD,
  VERIFICATION_THRESHOLD,
} from './constants';
import type { Standing } from './schemas/standing';
import type { HoldReason, UncountedReason } from './schemas/trust';

/** A recorded vote as the tally reads it, in the order the votes were cast. */
export interface Ballot {
  userId: number;
  isApproval: boolean;
  standing: Standing;
}

/** A trust flag that still decides something: open or confirmed. */
export interface FlagInForce {
  id: number;
  status: 'open' | 'confirmed';
  userIds: number[];
}

export interface WeighedBallot extends Ballot {
  weight: 0 | 1;
  reason: UncountedReason | null;
  /** The voter's independent group (see independentGroups). */
  group: number;
}

export interface Tally {
  ballots: WeighedBallot[];
  countedApprovals: number;
  countedRejections: number;
  /** How many independent groups the counted approvals and rejections come from. */
  approvalGroups: number;
  rejectionGroups: number;
  /** Some counted approvals come from users an open flag names: no verification yet. */
  held: boolean;
}

/**
 * How much each vote on one account counts. A new user's vote counts 0; a trusted user's
 * counts 1 (an admin vetted them: detection does not apply). A member's counts 1, except:
 * a member a confirmed flag names counts 0; the users an open flag names count once per
 * account (the earliest of their votes) and not at all on an account one of them submitted.
 * Each ballot carries its voter's independent group (`groups`, see independentGroups); the
 * tally counts the groups the counted votes come from.
 */
export function weighBallots(
  ballots: Ballot[],
  flags: FlagInForce[],
  submitterId: number | null,
  groups: ReadonlyMap<number, number> = new Map(),
): Tally {
  const flagsOf = (userId: number) => flags.filter((flag) => flag.userIds.includes(userId));
  const flagsCounted = new Set<number>();
  let held = false;
  const weightOf = (ballot: Ballot): [0 | 1, UncountedReason | null] => {
    if (ballot.standing === 'trusted') return [1, null];
    const own = flagsOf(ballot.userId);
    // A confirmed flag says more than a standing it made new again (a burned ring's).
    if (own.some((flag) => flag.status === 'confirmed')) return [0, 'flag_confirmed'];
    if (ballot.standing === 'new') return [0, 'new_member'];
    if (submitterId !== null && own.some((flag) => flag.userIds.includes(submitterId))) {
      return [0, 'flag_submitter'];
    }
    if (own.some((flag) => flagsCounted.has(flag.id))) return [0, 'flag_counted_once'];
    for (const flag of own) flagsCounted.add(flag.id);
    // A flag naming one user (a follower) is no ring: independence groups them with whom they followed.
    if (own.some((flag) => flag.userIds.length > 1) && ballot.isApproval) held = true;
    return [1, null];
  };
  // Each ballot is written out field by field, never spread: a popular account weighs
  // hundreds on every vote, and copying what the caller read beside them cost most of it.
  const weighed = ballots.map((ballot): WeighedBallot => {
    const [weight, reason] = weightOf(ballot);
    const { userId, isApproval, standing } = ballot;
    return { userId, isApproval, standing, weight, reason, group: groups.get(userId) ?? userId };
  });
  const approvalGroups = new Set<number>();
  const rejectionGroups = new Set<number>();
  let countedApprovals = 0;
  let countedRejections = 0;
  for (const ballot of weighed) {
    if (ballot.weight === 0) continue;
    if (ballot.isApproval) {
      countedApprovals += 1;
      approvalGroups.add(ballot.group);
    } else {
      countedRejections += 1;
      rejectionGroups.add(ballot.group);
    }
  }
  return {
    ballots: weighed,
    countedApprovals,
    countedRejections,
    approvalGroups: approvalGroups.size,
    rejectionGroups: rejectionGroups.size,
    held,
  };
}

/** What the tally reads besides the votes: the evidence on the account and its person's other accounts. */
export interface TallyEvidence {
  /** Kept: an unbroken chain of checked proofs leads from a root to the account. */
  proven: boolean;
  /** Kept: the person's own evidence names another account instead (decision 0031). */
  contested: boolean;
  /** A proof's page links to another person's page here. */
  contradicted: boolean;
  /** The person already has another verified account on the account's platform. */
  platformTaken: boolean;
  /** The handle is verified on another person. */
  handleTaken: boolean;
}

/**
 * The counted approvals, and the independent groups they come from, that verify: a proven
 * chain lowers the bar (the identity is shown, the votes confirm it); votes alone need the
 * full threshold from MIN_INDEPENDENT_GROUPS groups.
 */
export function verificationBar(proven: boolean) {
  return proven
    ? { approvals: ANCHORED_VERIFICATION_THRESHOLD, groups: ANCHORED_VERIFICATION_THRESHOLD }
    : { approvals: VERIFICATION_THRESHOLD, groups: MIN_INDEPENDENT_GROUPS };
}

/**
 * What stops counted votes from verifying, first reason first: a contradicting proof; a second
 * account on a platform where the person has a verified one, or a handle verified on another
 * person, both of which need a moderator or a proven chain; an open flag over some counted
 * approvals.
 */
export function holdOf(tally: Tally, evidence: TallyEvidence): HoldReason | null {
  if (evidence.contradicted) return 'proof';
  if (evidence.platformTaken && !evidence.proven) return 'same_platform';
  if (evidence.handleTaken && !evidence.proven) return 'handle_elsewhere';
  return tally.held ? 'flag' : null;
}

/**
 * Where the counted votes of a pending account lead: verified when they reach the bar and
 * nothing holds them; rejected at the rejection threshold from MIN_INDEPENDENT_GROUPS groups,
 * unless a proven chain shows the account is the person's (evidence outranks votes); else
 * still pending, with the reason when only a hold stands in the way. A contested account is
 * for a moderator: votes decide nothing while the person's own evidence names another.
 */
export function outcomeOf(
  tally: Tally,
  evidence: TallyEvidence,
): { status: 'pending' | 'verified' | 'rejected'; hold: HoldReason | null } {
  if (evidence.contested) return { status: 'pending', hold: null };
  const bar = verificationBar(evidence.proven);
  if (tally.countedApprovals >= bar.approvals && tally.approvalGroups >= bar.groups) {
    const hold = holdOf(tally, evidence);
    return hold ? { status: 'pending', hold } : { status: 'verified', hold: null };
  }
  if (
    !evidence.proven &&
    tally.countedRejections >= REJECTION_THRESHOLD &&
    tally.rejectionGroups >= MIN_INDEPENDENT_GROUPS
  ) {
    return { status: 'rejected', hold: null };
  }
  return { status: 'pending', hold: null };
}
