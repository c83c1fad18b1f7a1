import { describe, expect, it } from 'vitest';
import {
  type OpenApiDocument,
  publicEndpointGroups,
  resolveSchema,
} from '../../src/web/features/api-docs/openapi';
import {
  schemaDescription,
  schemaLimits,
  topLevelFields,
  typeName,
} from '../../src/web/features/api-docs/schema-summary';

const PUBLIC: Record<string, string[]>[] = [{}, { apiKey: [] }];

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  paths: {
    '/api/people': {
      get: { tags: ['directory'], security: PUBLIC },
      post: { tags: ['directory'], security: [{ bearer: [] }] },
    },
    '/api/user': { get: { tags: ['accounts'], security: [{ bearer: [] }] } },
    '/api/comments': { get: { tags: ['community'], security: PUBLIC } },
    '/api/directory': { get: { tags: ['directory'], security: PUBLIC } },
    '/api/health': { get: {} },
  },
  components: {
    schemas: {
      Entry: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          verifiedAt: {
            anyOf: [{ type: 'string', description: 'ISO 8601 date and time' }, { type: 'null' }],
          },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['id'],
      },
      Alias: { $ref: '#/components/schemas/Entry' },
    },
  },
};

describe('public endpoints', () => {
  it('keeps the GETs that accept an API key, grouped by first tag in document order', () => {
    const groups = publicEndpointGroups(document);
    expect(groups.map((group) => group.tag)).toEqual(['directory', 'community']);
    expect(groups[0]?.endpoints.map((endpoint) => endpoint.path)).toEqual([
      '/api/people',
      '/api/directory',
    ]);
  });
});

describe('schema summaries', () => {
  it('resolves references, also chained ones', () => {
    expect(resolveSchema(document, { $ref: '#/components/schemas/Alias' }).required).toEqual([
      'id',
    ]);
    expect(resolveSchema(document, { $ref: '#/components/schemas/Missing' })).toEqual({
      $ref: '#/components/schemas/Missing',
    });
  });

  it('names types, alternatives, enums and arrays', () => {
    expect(typeName(document, { type: ['string', 'null'] })).toBe('string or null');
    expect(typeName(document, { enum: ['all', 'verified'] })).toBe('"all" | "verified"');
    expect(typeName(document, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe(
      'string or null',
    );
    expect(
      typeName(document, { type: 'array', items: { $ref: '#/components/schemas/Entry' } }),
    ).toBe('array of object');
  });

  it('states limits and defaults, leaving out the safe-integer bounds', () => {
    expect(schemaLimits(document, { type: 'integer', minimum: 1, maximum: 5 })).toEqual(['1 to 5']);
    expect(schemaLimits(document, { type: 'string', maxLength: 100 })).toEqual([
      'at most 100 characters',
    ]);
    expect(schemaLimits(document, { type: 'integer', minimum: 1, default: 10 })).toEqual([
      'at least 1',
      'default 10',
    ]);
    expect(
      schemaLimits(document, {
        type: 'integer',
        minimum: -9007199254740991,
        maximum: 9007199254740991,
      }),
    ).toEqual([]);
  });

  it('lists the top-level fields of an object or of each item of a list', () => {
    expect(
      topLevelFields(document, { type: 'array', items: { $ref: '#/components/schemas/Entry' } }),
    ).toEqual({
      list: true,
      fields: [
        { name: 'id', type: 'integer', required: true, description: undefined },
        {
          name: 'verifiedAt',
          type: 'string or null',
          required: false,
          description: 'ISO 8601 date and time',
        },
        { name: 'tags', type: 'array of string', required: false, description: undefined },
      ],
    });
    expect(topLevelFields(document, { type: 'string' })).toBeUndefined();
    expect(schemaDescription(document, { type: 'string' })).toBeUndefined();
  });
});
