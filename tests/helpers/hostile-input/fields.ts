import { z } from 'zod';

/** What a route's Zod schema (body, query or params) reads at its top level. */
export interface Field {
  name: string;
  type?: string;
  values?: unknown[];
  optional: boolean;
  /** The rules the schema declares, whose edges generated values probe. */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface JsonSchemaProperty {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaProperty[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

function typeOf(property: JsonSchemaProperty): string | undefined {
  const types = [property.type, ...(property.anyOf ?? []).map((part) => part.type)]
    .flat()
    .filter((type): type is string => typeof type === 'string' && type !== 'null');
  return types[0];
}

export function fieldsOf(schema: unknown): Field[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
    values: property.enum ?? (property.const === undefined ? undefined : [property.const]),
    optional: !json.required?.includes(name),
    pattern: property.pattern,
    minimum: property.minimum,
    maximum: property.maximum,
    maxLength: property.maxLength,
  }));
}
