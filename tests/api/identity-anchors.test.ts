import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityAnchor } from '../../src/shared/schemas/anchors';
import type { PersonDetail } from '../../src/shared/schemas/person-detail';
import type { SocialAccount } from '../../src/shared/schemas/people';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { pageDay } from '../helpers/dates';
import { createAccount, createPerson } from '../helpers/factories';
import { createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';

/*
 * Identity anchors: a backlink or a bio token proves only that the account's holder claims
 * the person, which an impersonator can do. A page on something already known to be the
 * person's own (an official site an administrator named, a verified account of theirs with a
 * passing proof) that links to the account anchors it. Pages are served on 127.0.0.1.
 */

const PUBLIC_URL = 'http://directory.test';
let pages: PagesAndApp;
let now = new Date();
let admin: SignedInUser;
let proposer: SignedInUser;

beforeAll(async () => {
  pages = await createAppWithPages(PUBLIC_URL, () => now);
  admin = await signedInUser(pages.ctx, { role: 'admin' });
  proposer = await signedInUser(pages.ctx);
});
afterAll(() => pages.close());

let sequence = 0;

/** A website account of a person, whose page this test serves at `path`. */
async function websiteAccount(personId: number, status: 'pending' | 'verified' = 'verified') {
  const path = `/site-${(sequence += 1)}`;
  const account = await createAccount(pages.ctx.database.db, {
    personId,
    platform: 'Website',
    url: `${pages.base}${path}`,
    submittedById: proposer.id,
    status,
    decisionBasis: status === 'verified' ? 'community' : null,
    countedApprovals: status === 'verified' ? 10 : 0,
    approvalCount: status === 'verified' ? 10 : 0,
  });
  return { account, path };
}

async function attach(accountId: number, proof: object, user = proposer) {
  return send(pages.ctx, 'POST', `/api/social-accounts/${accountId}/proofs`, proof, user);
}

async function attachAndCheck(accountId: number, proof: object) {
  const added = await attach(accountId, proof);
  expect(added.statusCode, added.body).toBe(201);
  const checked = await send(
    pages.ctx,
    'POST',
    `/api/proofs/${added.json<ProofView>().id}/check`,
    {},
    proposer,
  );
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json<ProofView>();
}

async function personRead(personId: number) {
  const response = await send(pages.ctx, 'GET', `/api/people/${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonDetail>();
}

async function accountRead(personId: number, accountId: number): Promise<SocialAccount> {
  return (await personRead(personId)).socialAccounts.find((account) => account.id === accountId)!;
}

const anchor = (personId: number, body: object, user = admin) =>
  send(pages.ctx, 'POST', `/api/admin/people/${personId}/anchors`, body, user);

const linkTo = (...targets: string[]) =>
  `<html><body>${targets.map((target) => `<a href="${target}">me</a>`).join('')}</body></html>`;

describe('an official site', () => {
  it('given by a member adds nothing; named by an administrator, its link anchors the account', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const { account, path } = await websiteAccount(person.id);
    pages.served.set(`${path}-home`, { body: linkTo(`${pages.base}${path}`) });
    const proof = await attachAndCheck(account.id, {
      kind: 'official_site',
      url: `${pages.base}${path}-home`,
    });
    expect(proof).toMatchObject({ state: 'passing', anchored: false, linkedFrom: '127.0.0.1' });
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      basis: 'community',
      identity: 'none',
      summary: 'Verified by 10 approvals from established members on ' + today(),
      proofs: [],
      proofCount: 1,
    });

    const named = await anchor(person.id, {
      url: `${pages.base}/`,
      reason: 'Listed as the official site on the label’s artist page',
    });
    expect(named.statusCode, named.body).toBe(201);
    const expectedAnchor: IdentityAnchor = {
      id: expect.any(Number) as number,
      url: `${pages.base}/`,
      host: '127.0.0.1',
      reason: 'Listed as the official site on the label’s artist page',
      source: 'moderator',
      setBy: { username: admin.username },
      createdAt: expect.any(String) as string,
    };
    expect(named.json()).toEqual(expectedAnchor);
    expect((await personRead(person.id)).anchors).toEqual([expectedAnchor]);
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      basis: 'community+proof',
      identity: 'anchored',
      summary: `Verified by 10 approvals from established members on ${today()} · linked from the official site 127.0.0.1, checked just now`,
      proofs: [expect.objectContaining({ kind: 'official_site', anchored: true })],
    });

    const removed = await send(
      pages.ctx,
      'DELETE',
      `/api/admin/people/${person.id}/anchors/${named.json<IdentityAnchor>().id}`,
      undefined,
      admin,
    );
    expect(removed.json()).toEqual({
      message: '127.0.0.1 is no longer an official site of this person',
    });
    expect((await personRead(person.id)).anchors).toEqual([]);
    expect((await accountRead(person.id, account.id)).verification.identity).toBe('none');

    const audit = await send(pages.ctx, 'GET', '/api/admin/audit-log', undefined, admin);
    expect(audit.body).toContain('person.anchor.add');
    expect(audit.body).toContain('person.anchor.remove');
  });

  it('is named by administrators only, once per host, with an address and a reason', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const body = { url: 'https://www.official.example/about', reason: 'Named by Wikidata, P856' };
    expect((await anchor(person.id, body, proposer)).statusCode).toBe(403);
    expect(
      (await send(pages.ctx, 'POST', `/api/admin/people/${person.id}/anchors`, body)).statusCode,
    ).toBe(401);
    const first = await anchor(person.id, body);
    expect(first.json<IdentityAnchor>().host).toBe('official.example');
    const again = await anchor(person.id, { ...body, url: 'https://official.example/' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'official.example is already an official site of this person',
    );
    for (const bad of [
      { url: 'javascript:alert(1)', reason: body.reason },
      { url: 'https://other.example/', reason: 'short' },
      { url: 'https://other.example/' },
    ]) {
      const refused = await anchor(person.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await anchor(999_999, body)).statusCode).toBe(404);
    expect(
      (
        await send(
          pages.ctx,
          'DELETE',
          `/api/admin/people/${person.id}/anchors/999999`,
          undefined,
          admin,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('a cross link', () => {
  it('from a verified account of the person with a passing proof anchors the account it links to', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const linking = await websiteAccount(person.id);
    const linked = await websiteAccount(person.id);
    pages.served.set(linking.path, {
      body: `<a rel="me" href="${PUBLIC_URL}/people/${person.slug}">my page</a>${linkTo(`${pages.base}${linked.path}`)}`,
    });
    expect((await attachAndCheck(linking.account.id, { kind: 'backlink' })).state).toBe('passing');

    const proof = await attachAndCheck(linked.account.id, {
      kind: 'cross_link',
      fromAccountId: linking.account.id,
    });
    expect(proof).toMatchObject({
      state: 'passing',
      url: `${pages.base}${linking.path}`,
      sourceAccountId: linking.account.id,
      anchored: true,
      linkedFrom: `@${linking.account.username} on Website`,
    });
    expect((await accountRead(person.id, linked.account.id)).verification).toMatchObject({
      basis: 'community+proof',
      identity: 'anchored',
      summary: `Verified by 10 approvals from established members on ${today()} · linked from their verified account @${linking.account.username} on Website, checked just now`,
    });

    // Taken back to pending, the linking account anchors nothing, and the next check fails.
    const toggled = await send(
      pages.ctx,
      'POST',
      `/api/admin/social-accounts/${linking.account.id}/toggle-verification`,
      {},
      admin,
    );
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await accountRead(person.id, linked.account.id)).verification.identity).toBe('none');
    // A check on request waits 10 minutes after the last one.
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const rechecked = await send(pages.ctx, 'POST', `/api/proofs/${proof.id}/check`, {}, admin);
    expect(rechecked.json<ProofView>().history[0]).toMatchObject({
      outcome: 'fail',
      detail: 'the linking account is no longer a verified account of this person',
    });
  });

  it('from an account with no passing proof of its own adds nothing: two accounts cannot anchor each other', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const first = await websiteAccount(person.id);
    const second = await websiteAccount(person.id);
    pages.served.set(first.path, { body: linkTo(`${pages.base}${second.path}`) });
    pages.served.set(second.path, { body: linkTo(`${pages.base}${first.path}`) });
    const one = await attachAndCheck(second.account.id, {
      kind: 'cross_link',
      fromAccountId: first.account.id,
    });
    const other = await attachAndCheck(first.account.id, {
      kind: 'cross_link',
      fromAccountId: second.account.id,
    });
    expect([one.state, one.anchored, other.state, other.anchored]).toEqual([
      'passing',
      false,
      'passing',
      false,
    ]);
    for (const account of [first.account, second.account]) {
      expect((await accountRead(person.id, account.id)).verification).toMatchObject({
        basis: 'community',
        identity: 'none',
      });
    }
  });

  it('is refused from an account that is not a verified account of the same person', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const stranger = await createPerson(pages.ctx.database.db);
    const target = await websiteAccount(person.id);
    const pending = await websiteAccount(person.id, 'pending');
    const strangers = await websiteAccount(stranger.id);
    const instagram = await createAccount(pages.ctx.database.db, {
      personId: person.id,
      platform: 'Instagram',
      status: 'verified',
    });
    const refusals: [object, string][] = [
      [
        { kind: 'cross_link' },
        'A cross link needs fromAccountId: the verified account that links here',
      ],
      [
        { kind: 'cross_link', fromAccountId: target.account.id },
        'An account cannot link to itself',
      ],
      [
        { kind: 'cross_link', fromAccountId: pending.account.id },
        'fromAccountId must be a verified account of the same person',
      ],
      [
        { kind: 'cross_link', fromAccountId: strangers.account.id },
        'fromAccountId must be a verified account of the same person',
      ],
      [
        { kind: 'cross_link', fromAccountId: 999_999 },
        'fromAccountId must be a verified account of the same person',
      ],
      [
        { kind: 'cross_link', fromAccountId: instagram.id },
        'Instagram does not show profile pages to other sites, so its link cannot be checked',
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await attach(target.account.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('the proofs of an account', () => {
  it('are read a page at a time; the account read carries the deciding few and the count', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const { account, path } = await websiteAccount(person.id);
    const ids: number[] = [];
    for (const suffix of ['a', 'b', 'c', 'd']) {
      const added = await attach(account.id, {
        kind: suffix === 'd' ? 'reference' : 'official_site',
        url: `${pages.base}${path}-${suffix}`,
      });
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json<ProofView>().id);
    }
    const page = (query: string) =>
      send(pages.ctx, 'GET', `/api/social-accounts/${account.id}/proofs?${query}`);
    expect((await page('limit=2&page=2')).json<ProofView[]>().map((proof) => proof.id)).toEqual(
      ids.slice(2),
    );
    expect((await page('')).json<ProofView[]>()).toHaveLength(4);
    expect((await page('limit=51')).statusCode).toBe(400);
    expect((await page('page=0')).statusCode).toBe(400);
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      proofs: [],
      proofCount: 4,
    });
  });
});

const today = () => pageDay();
