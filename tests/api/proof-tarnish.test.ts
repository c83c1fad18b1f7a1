import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../src/shared/schemas/people';
import type { ProofQueueItem } from '../../src/shared/schemas/proof-queue';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { createAccount, createPerson, websiteAt } from '../helpers/factories';
import { send, signedInMember, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { eq } from 'drizzle-orm';
import { accountProofs } from '../../src/server/model/schema';
import { checkDueProofs } from '../../src/server/modules/proofs';
import { createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import type { TestContext } from '../helpers/test-app';

/*
 * Who can tarnish a real badge. The attacker: one member with a week and a page that never
 * links anywhere, attaching proofs to an account someone else proposed and asking for checks
 * over 48 hours. What they must not achieve: an amber badge, a notification to the watchers,
 * an entry in the change feed, a hold, or a flood of proofs. The account's proposer and the
 * administrators keep the badge's fate. Pages are served by this test on 127.0.0.1.
 */

const PUBLIC_URL = 'http://directory.test';
const HOUR_MS = 60 * 60 * 1000;

let ctx: TestContext;
let base: string;
let now = new Date();
let served: PagesAndApp['served'];
let closeAll: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, base, served, close: closeAll } = await createAppWithPages(PUBLIC_URL, () => now));
});
afterAll(() => closeAll());

const member = (personId: number) => signedInMember(ctx, personId);

let sequence = 0;
/** A verified website account of a new person, its proposer, and one watcher of the person. */
async function verifiedAccount() {
  const proposer = await signedInUser(ctx);
  const watcher = await signedInUser(ctx);
  const person = await createPerson(ctx.database.db);
  const path = `/site-${(sequence += 1)}`;
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    ...websiteAt(`${base}${path}`),
    submittedById: proposer.id,
    status: 'verified',
    decisionBasis: 'community',
  });
  const watched = await send(ctx, 'POST', `/api/people/${person.id}/watch`, undefined, watcher);
  expect(watched.statusCode).toBe(200);
  return { proposer, watcher, person, account, path };
}

async function attach(user: SignedInUser, accountId: number, url: string) {
  return send(
    ctx,
    'POST',
    `/api/social-accounts/${accountId}/proofs`,
    { kind: 'official_site', url },
    user,
  );
}

/** Checks a proof at each of the given hours after `start`, as `user` asks; the states seen. */
async function checkAt(user: SignedInUser, proofId: number, start: number, hours: number[]) {
  const states = [];
  for (const hour of hours) {
    now = new Date(start + hour * HOUR_MS);
    const response = await send(ctx, 'POST', `/api/proofs/${proofId}/check`, {}, user);
    expect(response.statusCode, response.body).toBe(200);
    states.push(response.json<ProofView>().state);
  }
  return states;
}

async function publicAccount(personId: number) {
  const response = await send(ctx, 'GET', `/api/people/${personId}`);
  expect(response.statusCode).toBe(200);
  return response.json<Person>().socialAccounts[0]!;
}

async function inboxKinds(user: SignedInUser) {
  const response = await send(ctx, 'GET', '/api/notifications?limit=100', undefined, user);
  return response.json<{ notifications: { kind: string }[] }>().notifications.map((n) => n.kind);
}

async function feedKinds(accountId: number) {
  const response = await send(ctx, 'GET', '/api/changes?limit=500');
  expect(response.statusCode).toBe(200);
  const changes = response.json<{ changes: { kind: string; accountId?: number | null }[] }>();
  return changes.changes.filter((change) => change.accountId === accountId).map((c) => c.kind);
}

