/**
 * The part of an OpenAPI 3.1 document this page reads, and how it picks the public endpoints.
 * The page is rendered from the server's own document (GET /api/openapi.json), so it cannot
 * drift from what the server does.
 */

/** A JSON Schema as @fastify/swagger writes it from the routes' Zod schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema; example?: unknown }>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  responses?: Record<string, OpenApiResponse>;
  /** Alternatives: `[{}, { apiKey: [] }]` means no authentication, an API key optional. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The security scheme that marks an operation as part of the public read API. */
export const API_KEY_SCHEME = 'apiKey';

export interface Endpoint {
  method: 'GET';
  path: string;
  operation: OpenApiOperation;
}

export interface EndpointGroup {
  tag: string;
  endpoints: Endpoint[];
}

const isPublic = (operation: OpenApiOperation) =>
  operation.security?.some((requirement) => API_KEY_SCHEME in requirement) ?? false;

/** The public read endpoints (GETs that accept an API key), grouped by their first tag in document order. */
export function publicEndpointGroups(document: OpenApiDocument): EndpointGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const operation = operations.get;
    if (!operation || !isPublic(operation)) continue;
    const tag = operation.tags?.[0] ?? 'other';
    groups.set(tag, [...(groups.get(tag) ?? []), { method: 'GET', path, operation }]);
  }
  return [...groups].map(([tag, endpoints]) => ({ tag, endpoints }));
}

const REF_PREFIX = '#/components/schemas/';

/** Follows `$ref`s into `components.schemas` (an unknown reference stays as it is). */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const seen = new Set<string>();
  let current = schema;
  while (current.$ref?.startsWith(REF_PREFIX) && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = document.components?.schemas?.[current.$ref.slice(REF_PREFIX.length)];
    if (!target) break;
    current = target;
  }
  return current;
}
