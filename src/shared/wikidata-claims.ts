/*
 * An entity of a Wikidata JSON dump as the import reads it (docs/decisions/
 * 0029-wikidata-import.md), its JSON Schema, and what reading its claims' values takes,
 * whether for the accounts (wikidata-accounts.ts) or the person's names and facts.
 */
import type { z } from 'zod';
import { webAddress } from './web-address';
import { READ_PROPERTIES, REFERENCE_URL } from './wikidata-properties';

/** An item's, property's or lexeme's id, and an item's: Wikidata's have nine digits today. */
const ENTITY_ID = /^[QPL][1-9]\d{0,11}$/;
export const ITEM_ID = /^Q[1-9]\d{0,11}$/;

interface Term {
  language: string;
  value: string;
}
interface Snak {
  snaktype: string;
  /** The value's type (text, item) is checked where it is read: of another, it names nothing. */
  datavalue?: { value: unknown };
}
export interface Statement {
  id: string;
  rank: string;
  mainsnak: Snak;
  references?: { snaks?: Record<string, Snak[]> }[];
}
/** An entity as the dump writes it (only what the import reads). */
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

/** An item's name, other name or account claim that the directory's rules refuse, and why. */
export interface Refusal {
  kind: 'name' | 'alias' | 'handle';
  text: string;
  reason: string;
}

export const standing = (statements: Statement[] | undefined): Statement[] =>
  (statements ?? [])
    .filter(
      (statement) => statement.rank !== 'deprecated' && statement.mainsnak.snaktype === 'value',
    )
    .sort((a, b) => Number(b.rank === 'preferred') - Number(a.rank === 'preferred'));

export const stringValue = (snak: Snak): string | null =>
  typeof snak.datavalue?.value === 'string' ? snak.datavalue.value : null;

export const itemValue = (snak: Snak): string | null => {
  const value = snak.datavalue?.value as { id?: unknown } | undefined;
  return typeof value?.id === 'string' && ITEM_ID.test(value.id) ? value.id : null;
};

/**
 * A web address, if the app would take it where it goes (`rule`: an official site as an
 * anchor's, a reference as a proof's): one longer than the app takes would not fit its index.
 */
export const webUrl = (text: string | null, rule: z.ZodType): string | null => {
  const url = text === null ? null : webAddress(text);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const address = url.toString();
  return rule.safeParse(address).success ? address : null;
};

/** Why the app refuses a value: its schema's first issue, as a refusal's reason. */
export const firstIssue = (result: { error: z.ZodError }) => result.error.issues[0]!.message;
