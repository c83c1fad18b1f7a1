import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { type Database, queryRows } from '../../src/server/db/client';

/** Input an attacker types into any text field, path or query. */
export const SQL_FRAGMENTS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '; drop table users',
  '1; DROP TABLE people CASCADE',
  "1' UNION SELECT password_hash, email FROM users --",
  '" OR ""="',
  "%' OR '%'='",
  "admin'--",
  '\\',
  "'",
  '$1',
  "1'::int",
  "'); select pg_sleep(30); --",
];

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--',
  ']]><x>',
  '&lt;&#x3C;&amp;',
];

/** Path tricks, already written as they appear in an address. */
export const PATH_TRICKS = [
  '..',
  '.',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..%5C..%5Cwindows',
  '%00',
  'a%00b',
  '1%00',
  '%',
  '%zz',
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%f8%88%80%80%80',
  '%C0%AE%C0%AE%C0%AF',
  '%E2%80%AE',
  '%EF%BB%BF1',
  ';',
  '%3B',
  '%3F',
  '%23',
  '*',
  '~root',
  '.env',
  'CON',
  '%20',
  '+',
];

/** Numbers written as text in paths and query strings that are not plain small whole numbers. */
export const ODD_NUMBER_TEXTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '1_000',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  ' 1',
  '1 ',
  '+1',
  '١',
  '１',
  '00000000000000000001',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export const ODD_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const ODD_CHARACTERS = [
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\t',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u202e',
  '\ufeff',
  '\u200d',
  '\ud800',
  'a\udc00b',
  '\uffff',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  'Ω≈ç√∫',
  'ﷺ',
  '𝕳𝖊𝖑𝖑𝖔',
];

/** Link targets that point nowhere a test may reach: private, loopback, unresolvable or not http. */
export const HOSTILE_URLS = [
  'http://127.0.0.1:1/',
  'http://localhost/admin',
  'http://[::1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://0x7f000001/',
  'http://user:pass@127.0.0.1/',
  'https://preview.invalid/',
  'https://xn--80ak6aa92e.invalid/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'gopher://127.0.0.1:6379/_FLUSHALL',
  'http://',
  '//evil.example',
  'https://instagram.invalid/some.handle',
];

const HUGE_UNITS = ['a', 'é', '💥', "' OR 1=1 --", '<script>', '%00', '\u0000', 'A1!'];

/** Text of 10 to 100 kB. */
export const hugeText = fc
  .tuple(fc.constantFrom(...HUGE_UNITS), fc.integer({ min: 10_000, max: 100_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** JSON nested 1,000 to 5,000 levels deep, as text. */
export const deepJsonText = fc
  .tuple(fc.integer({ min: 1_000, max: 5_000 }), fc.boolean())
  .map(([depth, asArrays]) =>
    asArrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Text a field should not expect: injections, odd characters, any unicode, or a lot of it. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CHARACTERS, ...PATH_TRICKS, ...ODD_NUMBER_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  { weight: 1, arbitrary: hugeText },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.lorem({ maxCount: 5 }),
        fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_CHARACTERS),
      )
      .map(([words, attack]) => `${words} ${attack} ${words}`),
  },
);

const deepValue = fc
  .tuple(fc.integer({ min: 1_000, max: 3_000 }), fc.boolean())
  .map(([depth, asArrays]) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = asArrays ? [value] : { a: value };
    return value;
  });

/** Any JSON value a field should not expect. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, '', [], {}) },
  { weight: 1, arbitrary: deepValue },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"isVerified":true,"role":"admin"}}'),
      { constructor: { prototype: { role: 'admin' } } },
      { $ne: null },
      { toString: 'x', valueOf: 1 },
      ['1', '2'],
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown) },
);

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

/**
 * Values of the directory's own data, so that generated requests also reach past
 * validation. The lists may grow while requests are generated (what accepted writes
 * created), and every draw reads them as they are then.
 */
export interface KnownValues {
  ids: number[];
  slugs: string[];
  usernames: string[];
}

/** One of a list's values at the moment of drawing. */
const oneOf = <T>(values: T[]) => fc.nat().map((index) => values[index % values.length]!);

