import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../src/server/platform/storage/storage';
import { NUL_MESSAGE } from '../../src/server/platform/http/input-guard';
import { personSlug } from '../../src/shared/slug';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { type DatabaseSnapshot, snapshotter } from '../helpers/database-snapshot';
import { pathSegment, queryString } from '../helpers/hostile-input/addresses';
import { forgedCredentials } from '../helpers/hostile-input/credentials';
import { fieldsOf } from '../helpers/hostile-input/fields';
import { HTML_FRAGMENTS } from '../helpers/hostile-input/fragments';
import {
  multipartPayload,
  payload,
  type Payload,
  TINY_PNG,
} from '../helpers/hostile-input/payloads';
import type { KnownValues } from '../helpers/hostile-input/plausible';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { multipart } from '../helpers/multipart';
import { registeredRoutes, type RegisteredRoute as Route } from '../helpers/routes';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

/** Set FUZZ_SEED to replay a failure: fast-check prints the seed (and the path) of a failing run. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = 10_400;
const REQUEST_TIMEOUT_MS = 10_000;
const PUBLIC_URL = 'https://directory.example';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Role = 'visitor' | 'user' | 'admin' | 'forged';
const ROLES: Role[] = ['visitor', 'user', 'admin', 'forged'];

interface HostileRequest {
  /** The registered route it was generated for (its address may lead elsewhere). */
  route: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Payload;
}

let ctx: TestContext;
let mail: MailCatcher;
let known: KnownValues;
let snapshot: () => Promise<DatabaseSnapshot>;
/** The signed-in callers; replaced when the fuzzing signs them out or an admin demotes one. */
const actors: Record<'user' | 'admin', SignedInUser | null> = { user: null, admin: null };

beforeAll(async () => {
  mail = await startMailCatcher();
  // Without the scheduled jobs: a proof they check during a refused request is not its doing.
  ctx = await createTestAppWithPages(
    { PUBLIC_URL, SMTP_URL: mail.url },
    {},
    { scheduledJobs: false },
  );
  const { db } = ctx.database;
  // Mails accepted earlier are delivered in the background: their delivery state moves on,
  // and a sent mail's bodies are emptied.
  snapshot = await snapshotter(db, {
    outgoing_emails: [
      'status',
      'attempts',
      'next_attempt_at',
      'sent_at',
      'message_id',
      'error',
      'text_body',
      'html_body',
      'body_sealed',
    ],
  });
  actors.user = await signedInUser(ctx);
  actors.admin = await signedInUser(ctx, { role: 'admin' });
  const author = await signedInUser(ctx);
  const bystander = await createUser(db, { isVerified: false });
  const ids = new Set([author.id, bystander.id]);
  const slugs: string[] = [];
  const create = async (url: string, body: object) => {
    const response = await send(ctx, 'POST', url, body, author);
    expect(response.statusCode, response.body).toBe(201);
    ids.add(response.json<{ id: number }>().id);
  };
  for (let index = 0; index < 4; index++) {
    const person = await createPerson(db);
    slugs.push(personSlug(person.firstName, person.lastName));
    ids.add(person.id);
    ids.add((await createAccount(db, { personId: person.id })).id);
    const account = await createAccount(db, { personId: person.id, status: 'verified' });
    ids.add(account.id);
    await create('/api/comments', {
      text: 'Seen this account on their website.',
      personId: person.id,
    });
    await create(`/api/social-accounts/${account.id}/reviews`, {
      reviewText: 'Posts look like the real person.',
    });
    await create('/api/social-accounts/report', {
      socialAccountId: account.id,
      reason: 'Looks like an impostor to me',
      evidence: 'The bio links to a different site.',
    });
  }
  await create('/api/api-keys', { name: 'fuzzing' });
  known = { ids: [...ids], slugs, usernames: [author.username, bystander.username] };
  // The reports above mail the admins after their answers: that is not the first request's doing.
  await settleWorkAfterAnswer();
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

/** Every table and the uploaded files, as they are now. */
async function databaseState(): Promise<DatabaseSnapshot> {
  const files = readdirSync(uploadsDir(ctx.app.config.dataDir)).sort();
  return { ...(await snapshot()), 'uploads folder': files.join(',') };
}

const changedParts = (before: DatabaseSnapshot, after: DatabaseSnapshot) =>
  Object.keys(after).filter((part) => after[part] !== before[part]);

/** The route's address with its parameters (`:name`, `*`) filled; OPTIONS `*` takes any route's. */
function address({ url, schema }: Route): fc.Arbitrary<string> {
  if (url === '*') {
    const others = registeredRoutes(ctx.app).filter((other) => other.url !== '*');
    return fc.constantFrom(...others).chain(address);
  }
  const names = [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const fields = fieldsOf(schema?.params);
  const segments = names.map((name) =>
    pathSegment(
      name,
      known,
      fields.find((field) => field.name === name),
    ),
  );
  return fc.tuple(...segments).map((filled) => {
    let index = 0;
    return url.replace(/:(\w+)|\*/g, () => filled[index++]!);
  });
}

const extraHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example' },
      { origin: 'null', referer: 'javascript:alert(1)' },
      { 'if-none-match': '"\' OR 1=1 --"' },
      { accept: 'text/html' },
      { 'accept-encoding': 'br;q=1.0, gzip;q=0.5, *;q=0' },
      { 'x-forwarded-for': "1.1.1.1, ' OR 1=1 --" },
      {
        origin: 'https://evil.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'x-api-key, authorization',
      },
      { range: 'bytes=0-1,-1' },
    ),
  },
);

