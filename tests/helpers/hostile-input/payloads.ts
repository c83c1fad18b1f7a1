import fc from 'fast-check';
import { type MultipartPart, multipart } from '../multipart';
import type { Field } from './fields';
import { PATH_TRICKS } from './fragments';
import { bodyObject, type KnownValues } from './plausible';
import { deepJsonText, hostileJson, hostileText } from './values';

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
