import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
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
) => {
  const body = multipartBody(field, 'picture', contentType, bytes);
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

  it.each([
    ['a text file', Buffer.from('just some text, not an image'), 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    [
      'HTML posing as a GIF',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]),
      'image/gif',
    ],
  ])('refuses %s and stores nothing', async (_name, bytes, type) => {
    const before = await uploadCount();
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded');
    expect(await uploadCount()).toBe(before);
  });

  it('refuses images over 5 MB with 413', async () => {
    const noise = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await upload(noise);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Images can be at most 5 MB');
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
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
