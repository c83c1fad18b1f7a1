import { PRODUCT_NAME } from './constants';

/** The address of an account's embeddable badge (or its route pattern). */
export const badgePath = (accountId: number | ':accountId') => `/badge/${accountId}.svg`;

/** What a verified account's badge says, and the alt text of its embedding snippet. */
export const VERIFIED_BADGE_TEXT = `Verified on ${PRODUCT_NAME}`;

/** What a verified account's badge says of its tier (decision 0031). */
export const TIER_BADGE_WORDS = {
  proven: 'Proven',
  moderator: 'Verified by a moderator',
  community: 'Verified by the community',
} as const;
