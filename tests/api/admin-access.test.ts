import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../helpers/routes';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** The admin routes outside /api/admin (their addresses come from the specification). */
const ADMIN_ROUTES_ELSEWHERE = [
  '/api/test-merge',
  '/api/people/clean-social-accounts',
  '/api/send-test-email',
  '/api/email-debug',
];

/** Routes the dashboard needs; the list read from the app must hold at least these. */
const KNOWN_ADMIN_ROUTES = [
  'GET /api/admin/users',
  'POST /api/admin/users/:id',
  'POST /api/admin/users/:id/disable',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/people',
  'DELETE /api/admin/people/:id',
  'POST /api/admin/social-accounts/:id/toggle-verification',
  'DELETE /api/admin/social-accounts/:id',
  'GET /api/admin/reports',
  'POST /api/admin/reports/:id/resolve',
  'POST /api/test-merge',
  'POST /api/people/clean-social-accounts',
  'POST /api/admin/update-30-day-ratings',
  'GET /api/admin/database-info',
  'GET /api/admin/email-settings',
  'POST /api/admin/update-email-settings',
  'POST /api/send-test-email',
  'GET /api/email-debug',
  'GET /api/admin/audit-log',
];

let ctx: TestContext;
let adminRoutes: RegisteredRoute[];
let user: SignedInUser;
let unverified: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  adminRoutes = registeredRoutes(ctx.app).filter(
    ({ url }) => url.startsWith('/api/admin') || ADMIN_ROUTES_ELSEWHERE.includes(url),
  );
  user = await signedInUser(ctx);
  unverified = await signedInUser(ctx, { isVerified: false });
});
afterAll(() => ctx.close());

/** Each route called without any input: the role check comes before parsing, so it alone decides. */
async function statuses(caller?: SignedInUser) {
  const answers: string[] = [];
  for (const { method, url } of adminRoutes) {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: url.replace(/:\w+/g, '1'),
      headers: caller?.headers ?? {},
    });
    const message = response.body ? response.json<{ message?: string }>().message : undefined;
    answers.push(`${method} ${url} ${response.statusCode} ${message ?? ''}`.trim());
  }
  return answers;
}

describe('admin routes', () => {
  it('are all found in the app, from the route tree', () => {
    const found = adminRoutes.map(({ method, url }) => `${method} ${url}`);
    expect(found).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES));
  });

  it('answer 401 to visitors, before reading any input', async () => {
    for (const answer of await statuses()) {
      expect(answer).toMatch(/ 401( Authentication required)?$/);
    }
  });

  it('answer 403 to verified and unverified users who are not admins', async () => {
    for (const caller of [user, unverified]) {
      for (const answer of await statuses(caller)) {
        expect(answer).toMatch(
          /^(HEAD .* 403|.* 403 (Admin access required|Only administrators can update email settings))$/,
        );
      }
    }
  });

  it('use the specification words for the e-mail settings', async () => {
    const answers = await statuses(user);
    expect(answers).toContain(
      'POST /api/admin/update-email-settings 403 Only administrators can update email settings',
    );
  });
});
