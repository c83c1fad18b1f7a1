import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/model/schema';
import { removeUnusedUploads } from '../../src/server/modules/uploads';
import { createPerson } from '../helpers/factories';
import { multipartBody } from '../helpers/multipart';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
});
afterAll(() => ctx.close());

const upload = (
  bytes: Buffer,
  contentType = 'image/png',
  user: SignedInUser | null = alice,
  field = 'image',
  fileName = 'picture',
) => {
  const body = multipartBody(field, fileName, contentType, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...(user ? user.headers : {}) },
  });
};
const uploadCount = async () =>
  Number((await ctx.database.db.select({ total: count() }).from(uploads))[0]!.total);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
const gif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

/** Files in the uploads folder of the app's data directory. */
function storedFiles(): string[] {
  const folder = path.join(ctx.app.config.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
}
const storedState = async () => ({ rows: await uploadCount(), files: storedFiles() });

const le16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const le32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

/** A ZIP archive holding one file, stored uncompressed, as `zip -0` writes it. */
function zipArchive(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const sizes = Buffer.concat([le32(crc32(data)), le32(data.length), le32(data.length)]);
  const local = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    sizes,
    le16(fileName.length),
    le16(0),
    fileName,
    data,
  ]);
  const central = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    sizes,
    le16(fileName.length),
    Buffer.alloc(12),
    le32(0),
    fileName,
  ]);
  const end = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 1, 0, 1, 0]),
    le32(central.length),
    le32(local.length),
    le16(0),
  ]);
  return Buffer.concat([local, central, end]);
}

/** A JPEG with a comment segment (COM) right after its start marker. */
function withJpegComment(image: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    image.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    image.subarray(2),
  ]);
}

/** A JPEG whose frame header claims another size than the picture it holds. */
function withClaimedJpegSize(image: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(image);
  const frame = patched.indexOf(Buffer.from([0xff, 0xc0]));
  patched.writeUInt16BE(height, frame + 5);
  patched.writeUInt16BE(width, frame + 7);
  return patched;
}

/**
 * A valid 1×1 GIF that is also a valid script: the screen width bytes open a comment
 * (`/*`) that runs over the binary part, and a GIF comment block closes it and sets a
 * global, so `<script src>` on it would run.
 */
function gifScriptPolyglot(): Buffer {
  const script = Buffer.from('*/=window.__xss=1;//');
  return Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from('/*'),
    Buffer.from([0x01, 0x00, 0x80, 0x00, 0x00]),
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x21, 0xfe, script.length]),
    script,
    Buffer.from([0x00, 0x3b]),
  ]);
}

/** The bytes of a GIF's first frame: its image descriptor, colour table and data blocks. */
function firstGifFrame(image: Buffer): Buffer {
  const tableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const afterSubBlocks = (from: number) => {
    let at = from;
    while (image[at] !== 0) at += image[at]! + 1;
    return at + 1;
  };
  let start = 13 + tableSize(image[10]!);
  while (image[start] === 0x21) start = afterSubBlocks(start + 2);
  return image.subarray(start, afterSubBlocks(start + 10 + tableSize(image[start + 9]!) + 1));
}

