/*
 * What the directory takes from one entity of a Wikidata JSON dump (docs/decisions/
 * 0029-wikidata-import.md): a human's names, occupations, the accounts their claims list and
 * their official websites. Pure: the import reads the dump and writes what this returns.
 */
import type { z } from 'zod';
import { parseAccountAddress } from './account-address';
import { anchorInputSchema } from './schemas/anchors';
import { accountSubmissionSchema } from './schemas/accounts';
import { newAliasSchema, newPersonSchema } from './schemas/people';
import { proofInputSchema } from './schemas/proofs';
import { normalizeSearchText } from './search-text';
import { webAddress } from './web-address';
import { YOUTUBE_CHANNEL_ID, youtubeChannelUsername } from './youtube';
import { accountLink } from './account-link';

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
 * (P11245), else the handle's channel (see addYouTubeChannels).
 */
export const YOUTUBE_CHANNEL_PROPERTY = 'P2397';
export const OFFICIAL_WEBSITE_PROPERTY = 'P856';
const INSTANCE_OF = 'P31';
const HUMAN = 'Q5';
const OCCUPATION = 'P106';
/** A reference's "reference URL". */
const REFERENCE_URL = 'P854';

/** An item's, property's or lexeme's id, and an item's: Wikidata's have nine digits today. */
const ENTITY_ID = /^[QPL][1-9]\d{0,11}$/;
const ITEM_ID = /^Q[1-9]\d{0,11}$/;

/** The most of one account's reference URLs kept as its proofs. */
export const REFERENCE_URLS_PER_ACCOUNT = 3;

/** The claims read here: an entity's other claims are neither read nor checked. */
const READ_PROPERTIES = [
  INSTANCE_OF,
  OCCUPATION,
  OFFICIAL_WEBSITE_PROPERTY,
  YOUTUBE_CHANNEL_PROPERTY,
  ...Object.keys(WIKIDATA_ACCOUNT_PROPERTIES),
];

interface Term {
  language: string;
  value: string;
}
interface Snak {
  snaktype: string;
  /** The value's type (text, item) is checked where it is read: of another, it names nothing. */
  datavalue?: { value: unknown };
}
interface Statement {
  id: string;
  rank: string;
  mainsnak: Snak;
  references?: { snaks?: Record<string, Snak[]> }[];
}
/** An entity as the dump writes it (only what is read here). */
export interface WikidataEntity {
  type: string;
  id: string;
  labels?: Record<string, Term>;
  aliases?: Record<string, Term[]>;
  claims?: Record<string, Statement[]>;
}

const text = { type: 'string' } as const;
const termSchema = {
  type: 'object',
  required: ['language', 'value'],
  properties: { language: text, value: text },
} as const;
const snakSchema = {
  type: 'object',
  required: ['snaktype'],
  properties: { snaktype: text, datavalue: { type: 'object' } },
} as const;
/** A map, or an empty list: PHP's JSON (Wikibase's among others) writes an empty map so. */
const mapOrEmptyList = (map: object) => ({ type: ['object', 'array'], maxItems: 0, ...map });
const listOf = (items: object) => ({ type: 'array', items });
const statementSchema = {
  type: 'object',
  required: ['id', 'rank', 'mainsnak'],
  properties: {
    id: text,
    rank: text,
    mainsnak: snakSchema,
    references: listOf({
      type: 'object',
      properties: {
        snaks: mapOrEmptyList({ properties: { [REFERENCE_URL]: listOf(snakSchema) } }),
      },
    }),
  },
} as const;

/**
 * The JSON Schema of what the import reads of an entity (WikidataEntity): its type and id,
 * labels, the aliases of the operator's languages and the claims of the properties it reads.
 * Other claims and other languages' aliases pass as they are.
 */
export function wikidataEntitySchema(languages: readonly string[]) {
  const fieldsOf = (keys: readonly string[], schema: object) =>
    mapOrEmptyList({ properties: Object.fromEntries(keys.map((key) => [key, schema])) });
  return {
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: text,
      id: { type: 'string', pattern: ENTITY_ID.source },
      labels: mapOrEmptyList({ additionalProperties: termSchema }),
      aliases: fieldsOf(languages, listOf(termSchema)),
      claims: fieldsOf(READ_PROPERTIES, listOf(statementSchema)),
    },
  };
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
}

