import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { newCommentSchema } from '../../src/shared/schemas/comments';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/platform/database/client';
import { issueUserToken } from '../../src/server/modules/users';
import { createApiKey } from '../../src/server/modules/api-keys';
import { postComment } from '../../src/server/modules/comments';
import { reportAccount } from '../../src/server/modules/reports';
import { createReview } from '../../src/server/modules/reviews';
import type { NotificationKind } from '../../src/shared/notification-kinds';
import { PASSWORD } from './accounts';
import { categoryId, createAccount, createPerson, createUser, platformId } from './factories';
import { multipartBody } from './multipart';

/** An official site of the person (on a reserved address no check reaches), as stored. */
async function officialSite(db: Database, personId: number, status: 'suggested' | 'confirmed') {
  const [anchor] = await queryRows<{ id: number }>(
    db,
    sql`insert into identity_anchors (person_id, url, host, origin, path_prefix, reason, status)
        values (${personId}, 'https://official.invalid/', 'official.invalid',
          'https://official.invalid', '/', 'A test anchor', ${status})
        returning id`,
  );
  return anchor!.id;
}

/** Who calls: the columns of the table. */
export const ROLES = [
  'visitor',
  'unverified',
  'verified',
  'owner',
  'admin',
  'disabled',
  'deleted',
] as const;
export type Role = (typeof ROLES)[number];

/** What a caller must get: the route's success, or a refusal with this status. */
export type Outcome = 'success' | 401 | 403 | 404;
export type Access = Record<Role, Outcome>;

/** A disabled or deleted user's session has ended (Decisions 10 and 13), even where its row survives. */
const ENDED = { disabled: 401, deleted: 401 } as const;

/** Public reads and the sign-in flows: everyone, an ended session counting as none. */
export const PUBLIC: Access = {
  visitor: 'success',
  unverified: 'success',
  verified: 'success',
  owner: 'success',
  admin: 'success',
  disabled: 'success',
  deleted: 'success',
};
/** One's own account and settings: any signed-in user, verified or not. */
export const SIGNED_IN: Access = {
  ...PUBLIC,
  visitor: 401,
  ...ENDED,
};
/** Writes: signed in with a verified e-mail (Decision 6). */
export const VERIFIED: Access = { ...SIGNED_IN, unverified: 403 };
/** Only the author, who must still be verified to write. */
export const OWNER: Access = { ...VERIFIED, verified: 403, admin: 403 };
/** Only the owner; to anyone else the resource does not exist. */
export const PRIVATE_TO_OWNER: Access = {
  ...SIGNED_IN,
  unverified: 404,
  verified: 404,
  admin: 404,
};
/** The dashboard and moderation: admins only, the owner of the target included. */
export const ADMIN: Access = { ...VERIFIED, verified: 403, owner: 403 };

export interface MatrixUser {
  id: number;
  username: string;
  email: string;
  headers: { authorization: string };
}

/** What every request is built from: data shared by the whole file, and this case's owner. */
export interface MatrixCase {
  db: Database;
  /**
   * The owner of the resource a request acts on: the caller in the owner column, a third
   * user in every other one. Routes without an owned resource use it as just another user.
   */
  owner: MatrixUser;
  /** A live person with a verified account and a comment, for reads and repeatable writes. */
  person: { id: number };
  verifiedAccountId: number;
  commentId: number;
  /** The address of an image uploaded before the run. */
  uploadUrl: string;
  /** A page on a local server for link previews. */
  previewPageUrl: string;
  /**
   * The port of the run's own mail catcher: mail settings saved by the matrix keep pointing at
   * a server that answers (another suite's catcher may hold a fixed port, or nothing does).
   */
  smtpPort: number;
  /** An unsubscribe token the app signed for this user and these kinds. */
  unsubscribeToken: (userId: number, kinds: NotificationKind[]) => string;
}

export type MatrixRequest = Omit<InjectOptions, 'method'> & { url: string };

