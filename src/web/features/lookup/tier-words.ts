import type { Tier } from '@shared/schemas/trust';

/*
 * The tiers in words for the /check answer: the names the badge and the person page's cards
 * use (src/web/lib/tier-words.ts), kept here so that the check page shares no module of its own
 * with the person page (see that file), with what each tier rests on.
 */
export const TIER_WORDS: Record<Tier, { name: string; meaning: string }> = {
  proven: {
    name: 'Proven',
    meaning:
      'A chain of checked proofs leads to it from an official site a moderator confirmed, or from an account a moderator verified.',
  },
  moderator: { name: 'Verified by a moderator', meaning: 'A moderator verified it.' },
  community: {
    name: 'Verified by the community',
    meaning:
      'Members of the community verified it by their votes; no checked proof leads to it yet.',
  },
};
