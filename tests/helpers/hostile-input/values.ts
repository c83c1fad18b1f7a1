import fc from 'fast-check';
import {
  HOSTILE_URLS,
  HTML_FRAGMENTS,
  ODD_CHARACTERS,
  ODD_NUMBER_TEXTS,
  ODD_NUMBERS,
  PATH_TRICKS,
  SQL_FRAGMENTS,
} from './fragments';

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