const describeRequest = (request: HostileRequest) =>
  [
    `${request.method} ${request.url.slice(0, 300)} as ${request.role} (${request.route})`,
    `headers ${JSON.stringify(request.headers).slice(0, 300)}`,
    `body ${String(request.body.contentType)} ${String(request.body.bytes ?? '').slice(0, 300)}`,
  ].join(', ');

function hostileRequest(route: Route): fc.Arbitrary<HostileRequest> {
  const body: fc.Arbitrary<Payload> = READS.has(route.method)
    ? fc.constant({})
    : route.schema?.consumes?.includes('multipart/form-data')
      ? fc.oneof(multipartPayload(), payload([], known))
      : payload(fieldsOf(route.schema?.body), known);
  return fc
    .record({
      path: address(route),
      query: queryString(fieldsOf(route.schema?.querystring), known),
      role: fc.constantFrom(...ROLES),
      forged: forgedCredentials,
      extra: extraHeaders,
      body,
    })
    .map(({ path, query, role, forged, extra, body: sent }) => {
      const request: HostileRequest = {
        route: `${route.method} ${route.url}`,
        role,
        method: route.method,
        url: path + query,
        headers: { ...extra, ...(role === 'forged' ? forged : {}) },
        body: sent,
      };
      // fast-check prints a failing request this way instead of in full (bodies reach 100 kB).
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

function credentials(role: Role): Record<string, string> {
  return role === 'user' || role === 'admin' ? actors[role]!.headers : {};
}

/** Sends a request; no answer within the limit fails it as hung. */
async function sendWithin(request: HostileRequest): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: {
          ...request.headers,
          ...credentials(request.role),
          ...(request.body.contentType && { 'content-type': request.body.contentType }),
        },
        payload: request.body.bytes,
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The generated fragments a browser would run or render if a page held them as they are. */
const ACTIVE_MARKUP = HTML_FRAGMENTS.filter((fragment) => /<[a-z]/i.test(fragment));

/**
 * What is wrong with an answer: right are a success, a redirect within the site and a 4xx
 * with a JSON message, and no page holds generated markup unescaped.
 */
function problemWith(request: HostileRequest, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (type.startsWith('text/html')) {
    const markup = ACTIVE_MARKUP.find((fragment) => response.body.includes(fragment));
    if (markup) return `answered a page with ${markup} in it, unescaped`;
  }
  if (status < 300 || status === 304) return undefined;
  if (status < 400) {
    const location = String(response.headers.location ?? '');
    const withinSite =
      (location.startsWith('/') && !location.startsWith('//')) ||
      location.startsWith(`${PUBLIC_URL}/`);
    return withinSite ? undefined : `redirected to ${location}`;
  }
  // A page address (not /api) answers the web app's not-found view, as a browser expects.
  if (!request.url.startsWith('/api') && type.startsWith('text/html')) return undefined;
  // An account's badge answers its "Not verified" image, so that other sites' <img> shows it.
  if (status === 404 && request.url.startsWith('/badge/') && type.startsWith('image/svg+xml')) {
    return undefined;
  }
  if (!type.startsWith('application/json')) return `answered ${status} as "${type}"`;
  if (request.method === 'HEAD') return undefined;
  try {
    const { message } = JSON.parse(response.body) as { message?: unknown };
    if (typeof message === 'string' && message) return undefined;
    return `answered ${status} without a message: ${response.body.slice(0, 300)}`;
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
}

/**
 * Some accepted requests go on working after their answer (a registration's token and mail,
 * so that the answer's timing tells nothing; the mail of the notifications a write made).
 * Waits for the work the app started after answers to end, then, once any other work has
 * started, until the database has been quiet for a moment, so that it is not taken for the
 * next request's doing.
 */
async function settleWorkAfterAnswer() {
  const { statements } = ctx.database;
  const answered = statements.length;
  await new Promise((resolve) => setImmediate(resolve));
  await ctx.app.afterResponseSettled();
  if (statements.length === answered) return;
  // Quiet for three looks in a row: one slow round trip to a busy database is not the end.
  for (let quiet = 0; quiet < 3;) {
    const seen = statements.length;
    await sleep(25);
    quiet = statements.length === seen ? quiet + 1 : 0;
  }
}

/** Keeps what an accepted write created, so that later requests read, change or delete it. */
function learnFrom(response: LightMyRequestResponse) {
  if (!String(response.headers['content-type']).startsWith('application/json')) return;
  const created = response.json<{
    id?: unknown;
    username?: unknown;
    firstName?: unknown;
    lastName?: unknown;
  }>();
  const add = <T>(values: T[], value: T) => values.includes(value) || values.push(value);
  if (typeof created.id === 'number') add(known.ids, created.id);
  if (typeof created.username === 'string') add(known.usernames, created.username);
  if (typeof created.firstName === 'string' && typeof created.lastName === 'string') {
    add(known.slugs, personSlug(created.firstName, created.lastName));
  }
}

/** Sign-out and password changes end sessions, and admins demote: sign the callers in again. */
async function keepActorsSignedIn() {
  for (const role of ['user', 'admin'] as const) {
    const response = await ctx.app.inject({ url: '/api/user', headers: actors[role]!.headers });
    const user =
      response.statusCode === 200 ? response.json<{ role: string; isVerified: boolean }>() : null;
    if (user?.role !== role || !user.isVerified) {
      actors[role] = await signedInUser(ctx, { role });
    }
  }
}

describe('generated hostile requests', () => {
  it(`answer all ${REQUESTS} with a success or a 4xx JSON message, in time, and a refused write changes nothing`, async () => {
    const routes = registeredRoutes(ctx.app);
    const { statements } = ctx.database;
    let state: DatabaseSnapshot | undefined;
    let readUpTo = 0;
    /** The state now: the last one taken while only SELECTs ran since. */
    const current = async () => {
      const onlyReads = statements
        .slice(readUpTo)
        .every((statement) => /^\s*select\b/i.test(statement));
      if (!state || !onlyReads) state = await databaseState();
      readUpTo = statements.length;
      return state;
    };
    const sent = new Map<string, number>();
    const byRole = new Map<Role, number>();

    const property = fc.asyncProperty(
      fc.constantFrom(...routes).chain(hostileRequest),
      async (request) => {
        const isWrite = !READS.has(request.method);
        const before = isWrite ? await current() : undefined;
        const response = await sendWithin(request);
        sent.set(request.route, (sent.get(request.route) ?? 0) + 1);
        byRole.set(request.role, (byRole.get(request.role) ?? 0) + 1);
        const problem = problemWith(request, response);
        if (problem) throw new Error(`${problem}\n${describeRequest(request)}`);
        if (response.statusCode < 400) await settleWorkAfterAnswer();
        if (!isWrite) return;
        if (response.statusCode >= 400) {
          const changed = changedParts(before!, await current());
          if (changed.length > 0) {
            throw new Error(
              `refused with ${response.statusCode} but changed ${changed.join(', ')}\n${describeRequest(request)}`,
            );
          }
        } else {
          learnFrom(response);
          await keepActorsSignedIn();
        }
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: REQUESTS });

    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    for (const { method, url } of routes) {
      expect(sent.get(`${method} ${url}`), `${method} ${url}`).toBeGreaterThanOrEqual(20);
    }
    for (const role of ROLES) expect(byRole.get(role), role).toBeGreaterThanOrEqual(2_000);
  }, 600_000);
});

describe('bodies over the limits', () => {
  it('a JSON body over 1 MB is refused with 413 and a JSON message on every write route, changing nothing', async () => {
    const writes = registeredRoutes(ctx.app).filter((route) => !READS.has(route.method));
    expect(writes.length).toBeGreaterThan(30);
    const oversized = JSON.stringify({ text: 'a'.repeat(1024 * 1024) });
    const before = await databaseState();
    for (const { method, url } of writes) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url: url.replace(/:\w+/g, String(known.ids[0])),
        headers: { ...actors.admin!.headers, 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(`${method} ${url} ${response.statusCode} ${response.json().message}`).toBe(
        `${method} ${url} 413 The request body is too large`,
      );
    }
    expect(changedParts(before, await databaseState())).toEqual([]);
  });

  it.each<[string, Payload, number, string]>([
    [
      'an image over 5 MB',
      multipart([
        { field: 'image', fileName: 'big.png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
      ]),
      413,
      'Images can be at most 5 MB',
    ],
    [
      'more than 5 fields before the image',
      multipart([
        ...Array.from({ length: 6 }, (_, index) => ({
          field: `note${index}`,
          bytes: Buffer.from('x'),
        })),
        { field: 'image', fileName: 'tiny.png', bytes: TINY_PNG },
      ]),
      413,
      'Too many parts: send one image in the multipart field "image"',
    ],
    [
      'a body cut short',
      multipart([{ field: 'image', fileName: 'tiny.png', bytes: TINY_PNG }], { complete: false }),
      400,
      'The upload is not a complete multipart/form-data body',
    ],
    [
      'a body without a boundary',
      {
        ...multipart([{ field: 'image', fileName: 'tiny.png', bytes: TINY_PNG }]),
        contentType: 'multipart/form-data',
      },
      400,
      'The upload is not a complete multipart/form-data body',
    ],
    [
      'an empty file',
      multipart([{ field: 'image', fileName: 'empty.png', bytes: Buffer.alloc(0) }]),
      400,
      'Only JPEG, PNG, WebP and GIF images can be uploaded',
    ],
  ])('an upload with %s is refused and stores nothing', async (_case, body, status, message) => {
    const before = await databaseState();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...actors.user!.headers, 'content-type': body.contentType! },
      payload: body.bytes,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(changedParts(before, await databaseState())).toEqual([]);
  });

  it('an upload of two images stores the first only', async () => {
    const files = () => readdirSync(uploadsDir(ctx.app.config.dataDir)).length;
    const [filesBefore, before] = [files(), await databaseState()];
    const image = {
      field: 'image',
      fileName: 'tiny.png',
      contentType: 'image/png',
      bytes: TINY_PNG,
    };
    const body = multipart([image, image]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...actors.user!.headers, 'content-type': body.contentType },
      payload: body.bytes,
    });
    expect(response.statusCode).toBe(201);
    expect(changedParts(before, await databaseState())).toEqual(['uploads', 'uploads folder']);
    expect(files()).toBe(filesBefore + 1);
  });
});

describe('input the fuzzing found answered with 500 or outside the error shape', () => {
  it.each([
    ['a path', '/api/users/a%00b/profile'],
    ['a query', '/api/people?search=a%00b'],
    ['a page address', '/people/a%00b'],
  ])('a NUL character in %s is refused with 400', async (_where, url) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE });
  });

  it('a NUL character in a JSON body is refused with 400 and stores nothing', async () => {
    const before = await databaseState();
    const response = await send(
      ctx,
      'POST',
      '/api/people',
      { firstName: 'Nul\u0000', lastName: 'Byte', profession: 'Tester', categoryId: 1 },
      actors.user!,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE });
    expect(changedParts(before, await databaseState())).toEqual([]);
  });

  it.each(['999999999999999_1', '1_9999999999'])(
    'a directory cursor past what the database holds (%s) is refused with 400',
    async (cursor) => {
      const response = await ctx.app.inject(`/api/directory?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'cursor must be the value given in the previous Link header',
      });
    },
  );

  it('an OPTIONS request without Origin is answered like a preflight, not with plain text', async () => {
    const response = await ctx.app.inject({ method: 'OPTIONS', url: '/api/people' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