/** An item's name, other name or account claim that the directory's rules refuse, and why. */
export interface Refusal {
  kind: 'name' | 'alias' | 'handle';
  text: string;
  reason: string;
}

/** A human as the directory takes them, with what of theirs it refuses; or why it refuses them whole. */
export type HumanReading =
  { ok: true; human: WikidataHuman; refused: Refusal[] } | { ok: false; refusal: Refusal };

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
  return typeof value?.id === 'string' && ITEM_ID.test(value.id) ? value.id : null;
};

/**
 * A web address, if the app would take it where it goes (`rule`: an official site as an
 * anchor's, a reference as a proof's): one longer than the app takes would not fit its index.
 */
const webUrl = (text: string | null, rule: z.ZodType): string | null => {
  const url = text === null ? null : webAddress(text);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const address = url.toString();
  return rule.safeParse(address).success ? address : null;
};

function referenceUrls(statement: Statement): string[] {
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
 * language), then the first label of every script not written yet.
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
  return names;
}

const firstIssue = (result: { error: z.ZodError }) => result.error.issues[0]!.message;

/** A name as the app takes a person's first and last name (its last word is the last name). */
function personName(name: string): { ok: true; name: string } | { ok: false; reason: string } {
  const { firstName, lastName } = splitName(name);
  const first = newPersonSchema.shape.firstName.safeParse(firstName);
  if (!first.success) return { ok: false, reason: firstIssue(first) };
  if (lastName === '') return { ok: true, name: first.data };
  const last = newPersonSchema.shape.lastName.safeParse(lastName);
  if (!last.success) return { ok: false, reason: firstIssue(last) };
  return { ok: true, name: `${first.data} ${last.data}` };
}

/**
 * The person's name (the first name that holds a letter or digit) and other names as the
 * app's forms take them (no hidden, text-direction or control character; a first and last
 * name's lengths, an alias's), each other name once, and the other names refused; or the
 * name refused. A refused name is set aside before it is compared: a look-alike with a
 * hidden character does not stand for the name that is fine.
 */
function admitNames(
  names: readonly OtherName[],
):
  | { ok: true; name: string; otherNames: OtherName[]; refused: Refusal[] }
  | { ok: false; refusal: Refusal }
  | null {
  let name: string | null = null;
  const seen = new Set<string>();
  const otherNames: OtherName[] = [];
  const refused: Refusal[] = [];
  for (const { name: text, language } of names) {
    // Normalised for search, a name written alike reads alike whatever its spaces or forms.
    const key = normalizeSearchText(text);
    if (!key || seen.has(key)) continue;
    if (name === null) {
      const admitted = personName(text);
      if (!admitted.ok)
        return { ok: false, refusal: { kind: 'name', text, reason: admitted.reason } };
      name = admitted.name;
    } else {
      const alias = newAliasSchema.shape.name.safeParse(text);
      if (!alias.success) {
        refused.push({ kind: 'alias', text, reason: firstIssue(alias) });
        continue;
      }
      otherNames.push({ name: alias.data, language });
    }
    seen.add(key);
  }
  return name === null ? null : { ok: true, name, otherNames, refused };
}

/** The username a claim names on its platform, by the rules an account proposed in the app follows. */
function handleOf(
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
function addYouTubeChannels(
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

const sameHandle = (account: ListedAccount, username: string) =>
  account.username.toLowerCase() === username.toLowerCase();

/**
 * An entity's label in the first of these languages where it has one the app would take as
 * a profession, for naming an occupation.
 */
export function labelOf(entity: WikidataEntity, languages: readonly string[]): string | null {
  for (const language of [...languages, 'mul']) {
    const label = entity.labels?.[language];
    const profession = label && newPersonSchema.shape.profession.safeParse(label.value);
    if (profession?.success) return profession.data;
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
