import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<
    string,
    { content?: { 'application/json'?: { schema: object; example?: unknown } } }
  >;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let alice: SignedInUser;
let document: OpenApiDocument;
/** Concrete values for the path parameters of the public reads. */
let pathValues: Record<string, string>;
/** The query of a public read that needs one to answer 200. */
let queries: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
  const db = ctx.database.db;
  const person = await createPerson(db, { firstName: 'Contract', lastName: 'Checked' });
  const verified = await createAccount(db, { personId: person.id, status: 'verified' });
  const pending = await createAccount(db, { personId: person.id, platform: 'TikTok' });
  const commenter = await signedInUser(ctx);
  const writes = [
    send(ctx, 'POST', '/api/votes', { socialAccountId: pending.id, isApproval: true }, alice),
    send(ctx, 'POST', `/api/social-accounts/${verified.id}/rate`, { rating: 4 }, alice),
    send(
      ctx,
      'POST',
      `/api/social-accounts/${verified.id}/reviews`,
      { reviewText: 'Posts match the official website.' },
      alice,
    ),
    send(ctx, 'POST', '/api/comments', { personId: person.id, text: 'Great work' }, alice),
  ];
  for (const write of writes) expect((await write).statusCode).toBeLessThan(300);
  const comment = (await send(ctx, 'GET', '/api/comments')).json().comments[0];
  const rated = await send(
    ctx,
    'POST',
    `/api/comments/${comment.id}/rate`,
    { rating: 5 },
    commenter,
  );
  expect(rated.statusCode).toBeLessThan(300);

  // Path ids differ by resource: an account under /social-accounts, a comment under /comments.
  pathValues = {
    ref: `${person.firstName}-${person.lastName}`.toLowerCase(),
    username: alice.username,
    accountId: String(verified.id),
    commentId: String(comment.id),
  };
  queries = {
    '/api/lookup': `?url=instagram.com/${verified.username}`,
    '/api/people/suggestions': `?q=${encodeURIComponent(person.firstName)}`,
  };
  document = (await ctx.app.inject('/api/openapi.json')).json();
});
afterAll(() => ctx.close());

const publicReads = () =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.some((entry) => 'apiKey' in entry))
      .map(([method, operation]) => ({ method, path, operation })),
  );

function concreteUrl(path: string) {
  const query = queries[path] ?? '';
  return `${path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'id')
      return path.startsWith('/api/comments') ? pathValues.commentId! : pathValues.accountId!;
    const value = pathValues[name];
    if (!value) throw new Error(`No value for path parameter ${name} of ${path}`);
    return value;
  })}${query}`;
}

function responseValidator(operation: Operation, status: string) {
  const schema = operation.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`No ${status} JSON schema`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('marks the public reads as needing no sign-in, with an optional API key', () => {
    const paths = publicReads().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/people',
        'GET /api/people/{ref}',
        'GET /api/directory',
        'GET /api/categories',
        'GET /api/platforms',
        'GET /api/social-accounts/{id}/reviews',
      ]),
    );
    expect(paths.every((path) => path.startsWith('GET '))).toBe(true);
    const vote = document.paths['/api/votes']!.post!;
    expect(vote.security).toEqual([{ bearer: [] }]);
  });

  it('describes every public read with its refusals: bad input, a bad key, too many requests', () => {
    for (const { path, operation } of publicReads()) {
      for (const status of ['200', '400', '401', '429']) {
        expect(operation.responses[status], `${path} ${status}`).toBeDefined();
      }
    }
  });

  it('gives every public read a success example that its own schema accepts', () => {
    for (const { path, operation } of publicReads()) {
      const example = operation.responses['200']?.content?.['application/json']?.example;
      expect(example, `${path} example`).toBeDefined();
      const validate = responseValidator(operation, '200');
      expect(validate(example) ? [] : validate.errors, `${path} example`).toEqual([]);
    }
  });
});

describe('the live answers of every public read', () => {
  it.each([
    ['a visitor', undefined],
    ['a signed-in user', () => alice],
  ] as const)('match their response schemas for %s', async (_who, viewer) => {
    const reads = publicReads();
    expect(reads.length).toBeGreaterThanOrEqual(15);
    for (const { path, operation } of reads) {
      const url = concreteUrl(path);
      const response = await send(ctx, 'GET', url, undefined, viewer?.());
      expect(response.statusCode, url).toBe(200);
      const validate = responseValidator(operation, '200');
      const body = response.json();
      expect(validate(body) ? [] : validate.errors, url).toEqual([]);
      expect(validate({ unexpected: true }), `${url}: the schema constrains the answer`).toBe(
        false,
      );
    }
  });

  it('answer refusals in the documented error shape', async () => {
    let refusals = 0;
    for (const { path, operation } of publicReads()) {
      const probes = [`${concreteUrl(path)}?limit=-1&page=0`];
      if (path.includes('{')) probes.push(path.replace(/\{\w+\}/g, '999999'));
      for (const url of probes) {
        const response = await ctx.app.inject(url);
        if (response.statusCode === 200) continue;
        const status = String(response.statusCode);
        expect(['400', '404'], url).toContain(status);
        const validate = responseValidator(operation, status);
        expect(validate(response.json()) ? [] : validate.errors, url).toEqual([]);
        refusals++;
      }
    }
    expect(refusals).toBeGreaterThanOrEqual(15);
  });
});
