import { Ajv } from 'ajv';
import { type WikidataEntity, wikidataEntitySchema } from '@shared/wikidata-entity';

/** A dump line as an entity, or why it is none: not JSON, or not in the dump's form. */
export type EntityLine =
  | { ok: true; entity: WikidataEntity }
  | { ok: false; reason: 'skippedNotJson' | 'skippedMalformedEntity'; detail: string };

/** Where a parsed entity is not in the dump's form (`claims.P2002: must be array`), or null. */
export type EntityCheck = (value: unknown) => string | null;

/**
 * The check of what is read of an entity (wikidataEntitySchema), compiled once a run: Ajv
 * checks a human in about a microsecond, where building a copy of it with Zod took as long as
 * reading the line.
 */
export function entityCheck(languages: readonly string[]): EntityCheck {
  const validate = new Ajv({ allowUnionTypes: true }).compile(wikidataEntitySchema(languages));
  return (value) => {
    if (validate(value)) return null;
    const [error] = validate.errors ?? [];
    const path = error?.instancePath.slice(1).replaceAll('/', '.') ?? '';
    return `${path ? `${path}: ` : ''}${error?.message ?? 'not an entity'}`;
  };
}

/** Parses a line and checks what is read of it, saying where it is wrong. */
export function parseEntityLine(line: Buffer, check: EntityCheck): EntityLine {
  let json: unknown;
  try {
    json = JSON.parse(line.toString('utf8'));
  } catch (error) {
    return { ok: false, reason: 'skippedNotJson', detail: (error as SyntaxError).message };
  }
  const mismatch = check(json);
  if (mismatch) return { ok: false, reason: 'skippedMalformedEntity', detail: mismatch };
  return { ok: true, entity: json as WikidataEntity };
}
