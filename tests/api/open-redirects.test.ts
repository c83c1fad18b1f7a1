import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createPerson } from '../helpers/factories';
import { mergePeople, send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const PUBLIC_URL = 'https://directory.example';

/** Addresses that browsers read as another site, or that a careless redirect would turn into one. */
const FOREIGN_TARGETS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
];

let ctx: TestContext;
let admin: SignedInUser;
let site: Server;
let siteBase: string;

beforeAll(async () => {
  // A page that sends the link previewer elsewhere, as a hostile site would.
  site = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://site').searchParams.get('to');
    if (target) return response.writeHead(302, { location: target }).end();
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<html><head><title>Page</title><meta property="og:image" content="javascript:alert(1)"></head></html>',
      );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  ctx = await createTestAppWithPages({ PUBLIC_URL, ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32' });
  admin = await signedInUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** A redirect, when the answer is one, must stay on this site: a path, never a host. */
function expectNoRedirectAway(response: LightMyRequestResponse, label: string) {
  if (response.statusCode < 300 || response.statusCode >= 400) {
    expect(response.headers.location, label).toBeUndefined();
    return;
  }
  const location = String(response.headers.location);
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, PUBLIC_URL).origin, label).toBe(PUBLIC_URL);
}

describe('the verification link', () => {
  it('redirects only to the sign-in page, whatever the token or query', async () => {
    for (const target of FOREIGN_TARGETS) {
      for (const url of [
        `/api/verify-email/${target}`,
        `/api/verify-email/${encodeURIComponent(target)}`,
        `/api/verify-email/${'a'.repeat(43)}?redirect=${encodeURIComponent(target)}&next=${encodeURIComponent(target)}&returnTo=${encodeURIComponent(target)}`,
      ]) {
        const response = await ctx.app.inject(url);
        expectNoRedirectAway(response, url);
        if (response.statusCode === 302) {
          expect(response.headers.location).toBe('/auth?verificationError=token-expired');
        }
      }
    }
  });
});

describe('addresses that look like another site', () => {
  it.each([
    '/uploads',
    '/assets',
    ...FOREIGN_TARGETS.flatMap((target) =>
      ['', '/uploads', '/assets', '/people', '/api'].flatMap((folder) => [
        `${folder}/${target}`,
        `${folder}/${target}/`,
      ]),
    ),
  ])('%s is answered here, never redirected away', async (url) => {
    expectNoRedirectAway(await ctx.app.inject(url), url);
  });
});

describe('the address of a merged-away person', () => {
  it('moves to the kept person on this site, whatever their name or the query says', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db, {
      firstName: '//evil.example',
      lastName: '\\evil.example',
    });
    const remove = await createPerson(db);
    await mergePeople(ctx, admin, keep, remove);

    const query = `?redirect=${encodeURIComponent('https://evil.example')}&next=//evil.example`;
    for (const url of [`/people/${remove.id}${query}`, `/api/people/${remove.id}${query}`]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expectNoRedirectAway(response, url);
      expect(response.headers.location).toContain(encodeURIComponent(keep.slug));
    }
  });
});

describe('sign-in and sign-out', () => {
  it('never answer with a redirect, whatever the query asks', async () => {
    const query = `?redirect=${encodeURIComponent('https://evil.example')}&next=//evil.example&returnTo=/%5Cevil.example`;
    for (const url of ['/api/login', '/api/logout', '/api/register']) {
      const response = await ctx.app.inject({ method: 'POST', url: url + query, payload: {} });
      expect(response.statusCode, url).toBeLessThan(500);
      expectNoRedirectAway(response, url);
    }
  });
});

describe("an account's link", () => {
  it("stays on the platform's site whatever the handle, and is never a script or data address", async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const accounts = [
      // A backslash in a handle would make the browser read `https://evil.example\.substack.com` as evil.example.
      { platform: 'Substack', username: 'evil.example\\', host: /(^|\.)substack\.com$/ },
      { platform: 'DeviantArt', username: 'someone@evil.example', host: /(^|\.)deviantart\.com$/ },
      { platform: 'Twitter', username: '\\evil.example', host: /^x\.com$/ },
      // Written straight to the database, as an old import could have: the API refuses these addresses.
      {
        platform: 'Instagram',
        username: 'scripted',
        url: 'javascript://%0aalert(1)',
        host: /^instagram\.com$/,
      },
      {
        platform: 'Facebook',
        username: 'inline',
        url: 'data:text/html,<script>alert(1)</script>',
        host: /^facebook\.com$/,
      },
    ];
    for (const { platform, username, url } of accounts) {
      await createAccount(db, { personId: person.id, platform, username, url, status: 'verified' });
    }
    const response = await ctx.app.inject(`/api/directory?limit=500`);
    const entries = response.json<{ username: string; url: string }[]>();
    for (const { username, host } of accounts) {
      const entry = entries.find((item) => item.username === username)!;
      const link = new URL(entry.url);
      expect(link.protocol, username).toBe('https:');
      expect(link.hostname, username).toMatch(host);
    }
  });
});

describe('link previews', () => {
  it('refuse a page that redirects to a script, data or file address', async () => {
    for (const target of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ]) {
      const response = await send(
        ctx,
        'POST',
        '/api/link-preview',
        { url: `${siteBase}/?to=${encodeURIComponent(target)}` },
        admin,
      );
      expect(response.statusCode, target).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid link URL' });
    }
  });

  it('drop an image address that is not http(s)', async () => {
    const response = await send(ctx, 'POST', '/api/link-preview', { url: `${siteBase}/` }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Page', description: null, image: null });
  });
});
