import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newCommentSchema } from '../../src/shared/schemas/comments';
import { sessions, users } from '../../src/server/model/schema';
import {
  deleteUser,
  DISABLED_MESSAGE,
  disableUser,
  hashPassword,
  INVALID_LOGIN_MESSAGE,
} from '../../src/server/modules/users';
import { permissionsCheckedBy } from '../../src/server/platform/http/guarded-permissions';
import { postComment } from '../../src/server/modules/comments';
import { unsubscribeToken } from '../../src/server/modules/notifications';
import { hashToken, SESSION_LIFETIME_MS } from '../../src/server/modules/sessions';
import { putSetting } from '../../src/server/modules/settings';
import { PASSWORD } from '../helpers/accounts';
import {
  ADMIN,
  AUTHORIZATION_TABLE,
  type MatrixCase,
  type MatrixUser,
  type Role,
  type RouteRule,
  samplePng,
} from '../helpers/authorization-table';
import { createAccount, createPerson, createSession, createUser } from '../helpers/factories';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher';
import { multipartBody } from '../helpers/multipart';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

type Kind = { isVerified: boolean; role: 'user' | 'admin' };
const VERIFIED_USER: Kind = { isVerified: true, role: 'user' };
const UNVERIFIED_USER: Kind = { isVerified: false, role: 'user' };
const ADMIN_USER: Kind = { isVerified: true, role: 'admin' };

interface Caller {
  name: string;
  role: Role;
  /** The caller of one case: fresh, unless nothing they are allowed could change them. */
  user(owner: MatrixUser): Promise<MatrixUser | undefined>;
}

let ctx: TestContext;
let mail: MailCatcher;
let site: Server;
let passwordHash: string;
let shared: Omit<MatrixCase, 'owner'>;
let callers: Caller[];
/** "METHOD url" of every route the app registered, the web app's included. */
let registered: Set<string>;
const unused = new Map<Kind, MatrixUser[]>();

/** Signed-in users with the shared password, inserted in batches: each case takes unused ones. */
async function freshUser(kind: Kind): Promise<MatrixUser> {
  const ready = unused.get(kind) ?? [];
  unused.set(kind, ready);
  if (ready.length === 0) {
    const made = await ctx.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, () => {
          const username = `matrix_${randomBytes(6).toString('hex')}`;
          return { username, email: `${username}@example.com`, passwordHash, ...kind };
        }),
      )
      .returning();
    const tokens = made.map(() => randomBytes(32).toString('base64url'));
    await ctx.database.db.insert(sessions).values(
      made.map((user, index) => ({
        userId: user.id,
        tokenHash: hashToken(tokens[index]!),
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      })),
    );
    ready.push(...made.map((user, index) => signedIn(user, tokens[index]!)));
  }
  return ready.pop()!;
}

function signedIn(user: { id: number; username: string; email: string }, token: string) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    headers: { authorization: `Bearer ${token}` },
  } satisfies MatrixUser;
}

/**
 * A user whose access the admin service cut, with the session they had (which the service
 * ends) and one inserted afterwards, as if a row had survived: both must be refused.
 */
async function cutOff(role: 'disabled' | 'deleted', cut: typeof disableUser, actorId: number) {
  const db = ctx.database.db;
  const user = await createUser(db, { passwordHash });
  const ended = signedIn(user, await createSession(db, user.id));
  await cut(db, actorId, user.id);
  const surviving = signedIn(user, await createSession(db, user.id));
  return [
    { name: `${role} (session ended)`, role, user: async () => ended },
    { name: `${role} (session row kept)`, role, user: async () => surviving },
  ];
}