const emails = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}@example\.com$/),
  fc.constantFrom(
    "o'brien@example.com",
    '"much.more unusual"@example.com',
    'a@b',
    'x@[127.0.0.1]',
    'Ärger@exämple.com',
    'user+tag@example.com',
    ' padded@example.com ',
    'UPPER@EXAMPLE.COM',
  ),
);

const passwords = fc.constantFrom(
  'Str0ng!Passw0rd',
  'Ünïcødé-Pässw0rd',
  "' OR 1=1 --Aa1",
  'Aa1!'.repeat(64),
);

/** Words, sometimes with an attack among them: accepted by a text field, yet hostile. */
const prose = (sentences: number) =>
  fc.oneof(
    fc.lorem({ mode: 'sentences', maxCount: sentences }),
    fc
      .tuple(
        fc.lorem({ mode: 'sentences', maxCount: sentences }),
        fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS),
      )
      .map(([words, attack]) => `${words} ${attack}`),
  );

/** Values at and just past the edges of the field's declared rules: its pattern, range or length. */
function edgeValues(field: Field): fc.Arbitrary<unknown> | undefined {
  const { pattern, minimum, maximum, maxLength } = field;
  if (pattern) return fc.stringMatching(new RegExp(pattern));
  if (minimum !== undefined && maximum !== undefined) {
    return fc.oneof(
      fc.constantFrom(minimum, maximum, minimum - 1, maximum + 1),
      fc.integer({ min: minimum, max: Math.min(maximum, Number.MAX_SAFE_INTEGER) }),
    );
  }
  if (maxLength !== undefined)
    return fc.constantFrom('x'.repeat(maxLength), 'x'.repeat(maxLength + 1));
  return undefined;
}

/** A value of the field's own kind that may well be accepted: real ids, real-looking text. */
function plausibleValue(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
  const ownKind = valueOfKind(field, known);
  const edges = edgeValues(field);
  return edges ? fc.oneof(ownKind, edges) : ownKind;
}

function valueOfKind(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
  if (field.values) return fc.constantFrom(...field.values);
  if (field.type === 'integer' || field.type === 'number') {
    return fc.oneof(oneOf(known.ids), fc.integer({ min: 1, max: 5 }));
  }
  if (field.type === 'boolean') return fc.boolean();
  const name = field.name.toLowerCase();
  if (/email|^to$|_user$/.test(name)) return emails;
  if (/pass/.test(name)) return passwords;
  if (/url|link|image/.test(name)) return fc.constantFrom(...HOSTILE_URLS);
  if (/host/.test(name)) return fc.constantFrom('localhost', '127.0.0.1', 'smtp.invalid', '[::1]');
  if (/id$/.test(name)) return fc.oneof(oneOf(known.ids), oneOf(known.ids).map(String));
  if (/username/.test(name)) {
    return fc.oneof(oneOf(known.usernames), fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/));
  }
  if (/name|profession|subject/.test(name)) return prose(1).map((text) => text.slice(0, 50));
  return prose(3);
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'userId',
  'role',
  'isVerified',
  'isAdmin',
  '',
];

/** A JSON object with the route's fields, each missing, plausible or hostile, and maybe extra keys. */
export function bodyObject(
  fields: Field[],
  known: KnownValues,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = fields.map((field) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: plausibleValue(field, known) },
      { weight: 3, arbitrary: hostileJson },
    ),
  );
  const plausible = fc.tuple(
    ...fields.map((field) =>
      field.optional
        ? fc.option(plausibleValue(field, known), { nil: undefined })
        : plausibleValue(field, known),
    ),
  );
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })),
    hostileJson,
    { maxKeys: 3 },
  );
  // Every field of its own kind a third of the time, so that requests reach past validation.
  const values = fc.oneof(
    { weight: 1, arbitrary: plausible },
    { weight: 2, arbitrary: fc.tuple(...entries) },
  );
  return fc.tuple(values, extras, fc.boolean()).map(([chosen, extra, withExtras]) => {
    const body: Record<string, unknown> = withExtras ? { ...extra } : {};
    fields.forEach((field, index) => {
      if (chosen[index] !== undefined) body[field.name] = chosen[index];
    });
    return body;
  });
}

/** Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them). */
export function percentEncode(text: string): string {
  // A round trip through UTF-8 turns a lone surrogate into U+FFFD, as sending it would.
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** Characters sent as they are, not percent-encoded, as a careless client would. */
const RAW_CHARACTERS = ['é', 'ß', 'ı', '💥', '\u202e', '\ufeff', '中文', "'", '"', '<>', '|', '\\'];

/** Text as it goes into an address: percent-encoded, a path trick as written, or raw. */
const addressText = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: text.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_TRICKS) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_CHARACTERS) },
  );

const tokenText = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 20,
  maxLength: 100,
});

/**
 * A path parameter's value: the directory's own ids, slugs and names, values at the edges
 * of the parameter's declared rules, or a trick.
 */
export function pathSegment(name: string, known: KnownValues, field?: Field): fc.Arbitrary<string> {
  const own = {
    id: oneOf(known.ids).map(String),
    page: fc.constantFrom('1', '2'),
    ref: fc.oneof(oneOf(known.slugs).map(percentEncode), oneOf(known.ids).map(String)),
    username: oneOf(known.usernames).map(percentEncode),
    token: tokenText,
    '*': fc.constantFrom(
      'picture.webp',
      '../../etc/passwd',
      '..%2F..%2Fdb%2Fpglite',
      '.%2e/.env',
      'a/b/c.png',
    ),
  }[name];
  const edges = field && edgeValues(field);
  return fc.oneof(
    { weight: 3, arbitrary: own ?? addressText(fc.lorem({ maxCount: 1 })) },
    {
      weight: 2,
      arbitrary: (edges ?? fc.constantFrom(1)).map((value) => percentEncode(String(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBER_TEXTS).map(percentEncode) },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String) },
    { weight: 3, arbitrary: addressText(hostileText) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 300, max: 2_000 }).map((length) => 'a'.repeat(length)),
    },
  );
}

/** A query string with the route's parameters (plausible, odd or hostile), repeats and extras. */
export function queryString(fields: Field[], known: KnownValues): fc.Arbitrary<string> {
  const value = (field: Field) =>
    fc.oneof(
      { weight: 3, arbitrary: plausibleValue(field, known).map(String).map(percentEncode) },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBER_TEXTS).map(percentEncode) },
      { weight: 3, arbitrary: addressText(hostileText) },
    );
  const pair = fc.oneof(
    ...fields.map((field) => value(field).map((text) => `${field.name}=${text}`)),
    addressText(fc.constantFrom(...EXTRA_KEYS, 'a[b]', 'page[]', 'x')).chain((key) =>
      addressText(hostileText).map((text) => `${key}=${text}`),
    ),
    fc.constantFrom('', '=', '&', '%', '=%ff', 'a', 'a=1=2', '%00=%00'),
  );
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** How a body travels: the bytes and the content type they claim to be. */
export interface Payload {
  contentType?: string;
  bytes?: string | Buffer;
}

const json = (value: unknown): Payload => ({
  contentType: 'application/json',
  bytes: JSON.stringify(value),
});

/** JSON with invalid UTF-8 inside a string value, or broken, or empty, or not JSON at all. */
const brokenJson: fc.Arbitrary<Payload> = fc.oneof(
  fc
    .constantFrom(
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
      Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
      Buffer.from([0xed, 0xa0, 0x80]),
      '',
      ' ',
      '{',
      '{"a":1,}',
      "{'a':1}",
      '{"rating": NaN}',
      '{"id": Infinity}',
      '{"a":1}{"b":2}',
      '{"a":1,"a":2}',
      'null',
      'undefined',
      '"\\ud800"',
      '"\\u0000"',
    )
    .map((bytes): Payload => ({ contentType: 'application/json', bytes })),
  deepJsonText.map((bytes): Payload => ({ contentType: 'application/json', bytes })),
);

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'image/png',
  '*/*',
  'application/jsonx',
  "application/json' OR 1=1 --",
];

