/*
 * What the directory takes from one entity of a Wikidata JSON dump (docs/decisions/
 * 0029-wikidata-import.md): a human's names, occupations, the accounts their claims list and
 * their official websites. Pure: the import reads the dump and writes what this returns.
 * The entity's shape and claims' values are read in wikidata-claims.ts, the accounts in
 * wikidata-accounts.ts, the names in wikidata-names.ts, by the properties of
 * wikidata-properties.ts.
 */
import { anchorInputSchema } from './schemas/anchors';
import {
  addYouTubeChannels,
  handleOf,
  type ListedAccount,
  referenceUrls,
  sameHandle,
} from './wikidata-accounts';
import {
  ITEM_ID,
  itemValue,
  type Refusal,
  standing,
  stringValue,
  webUrl,
  type WikidataEntity,
} from './wikidata-claims';
import { admitNames, namesOf, type OtherName } from './wikidata-names';
import {
  HUMAN,
  INSTANCE_OF,
  OCCUPATION,
  OFFICIAL_WEBSITE_PROPERTY,
  WIKIDATA_ACCOUNT_PROPERTIES,
} from './wikidata-properties';

export {
  OFFICIAL_WEBSITE_PROPERTY,
  WIKIDATA_ACCOUNT_PROPERTIES,
  YOUTUBE_CHANNEL_PROPERTY,
} from './wikidata-properties';
export { wikidataEntitySchema } from './wikidata-claims';
export type { Refusal, WikidataEntity } from './wikidata-claims';
export { mayListAccounts, REFERENCE_URLS_PER_ACCOUNT } from './wikidata-accounts';
export type { ListedAccount } from './wikidata-accounts';
export { labelOf, splitName } from './wikidata-names';
export type { OtherName } from './wikidata-names';

export interface WikidataHuman {
  itemId: string;
  name: string;
  /** Labels and aliases besides the name, in the order the operator's languages give them. */
  otherNames: OtherName[];
  /** Occupation items, preferred claims first. */
  occupationIds: string[];
  accounts: ListedAccount[];
  websites: string[];
}

/** A human as the directory takes them, with what of theirs it refuses; or why it refuses them whole. */
export type HumanReading =
  { ok: true; human: WikidataHuman; refused: Refusal[] } | { ok: false; refusal: Refusal };

/**
 * A human (instance of Q5) with at least one account claim of a known platform, as the
 * directory takes them, or refused whole when the app would refuse their name: null for
 * anything else. Deprecated claims count for nothing.
 */
export function readHuman(
  entity: WikidataEntity,
  languages: readonly string[],
): HumanReading | null {
  if (entity.type !== 'item' || !ITEM_ID.test(entity.id)) return null;
  const claims = entity.claims ?? {};
  if (!standing(claims[INSTANCE_OF]).some((statement) => itemValue(statement.mainsnak) === HUMAN))
    return null;

  const accounts: ListedAccount[] = [];
  const refusedHandles: Refusal[] = [];
  for (const [property, platform] of Object.entries(WIKIDATA_ACCOUNT_PROPERTIES)) {
    for (const statement of standing(claims[property])) {
      const value = stringValue(statement.mainsnak);
      const handle =
        value === null
          ? { ok: false as const, reason: `the ${property} claim is not text` }
          : handleOf(value, platform);
      if (!handle.ok) {
        refusedHandles.push({ kind: 'handle', text: value ?? '', reason: handle.reason });
        continue;
      }
      const { username } = handle;
      if (accounts.some((known) => known.platform === platform && sameHandle(known, username)))
        continue;
      accounts.push({
        property,
        platform,
        username,
        claimId: statement.id,
        referenceUrls: referenceUrls(statement),
      });
    }
  }
  addYouTubeChannels(claims, accounts, refusedHandles);
  if (accounts.length === 0) return null;

  const admitted = admitNames(namesOf(entity, languages));
  if (!admitted?.ok) return admitted;
  const human: WikidataHuman = {
    itemId: entity.id,
    name: admitted.name,
    otherNames: admitted.otherNames,
    occupationIds: [
      ...new Set(
        standing(claims[OCCUPATION])
          .map((statement) => itemValue(statement.mainsnak))
          .filter((id): id is string => id !== null),
      ),
    ],
    accounts,
    websites: [
      ...new Set(
        standing(claims[OFFICIAL_WEBSITE_PROPERTY])
          .map((statement) => webUrl(stringValue(statement.mainsnak), anchorInputSchema.shape.url))
          .filter((url): url is string => url !== null),
      ),
    ],
  };
  return { ok: true, human, refused: [...admitted.refused, ...refusedHandles] };
}
