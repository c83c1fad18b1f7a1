import { type JsonSchema, type OpenApiDocument, resolveSchema } from './openapi';

/** A schema's type in a few words: `integer`, `string or null`, `"all" | "verified"`, `array of object`. */
export function typeName(document: OpenApiDocument, schema: JsonSchema): string {
  const resolved = resolveSchema(document, schema);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    return [...new Set(alternatives.map((option) => typeName(document, option)))].join(' or ');
  }
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  const types = [resolved.type ?? (resolved.properties ? 'object' : 'any')].flat();
  return types
    .map((type) =>
      type === 'array' && resolved.items ? `array of ${typeName(document, resolved.items)}` : type,
    )
    .join(' or ');
}

/** Zod writes the safe-integer range as the bounds of every integer: no real limit, so not shown. */
const isRealBound = (value: number | undefined): value is number =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;

function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
  const low = isRealBound(min) ? min : undefined;
  const high = isRealBound(max) ? max : undefined;
  if (low !== undefined && high !== undefined) return `${low} to ${high}${unit}`;
  if (low !== undefined) return `at least ${low}${unit}`;
  if (high !== undefined) return `at most ${high}${unit}`;
  return undefined;
}

/** The limits a value must keep and its default: ['1 to 5'], ['at most 100 characters'], ['default 10']. */
export function schemaLimits(document: OpenApiDocument, schema: JsonSchema): string[] {
  const resolved = resolveSchema(document, schema);
  const notes = [
    range(resolved.minimum, resolved.maximum),
    range(resolved.minLength, resolved.maxLength, ' characters'),
    resolved.default === undefined ? undefined : `default ${JSON.stringify(resolved.default)}`,
  ];
  return notes.filter((note) => note !== undefined);
}

/** A schema's description, or the first one among its alternatives (`anyOf: [{ description }, null]`). */
export function schemaDescription(
  document: OpenApiDocument,
  schema: JsonSchema,
): string | undefined {
  const resolved = resolveSchema(document, schema);
  const own = schema.description ?? resolved.description;
  if (own) return own;
  const alternatives = resolved.anyOf ?? resolved.oneOf ?? [];
  return alternatives.map((option) => schemaDescription(document, option)).find(Boolean);
}

export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

/**
 * The top-level fields of an answer: an object's properties, or for a list those of each
 * item (`list: true`). Undefined when the answer has no named fields.
 */
export function topLevelFields(
  document: OpenApiDocument,
  schema: JsonSchema,
): { list: boolean; fields: SchemaField[] } | undefined {
  const resolved = resolveSchema(document, schema);
  const list = resolved.items !== undefined;
  const shape = resolved.items ? resolveSchema(document, resolved.items) : resolved;
  if (!shape.properties) return undefined;
  const fields = Object.entries(shape.properties).map(([name, property]) => ({
    name,
    type: typeName(document, property),
    required: shape.required?.includes(name) ?? false,
    description: schemaDescription(document, property),
  }));
  return { list, fields };
}
