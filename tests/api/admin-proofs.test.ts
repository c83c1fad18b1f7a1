import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofQueueItem } from '../../src/shared/schemas/proof-queue';
import type { Person } from '../../src/shared/schemas/people';
import {
  accountProofs,
  adminAuditLog,
  proofChecks,
  socialAccounts,
} from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { pageDay } from '../helpers/dates';
import { createTestApp, type TestContext } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let ctx: TestContext;
let admin: SignedInUser;
let person: { id: number; slug: string };
let verifiedAccount: { id: number; username: string };
let pendingAccount: { id: number; username: string };

type NewProof = typeof accountProofs.$inferInsert;
type NewCheck = Omit<typeof proofChecks.$inferInsert, 'proofId'>;

async function insertProof(values: NewProof, checks: NewCheck[] = []) {
  const db = ctx.database.db;
  const [proof] = await db.insert(accountProofs).values(values).returning();
  for (const check of checks) await db.insert(proofChecks).values({ ...check, proofId: proof!.id });
  return proof!;
}

const queue = async (query = '') =>
  (await send(ctx, 'GET', `/api/admin/proofs${query}`, undefined, admin)).json<{
    proofs: ProofQueueItem[];
  }>().proofs;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await signedInUser(ctx, { role: 'admin' });
  person = await createPerson(db, { firstName: 'Proba', lastName: 'Broken' });
  verifiedAccount = await createAccount(db, {
    personId: person.id,
    platform: 'Mastodon',
    status: 'verified',
    decisionBasis: 'community',
  });
  pendingAccount = await createAccount(db, { personId: person.id, platform: 'GitHub' });
  const gone = await createAccount(db, { personId: person.id, isDeleted: true });

  await insertProof(
    {
      socialAccountId: verifiedAccount.id,
      kind: 'backlink',
      url: 'https://mastodon.example/@proba',
      state: 'broken',
      failingSince: daysAgo(10),
      failureCount: 3,
      lastCheckedAt: daysAgo(1),
      lastPassedAt: daysAgo(11),
    },
    [
      { checkedAt: daysAgo(11), outcome: 'pass', detail: 'found' },
      { checkedAt: daysAgo(10), outcome: 'fail', detail: 'no link found' },
      { checkedAt: daysAgo(1), outcome: 'fail', detail: 'HTTP 404' },
    ],
  );
  await insertProof(
    {
      socialAccountId: pendingAccount.id,
      kind: 'official_site',
      url: 'https://proba.example/about',
      state: 'contradicting',
      lastCheckedAt: daysAgo(2),
    },
    [
      {
        checkedAt: daysAgo(3),
        outcome: 'contradiction',
        detail: 'the page links to another person',
      },
      {
        checkedAt: daysAgo(2),
        outcome: 'contradiction',
        detail: 'the page links to another person',
      },
    ],
  );
  await insertProof({
    socialAccountId: verifiedAccount.id,
    kind: 'bio_token',
    url: 'https://mastodon.example/@proba',
    token: 'verifiedvoices-0123456789',
    state: 'passing',
    lastCheckedAt: daysAgo(1),
  });
  await insertProof({
    socialAccountId: gone.id,
    kind: 'backlink',
    url: 'https://instagram.example/gone',
    state: 'broken',
    failingSince: daysAgo(20),
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('the admins’ proof queue', () => {
  it('lists broken and contradicting proofs, oldest problem first, with account, person and history', async () => {
    const proofs = await queue();
    expect(proofs.map((proof) => [proof.kind, proof.state])).toEqual([
      ['backlink', 'broken'],
      ['official_site', 'contradicting'],
    ]);
    const [broken, contradicting] = proofs;
    expect(broken).toMatchObject({
      socialAccountId: verifiedAccount.id,
      account: {
        id: verifiedAccount.id,
        platform: 'Mastodon',
        username: verifiedAccount.username,
        status: 'verified',
        decisionBasis: 'community',
        decisionNote: null,
        person: { id: person.id, name: 'Proba Broken', slug: person.slug },
      },
    });
    expect(broken!.problemSince).toBe(broken!.failingSince);
    expect(broken!.history.map((check) => [check.outcome, check.detail])).toEqual([
      ['fail', 'HTTP 404'],
      ['fail', 'no link found'],
      ['pass', 'found'],
    ]);
    expect(contradicting).toMatchObject({
      account: { id: pendingAccount.id, platform: 'GitHub', status: 'pending' },
      failingSince: null,
    });
    expect(new Date(contradicting!.problemSince).getTime()).toBeLessThan(daysAgo(2.5).getTime());
    expect(contradicting!.history).toHaveLength(2);
  });

  it('filters by state and refuses an unknown one', async () => {
    expect((await queue('?state=contradicting')).map((proof) => proof.state)).toEqual([
      'contradicting',
    ]);
    expect((await queue('?state=broken')).map((proof) => proof.state)).toEqual(['broken']);
    const refused = await send(ctx, 'GET', '/api/admin/proofs?state=passing', undefined, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/state must be broken, contradicting or suggested/);
  });

  it('is for admins only', async () => {
    expect((await send(ctx, 'GET', '/api/admin/proofs')).statusCode).toBe(401);
    const member = await signedInUser(ctx);
    expect((await send(ctx, 'GET', '/api/admin/proofs', undefined, member)).statusCode).toBe(403);
  });
});

describe('verifying an account by moderation', () => {
  const moderate = (accountId: number, payload: object, user: SignedInUser = admin) =>
    send(ctx, 'POST', `/api/admin/social-accounts/${accountId}/moderate`, payload, user);
  const publicAccount = async (accountId: number) =>
    (await send(ctx, 'GET', `/api/people/${person.id}`))
      .json<Person>()
      .socialAccounts.find((account) => account.id === accountId)!;

  it('verifies with the reason, which the badge says, and audits it; a return to pending drops the reason', async () => {
    const db = ctx.database.db;
    const answer = await moderate(pendingAccount.id, {
      reason: '  the official site links here  ',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: 'Social account verified by moderation',
      account: { id: pendingAccount.id, isVerified: true, status: 'verified' },
    });
    let [stored] = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, pendingAccount.id));
    expect(stored).toMatchObject({
      status: 'verified',
      decisionBasis: 'moderator',
      decisionNote: 'the official site links here',
    });
    const today = pageDay();
    expect((await publicAccount(pendingAccount.id)).verification).toMatchObject({
      basis: 'moderator',
      summary: `Verified by an administrator on ${today}: the official site links here`,
    });
    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'account.moderate'));
    expect(audit).toMatchObject({
      adminId: admin.id,
      targetType: 'social_account',
      targetId: String(pendingAccount.id),
      before: { status: 'pending', decisionBasis: null, decisionNote: null },
      after: {
        status: 'verified',
        decisionBasis: 'moderator',
        decisionNote: 'the official site links here',
      },
    });
    const queued = (await queue('?state=contradicting'))[0]!;
    expect(queued.account).toMatchObject({
      status: 'verified',
      decisionNote: 'the official site links here',
    });

    const toggled = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${pendingAccount.id}/toggle-verification`,
      undefined,
      admin,
    );
    expect(toggled.json().account.status).toBe('pending');
    [stored] = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, pendingAccount.id));
    expect(stored).toMatchObject({ status: 'pending', decisionBasis: null, decisionNote: null });
    expect((await publicAccount(pendingAccount.id)).verification.summary).not.toMatch(
      /official site links here/,
    );
  });

  it('re-decides a verified account as the administrator’s, with the reason, and clears the amber it reviewed', async () => {
    const amber = await publicAccount(verifiedAccount.id);
    expect(amber.verification.attention).toBe(true);
    expect(amber.verification.summary).toContain(`backlink missing since ${pageDay(daysAgo(10))}`);
    await moderate(verifiedAccount.id, { reason: 'Confirmed by the press office' });
    const today = pageDay();
    const reviewed = await publicAccount(verifiedAccount.id);
    expect(reviewed.verification.attention).toBe(false);
    expect(reviewed.verification.summary).toMatch(
      new RegExp(`^Verified by an administrator on ${today}: Confirmed by the press office`),
    );
    expect(reviewed.verification.summary).not.toContain('missing');
  });

  it('asks for a reason of 1 to 300 characters, an existing account, and an admin', async () => {
    const blank = await moderate(pendingAccount.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/A reason is required/);
    expect((await moderate(pendingAccount.id, {})).statusCode).toBe(400);
    const long = await moderate(pendingAccount.id, { reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/cannot exceed 300 characters/);
    expect((await moderate(999_999, { reason: 'Seen on the site' })).statusCode).toBe(404);
    const member = await signedInUser(ctx);
    expect((await moderate(pendingAccount.id, { reason: 'Seen' }, member)).statusCode).toBe(403);
    const [stored] = await ctx.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, pendingAccount.id));
    expect(stored!.status).toBe('pending');
  });
});
