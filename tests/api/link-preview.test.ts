import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../src/shared/schemas/comments';
import { createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let locked: TestContext;
let local: TestContext;
let user: SignedInUser;
let localUser: SignedInUser;
let site: Server;
let base: string;

const PAGE = `<!doctype html><html><head>
  <title>Plain title</title>
  <meta property="og:title" content="Open Graph title">
  <meta property="og:description" content="What the page is about">
  <meta property="og:image" content="/cover.png">
</head><body>Hello</body></html>`;

let coverPng: Buffer;

beforeAll(async () => {
  coverPng = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#3355aa' },
  })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    const routes: Record<string, () => void> = {
      '/page': () =>
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
      '/plain': () =>
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<html><head><title> Just a title </title><meta name="description" content="Plain description"></head></html>',
          ),
      '/to-page': () => response.writeHead(302, { location: '/page' }).end(),
      '/cover.png': () => response.writeHead(200, { 'content-type': 'image/png' }).end(coverPng),
      '/to-metadata': () =>
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-private': () => response.writeHead(301, { location: 'http://10.0.0.1/' }).end(),
      '/json': () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}'),
      '/huge': () => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head><title>Huge page</title></head><body>');
        response.end('x'.repeat(3 * 1024 * 1024));
      },
      '/slow': () => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head>');
        setTimeout(() => response.end('<title>Too late</title></head></html>'), 7000).unref();
      },
    };
    (routes[request.url ?? ''] ?? (() => response.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  locked = await createTestApp();
  local = await createTestApp({ ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32' });
  user = await signedInUser(locked);
  localUser = await signedInUser(local);
});
afterAll(async () => {
  await locked.close();
  await local.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const preview = (ctx: TestContext, url: string, as: SignedInUser) =>
  send(ctx, 'POST', '/api/link-preview', { url }, as);

describe('link previews of pages (loopback allowed for this test server only)', () => {
  it('reads Open Graph title, description and image, resolving the image address', async () => {
    const response = await preview(local, `${base}/page`, localUser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'Open Graph title',
      description: 'What the page is about',
      image: `${base}/cover.png`,
    });
  });

  it('falls back to the title and description tags, and follows redirects', async () => {
    expect((await preview(local, `${base}/plain`, localUser)).json()).toEqual({
      title: 'Just a title',
      description: 'Plain description',
      image: null,
    });
    expect((await preview(local, `${base}/to-page`, localUser)).json().title).toBe(
      'Open Graph title',
    );
  });

  it.each(['/to-metadata', '/to-private'])(
    'refuses a redirect from %s to a private address',
    async (path) => {
      const response = await preview(local, `${base}${path}`, localUser);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Links to private or local addresses are not allowed');
    },
  );

  it('reads at most 1 MB, and refuses what is not a web page', async () => {
    expect((await preview(local, `${base}/huge`, localUser)).json().title).toBe('Huge page');
    const json = await preview(local, `${base}/json`, localUser);
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('The link does not point to a web page');
    const missing = await preview(local, `${base}/missing`, localUser);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Could not load a preview for this link');
  });

  it('gives up after 5 seconds', async () => {
    const started = Date.now();
    const response = await preview(local, `${base}/slow`, localUser);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The page took too long to answer');
    expect(Date.now() - started).toBeLessThan(6500);
  }, 10_000);
});

describe('link previews by default', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost/',
  ])('refuses %s without contacting it', async (url) => {
    const response = await preview(locked, url, user);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Links to private or local addresses are not allowed');
  });

  it('refuses this test server too, so the test setting is what lets the tests above through', async () => {
    expect((await preview(locked, `${base}/page`, user)).statusCode).toBe(400);
  });

  it('refuses other schemes and visitors', async () => {
    const ftp = await preview(locked, 'ftp://example.com/file', user);
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe('Invalid link URL');
    expect(
      (await send(locked, 'POST', '/api/link-preview', { url: 'https://example.com' })).statusCode,
    ).toBe(401);
  });
});

describe('the preview a comment shows', () => {
  const forged = {
    linkTitle: '@ada • Instagram – Verified',
    linkDescription: 'The official account, confirmed by the community',
    linkImage: 'https://tracker.example/pixel.gif?reader=1',
  };
  const comment = async (ctx: TestContext, as: SignedInUser, linkUrl: string) => {
    const person = await createPerson(ctx.database.db);
    const response = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'Look at this page', personId: person.id, linkUrl, ...forged },
      as,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Comment>();
  };

  it('is read by the server from the page, its picture stored here; what the client sent is ignored', async () => {
    const posted = await comment(local, localUser, `${base}/page`);
    expect(posted).toMatchObject({
      linkUrl: `${base}/page`,
      linkTitle: 'Open Graph title',
      linkDescription: 'What the page is about',
      linkImageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
    });
    const picture = await local.app.inject(posted.linkImageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(JSON.stringify(posted)).not.toContain('tracker.example');
  });

  it('is empty when the page cannot be read, never the client’s', async () => {
    const missing = await comment(local, localUser, `${base}/missing`);
    const privateLink = await comment(locked, user, 'http://10.0.0.1/login');
    for (const posted of [missing, privateLink]) {
      expect(posted).toMatchObject({
        hasLink: true,
        linkTitle: null,
        linkDescription: null,
        linkImageUrl: null,
      });
    }
  });
});