describe('a member’s proof on an account someone else proposed', () => {
  it('is a suggestion: three failures over 48 hours change nothing anyone else sees', async () => {
    const start = Date.now();
    now = new Date(start);
    const { watcher, person, account } = await verifiedAccount();
    const attacker = await member(person.id);
    const added = await attach(attacker, account.id, `${base}/never-links-anywhere`);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ProofView>().suggested).toBe(true);

    expect(await checkAt(attacker, added.json<ProofView>().id, start, [1, 25, 49, 73])).toEqual([
      'failing',
      'failing',
      'failing',
      'failing',
    ]);
    const shown = await publicAccount(person.id);
    expect(shown.verification.attention).toBe(false);
    expect(shown.verification.proofs).toEqual([]);
    expect(shown.verification.summary).not.toMatch(/missing/);
    const listed = await send(ctx, 'GET', `/api/social-accounts/${account.id}/proofs`);
    expect(listed.json<ProofView[]>()).toEqual([]);
    expect(await inboxKinds(watcher)).toEqual([]);
    expect(await feedKinds(account.id)).not.toContain('account_proof_changed');
    now = new Date();
  });

  it('counts once an administrator accepts it', async () => {
    const { person, account, path } = await verifiedAccount();
    const suggester = await member(person.id);
    served.set(`${path}-home`, { body: `<a rel="me" href="${base}${path}">Our site</a>` });
    const added = await attach(suggester, account.id, `${base}${path}-home`);
    const proofId = added.json<ProofView>().id;
    const admin = await signedInUser(ctx, { role: 'admin' });
    const waiting = async () =>
      (await send(ctx, 'GET', '/api/admin/proofs?state=suggested', undefined, admin))
        .json<{ proofs: ProofQueueItem[] }>()
        .proofs.filter((proof) => proof.id === proofId);
    expect(await waiting()).toMatchObject([{ suggested: true, addedBy: suggester.username }]);
    const accepted = await send(ctx, 'POST', `/api/admin/proofs/${proofId}/accept`, {}, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ProofView>().suggested).toBe(false);
    expect(await waiting()).toEqual([]);
    const listed = await send(ctx, 'GET', `/api/social-accounts/${account.id}/proofs`);
    expect(listed.json<ProofView[]>().map((proof) => proof.id)).toEqual([proofId]);
  });
});

describe('a proof that never passed', () => {
  it('never reads as missing, even the proposer’s own', async () => {
    const start = Date.now();
    now = new Date(start);
    const { proposer, watcher, person, account } = await verifiedAccount();
    const added = await attach(proposer, account.id, `${base}/not-there`);
    expect(added.json<ProofView>().suggested).toBe(false);
    const states = await checkAt(proposer, added.json<ProofView>().id, start, [1, 25, 49, 73]);
    expect(states).toEqual(['failing', 'failing', 'failing', 'failing']);
    expect((await publicAccount(person.id)).verification.attention).toBe(false);
    expect(await inboxKinds(watcher)).toEqual([]);
    now = new Date();
  });
});

