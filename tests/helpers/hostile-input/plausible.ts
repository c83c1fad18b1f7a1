import fc from 'fast-check';
import type { Field } from './fields';
import { HOSTILE_URLS, HTML_FRAGMENTS, SQL_FRAGMENTS } from './fragments';
import { hostileJson } from './values';

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
export const oneOf = <T>(values: T[]) => fc.nat().map((index) => values[index % values.length]!);

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
export function edgeValues(field: Field): fc.Arbitrary<unknown> | undefined {
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
export function plausibleValue(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
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

/** Keys a body or query should not have: prototype tricks and fields a client must not set. */
export const EXTRA_KEYS = [
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
