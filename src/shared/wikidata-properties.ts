/*
 * The Wikidata properties and items the import reads an entity by (docs/decisions/
 * 0029-wikidata-import.md): the account properties by platform, and the others it reads.
 */

/** The account properties the directory knows, by the platform their value names an account on. */
export const WIKIDATA_ACCOUNT_PROPERTIES: Readonly<Record<string, string>> = {
  P2002: 'Twitter',
  P2003: 'Instagram',
  P2013: 'Facebook',
  P11245: 'YouTube',
  P6634: 'LinkedIn',
  P7085: 'TikTok',
  P4033: 'Mastodon',
  P2037: 'GitHub',
  P5797: 'Twitch',
  P3789: 'Telegram',
  P3040: 'SoundCloud',
};
/**
 * A YouTube channel id (UC…): the item's YouTube account kept by id where it names no handle
 * (P11245), else the handle's channel (see addYouTubeChannels in wikidata-accounts.ts).
 */
export const YOUTUBE_CHANNEL_PROPERTY = 'P2397';
export const OFFICIAL_WEBSITE_PROPERTY = 'P856';
export const INSTANCE_OF = 'P31';
export const HUMAN = 'Q5';
export const OCCUPATION = 'P106';
/** A reference's "reference URL". */
export const REFERENCE_URL = 'P854';

/** The claims readHuman reads: an entity's other claims are neither read nor checked. */
export const READ_PROPERTIES = [
  INSTANCE_OF,
  OCCUPATION,
  OFFICIAL_WEBSITE_PROPERTY,
  YOUTUBE_CHANNEL_PROPERTY,
  ...Object.keys(WIKIDATA_ACCOUNT_PROPERTIES),
];