/** A body for a route that reads the given fields: mostly near-valid JSON, else anything hostile. */
export function payload(fields: Field[], known: KnownValues): fc.Arbitrary<Payload> {
  const object = bodyObject(fields, known);
  return fc.oneof(
    { weight: 8, arbitrary: object.map(json) },
    { weight: 2, arbitrary: hostileJson.map(json) },
    { weight: 2, arbitrary: brokenJson },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), object)
        .map(([contentType, value]): Payload => ({ contentType, bytes: JSON.stringify(value) })),
    },
    { weight: 1, arbitrary: fc.constantFrom<Payload>({}, { contentType: 'application/json' }) },
  );
}

/** The smallest real PNG, which uploads accept. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const imageBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    TINY_PNG,
    Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    Buffer.from('GIF89a<script>alert(1)</script>'),
    Buffer.from('\x89PNG\r\n\x1a\n'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    Buffer.from('%PDF-1.4'),
  ),
);

export interface MultipartPart {
  field: string;
  /** Without one the part is a plain field, not a file. */
  fileName?: string;
  contentType?: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body of any parts; `boundary` as the header names it (quotes
 * included, or empty), and `complete: false` leaves out the closing boundary.
 */
export function multipart(
  parts: MultipartPart[],
  { boundary = 'b0undary', complete = true }: { boundary?: string; complete?: boolean } = {},
): Payload {
  const delimiter = boundary.replace(/"/g, '') || 'none';
  const encoded = parts.map(({ field, fileName, contentType, bytes }) => {
    const file = fileName === undefined ? '' : `; filename="${fileName}"`;
    const type = contentType === undefined ? '' : `\r\nContent-Type: ${contentType}`;
    return Buffer.concat([
      Buffer.from(
        `--${delimiter}\r\nContent-Disposition: form-data; name="${field}"${file}${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...encoded, Buffer.from(complete ? `--${delimiter}--\r\n` : '')]),
  };
}

/** A multipart body: zero or more parts, any field names and file names, maybe cut short. */
export function multipartPayload(): fc.Arbitrary<Payload> {
  const part: fc.Arbitrary<MultipartPart> = fc.record({
    field: fc.oneof(
      fc.constant('image'),
      hostileText.map((text) => text.slice(0, 50)),
    ),
    fileName: fc.option(
      fc.oneof(fc.constant('picture.png'), fc.constantFrom(...PATH_TRICKS, '../../../x.php')),
      { nil: undefined },
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
    ),
    bytes: imageBytes,
  });
  return fc
    .tuple(
      fc.array(part, { maxLength: 8 }),
      fc.boolean(),
      fc.constantFrom('b0undary', '', '"quoted"', 'x'.repeat(100)),
    )
    .map(([parts, complete, boundary]) => multipart(parts, { boundary, complete }));
}

/** Credentials nobody was given: forged tokens, keys and cookies. */
export const forgedCredentials: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.constantFrom('authorization', 'x-api-key', 'cookie'),
    fc.oneof(hostileText, tokenText).map((text) => percentEncode(text).slice(0, 4_000)),
  )
  .map(([header, value]): Record<string, string> => {
    if (header === 'authorization') return { authorization: `Bearer ${value}` };
    if (header === 'cookie') return { cookie: `session=${value}` };
    return { [header]: value };
  });

/** Every table's row count and a digest of its rows, in one round trip. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * Takes snapshots of every application table. `ignored` names, by table, the columns that
 * change on their own after a request has been answered (a mail's delivery state), which
 * the digest leaves out.
 */
export async function snapshotter(
  db: Database,
  ignored: Record<string, string[]> = {},
): Promise<() => Promise<DatabaseSnapshot>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const query = sql.join(
    tables.map(({ name }) => {
      const row = sql`(to_jsonb(t) - ${`{${(ignored[name] ?? []).join(',')}}`}::text[])::text`;
      return sql`select ${name} as name, count(*) || ':' || md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as state from ${sql.identifier(name)} t`;
    }),
    sql` union all `,
  );
  return async () => {
    const rows = await queryRows<{ name: string; state: string }>(db, query);
    return Object.fromEntries(rows.map(({ name, state }) => [name, state]));
  };
}