export interface RouteRule {
  access: Access;
  /** A request that an allowed caller gets a success for; resources it uses up are made fresh. */
  request: (matrixCase: MatrixCase) => MatrixRequest | Promise<MatrixRequest>;
  /** What success is when it is not a 2xx answer. */
  succeeded?: (response: LightMyRequestResponse) => boolean;
}

export const NEW_PASSWORD = 'Another-horse-8';
let sequence = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A request that is only an address. */
const plain = (url: string) => () => ({ url });
const fromThisMachine = (url: string) => () => ({ url, headers: { host: 'localhost:3000' } });

/** A Wikidata human the import listed as named like a new person without an item; its id. */
async function possibleMatch(db: Database) {
  const person = await createPerson(db);
  const [match] = await queryRows<{ id: number }>(
    db,
    sql`insert into wikidata_possible_matches (item_id, name, person_id)
        values (${`Q${person.id}000`}, ${`${person.firstName} ${person.lastName}`}, ${person.id})
        returning id`,
  );
  return match!.id;
}

async function pendingAccountOf({ db, person, owner }: MatrixCase) {
  return createAccount(db, { personId: person.id, submittedById: owner.id });
}

async function verifiedAccount({ db }: MatrixCase) {
  const person = await createPerson(db);
  return createAccount(db, { personId: person.id, status: 'verified' });
}

async function reviewByOwner({ db, verifiedAccountId, owner }: MatrixCase) {
  return createReview(db, verifiedAccountId, owner.id, 'Posts match the official website.');
}

async function commentByOwner({ db, person, owner }: MatrixCase) {
  return postComment(db, owner.id, newCommentSchema.parse({ personId: person.id, text: 'Nice' }));
}

/** A small real PNG image. */
export async function samplePng() {
  const image = sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 90, b: 200 } },
  });
  return image.png().toBuffer();
}

/**
 * Every route of the app, keyed "METHOD url" as Fastify registered it, with who may call it
 * and a request that succeeds for those who may. The HEAD twin of a GET follows its GET.
 */
