import { TIER_BADGE_WORDS } from '@shared/badge';
import { PRODUCT_NAME } from '@shared/constants';
import type { Tier } from '@shared/schemas/trust';

/*
 * The tiers of a verified account in words (decision 0031), the server badge's own
 * (TIER_BADGE_WORDS in src/shared/badge.ts): the person page's cards and the badge's embedding
 * snippet say them alike. The /check answer keeps its own copy (features/lookup/tier-words.ts):
 * a module the check page and the person page both imported would be a chunk of its own, and
 * every chunk the routes import is named in the home page's first script.
 */

/** A verified account's tier as its badge says it. */
export const TIER_NAMES: Record<Tier, string> = TIER_BADGE_WORDS;

/** The badge's text, and the alt text of its embedding snippet: "Proven on VerifiedVoices". */
export const tierBadgeText = (tier: Tier) => `${TIER_NAMES[tier]} on ${PRODUCT_NAME}`;
