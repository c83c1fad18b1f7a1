/*
 * What the directory takes from one entity of a Wikidata JSON dump (docs/decisions/
 * 0029-wikidata-import.md): a human's names, occupations, the accounts their claims list and
 * their official websites. Pure: the import reads the dump and writes what this returns.
 */
import { parseAccountAddress } from './account-address';
import { normalizeSearchText } from './search-text';
import { webAddress } from './web-address';

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
 * A YouTube channel id (UC…) names no handle, and the directory keeps YouTube accounts by
 * handle: it is kept as a reference of the item's YouTube accounts.
 */
export const YOUTUBE_CHANNEL_PROPERTY = 'P2397';
export const OFFICIAL_WEBSITE_PROPERTY = 'P856';
const INSTANCE_OF = 'P31';
const HUMAN = 'Q5';
const OCCUPATION = 'P106';
/** A reference's "reference URL". */
const REFERENCE_URL = 'P854';

/** The most of one account's reference URLs kept as its proofs. */
export const REFERENCE_URLS_PER_ACCOUNT = 3;

type Rank = 'preferred' | 'normal' | 'deprecated';
interface Snak {
  snaktype: string;
  datavalue?: { value: unknown };
}
interface Statement {
  id: string;
  rank: Rank;
  mainsnak: Snak;
  references?: { snaks?: Record<string, Snak[]> }[];
}
interface Term {
  language: string;
  value: string;
}
/** An entity as the dump writes it (only what is read here). */
export interface WikidataEntity {
  type?: string;
  id?: string;
  labels?: Record<string, Term>;
  aliases?: Record<string, Term[]>;
  claims?: Record<string, Statement[]>;
}

export interface ListedAccount {
  property: string;
  platform: string;
  username: string;
  claimId: string;
  referenceUrls: string[];
}

export interface OtherName {
  name: string;
  language: string;
}

export interface WikidataHuman {
  itemId: string;
  name: string;
  /** Labels and aliases besides the name, in the order the operator's languages give them. */
  otherNames: OtherName[];
  /** Occupation items, preferred claims first. */
  occupationIds: string[];
  accounts: ListedAccount[];
  websites: string[];
  /** Claims of a known account property whose value names no account there. */
  unusableClaims: number;
}

const standing = (statements: Statement[] | undefined): Statement[] =>
  (statements ?? [])
    .filter(
      (statement) => statement.rank !== 'deprecated' && statement.mainsnak.snaktype === 'value',
    )
    .sort((a, b) => Number(b.rank === 'preferred') - Number(a.rank === 'preferred'));

const stringValue = (snak: Snak): string | null =>
  typeof snak.datavalue?.value === 'string' ? snak.datavalue.value : null;

const itemValue = (snak: Snak): string | null => {
  const value = snak.datavalue?.value as { id?: unknown } | undefined;
  return typeof value?.id === 'string' ? value.id : null;
};

const webUrl = (text: string | null): string | null => {
  const url = text === null ? null : webAddress(text);
  return url && /^https?:$/.test(url.protocol) ? url.toString() : null;
};

function referenceUrls(statement: Statement): string[] {
  const urls = (statement.references ?? []).flatMap((reference) =>
    (reference.snaks?.[REFERENCE_URL] ?? []).map((snak) => webUrl(stringValue(snak))),
  );
  return [...new Set(urls.filter((url): url is string => url !== null))].slice(
    0,
    REFERENCE_URLS_PER_ACCOUNT,
  );
}

/** The script a name is written in: that of its first letter. */
function scriptOf(name: string): string {
  const letter = /\p{L}/u.exec(name)?.[0] ?? '';
  for (const script of SCRIPTS) if (script.pattern.test(letter)) return script.name;
  return 'other';
}
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));

/**
 * The item's names in the operator's languages (a label, then its aliases, language by
 * language), then the first label of every script not written yet; the name is the first.
 */
