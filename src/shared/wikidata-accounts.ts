/*
 * The accounts a human's Wikidata claims list (docs/decisions/0029-wikidata-import.md): the
 * username each account property's claim names on its platform, with the claim's reference
 * URLs as proofs, and the YouTube channels kept by id.
 */
import { parseAccountAddress } from './account-address';
import { accountLink } from './account-link';
import { accountSubmissionSchema } from './schemas/accounts';
import { proofInputSchema } from './schemas/proofs';
import {
  firstIssue,
  type Refusal,
  standing,
  type Statement,
  stringValue,
  webUrl,
} from './wikidata-claims';
import {
  HUMAN,
  REFERENCE_URL,
  WIKIDATA_ACCOUNT_PROPERTIES,
  YOUTUBE_CHANNEL_PROPERTY,
} from './wikidata-properties';
import { YOUTUBE_CHANNEL_ID, youtubeChannelUsername } from './youtube';

/** The most of one account's reference URLs kept as its proofs. */
export const REFERENCE_URLS_PER_ACCOUNT = 3;

export interface ListedAccount {
  property: string;
  platform: string;
  username: string;
  claimId: string;
  referenceUrls: string[];
}

/** A claim's reference URLs that a proof would take, each once: the first few. */
export function referenceUrls(statement: Statement): string[] {
  const urls = (statement.references ?? []).flatMap((reference) =>
    (reference.snaks?.[REFERENCE_URL] ?? []).map((snak) =>
      webUrl(stringValue(snak), proofInputSchema.shape.url),
    ),
  );
  return [...new Set(urls.filter((url): url is string => url !== null))].slice(
    0,
    REFERENCE_URLS_PER_ACCOUNT,
  );
}

/** The username a claim names on its platform, by the rules an account proposed in the app follows. */
export function handleOf(
  value: string,
  platform: string,
): { ok: true; username: string } | { ok: false; reason: string } {
  const address = parseAccountAddress(value, platform);
  if (!address.ok) return { ok: false, reason: address.message };
  if (address.address.platform !== platform)
    return { ok: false, reason: `an address on ${address.address.platform}, not ${platform}` };
  const username = accountSubmissionSchema.shape.username.safeParse(address.address.username);
  return username.success
    ? { ok: true, username: username.data }
    : { ok: false, reason: firstIssue(username) };
}

/**
 * An item's YouTube channel ids (P2397) as its YouTube accounts: kept by id
 * (`channel/UC…`) where the item names no YouTube handle (P11245). Where it does, they are
 * the handle's channel, one account: its address is added to the handle's references.
 */
export function addYouTubeChannels(
  claims: Record<string, Statement[]>,
  accounts: ListedAccount[],
  refusedHandles: Refusal[],
) {
  const channels: { channelId: string; statement: Statement }[] = [];
  for (const statement of standing(claims[YOUTUBE_CHANNEL_PROPERTY])) {
    const value = stringValue(statement.mainsnak);
    if (value !== null && YOUTUBE_CHANNEL_ID.test(value)) {
      if (!channels.some(({ channelId }) => channelId === value))
        channels.push({ channelId: value, statement });
    } else {
      const reason = `the ${YOUTUBE_CHANNEL_PROPERTY} claim is not a YouTube channel id (UC and 22 letters, digits, - or _)`;
      refusedHandles.push({ kind: 'handle', text: value ?? '', reason });
    }
  }
  const handles = accounts.filter((account) => account.platform === 'YouTube');
  for (const { channelId, statement } of channels) {
    const username = youtubeChannelUsername(channelId);
    if (handles.length === 0) {
      accounts.push({
        property: YOUTUBE_CHANNEL_PROPERTY,
        platform: 'YouTube',
        username,
        claimId: statement.id,
        referenceUrls: referenceUrls(statement),
      });
      continue;
    }
    for (const account of handles) {
      account.referenceUrls = [
        ...new Set([accountLink({ username, platformName: 'YouTube' }), ...account.referenceUrls]),
      ].slice(0, REFERENCE_URLS_PER_ACCOUNT);
    }
  }
}

/** Whether a dump line (its text or its bytes) can hold a human with an account, read without parsing it. */
export function mayListAccounts(line: { includes(text: string): boolean }): boolean {
  // Without the opening quote: a search for `"…` stops at every quote of the line.
  if (!line.includes(`${HUMAN}"`)) return false;
  return ACCOUNT_PROPERTY_NEEDLES.some((needle) => line.includes(needle));
}
const ACCOUNT_PROPERTY_NEEDLES = [
  ...Object.keys(WIKIDATA_ACCOUNT_PROPERTIES),
  YOUTUBE_CHANNEL_PROPERTY,
].map((property) => `${property}"`);

/** Whether an account is this username's, whatever their case. */
export const sameHandle = (account: ListedAccount, username: string) =>
  account.username.toLowerCase() === username.toLowerCase();
