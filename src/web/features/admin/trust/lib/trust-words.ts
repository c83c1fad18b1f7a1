import type { TrustFlag, UncountedReason } from '@shared/schemas/trust';

type FlagKind = TrustFlag['kind'];

/** What fired, as an admin reads it: a name for the flag and the pattern behind it. */
export const FLAG_KINDS: Record<FlagKind, { name: string; pattern: string }> = {
  network: {
    name: 'Same network',
    pattern: 'Users registered close together from one network voted alike.',
  },
  pair: {
    name: 'Voting in lockstep',
    pattern: 'Two users voted alike within minutes of each other on several accounts.',
  },
  burst: {
    name: 'Burst of new members',
    pattern: 'Many new members voted on one account within an hour.',
  },
  submitter: {
    name: 'Approves one submitter',
    pattern: 'A voter approved several accounts of one submitter right after they were proposed.',
  },
  burn: {
    name: 'Burned ring',
    pattern:
      'These users approved an account shown fake: their votes no longer count anywhere, until a moderator clears the flag.',
  },
};

/** Why a vote counts 0, in words. */
export const UNCOUNTED_REASON_WORDS: Record<UncountedReason, string> = {
  new_member: 'new member',
  flag_counted_once: 'counted once for the group',
  flag_submitter: 'group member submitted the account',
  flag_confirmed: 'flag confirmed',
};

export const STANDING_WORDS: Record<TrustFlag['users'][number]['standing'], string> = {
  new: 'new member',
  member: 'member',
  trusted: 'trusted',
};