function namesOf(entity: WikidataEntity, languages: readonly string[]): OtherName[] {
  const names: OtherName[] = [];
  for (const language of languages) {
    const label = entity.labels?.[language];
    if (label) names.push({ name: label.value, language });
    for (const alias of entity.aliases?.[language] ?? []) {
      names.push({ name: alias.value, language });
    }
  }
  const labels = Object.values(entity.labels ?? {});
  if (names.length === 0) {
    const fallback = entity.labels?.mul ?? labels[0];
    if (fallback) names.push({ name: fallback.value, language: fallback.language });
  }
  const scripts = new Set(names.map(({ name }) => scriptOf(name)));
  for (const label of labels) {
    const script = scriptOf(label.value);
    if (scripts.has(script)) continue;
    scripts.add(script);
    names.push({ name: label.value, language: label.language });
  }
  const seen = new Set<string>();
  return names
    .map(({ name, language }) => ({ name: name.trim().replace(/\s+/g, ' '), language }))
    .filter(({ name }) => {
      const key = normalizeSearchText(name);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Whether a dump line (its text or its bytes) can hold a human with an account, read without parsing it. */
export function mayListAccounts(line: { includes(text: string): boolean }): boolean {
  // Without the opening quote: a search for `"…` stops at every quote of the line.
  if (!line.includes(`${HUMAN}"`)) return false;
  return ACCOUNT_PROPERTY_NEEDLES.some((needle) => line.includes(needle));
}
const ACCOUNT_PROPERTY_NEEDLES = Object.keys(WIKIDATA_ACCOUNT_PROPERTIES).map(
  (property) => `${property}"`,
);

/**
 * A human (instance of Q5) with at least one account claim of a known platform, as the
 * directory takes them: null for anything else. Deprecated claims count for nothing.
 */
export function readHuman(
  entity: WikidataEntity,
  languages: readonly string[],
): WikidataHuman | null {
  if (entity.type !== 'item' || typeof entity.id !== 'string') return null;
  const claims = entity.claims ?? {};
  if (!standing(claims[INSTANCE_OF]).some((statement) => itemValue(statement.mainsnak) === HUMAN))
    return null;

  const accounts: ListedAccount[] = [];
  let unusableClaims = 0;
  for (const [property, platform] of Object.entries(WIKIDATA_ACCOUNT_PROPERTIES)) {
    for (const statement of standing(claims[property])) {
      const value = stringValue(statement.mainsnak);
      const address = value === null ? null : parseAccountAddress(value, platform);
      if (!address?.ok || address.address.platform !== platform) {
        unusableClaims += 1;
        continue;
      }
      const { username } = address.address;
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
  if (accounts.length === 0) return null;

  const channels = standing(claims[YOUTUBE_CHANNEL_PROPERTY])
    .map((statement) => stringValue(statement.mainsnak))
    .filter((channel): channel is string => channel !== null && /^UC[\w-]{22}$/.test(channel))
    .map((channel) => `https://www.youtube.com/channel/${channel}`);
  for (const account of accounts) {
    if (account.platform !== 'YouTube') continue;
    account.referenceUrls = [...new Set([...channels, ...account.referenceUrls])].slice(
      0,
      REFERENCE_URLS_PER_ACCOUNT,
    );
  }

  const [name, ...otherNames] = namesOf(entity, languages);
  if (!name) return null;
  return {
    itemId: entity.id,
    name: name.name,
    otherNames,
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
          .map((statement) => webUrl(stringValue(statement.mainsnak)))
          .filter((url): url is string => url !== null),
      ),
    ],
    unusableClaims,
  };
}

const sameHandle = (account: ListedAccount, username: string) =>
  account.username.toLowerCase() === username.toLowerCase();

/** An entity's label in the first of these languages it has, for naming an occupation. */
export function labelOf(entity: WikidataEntity, languages: readonly string[]): string | null {
  for (const language of [...languages, 'mul']) {
    const label = entity.labels?.[language]?.value.trim();
    if (label) return label;
  }
  return null;
}

/**
 * A name split as the directory keeps names: the last word is the last name. A name of
 * one word (or written without spaces, as in Chinese) is all first name.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
