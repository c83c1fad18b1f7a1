import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../helpers/factories';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
let personId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://directory.example' });
  alice = await signedInUser(ctx);
  personId = (await createPerson(ctx.database.db)).id;
});
afterAll(() => ctx.close());

const sessionToken = () => alice.headers.authorization.replace('Bearer ', '');
const commentWithCookie = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/comments',
    payload: { text: 'Posted with the session cookie', personId },
    cookies: { session: sessionToken() },
    headers,
  });

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline scripts, nosniff, a referrer policy and frame protection', async () => {
    const response = await ctx.app.inject('/api/categories');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cookie-authenticated write from another site', async () => {
    const forged = await commentWithCookie({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Cross-site request refused' });
    const refererOnly = await commentWithCookie({ referer: 'https://evil.example/page' });
    expect(refererOnly.statusCode).toBe(403);
    const noOrigin = await commentWithCookie({});
    expect(noOrigin.statusCode).toBe(403);
  });

  it("accepts cookie-authenticated writes from the site's own pages, and bearer-token writes", async () => {
    expect((await commentWithCookie({ origin: 'https://directory.example' })).statusCode).toBe(201);
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { text: 'Posted with a bearer token', personId },
      headers: { ...alice.headers, origin: 'https://elsewhere.example' },
    });
    expect(bearer.statusCode).toBe(201);
  });
});
