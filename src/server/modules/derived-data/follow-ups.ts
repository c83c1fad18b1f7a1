import { followUpKind } from '../../platform/write-pipeline';

/*
 * The kinds of follow-up a write may declare on its scope (`write.followUp(kind, item)`),
 * kept here, beneath every module that writes, so that any of them can declare one. The
 * trust module registers the work of each at composition (trust/follow-ups.ts); the
 * notifications module owns its mail's kind. Registration order is run order: evidence and
 * burns decide accounts before the writer's standing is evaluated.
 */

/**
 * A user whose standing the write may have moved: by their own contribution (evaluated when
 * it may have made them a member), or by changing what the rules read of them (`rules`: an
 * administrator changed their role; always evaluated).
 */
export interface StandingCheck {
  userId: number;
  /** What the standing rests on, when the write read it already (a rating does). */
  known?: unknown;
  rules?: true;
}

/** A vote a write cast, as the trust signals read it. */
export interface CastVote {
  accountId: number;
  userId: number;
  isApproval: boolean;
  submittedById: number | null;
  /** What the voter's standing rests on, as the vote read it before it was cast. */
  known?: unknown;
}

/** Accounts whose proven chain or contest the write moved: decided again before the response. */
export const evidenceMovedFollowUp = followUpKind<number>(
  'deciding accounts whose evidence moved',
  'before the response',
);

/** The write burned or cleared a ring: its users' other decisions are tallied again. */
export const ringBurnedFollowUp = followUpKind<true>(
  'tallying again without a burned ring',
  'before the response',
);

/** A proof's hold on these accounts came or went: their votes decide again. */
export const holdMovedFollowUp = followUpKind<number>(
  'recounting accounts whose hold moved',
  'before the response',
);

/** Evaluated before the response: the writer sees their new standing. */
export const standingFollowUp = followUpKind<StandingCheck>(
  'evaluating the standing after a write',
  'before the response',
);

/**
 * Votes the write cast: their voters' standing and the trust signals they complete, off the
 * vote's response time (the voter's screen says by their stored standing whether the vote
 * counts, and a change follows within seconds; decision 0032).
 */
export const voteScreeningFollowUp = followUpKind<CastVote>(
  'screening the votes',
  'after the response',
);

/** Accounts the write verified or rejected: a decision moves its voters' record of agreeing. */
export const votersOfDecidedFollowUp = followUpKind<number>(
  'evaluating the standing of the voters',
  'after the response',
);
