import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/model/schema';
import { removeUnusedUploads } from '../../src/server/modules/uploads';
import type { Comment } from '../../src/shared/schemas/comments';
import { createPerson } from '../helpers/factories';
import { multipartBody } from '../helpers/multipart';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import {
  createTestApp,
  createTestDatabase,
  type TestContext,
  type TestDatabase,
} from '../helpers/test-app';

const BUCKET = 'directory-pictures';
/** s3rver's own development keys. */
const KEY = 'S3RVER';

let s3Folder: string;
let s3: S3rver;
let bucket: S3Client;
let database: TestDatabase;
/** Two instances of the app on one database and one bucket, as behind a load balancer. */
let first: TestContext;
let second: TestContext;
/** The default set-up, a folder, on the same database: what a missing upload answered before. */
let folder: TestContext;
/** An instance whose bucket's server does not answer. */
let cutOff: TestContext;
let alice: SignedInUser;
let site: Server;
let siteBase: string;

/** A port nothing listens on: taken and given back at once. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const picture = (background: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  s3Folder = mkdtempSync(path.join(os.tmpdir(), 'directory-test-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });

  const cover = await picture('#228844');
  site = createHttpServer((request, response) => {
    if (request.url === '/cover.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(cover);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<html><head><title>A page</title><meta property="og:image" content="/cover.png"></head></html>',
      );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  const env = {
    S3_URL: `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}`,
    // The link preview test's page is served from this machine.
    ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32',
  };
  first = await createTestApp(env, { database });
  second = await createTestApp(env, { database });
  folder = await createTestApp({}, { database });
  cutOff = await createTestApp(
    { S3_URL: `s3+http://${KEY}:${KEY}@127.0.0.1:${await closedPort()}/${BUCKET}` },
    { database },
  );
  alice = await signedInUser(first);
});

afterAll(async () => {
  // Every instance but the last leaves the shared database open.
  for (const ctx of [first, folder, cutOff]) {
    await ctx?.app.close();
    if (ctx) rmSync(ctx.app.config.dataDir, { recursive: true, force: true });
  }
  await second?.close();
  bucket?.destroy();
  await s3?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  rmSync(s3Folder, { recursive: true, force: true });
});

const upload = async (ctx: TestContext, bytes: Buffer) => {
  const body = multipartBody('image', 'picture.png', 'image/png', bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...alice.headers },
  });
};

const uploadedUrl = async (ctx: TestContext, background: string) => {
  const response = await upload(ctx, await picture(background));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ imageUrl: string }>().imageUrl;
};

/** The object's bytes as the bucket holds them, or null when it holds none. */
async function objectBytes(url: string): Promise<Buffer | null> {
  const key = url.replace(/^\//, '');
  try {
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

describe('uploads in an S3 bucket shared by two instances', () => {
  it('a picture uploaded through one instance is served by the other, as the bucket holds it', async () => {
    const url = await uploadedUrl(first, '#cc3355');
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = await objectBytes(url);
    expect(stored).not.toBeNull();
    const head = await bucket.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: url.replace(/^\//, '') }),
    );
    expect(head).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });

    const served = await second.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored!)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 120,
      height: 80,
    });
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(stored!.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      etag: head.ETag,
      'last-modified': head.LastModified!.toUTCString(),
    });
    // Nothing was written to either instance's own folder.
    for (const ctx of [first, second]) {
      expect(existsSync(path.join(ctx.app.config.dataDir, 'uploads'))).toBe(false);
    }
    const { statusCode } = await send(
      second,
      'POST',
      '/api/comments',
      { text: 'With a picture', personId: (await createPerson(database.db)).id, imageUrl: url },
      alice,
    );
    expect(statusCode).toBe(201);
  });

  it('answers 304 to a request that names the picture’s ETag, and HEAD with its length', async () => {
    const url = await uploadedUrl(first, '#3355cc');
    const { etag } = (await second.app.inject(url)).headers;
    const again = await second.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const other = await second.app.inject({ url, headers: { 'if-none-match': '"another"' } });
    expect(other.statusCode).toBe(200);
    const head = await second.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(other.rawPayload.length));
  });

  it('answers a missing picture as the folder storage does, and asks the bucket only for names it gives out', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/not-a-picture.txt',
      '/uploads/..%2Fsecret.webp',
    ]) {
      const fromBucket = await second.app.inject(url);
      const fromFolder = await folder.app.inject(url);
      expect(fromBucket.statusCode, url).toBe(404);
      expect(fromFolder.statusCode, url).toBe(404);
      // The site's not-found answer: JSON, or the not-found page once the web app is built.
      expect(fromBucket.headers['content-type'], url).toBe(fromFolder.headers['content-type']);
    }
    // The instance whose bucket does not answer still refuses other names at once.
    expect((await cutOff.app.inject('/uploads/not-a-picture.txt')).statusCode).toBe(404);
  });

  it('answers 503 with a clear message when the bucket cannot be reached', async () => {
    const url = await uploadedUrl(first, '#888800');
    const served = await cutOff.app.inject(url);
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({
      message: 'The picture storage cannot be reached right now. Please try again in a moment.',
    });
    expect(served.headers['retry-after']).toBe('5');
    expect(served.body).not.toContain(KEY);
    const uploaded = await upload(cutOff, await picture('#008888'));
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.headers['retry-after']).toBe('5');
    expect(uploaded.json().message).toMatch(/picture storage cannot be reached/);
  });

  it('removes an unused upload from the bucket; a used one stays', async () => {
    const [unused, used] = [
      await uploadedUrl(first, '#111111'),
      await uploadedUrl(first, '#222222'),
    ];
    await send(
      first,
      'POST',
      '/api/comments',
      { text: 'Kept', personId: (await createPerson(database.db)).id, imageUrl: used },
      alice,
    );
    for (const url of [unused, used]) {
      await database.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(uploads.fileName, url.replace('/uploads/', '')));
    }
    expect(await removeUnusedUploads(database.db, second.app.uploadStorage, new Date())).toBe(1);
    expect(await objectBytes(unused)).toBeNull();
    expect(await objectBytes(used)).not.toBeNull();
    expect((await first.app.inject(unused)).statusCode).toBe(404);
    expect((await first.app.inject(used)).statusCode).toBe(200);
  });

  it('a row whose object could not be removed stays for the next run', async () => {
    const url = await uploadedUrl(first, '#333333');
    const fileName = url.replace('/uploads/', '');
    await database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.fileName, fileName));
    await expect(
      removeUnusedUploads(database.db, cutOff.app.uploadStorage, new Date()),
    ).rejects.toThrow(/picture storage cannot be reached/);
    const rows = await database.db.select().from(uploads).where(eq(uploads.fileName, fileName));
    expect(rows).toHaveLength(1);
    expect(await removeUnusedUploads(database.db, first.app.uploadStorage, new Date())).toBe(1);
    expect(await objectBytes(url)).toBeNull();
  });

  it('stores a comment’s link-preview picture in the bucket, served by the other instance', async () => {
    const person = await createPerson(database.db);
    const posted = await send(
      first,
      'POST',
      '/api/comments',
      { text: 'Look at this page', personId: person.id, linkUrl: `${siteBase}/page` },
      alice,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const { linkImageUrl } = posted.json<Comment>();
    expect(linkImageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = await objectBytes(linkImageUrl!);
    expect(stored).not.toBeNull();
    const served = await second.app.inject(linkImageUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored!)).toBe(true);
    const keys = await bucket.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }),
    );
    expect(keys.Contents?.map((object) => `/${object.Key}`)).toContain(linkImageUrl);
  });
});
