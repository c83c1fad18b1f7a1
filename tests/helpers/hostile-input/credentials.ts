import fc from 'fast-check';
import { percentEncode, tokenText } from './addresses';
import { hostileText } from './values';

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