/** An animated GIF of `frames` copies of one large, uniform frame: small to send, huge to decode. */
async function animatedGifBomb(side: number, frames: number): Promise<Buffer> {
  const single = await gif(side, side);
  const frame = firstGifFrame(single);
  return Buffer.concat([
    single.subarray(0, single.indexOf(frame)),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

describe('POST /api/upload/image', () => {
  it('re-encodes an image as WebP, shrinks it to 2048 px and serves it with a long cache lifetime', async () => {
    const response = await upload(await png(3000, 1500));
    expect(response.statusCode).toBe(201);
    const { imageUrl, url } = response.json<{ imageUrl: string; url: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(url).toBe(imageUrl);
    const served = await ctx.app.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2048, height: 1024 });

    const person = await createPerson(ctx.database.db);
    const comment = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'With a picture', personId: person.id, imageUrl },
      alice,
    );
    expect(comment.json()).toMatchObject({ hasImage: true, imageUrl });
  });

  it('accepts ordinary JPEG, GIF, animated GIF and WebP pictures, camera noise included', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 600 * 400 * 3 }, () => Math.random() * 256)),
      {
        raw: { width: 600, height: 400, channels: 3 },
      },
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    const frames = Buffer.alloc(40 * 40 * 3 * 4);
    for (let frame = 0; frame < 4; frame += 1)
      frames.fill(frame * 60, frame * 4800, (frame + 1) * 4800);
    const animated = await sharp(frames, {
      raw: { width: 40, height: 160, channels: 3, pageHeight: 40 },
    })
      .gif()
      .toBuffer();
    const webp = await sharp({
      create: { width: 30, height: 20, channels: 4, background: '#0f08' },
    })
      .webp()
      .toBuffer();
    for (const [bytes, type] of [
      [await jpeg(), 'image/jpeg'],
      [noise, 'image/jpeg'],
      [await gif(20, 20), 'image/gif'],
      [animated, 'image/gif'],
      [webp, 'image/webp'],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, type).toBe(201);
    }
  });

  it('stores the file under a random name of its own, whatever name it was sent with', async () => {
    const response = await upload(
      await png(8, 8),
      'image/png',
      alice,
      'image',
      '../../../escape.png',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ imageUrl: string }>().imageUrl).toMatch(
      /^\/uploads\/[a-f0-9]{32}\.webp$/,
    );
    expect(storedFiles()).not.toContain('escape.png');
    expect(existsSync(path.join(ctx.app.config.dataDir, 'escape.png'))).toBe(false);
  });

  const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
  const NOT_ONLY_AN_IMAGE =
    'This file is not only an image: it also holds a web page, a script or an archive';
  const page = '<!doctype html><html><body><script>window.__xss=1</script></body></html>';

  it.each<[string, () => Promise<Buffer> | Buffer, string, string, string]>([
    [
      'a text file',
      () => Buffer.from('just some text, not an image'),
      'image/png',
      'notes.png',
      NOT_AN_IMAGE,
    ],
    ['an empty file', () => Buffer.alloc(0), 'image/png', 'empty.png', NOT_AN_IMAGE],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'drawing.svg',
      NOT_AN_IMAGE,
    ],
    [
      'an SVG named .png',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      'image/png',
      'drawing.png',
      NOT_AN_IMAGE,
    ],
    ['an HTML page named .png', () => Buffer.from(page), 'image/png', 'page.png', NOT_AN_IMAGE],
    [
      'HTML behind a GIF signature',
      () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]),
      'image/gif',
      'page.gif',
      NOT_AN_IMAGE,
    ],
    [
      'a PDF',
      () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'image/jpeg',
      'paper.jpg',
      NOT_AN_IMAGE,
    ],
    [
      'a ZIP archive',
      () => zipArchive('index.html', page),
      'image/jpeg',
      'photo.jpg',
      NOT_AN_IMAGE,
    ],
    [
      'a JPEG with a ZIP archive appended',
      async () => Buffer.concat([await jpeg(), zipArchive('index.html', page)]),
      'image/jpeg',
      'photo.jpg',
      NOT_ONLY_AN_IMAGE,
    ],
    [
      'a JPEG with an HTML page appended',
      async () => Buffer.concat([await jpeg(), Buffer.from(page)]),
      'image/jpeg',
      'photo.jpg',
      NOT_ONLY_AN_IMAGE,
    ],
    [
      'a JPEG with a script in its comment',
      async () => withJpegComment(await jpeg(), '<script>window.__xss=1</script>'),
      'image/jpeg',
      'photo.jpg',
      NOT_ONLY_AN_IMAGE,
    ],
    [
      'a PNG with a javascript: address appended',
      async () => Buffer.concat([await png(8, 8), Buffer.from('javascript:window.__xss=1')]),
      'image/png',
      'dot.png',
      NOT_ONLY_AN_IMAGE,
    ],
    ['a GIF that is also a script', gifScriptPolyglot, 'image/gif', 'pixel.gif', NOT_ONLY_AN_IMAGE],
    [
      'a decompression bomb: a JPEG claiming 65,000 × 65,000 pixels',
      async () => withClaimedJpegSize(await jpeg(), 65000, 65000),
      'image/jpeg',
      'huge.jpg',
      NOT_AN_IMAGE,
    ],
    [
      'a decompression bomb: 20 frames of 2,000 × 2,000 pixels in a small GIF',
      () => animatedGifBomb(2000, 20),
      'image/gif',
      'frames.gif',
      NOT_AN_IMAGE,
    ],
  ])('refuses %s and stores nothing', async (_name, bytes, type, fileName, message) => {
    const before = await storedState();
    const response = await upload(await bytes(), type, alice, 'image', fileName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedState()).toEqual(before);
  });

  it('refuses images over 5 MB with 413 and stores nothing', async () => {
    const before = await storedState();
    const noise = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await upload(noise);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Images can be at most 5 MB');
    expect(await storedState()).toEqual(before);
  });

  it('refuses a decompression bomb: a 10,000 × 10,000 PNG of a few hundred kilobytes', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await storedState();
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOT_AN_IMAGE });
    expect(await storedState()).toEqual(before);
  });

  it('needs a signed-in, verified user and the field "image"', async () => {
    const image = await png(10, 10);
    expect((await upload(image, 'image/png', null)).statusCode).toBe(401);
    expect(
      (await upload(image, 'image/png', await signedInUser(ctx, { isVerified: false }))).statusCode,
    ).toBe(403);
    const wrongField = await upload(image, 'image/png', alice, 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the image in the multipart field "image"');
    const notMultipart = await send(ctx, 'POST', '/api/upload/image', { image: 'x' }, alice);
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('uploads nothing uses', () => {
  it('are removed, rows and files, a day after they were made; used and recent ones stay', async () => {
    const uploadedUrl = async () =>
      (await upload(await png(30, 30))).json<{ imageUrl: string }>().imageUrl;
    const [unused, used, recent] = [await uploadedUrl(), await uploadedUrl(), await uploadedUrl()];
    const person = await createPerson(ctx.database.db);
    const posted = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'With a picture', personId: person.id, imageUrl: used },
      alice,
    );
    expect(posted.statusCode).toBe(201);
    const fileOf = (url: string) => url.replace('/uploads/', '');
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(inArray(uploads.fileName, [fileOf(unused), fileOf(used)]));

    expect(await removeUnusedUploads(ctx.database.db, ctx.app.uploadStorage, new Date())).toBe(1);
    expect(storedFiles()).not.toContain(fileOf(unused));
    expect(storedFiles()).toEqual(expect.arrayContaining([fileOf(used), fileOf(recent)]));
    expect((await ctx.app.inject(unused)).statusCode).toBe(404);
    expect((await ctx.app.inject(used)).statusCode).toBe(200);
    expect(await removeUnusedUploads(ctx.database.db, ctx.app.uploadStorage, new Date())).toBe(0);
  });
});
