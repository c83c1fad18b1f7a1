import type { Standing } from './schemas/standing';
import type { UncountedReason } from './schemas/trust';

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
}

export interface Tally {
  ballots: WeighedBallot[];
  countedApprovals: number;
  countedRejections: number;
  /** Some counted approvals come from users an open flag names: no verification yet. */
  held: boolean;
}

/**
 * How much each vote on one account counts. A new user's vote counts 0; a trusted user's
 * counts 1 (an admin vetted them: detection does not apply). A member's counts 1, except:
 * a member a confirmed flag names counts 0; the users an open flag names count once per
 * account (the earliest of their votes) and not at all on an account one of them submitted.
 */
export function weighBallots(
  ballots: Ballot[],
  flags: FlagInForce[],
  submitterId: number | null,
): Tally {
  const flagsOf = (userId: number) => flags.filter((flag) => flag.userIds.includes(userId));
  const flagsCounted = new Set<number>();
  let held = false;
  const weighed = ballots.map((ballot): WeighedBallot => {
    const counts = (weight: 0 | 1, reason: UncountedReason | null = null) => ({
      ...ballot,
      weight,
      reason,
    });
    if (ballot.standing === 'new') return counts(0, 'new_member');
    if (ballot.standing === 'trusted') return counts(1);
    const own = flagsOf(ballot.userId);
    if (own.some((flag) => flag.status === 'confirmed')) return counts(0, 'flag_confirmed');
    if (submitterId !== null && own.some((flag) => flag.userIds.includes(submitterId))) {
      return counts(0, 'flag_submitter');
    }
    if (own.some((flag) => flagsCounted.has(flag.id))) return counts(0, 'flag_counted_once');
    for (const flag of own) flagsCounted.add(flag.id);
    if (own.length > 0 && ballot.isApproval) held = true;
    return counts(1);
  });
  const sum = (approval: boolean) =>
    weighed
      .filter((ballot) => ballot.isApproval === approval)
      .reduce((total, ballot) => total + ballot.weight, 0);
  return {
    ballots: weighed,
    countedApprovals: sum(true),
    countedRejections: sum(false),
    held,
  };
}