describe('a moderator re-verifying an amber account', () => {
  it('clears the amber state it reviewed', async () => {
    const start = Date.now();
    now = new Date(start);
    const { proposer, person, account, path } = await verifiedAccount();
    const admin = await signedInUser(ctx, { role: 'admin' });
    // The official site is the person's own: only then does its link say anything.
    const anchored = await send(
      ctx,
      'POST',
      `/api/admin/people/${person.id}/anchors`,
      { url: `${base}/`, reason: 'Named on the record label’s page for this person' },
      admin,
    );
    expect(anchored.statusCode, anchored.body).toBe(201);
    served.set(`${path}-home`, { body: `<a rel="me" href="${base}${path}">Our site</a>` });
    const added = await attach(proposer, account.id, `${base}${path}-home`);
    const proofId = added.json<ProofView>().id;
    expect(await checkAt(proposer, proofId, start, [0])).toEqual(['passing']);
    served.delete(`${path}-home`);
    expect(await checkAt(proposer, proofId, start, [1, 25, 49])).toEqual([
      'failing',
      'failing',
      'broken',
    ]);
    expect((await publicAccount(person.id)).verification.attention).toBe(true);

    const moderated = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${account.id}/moderate`,
      { reason: 'Checked with the person’s office by telephone' },
      admin,
    );
    expect(moderated.statusCode, moderated.body).toBe(200);
    expect((await publicAccount(person.id)).verification.attention).toBe(false);
    now = new Date();
  });
});

describe('removing a proof', () => {
  it('is for an administrator, or whoever attached it; anyone else is refused', async () => {
    const { proposer, person, account } = await verifiedAccount();
    const own = (await attach(proposer, account.id, `${base}/a`)).json<ProofView>();
    const another = (await attach(proposer, account.id, `${base}/b`)).json<ProofView>();
    const stranger = await member(person.id);
    const admin = await signedInUser(ctx, { role: 'admin' });

    const refused = await send(ctx, 'DELETE', `/api/proofs/${own.id}`, undefined, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only an administrator, or whoever attached it, can remove a proof',
    );
    expect(
      (await send(ctx, 'DELETE', `/api/proofs/${own.id}`, undefined, proposer)).statusCode,
    ).toBe(200);
    expect(
      (await send(ctx, 'DELETE', `/api/proofs/${another.id}`, undefined, admin)).statusCode,
    ).toBe(200);
    const listed = await send(ctx, 'GET', `/api/social-accounts/${account.id}/proofs`);
    expect(listed.json<ProofView[]>()).toEqual([]);
    expect((await send(ctx, 'DELETE', `/api/proofs/${own.id}`, undefined, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the caps', () => {
  it('take 3 of a kind and 8 in all, and suggestions never crowd out the proposer', async () => {
    const { proposer, person, account } = await verifiedAccount();
    const flooder = await member(person.id);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await attach(flooder, account.id, `${base}/flood-${index}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 409]);
    const refused = await attach(flooder, account.id, `${base}/flood-4`);
    expect(refused.json<{ message: string }>().message).toBe(
      'This account already has 3 official site link proofs; remove one first',
    );
    for (let index = 0; index < 3; index += 1) {
      const ownSide = await attach(proposer, account.id, `${base}/own-${index}`);
      expect(ownSide.statusCode).toBe(201);
    }
    const ownStatuses = [];
    for (const proof of [
      { kind: 'reference', url: 'https://news.example/1' },
      { kind: 'reference', url: 'https://news.example/2' },
      { kind: 'reference', url: 'https://news.example/3' },
      { kind: 'backlink' },
      { kind: 'bio_token' },
      { kind: 'reference', url: 'https://news.example/4' },
    ]) {
      const path = `/api/social-accounts/${account.id}/proofs`;
      ownStatuses.push((await send(ctx, 'POST', path, proof, proposer)).statusCode);
    }
    expect(ownStatuses).toEqual([201, 201, 201, 201, 201, 409]);
    const full = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/proofs`,
      { kind: 'reference', url: 'https://news.example/5' },
      proposer,
    );
    expect(full.json<{ message: string }>().message).toBe(
      'This account already has 8 proofs; remove one first',
    );
  });

  it('take at most 20 proofs a day from one user, whatever the accounts', async () => {
    const start = Date.now();
    now = new Date(start);
    const { person } = await verifiedAccount();
    const busy = await member(person.id);
    const statuses = [];
    for (let index = 0; index < 21; index += 1) {
      const { account } = await verifiedAccount();
      statuses.push((await attach(busy, account.id, `${base}/many-${index}`)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    now = new Date(start + 25 * HOUR_MS);
    const { account } = await verifiedAccount();
    expect((await attach(busy, account.id, `${base}/next-day`)).statusCode).toBe(201);
    now = new Date();
  });
});

describe('the scheduler', () => {
  it('checks at most two due proofs of one host a run, so one host never holds the others back', async () => {
    const { proposer, person, account } = await verifiedAccount();
    const flooder = await member(person.id);
    for (let index = 0; index < 3; index += 1) {
      await attach(flooder, account.id, `${base}/crowd-${index}`);
    }
    const elsewhere = `${base.replace('127.0.0.1', 'localhost')}/other-host`;
    const other = (await attach(proposer, account.id, elsewhere)).json<ProofView>();

    const runAt = new Date(Date.now() + 1000 * 24 * HOUR_MS);
    const checked = await checkDueProofs(
      ctx.database.db,
      {
        publicUrl: PUBLIC_URL,
        fetch: { allowedPrivateAddresses: ctx.app.config.allowedPrivateAddresses },
        now: runAt,
      },
      100,
    );
    const rows = await ctx.database.db
      .select({ id: accountProofs.id, url: accountProofs.url })
      .from(accountProofs)
      .where(eq(accountProofs.lastCheckedAt, runAt));
    expect(rows).toHaveLength(checked);
    const perHost = new Map<string, number>();
    for (const row of rows) {
      const host = new URL(row.url).host;
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
    }
    expect(Math.max(...perHost.values())).toBe(2);
    expect(rows.map((row) => row.id)).toContain(other.id);
  });
});
