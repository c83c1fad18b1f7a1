import fc from 'fast-check';
import type { Field } from './fields';
import { ODD_NUMBER_TEXTS, PATH_TRICKS } from './fragments';
import { edgeValues, EXTRA_KEYS, type KnownValues, oneOf, plausibleValue } from './plausible';
import { hostileText } from './values';

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

/** Text shaped like a session token or a link's token. */
export const tokenText = fc.string({
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
