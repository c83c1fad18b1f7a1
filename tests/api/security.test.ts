import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createSession } from '../helpers/factories';
import { snapshotter } from '../helpers/database-snapshot';
import { multipartBody } from '../helpers/multipart';
import { registeredRoutes } from '../helpers/routes';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'https://directory.example';
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

let ctx: TestContext;
let webDistDir: string;
let alice: SignedInUser;
let admin: SignedInUser;
let person: { id: number; slug: string };

/** The real web app, built by Vite into a folder of this test's own. */
async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'directory-security-web-'));
  await build({
    configFile: path.join(repositoryRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

beforeAll(async () => {
  webDistDir = await buildWebApp();
  ctx = await createTestApp({ PUBLIC_URL }, { webDistDir });
  alice = await signedInUser(ctx);
  admin = await signedInUser(ctx, { role: 'admin' });
  person = await createPerson(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const sessionToken = (user: SignedInUser) => user.headers.authorization.replace('Bearer ', '');
const commentWithCookie = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/comments',
    payload: { text: 'Posted with the session cookie', personId: person.id },
    cookies: { session: sessionToken(alice) },
    headers,
  });

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer must carry: no inline or evaluated script, no framing, no sniffing, a referrer policy. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = cspDirectives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, 'a script source rule').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(scripts).not.toContain('data:');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('allow scripts only from this site on pages and API answers, with no plugins and no other base', async () => {
    const csp = cspDirectives(await ctx.app.inject('/'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it.each([
    ['the home page', '/'],
    ['a page the client router shows', '/community'],
    ['an unknown page', '/no/such/page'],
    ['robots.txt', '/robots.txt'],
    ['the sitemap', '/sitemap.xml'],
    ['the icon', '/favicon.svg'],
    ['a public API read', '/api/categories'],
    ['an API 404', '/api/no-such-thing'],
    ['an API 400', '/api/people?page=0'],
    ['an API 401', '/api/user'],
    ['the OpenAPI document', '/api/openapi.json'],
    ['an address with a broken %-escape', '/people/%E0%A4%A'],
  ])('are on %s', async (_name, url) => {
    expectSecurityHeaders(await ctx.app.inject(url));
  });

  it.each([
    ['/%E0%A4%A', 400, 'The address is not valid: it has a broken %-escape'],
    ['/api/people/%', 400, 'The address is not valid: it has a broken %-escape'],
    ['/assets/%zz.js', 400, 'The address is not valid: it has a broken %-escape'],
    [`/api/people/${'a'.repeat(600)}`, 414, 'The address is too long'],
  ])(
    'come with a JSON message on %s, which Fastify refuses before any hook',
    async (url, status, message) => {
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expectSecurityHeaders(response);
    },
  );

  it('are on a person page, a built script and a refused write', async () => {
    expectSecurityHeaders(await ctx.app.inject(`/people/${person.slug}`));
    const script = readdirSync(path.join(webDistDir, 'assets')).find((file) =>
      file.endsWith('.js'),
    );
    const asset = await ctx.app.inject(`/assets/${script}`);
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
    expectSecurityHeaders(
      await ctx.app.inject({ method: 'POST', url: '/api/comments', payload: {} }),
    );
  });

  it('make an uploaded image run nothing and refuse framing', async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const body = multipartBody('image', 'dot.png', 'image/png', image);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body.payload,
      headers: { ...body.headers, ...alice.headers },
    });
    const served = await ctx.app.inject(uploaded.json<{ imageUrl: string }>().imageUrl);
    expect(served.statusCode).toBe(200);
    expectSecurityHeaders(served);
    expect(cspDirectives(served).get('default-src')).toEqual(["'none'"]);
  });
});

describe('the built web app', () => {
  it('loads every script from a file of this site: index.html holds no inline script or handler', async () => {
    const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(content!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it("serves pages whose only inline script is the person's JSON-LD data, which browsers never run", async () => {
    for (const url of ['/', `/people/${person.slug}`]) {
      const page = await ctx.app.inject(url);
      const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes!),
      );
      for (const [, attributes] of inline) expect(attributes).toContain('application/ld+json');
    }
  });
});

/** Every route that changes something, with its path parameters filled in. */
const writeRoutes = () =>
  registeredRoutes(ctx.app)
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
    .map((route) => ({
      method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: route.url.replace(/:token\b/, 'x'.repeat(43)).replace(/:[A-Za-z]+/g, '999999'),
    }));

const CROSS_SITE = [
  ['Origin from another site', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  [
    'both, with a same-site look-alike',
    { origin: 'https://directory.example.evil.example', 'sec-fetch-site': 'cross-site' },
  ],
  ['a Referer from another site only', { referer: 'https://evil.example/page' }],
  ['Origin null (a sandboxed frame)', { origin: 'null' }],
  [
    'a bearer header without a token beside the cookie',
    { origin: 'https://evil.example', authorization: 'Bearer null' },
  ],
] as const;

describe('cross-site request forgery', () => {
  it('refuses every cookie-authenticated write from another site before it changes anything', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const snapshot = await snapshotter(ctx.database.db);
    const before = await snapshot();
    for (const route of routes) {
      for (const [name, headers] of CROSS_SITE) {
        const forged = await ctx.app.inject({
          ...route,
          payload: { text: 'forged', email: 'victim@example.com' },
          cookies: { session: sessionToken(admin) },
          headers,
        });
        expect(forged.statusCode, `${route.method} ${route.url} with ${name}`).toBe(403);
        expect(forged.json()).toEqual({ message: 'Cross-site request refused' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets every write from the site's own pages through to the route's own checks", async () => {
    for (const route of writeRoutes()) {
      // A session per route: the logout route ends the one it is sent with.
      const session = await createSession(ctx.database.db, admin.id);
      const response = await ctx.app.inject({
        ...route,
        payload: {},
        cookies: { session },
        headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(response.body).not.toContain('Cross-site request refused');
    }
  });

  it('refuses a cookie write with no Origin or Referer at all', async () => {
    const noOrigin = await commentWithCookie({});
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('compares origins whole, scheme, host and port: the host a request came to counts only over the scheme it came by', async () => {
    // app.inject sends over http: the page of this host over https is another origin.
    for (const headers of [
      { host: 'other.example', origin: 'https://other.example' },
      { host: 'other.example:8080', origin: 'http://other.example' },
      { host: 'other.example', origin: 'http://other.example:8080' },
      { origin: 'http://directory.example' },
    ] as Record<string, string>[]) {
      const forged = await commentWithCookie(headers);
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
      expect(forged.json()).toEqual({ message: 'Cross-site request refused' });
    }
    const sameHost = await commentWithCookie({
      host: 'other.example',
      origin: 'http://other.example',
    });
    expect(sameHost.statusCode).toBe(201);
  });

  it("accepts cookie-authenticated writes from the site's own pages, and bearer-token writes", async () => {
    expect((await commentWithCookie({ origin: PUBLIC_URL })).statusCode).toBe(201);
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { text: 'Posted with a bearer token', personId: person.id },
      headers: { ...alice.headers, origin: 'https://elsewhere.example' },
    });
    expect(bearer.statusCode).toBe(201);
  });
});