export const AUTHORIZATION_TABLE: Record<string, RouteRule> = {
  // The CORS preflight of every API address.
  'OPTIONS *': {
    access: PUBLIC,
    request: () => ({
      url: '/api/people',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    }),
  },

  // Web pages, robots.txt, the sitemap and the account badge.
  'GET /index.html': { access: PUBLIC, request: plain('/index.html') },
  'GET /': { access: PUBLIC, request: plain('/') },
  'GET /community': { access: PUBLIC, request: plain('/community') },
  'GET /check': { access: PUBLIC, request: plain('/check') },
  'GET /contact': { access: PUBLIC, request: plain('/contact') },
  'GET /api-docs': { access: PUBLIC, request: plain('/api-docs') },
  'GET /privacy': { access: PUBLIC, request: plain('/privacy') },
  'GET /terms': { access: PUBLIC, request: plain('/terms') },
  'GET /people/:ref': {
    access: PUBLIC,
    request: ({ person }) => ({ url: `/people/${person.id}` }),
  },
  'GET /users/:username': {
    access: PUBLIC,
    request: ({ owner }) => ({ url: `/users/${owner.username}` }),
  },
  'GET /health/live': { access: PUBLIC, request: plain('/health/live') },
  'GET /health/ready': { access: PUBLIC, request: plain('/health/ready') },
  'GET /robots.txt': { access: PUBLIC, request: plain('/robots.txt') },
  'GET /sitemap.xml': { access: PUBLIC, request: plain('/sitemap.xml') },
  'GET /sitemap-:page.xml': { access: PUBLIC, request: plain('/sitemap-1.xml') },
  'GET /badge/:accountId.svg': {
    access: PUBLIC,
    request: ({ verifiedAccountId }) => ({ url: `/badge/${verifiedAccountId}.svg` }),
  },
  'GET /uploads/*': { access: PUBLIC, request: ({ uploadUrl }) => ({ url: uploadUrl }) },
  'GET /api/openapi.json': { access: PUBLIC, request: plain('/api/openapi.json') },
  // The development mailbox answers this machine (a browser on it names the app's port) whoever
  // is signed in; with SMTP configured (as here) it only says so.
  // tests/api/dev-mailbox.test.ts checks the requests it refuses.
  'GET /dev/mailbox': { access: PUBLIC, request: fromThisMachine('/dev/mailbox') },
  'GET /dev/mailbox/:id': { access: PUBLIC, request: fromThisMachine('/dev/mailbox/1') },

  // Accounts and sessions.
  'POST /api/register': {
    access: PUBLIC,
    request: () => {
      const username = unique('new_');
      const email = `${username}@example.com`;
      return {
        url: '/api/register',
        payload: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
      };
    },
  },
  'POST /api/login': {
    access: PUBLIC,
    request: ({ owner }) => ({
      url: '/api/login',
      payload: { email: owner.email, password: PASSWORD },
    }),
  },
  'POST /api/logout': { access: PUBLIC, request: plain('/api/logout') },
  'GET /api/auth-status': { access: PUBLIC, request: plain('/api/auth-status') },
  'GET /api/user': { access: SIGNED_IN, request: plain('/api/user') },
  'GET /api/user/standing': { access: SIGNED_IN, request: plain('/api/user/standing') },
  'GET /api/mail-delivery': { access: PUBLIC, request: plain('/api/mail-delivery') },
  'POST /api/resend-verification': {
    access: PUBLIC,
    request: ({ owner }) => ({ url: '/api/resend-verification', payload: { email: owner.email } }),
  },
  'GET /api/verify-email/:token': {
    access: PUBLIC,
    request: async ({ db, owner }) => ({
      url: `/api/verify-email/${await issueUserToken(db, owner.id, 'verify-email')}`,
    }),
    succeeded: (response) => response.headers.location === '/auth?verified=true',
  },
  'POST /api/forgot-password': {
    access: PUBLIC,
    request: ({ owner }) => ({ url: '/api/forgot-password', payload: { email: owner.email } }),
  },
  'GET /api/reset-password/:token': {
    access: PUBLIC,
    request: async ({ db, owner }) => ({
      url: `/api/reset-password/${await issueUserToken(db, owner.id, 'reset-password')}`,
    }),
  },
  'POST /api/reset-password/:token': {
    access: PUBLIC,
    request: async ({ db, owner }) => ({
      url: `/api/reset-password/${await issueUserToken(db, owner.id, 'reset-password')}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  },
  'POST /api/change-password': {
    access: SIGNED_IN,
    request: () => ({
      url: '/api/change-password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    }),
  },
  'POST /contact': {
    access: PUBLIC,
    request: () => ({
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Ada Example',
        email: 'ada@example.com',
        subject: 'A question',
        message: 'Sent before the page was ready.',
      }).toString(),
    }),
    // The contact page again, saying the message was sent.
    succeeded: (response) =>
      response.statusCode === 303 && response.headers.location === '/contact?sent=1',
  },
  'POST /api/contact': {
    access: PUBLIC,
    request: () => ({
      url: '/api/contact',
      payload: {
        name: 'Ada Example',
        email: 'ada@example.com',
        subject: 'A question',
        message: 'How do I suggest a correction?',
      },
    }),
  },

  // The directory.
  'GET /api/categories': { access: PUBLIC, request: plain('/api/categories') },
  'GET /api/platforms': { access: PUBLIC, request: plain('/api/platforms') },
  'GET /api/people': { access: PUBLIC, request: plain('/api/people') },
  'GET /api/people/:ref': {
    access: PUBLIC,
    request: ({ person }) => ({ url: `/api/people/${person.id}` }),
  },
  'GET /api/people/:id/pending-accounts': {
    access: PUBLIC,
    request: ({ person }) => ({ url: `/api/people/${person.id}/pending-accounts` }),
  },
  'POST /api/people': {
    access: VERIFIED,
    request: async ({ db }) => ({
      url: '/api/people',
      payload: {
        firstName: 'Ada',
        lastName: unique('Example'),
        profession: 'Actor',
        categoryId: await categoryId(db, 'Actors'),
      },
    }),
  },
  'GET /api/directory': { access: PUBLIC, request: plain('/api/directory') },
  'GET /api/lookup': { access: PUBLIC, request: plain('/api/lookup?url=https://x.com/nobody') },
  'GET /api/changes': { access: PUBLIC, request: plain('/api/changes') },
  'GET /api/trending-people': { access: PUBLIC, request: plain('/api/trending-people') },
  'GET /api/controversial-people': { access: PUBLIC, request: plain('/api/controversial-people') },

  // Accounts, votes, ratings, reviews and reports.
  'POST /api/social-accounts': {
    access: VERIFIED,
    request: async ({ db, person }) => ({
      url: '/api/social-accounts',
      payload: {
        personId: person.id,
        platformId: await platformId(db, 'Instagram'),
        username: unique('handle_'),
        evidence: 'Linked from the official website of this person.',
      },
    }),
  },
  // Nobody votes on an account they submitted (Decision 6).
  'POST /api/social-accounts/vote': {
    access: { ...VERIFIED, owner: 403 },
    request: async (matrixCase) => ({
      url: '/api/social-accounts/vote',
      payload: { socialAccountId: (await pendingAccountOf(matrixCase)).id, isApproval: true },
    }),
  },
  'POST /api/votes': {
    access: { ...VERIFIED, owner: 403 },
    request: async (matrixCase) => ({
      url: '/api/votes',
      payload: { socialAccountId: (await pendingAccountOf(matrixCase)).id, isApproval: false },
    }),
  },
  'GET /api/social-accounts/:id/proofs': {
    access: PUBLIC,
    request: ({ verifiedAccountId }) => ({
      url: `/api/social-accounts/${verifiedAccountId}/proofs`,
    }),
  },
  // The proposer (the owner here) or a member attaches a proof; a new user who did not propose cannot.
  'POST /api/social-accounts/:id/proofs': {
    access: { ...VERIFIED, verified: 403 },
    request: async (matrixCase) => ({
      url: `/api/social-accounts/${(await pendingAccountOf(matrixCase)).id}/proofs`,
      payload: { kind: 'reference', url: 'https://news.example/article' },
    }),
  },
  'POST /api/proofs/:id/check': {
    access: VERIFIED,
    request: async (matrixCase) => {
      const [proof] = await queryRows<{ id: number }>(
        matrixCase.db,
        sql`insert into account_proofs (social_account_id, kind, url)
            values (${(await pendingAccountOf(matrixCase)).id}, 'official_site', 'http://127.0.0.1:1/')
            returning id`,
      );
      return { url: `/api/proofs/${proof!.id}/check` };
    },
  },
  // Whoever attached a proof (the owner here) takes it back; an admin removes any.
  'DELETE /api/proofs/:id': {
    access: { ...VERIFIED, verified: 403 },
    request: async (matrixCase) => {
      const [proof] = await queryRows<{ id: number }>(
        matrixCase.db,
        sql`insert into account_proofs (social_account_id, kind, url, added_by_id)
            values (${(await pendingAccountOf(matrixCase)).id}, 'reference',
              ${`https://news.example/${Math.random()}`}, ${matrixCase.owner.id})
            returning id`,
      );
      return { url: `/api/proofs/${proof!.id}` };
    },
  },
  'GET /api/user/votes': { access: SIGNED_IN, request: plain('/api/user/votes') },
  'GET /api/user/reports': { access: SIGNED_IN, request: plain('/api/user/reports') },
  'GET /api/notifications': { access: SIGNED_IN, request: plain('/api/notifications?unread=true') },
  'POST /api/notifications/read': {
    access: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read', payload: { all: true } }),
  },
  'GET /api/people/suggestions': { access: PUBLIC, request: plain('/api/people/suggestions?q=a') },
  'POST /api/people/:id/aliases': {
    access: VERIFIED,
    request: ({ person }) => ({
      url: `/api/people/${person.id}/aliases`,
      payload: { name: unique('Another Name') },
    }),
  },
  'POST /api/people/:id/official-sites': {
    access: VERIFIED,
    request: ({ person }) => ({
      url: `/api/people/${person.id}/official-sites`,
      payload: {
        url: `https://${unique('site')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}.example/`,
        reason: 'Their publisher links to it',
      },
    }),
  },
  'DELETE /api/people/:id/aliases/:aliasId': {
    access: { ...VERIFIED, verified: 403 },
    request: async ({ db, person, owner }) => {
      const [alias] = await queryRows<{ id: number }>(
        db,
        sql`insert into person_aliases (person_id, name, name_key, name_skeleton, added_by_id)
            values (${person.id}, 'Matrix Alias', ${unique('matrix alias')}, ${unique('matrix alias')}, ${owner.id})
            returning id`,
      );
      return { url: `/api/people/${person.id}/aliases/${alias!.id}` };
    },
  },
  'POST /api/people/:id/watch': {
    access: SIGNED_IN,
    request: ({ person }) => ({ url: `/api/people/${person.id}/watch` }),
  },
  'DELETE /api/people/:id/watch': {
    access: SIGNED_IN,
    request: ({ person }) => ({ url: `/api/people/${person.id}/watch` }),
  },
  'GET /api/user/watching': { access: SIGNED_IN, request: plain('/api/user/watching') },
  'GET /api/user/notification-settings': {
    access: SIGNED_IN,
    request: plain('/api/user/notification-settings'),
  },
  'PUT /api/user/notification-settings': {
    access: SIGNED_IN,
    request: () => ({
      url: '/api/user/notification-settings',
      payload: { comment_reply: 'digest' },
    }),
  },
  // The token is the proof, for anyone who holds it, signed in or not.
  'GET /api/notifications/unsubscribe': {
    access: PUBLIC,
    request: ({ owner, unsubscribeToken }) => ({
      url: `/api/notifications/unsubscribe?token=${unsubscribeToken(owner.id, ['comment_reply'])}`,
    }),
  },
  'POST /api/notifications/unsubscribe': {
    access: PUBLIC,
    request: ({ owner, unsubscribeToken }) => ({
      url: `/api/notifications/unsubscribe?token=${unsubscribeToken(owner.id, ['comment_reply'])}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  },
  'GET /api/social-accounts/:id/rating': {
    access: PUBLIC,
    request: ({ verifiedAccountId }) => ({
      url: `/api/social-accounts/${verifiedAccountId}/rating`,
    }),
  },
  'POST /api/social-accounts/:id/rate': {
    access: VERIFIED,
    request: ({ verifiedAccountId }) => ({
      url: `/api/social-accounts/${verifiedAccountId}/rate`,
      payload: { rating: 4 },
    }),
  },
  'GET /api/social-accounts/:id/reviews': {
    access: PUBLIC,
    request: ({ verifiedAccountId }) => ({
      url: `/api/social-accounts/${verifiedAccountId}/reviews`,
    }),
  },
  'POST /api/social-accounts/:id/reviews': {
    access: VERIFIED,
    request: ({ verifiedAccountId }) => ({
      url: `/api/social-accounts/${verifiedAccountId}/reviews`,
      payload: { reviewText: 'Posts match the official website.' },
    }),
  },
  'PUT /api/reviews/:id': {
    access: OWNER,
    request: async (matrixCase) => ({
      url: `/api/reviews/${(await reviewByOwner(matrixCase)).id}`,
      payload: { reviewText: 'Still matches the official website.' },
    }),
  },
  'DELETE /api/reviews/:id': {
    access: OWNER,
    request: async (matrixCase) => ({
      url: `/api/reviews/${(await reviewByOwner(matrixCase)).id}`,
    }),
  },
  'POST /api/social-accounts/report': {
    access: VERIFIED,
    request: ({ verifiedAccountId }) => ({
      url: '/api/social-accounts/report',
      payload: {
        socialAccountId: verifiedAccountId,
        reason: 'This account impersonates them.',
        evidence: 'The official website links another account.',
      },
    }),
  },

  // The community feed.
  'GET /api/comments': { access: PUBLIC, request: plain('/api/comments') },
  'POST /api/comments': {
    access: VERIFIED,
    request: ({ person }) => ({
      url: '/api/comments',
      payload: { personId: person.id, text: 'Great interview' },
    }),
  },
  // Only admins delete comments, not even their authors.
  'DELETE /api/comments/:id': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/comments/${(await commentByOwner(matrixCase)).id}`,
    }),
  },
  'GET /api/comments/:id/rating': {
    access: PUBLIC,
    request: ({ commentId }) => ({ url: `/api/comments/${commentId}/rating` }),
  },
  // Nobody rates their own comment.
  'POST /api/comments/:id/rate': {
    access: { ...VERIFIED, owner: 403 },
    request: async (matrixCase) => ({
      url: `/api/comments/${(await commentByOwner(matrixCase)).id}/rate`,
      payload: { rating: 5 },
    }),
  },
  'POST /api/upload/image': {
    access: VERIFIED,
    request: async () => {
      const body = multipartBody('image', 'picture.png', 'image/png', await samplePng());
      return { url: '/api/upload/image', ...body };
    },
  },
  // The server fetches outside pages only for someone who may post the comment they are for.
  'POST /api/link-preview': {
    access: VERIFIED,
    request: ({ previewPageUrl }) => ({
      url: '/api/link-preview',
      payload: { url: previewPageUrl },
    }),
  },

  // Profiles: public, the owner's own included.
  ...Object.fromEntries(
    ['profile', 'submissions', 'votes', 'ratings', 'reviews', 'comments'].map((list) => [
      `GET /api/users/:username/${list}`,
      {
        access: PUBLIC,
        request: ({ owner }: MatrixCase) => ({ url: `/api/users/${owner.username}/${list}` }),
      },
    ]),
  ),

  // API keys.
  'GET /api/api-keys': { access: SIGNED_IN, request: plain('/api/api-keys') },
  'POST /api/api-keys': {
    access: VERIFIED,
    request: () => ({ url: '/api/api-keys', payload: { name: 'Matrix' } }),
  },
  'DELETE /api/api-keys/:id': {
    access: PRIVATE_TO_OWNER,
    request: async ({ db, owner }) => ({
      url: `/api/api-keys/${(await createApiKey(db, owner.id, 'Mine')).id}`,
    }),
  },

  // The admin dashboard: the owner is the user, person or report the action is about.
  'GET /api/admin/users': { access: ADMIN, request: plain('/api/admin/users') },
  'POST /api/admin/users/:id': {
    access: ADMIN,
    request: ({ owner }) => ({ url: `/api/admin/users/${owner.id}`, payload: { role: 'admin' } }),
  },
  'POST /api/admin/users/:id/disable': {
    access: ADMIN,
    request: ({ owner }) => ({ url: `/api/admin/users/${owner.id}/disable` }),
  },
  'POST /api/admin/users/:id/enable': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/users/${(await createUser(db, { isVerified: false, disabledAt: new Date() })).id}/enable`,
    }),
  },
  'POST /api/admin/users/:id/standing': {
    access: ADMIN,
    request: ({ owner }) => ({
      url: `/api/admin/users/${owner.id}/standing`,
      payload: { standing: 'trusted' },
    }),
  },
  'DELETE /api/admin/users/:id': {
    access: ADMIN,
    request: ({ owner }) => ({ url: `/api/admin/users/${owner.id}` }),
  },
  'GET /api/admin/people': { access: ADMIN, request: plain('/api/admin/people') },
  'DELETE /api/admin/people/:id': {
    access: ADMIN,
    request: async ({ db }) => ({ url: `/api/admin/people/${(await createPerson(db)).id}` }),
  },
  'POST /api/admin/social-accounts/:id/toggle-verification': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/admin/social-accounts/${(await pendingAccountOf(matrixCase)).id}/toggle-verification`,
    }),
  },
  'DELETE /api/admin/social-accounts/:id': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/admin/social-accounts/${(await pendingAccountOf(matrixCase)).id}`,
    }),
  },
  'GET /api/admin/reports': { access: ADMIN, request: plain('/api/admin/reports') },
  'POST /api/admin/reports/:id/resolve': {
    access: ADMIN,
    request: async (matrixCase) => {
      const { report } = await reportAccount(
        matrixCase.db,
        matrixCase.owner.id,
        {
          socialAccountId: (await verifiedAccount(matrixCase)).id,
          reason: 'This account impersonates them.',
          evidence: 'The official website links another account.',
        },
        { networkDigest: null, now: new Date() },
      );
      return { url: `/api/admin/reports/${report.id}/resolve`, payload: { action: 'dismiss' } };
    },
  },
  'GET /api/admin/trust-flags': { access: ADMIN, request: plain('/api/admin/trust-flags') },
  'POST /api/admin/trust-flags/:id': {
    access: ADMIN,
    request: async ({ db, owner }) => {
      const [flag] = await queryRows<{ id: number }>(
        db,
        sql`insert into trust_flags (kind, user_ids, account_ids, signals)
            values ('network', ${sql.param([owner.id])}::int[], '{}', '[]') returning id`,
      );
      return { url: `/api/admin/trust-flags/${flag!.id}`, payload: { action: 'clear' } };
    },
  },
  'GET /api/admin/social-accounts/:id/tally': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/admin/social-accounts/${(await verifiedAccount(matrixCase)).id}/tally`,
    }),
  },
  'GET /api/admin/proofs': { access: ADMIN, request: plain('/api/admin/proofs') },
  'POST /api/admin/people/:id/anchors': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/people/${(await createPerson(db)).id}/anchors`,
      payload: { url: 'https://official.example/', reason: 'Named on the label’s artist page' },
    }),
  },
  'DELETE /api/admin/people/:id/anchors/:anchorId': {
    access: ADMIN,
    request: async ({ db }) => {
      const person = await createPerson(db);
      const anchor = await officialSite(db, person.id, 'confirmed');
      return { url: `/api/admin/people/${person.id}/anchors/${anchor}` };
    },
  },
  'GET /api/admin/official-sites': { access: ADMIN, request: plain('/api/admin/official-sites') },
  'POST /api/admin/official-sites/:anchorId/confirm': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/official-sites/${await officialSite(db, (await createPerson(db)).id, 'suggested')}/confirm`,
    }),
  },
  'DELETE /api/admin/official-sites/:anchorId': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/official-sites/${await officialSite(db, (await createPerson(db)).id, 'suggested')}`,
    }),
  },
  'POST /api/admin/official-sites/:anchorId/check': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/official-sites/${await officialSite(db, (await createPerson(db)).id, 'confirmed')}/check`,
    }),
  },
  'GET /api/admin/contested-accounts': {
    access: ADMIN,
    request: plain('/api/admin/contested-accounts'),
  },
  'POST /api/admin/social-accounts/:id/reject-as-fake': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/admin/social-accounts/${(await pendingAccountOf(matrixCase)).id}/reject-as-fake`,
      payload: { reason: 'Impersonates the person; their site names another account' },
    }),
  },
  'GET /api/admin/wikidata/matches': {
    access: ADMIN,
    request: plain('/api/admin/wikidata/matches'),
  },
  'POST /api/admin/wikidata/matches/:id/link': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/wikidata/matches/${await possibleMatch(db)}/link`,
    }),
  },
  'POST /api/admin/wikidata/matches/:id/dismiss': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: `/api/admin/wikidata/matches/${await possibleMatch(db)}/dismiss`,
    }),
  },
  'GET /api/admin/account-addresses': {
    access: ADMIN,
    request: plain('/api/admin/account-addresses'),
  },
  'POST /api/admin/social-accounts/:id/address': {
    access: ADMIN,
    request: async ({ db, person }) => {
      const misaddressed = await createAccount(db, {
        personId: person.id,
        platform: 'GitHub',
        url: 'https://elsewhere.example/page',
        urlMismatch: true,
      });
      return {
        url: `/api/admin/social-accounts/${misaddressed.id}/address`,
        payload: { action: 'normalise' },
      };
    },
  },
  'POST /api/admin/proofs/:id/accept': {
    access: ADMIN,
    request: async (matrixCase) => {
      const [proof] = await queryRows<{ id: number }>(
        matrixCase.db,
        sql`insert into account_proofs (social_account_id, kind, url, suggested)
            values (${matrixCase.verifiedAccountId}, 'reference',
              ${`https://news.example/${Math.random()}`}, true)
            returning id`,
      );
      return { url: `/api/admin/proofs/${proof!.id}/accept` };
    },
  },
  'POST /api/admin/social-accounts/:id/moderate': {
    access: ADMIN,
    request: async (matrixCase) => ({
      url: `/api/admin/social-accounts/${(await pendingAccountOf(matrixCase)).id}/moderate`,
      payload: { reason: 'The official site links here' },
    }),
  },
  'POST /api/test-merge': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: '/api/test-merge',
      payload: {
        keepPersonId: (await createPerson(db)).id,
        removePersonId: (await createPerson(db)).id,
      },
    }),
  },
  'POST /api/people/clean-social-accounts': {
    access: ADMIN,
    request: async ({ db }) => ({
      url: '/api/people/clean-social-accounts',
      payload: { personId: (await createPerson(db)).id },
    }),
  },
  'POST /api/admin/update-30-day-ratings': {
    access: ADMIN,
    request: plain('/api/admin/update-30-day-ratings'),
  },
  'GET /api/admin/database-info': { access: ADMIN, request: plain('/api/admin/database-info') },
  'GET /api/admin/email-settings': { access: ADMIN, request: plain('/api/admin/email-settings') },
  'POST /api/admin/update-email-settings': {
    access: ADMIN,
    request: ({ smtpPort }) => ({
      url: '/api/admin/update-email-settings',
      payload: {
        smtp_user: 'mailer@example.com',
        smtp_pass: 'mailer-password',
        smtp_host: '127.0.0.1',
        smtp_port: smtpPort,
      },
    }),
  },
  'DELETE /api/admin/email-settings': {
    access: ADMIN,
    request: () => ({ url: '/api/admin/email-settings' }),
    succeeded: (response) => response.statusCode === 200 || response.statusCode === 409,
  },
  'POST /api/admin/test-email-settings': {
    access: ADMIN,
    request: ({ smtpPort }) => ({
      url: '/api/admin/test-email-settings',
      payload: {
        smtp_user: 'mailer@example.com',
        smtp_pass: 'mailer-password',
        smtp_host: '127.0.0.1',
        smtp_port: smtpPort,
      },
    }),
    // The table's SMTP server takes no login: the admin's attempt reached it, and it refused.
    succeeded: (response) => response.statusCode === 502,
  },
  'POST /api/send-test-email': {
    access: ADMIN,
    request: () => ({ url: '/api/send-test-email', payload: { to: 'ops@example.com' } }),
  },
  'GET /api/email-debug': { access: ADMIN, request: plain('/api/email-debug') },
  'GET /api/admin/audit-log': { access: ADMIN, request: plain('/api/admin/audit-log') },
};