beforeAll(async () => {
  mail = await startMailCatcher();
  site = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<html><head><title>A page worth sharing</title></head></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  ctx = await createTestAppWithPages({
    SMTP_URL: mail.url,
    ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32',
  });
  registered = new Set(
    ctx.app.registeredRoutes.flatMap((route) =>
      [route.method].flat().map((method) => `${method} ${route.url}`),
    ),
  );
  passwordHash = await hashPassword(PASSWORD);
  const db = ctx.database.db;
  // Every case makes its own admin: contact messages go to one address, not to each of them.
  await putSetting(db, 'contact_to', 'contact@example.com');

  const author = await freshUser(VERIFIED_USER);
  const person = await createPerson(db);
  const account = await createAccount(db, { personId: person.id, status: 'verified' });
  const comment = await postComment(
    db,
    author.id,
    newCommentSchema.parse({ personId: person.id, text: 'Seen at the premiere' }),
  );
  const upload = multipartBody('image', 'picture.png', 'image/png', await samplePng());
  const image = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: upload.payload,
    headers: { ...upload.headers, ...author.headers },
  });
  expect(image.statusCode).toBe(201);
  shared = {
    db,
    person,
    verifiedAccountId: account.id,
    commentId: comment.id,
    uploadUrl: image.json<{ url: string }>().url,
    previewPageUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`,
    smtpPort: Number(new URL(mail.url).port),
    unsubscribeToken: (userId, kinds) => unsubscribeToken(ctx.app.secretBox, userId, kinds),
  };

  const actor = await freshUser(ADMIN_USER);
  callers = [
    { name: 'visitor', role: 'visitor', user: async () => undefined },
    { name: 'unverified', role: 'unverified', user: () => freshUser(UNVERIFIED_USER) },
    { name: 'verified', role: 'verified', user: () => freshUser(VERIFIED_USER) },
    { name: 'owner', role: 'owner', user: async (owner) => owner },
    { name: 'admin', role: 'admin', user: () => freshUser(ADMIN_USER) },
    ...(await cutOff('disabled', disableUser, actor.id)),
    ...(await cutOff('deleted', deleteUser, actor.id)),
  ];
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** What a caller got: the route's success, the refusal's status, or what else came back. */
function outcomeOf(rule: RouteRule, method: string, response: LightMyRequestResponse) {
  const { statusCode } = response;
  const succeeded = rule.succeeded?.(response) ?? (statusCode >= 200 && statusCode < 300);
  if (succeeded) return 'success';
  if (method === 'HEAD') return statusCode;
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  const message = isJson ? response.json<{ message?: unknown }>().message : undefined;
  if (typeof message !== 'string' || !message) return `${statusCode} without a JSON message`;
  return statusCode >= 500 ? `${statusCode} ${message}` : statusCode;
}

/** Calls a route once per caller, each case with its own owner and fresh resources. */
async function callAsEveryone(method: string, rule: RouteRule) {
  const outcomes: Record<string, string | number> = {};
  for (const caller of callers) {
    const owner = await freshUser(VERIFIED_USER);
    const user = await caller.user(owner);
    const request = await rule.request({ ...shared, owner });
    const response = await ctx.app.inject({
      ...request,
      method: method as 'GET',
      headers: { ...request.headers, ...user?.headers },
    });
    outcomes[caller.name] = outcomeOf(rule, method, response);
  }
  return outcomes;
}

const rows = Object.entries(AUTHORIZATION_TABLE);

describe('the authorization table', () => {
  it('has one row for every route the app registers, and none for a route that is gone', () => {
    const routes = [...registered];
    // Fastify answers HEAD for every GET with the GET's handler; the GET's row covers both.
    const headWithoutGet = routes.filter(
      (key) => key.startsWith('HEAD ') && !registered.has(key.replace(/^HEAD/, 'GET')),
    );
    const withoutRow = routes.filter(
      (key) => !key.startsWith('HEAD ') && !(key in AUTHORIZATION_TABLE),
    );
    const gone = rows.map(([key]) => key).filter((key) => !registered.has(key));
    expect({ headWithoutGet, withoutRow, gone }).toEqual({
      headWithoutGet: [],
      withoutRow: [],
      gone: [],
    });
    // The test app serves the web app's pages, so their rules are checked too.
    expect(registered).toContain('GET /people/:ref');
  });

  it('is enforced for every permission the product names: each guards some route', () => {
    const guarded = new Set<string>(
      ctx.app.registeredRoutes.flatMap((route) => permissionsCheckedBy(route)),
    );
    expect(Object.keys(PERMISSIONS).filter((permission) => !guarded.has(permission))).toEqual([]);
  });
});

describe.each(rows)('%s', (route, rule) => {
  const [method, url] = route.split(' ') as [string, string];
  const methods = method === 'GET' ? [method, 'HEAD'] : [method];
  it.each(methods)('%s answers every caller as the table says', async (sent) => {
    expect(registered).toContain(`${sent} ${url}`);
    const expected = Object.fromEntries(callers.map(({ name, role }) => [name, rule.access[role]]));
    expect(await callAsEveryone(sent, rule)).toEqual(expected);
  });
});

describe('the admin-only routes', () => {
  const adminRoutes = rows.filter(([, rule]) => rule.access === ADMIN).map(([route]) => route);
  const refusal = (role: Role, route: string) => {
    if (role === 'visitor' || role === 'disabled' || role === 'deleted')
      return '401 Authentication required';
    // The specification's own words for this one.
    if (route === 'POST /api/admin/update-email-settings')
      return '403 Only administrators can update email settings';
    return '403 Admin access required';
  };

  it('refuse everyone else before reading any input', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const caller of callers.filter(({ role }) => role !== 'admin')) {
      const user = await caller.user(await freshUser(VERIFIED_USER));
      for (const route of adminRoutes) {
        const [method, url] = route.split(' ') as [string, string];
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: url.replace(/:\w+/g, 'not-an-id'),
          headers: { ...user?.headers, 'content-type': 'application/json' },
          payload: '{"broken json',
        });
        answers.push(`${caller.name} ${route} ${response.statusCode} ${response.json().message}`);
        expected.push(`${caller.name} ${route} ${refusal(caller.role, route)}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});

describe('disabled and deleted users', () => {
  it('cannot sign in again: disabled until an admin enables them, deleted for good', async () => {
    const signIn = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    const db = ctx.database.db;
    const actor = await freshUser(ADMIN_USER);
    const disabled = await freshUser(VERIFIED_USER);
    const deleted = await freshUser(VERIFIED_USER);
    expect((await signIn(disabled.email)).statusCode).toBe(200);
    await disableUser(db, actor.id, disabled.id);
    await deleteUser(db, actor.id, deleted.id);
    const refused = [await signIn(disabled.email), await signIn(deleted.email)];
    expect(refused.map((response) => [response.statusCode, response.json().message])).toEqual([
      [403, DISABLED_MESSAGE],
      [401, INVALID_LOGIN_MESSAGE],
    ]);
  });
});
