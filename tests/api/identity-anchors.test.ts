import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorSuggestion, IdentityAnchor } from '../../src/shared/schemas/anchors';
import type { PersonDetail } from '../../src/shared/schemas/person-detail';
import type { SocialAccount } from '../../src/shared/schemas/people';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { castVote, createAccount, createPerson, websiteAt } from '../helpers/factories';
import { attachAndCheck, createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';

/*
 * Roots and proven chains (decision 0031): an official site is a root once a moderator
 * confirms it, an exact origin and path prefix; a page inside it that links to an account
 * with rel="me", or the root's own page doing so, proves the account; a proven account (or
 * one a moderator verified) proves what its profile page links to. Nothing else is a link:
 * a member's or an import's site before a moderator confirms it, a page elsewhere on the
 * host, an account verified by votes alone. Pages are served on 127.0.0.1.
 */

const PUBLIC_URL = 'http://directory.test';
let pages: PagesAndApp;
let now = new Date();
let admin: SignedInUser;
let proposer: SignedInUser;
let member: SignedInUser;
/** The same pages on another port of 127.0.0.1. */
let otherPort: { base: string; close: () => Promise<void> };

beforeAll(async () => {
  pages = await createAppWithPages(PUBLIC_URL, () => now);
  admin = await signedInUser(pages.ctx, { role: 'admin' });
  proposer = await signedInUser(pages.ctx);
  member = await signedInUser(pages.ctx);
  const mirror = createServer((request, response) => {
    const page = pages.served.get(request.url ?? '') ?? { status: 404, body: 'not here' };
    response.writeHead(page.status ?? 200, { 'content-type': 'text/html' }).end(page.body);
  });
  await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
  otherPort = {
    base: `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => mirror.close(() => resolve())),
  };
});
afterAll(async () => {
  await otherPort.close();
  await pages.close();
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** A pending Twitter account of the person, proposed by `proposer`. */
const twitterAccount = async (
  personId: number,
  overrides: Partial<Parameters<typeof createAccount>[1]> = {},
) =>
  createAccount(pages.ctx.database.db, {
    personId,
    platform: 'Twitter',
    username: `ada_${unique()}`,
    submittedById: proposer.id,
    ...overrides,
  });

const relMe = (...targets: string[]) =>
  `<html><body>${targets.map((target) => `<a rel="me" href="${target}">me</a>`).join('')}</body></html>`;

/** A proof attached by `user` (the proposer, unless said) and checked at once. */
const checkedProof = (accountId: number, proof: object, user = proposer) =>
  attachAndCheck(pages.ctx, user, accountId, proof);

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

const NO_VOTES_PROVEN = 'No approvals yet; 3 counted approvals from 3 independent groups verify it';
const NO_VOTES = 'No approvals yet; 10 counted approvals from 7 independent groups verify it';

describe('an official site', () => {
  it('suggested by a member proves nothing until a moderator confirms it; then a page inside it linking with rel="me" proves the account, and taking it back breaks the chain', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const account = await twitterAccount(person.id);
    const root = `/ada-${unique()}`;
    pages.served.set(`${root}/links`, { body: relMe(`https://twitter.com/${account.username}`) });

    const suggested = await send(
      pages.ctx,
      'POST',
      `/api/people/${person.id}/official-sites`,
      { url: `${pages.base}${root}/`, reason: 'The site linked from their publisher’s page' },
      member,
    );
    expect(suggested.statusCode, suggested.body).toBe(201);
    expect(suggested.json<IdentityAnchor>()).toMatchObject({
      status: 'suggested',
      source: 'member',
      root: `${pages.base}${root}`,
      setBy: { username: member.username },
      confirmedBy: null,
    });
    expect((await personRead(person.id)).anchors).toEqual([]);

    const proof = await checkedProof(account.id, {
      kind: 'official_site',
      url: `${pages.base}${root}/links`,
    });
    expect(proof).toMatchObject({ state: 'passing', anchored: false });
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      basis: 'pending',
      identity: 'none',
      summary: NO_VOTES,
    });

    const queue = await send(pages.ctx, 'GET', '/api/admin/official-sites', undefined, admin);
    const waiting = queue
      .json<{ suggestions: AnchorSuggestion[] }>()
      .suggestions.find((each) => each.id === suggested.json<IdentityAnchor>().id);
    expect(waiting?.person).toEqual({
      id: person.id,
      slug: person.slug,
      name: `${person.firstName} ${person.lastName}`,
    });
    const confirmed = await send(
      pages.ctx,
      'POST',
      `/api/admin/official-sites/${waiting!.id}/confirm`,
      {},
      admin,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await personRead(person.id)).anchors).toEqual([
      expect.objectContaining({ status: 'confirmed', confirmedBy: { username: admin.username } }),
    ]);
    const label = `${pages.base}${root}`;
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      basis: 'pending',
      tier: null,
      identity: 'anchored',
      proofs: [expect.objectContaining({ kind: 'official_site', anchored: true })],
      summary: `Proven: linked from ${label}, an official site confirmed by a moderator; ${NO_VOTES_PROVEN}`,
    });

    const removed = await send(
      pages.ctx,
      'DELETE',
      `/api/admin/official-sites/${waiting!.id}`,
      undefined,
      admin,
    );
    expect(removed.json()).toEqual({
      message: `${label} is no longer an official site of this person`,
    });
    expect((await accountRead(person.id, account.id)).verification).toMatchObject({
      identity: 'none',
      summary: NO_VOTES,
    });
    const audit = await send(pages.ctx, 'GET', '/api/admin/audit-log', undefined, admin);
    expect(audit.body).toContain('person.anchor.confirm');
    expect(audit.body).toContain('person.anchor.remove');
  });

  it('is matched exactly: another path, port, host name, query, or another user’s pages on a shared host prove nothing', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const root = `/~ada${unique()}`;
    expect(
      (await anchor(person.id, { url: `${pages.base}${root}`, reason: 'Their university page' }))
        .statusCode,
    ).toBe(201);
    const port = new URL(pages.base).port;
    const nearMisses = [
      `${pages.base}/~mallory${unique()}/links`,
      `${pages.base}${root}-fans/links`,
      `${otherPort.base}${root}/links`,
      `http://localhost:${port}${root}/links`,
      `${pages.base}${root}/search?q=links`,
    ];
    for (const page of nearMisses) {
      const fake = await twitterAccount(person.id);
      const path = new URL(page).pathname + new URL(page).search;
      pages.served.set(path, { body: relMe(`https://x.com/${fake.username}`) });
      const proof = await checkedProof(fake.id, { kind: 'official_site', url: page });
      expect([page, proof.state, proof.anchored]).toEqual([page, 'passing', false]);
      expect((await accountRead(person.id, fake.id)).verification.summary).toBe(NO_VOTES);
    }

    // A page inside the root that redirects to another user's page is judged where it was given.
    const moved = await twitterAccount(person.id);
    pages.served.set(`${root}/go`, {
      status: 302,
      body: '',
      location: `/~mallory/${moved.username}`,
    });
    pages.served.set(`/~mallory/${moved.username}`, {
      body: relMe(`https://x.com/${moved.username}`),
    });
    const redirected = await checkedProof(moved.id, {
      kind: 'official_site',
      url: `${pages.base}${root}/go`,
    });
    expect(redirected.history[0]).toMatchObject({
      outcome: 'fail',
      detail: `the page redirects to /~mallory/${moved.username}: attach that address`,
    });

    const real = await twitterAccount(person.id);
    pages.served.set(`${root}/contact`, { body: relMe(`https://x.com/${real.username}`) });
    await checkedProof(real.id, { kind: 'official_site', url: `${pages.base}${root}/contact` });
    expect((await accountRead(person.id, real.id)).verification.identity).toBe('anchored');
  });

  it('proves only with rel="me": a plain link to a friend’s account is no claim', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const root = `/ada-${unique()}`;
    await anchor(person.id, { url: `${pages.base}${root}/`, reason: 'Their own site, confirmed' });
    const friend = await twitterAccount(person.id);
    pages.served.set(`${root}/friends`, {
      body: `<p>My friend <a href="https://x.com/${friend.username}">here</a></p>`,
    });
    const proof = await checkedProof(friend.id, {
      kind: 'official_site',
      url: `${pages.base}${root}/friends`,
    });
    expect(proof.history[0]).toMatchObject({
      outcome: 'fail',
      detail: 'no rel="me" link to the account',
    });
  });

  it('is named by administrators, confirmed at once, or suggested by members, once per root', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const body = { url: 'https://www.official.example/about', reason: 'Named by Wikidata, P856' };
    expect((await anchor(person.id, body, proposer)).statusCode).toBe(403);
    expect(
      (await send(pages.ctx, 'POST', `/api/admin/people/${person.id}/anchors`, body)).statusCode,
    ).toBe(401);
    expect(
      (await send(pages.ctx, 'POST', `/api/people/${person.id}/official-sites`, body)).statusCode,
    ).toBe(401);
    const first = await anchor(person.id, body);
    expect(first.json<IdentityAnchor>()).toMatchObject({
      host: 'official.example',
      root: 'www.official.example/about',
      status: 'confirmed',
    });
    const again = await anchor(person.id, { ...body, url: 'https://www.official.example/about/' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'www.official.example/about is already an official site of this person',
    );
    const suggestedAgain = await send(
      pages.ctx,
      'POST',
      `/api/people/${person.id}/official-sites`,
      body,
      member,
    );
    expect(suggestedAgain.json<{ message: string }>()).toEqual({
      message: 'www.official.example/about is already suggested or confirmed for this person',
    });
    // Another path of the host is another root.
    expect(
      (await anchor(person.id, { ...body, url: 'https://www.official.example/' })).statusCode,
    ).toBe(201);
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
    for (const path of [
      `/api/admin/people/${person.id}/anchors/999999`,
      '/api/admin/official-sites/999999',
    ]) {
      expect((await send(pages.ctx, 'DELETE', path, undefined, admin)).statusCode).toBe(404);
    }
    expect(
      (await send(pages.ctx, 'POST', '/api/admin/official-sites/999999/confirm', {}, admin))
        .statusCode,
    ).toBe(404);
  });

  it('whose own page links to accounts with rel="me" proves them at once, and contests a vote-only account on a platform where it names another', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const voter = await signedInUser(pages.ctx);
    const fake = await twitterAccount(person.id, {
      status: 'verified',
      decisionBasis: 'community',
      approvalCount: 10,
      countedApprovals: 10,
      verifiedAt: new Date(),
    });
    await castVote(pages.ctx.database.db, fake.id, voter.id, true);
    const real = await twitterAccount(person.id);
    const root = `/ada-${unique()}`;
    pages.served.set(`${root}`, {
      body: relMe(`https://twitter.com/${real.username}`, `${pages.base}${root}/about`),
    });
    const named = await anchor(person.id, {
      url: `${pages.base}${root}`,
      reason: 'Confirmed by their agent',
    });
    const checked = await send(
      pages.ctx,
      'POST',
      `/api/admin/official-sites/${named.json<IdentityAnchor>().id}/check`,
      {},
      admin,
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<IdentityAnchor>()).toMatchObject({
      state: 'passing',
      links: [{ platform: 'Twitter', username: real.username }],
    });
    const label = `${pages.base}${root}`;
    expect((await accountRead(person.id, real.id)).verification.summary).toBe(
      `Proven: linked from ${label}, an official site confirmed by a moderator; ${NO_VOTES_PROVEN}`,
    );
    const contested = await accountRead(person.id, fake.id);
    expect(contested).toMatchObject({ isVerified: false });
    expect(contested.verification).toMatchObject({ basis: 'contested', tier: null });
    expect(contested.verification.summary).toMatch(
      new RegExp(
        `^Contested: @${real.username} on Twitter is proven theirs on Twitter; a moderator decides\\. Returned to pending on `,
      ),
    );
    const queue = await send(pages.ctx, 'GET', '/api/admin/contested-accounts', undefined, admin);
    expect(
      queue.json<{ accounts: { id: number; burnedUsers: number }[] }>().accounts,
    ).toContainEqual(expect.objectContaining({ id: fake.id, burnedUsers: 1 }));
  });
});

describe('a cross link', () => {
  /** A website account of the person whose page this test serves, in the given state. */
  async function website(personId: number, overrides: object) {
    const path = `/site-${unique()}`;
    const account = await createAccount(pages.ctx.database.db, {
      personId,
      ...websiteAt(`${pages.base}${path}`),
      submittedById: proposer.id,
      ...overrides,
    });
    return { account, path };
  }

  it('from an account a moderator verified, or a proven one, proves what its page links to with rel="me"; from one verified by votes alone it adds nothing, however it links back here', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const moderated = await website(person.id, { status: 'verified', decisionBasis: 'moderator' });
    const voted = await website(person.id, { status: 'verified', decisionBasis: 'community' });
    const target = await twitterAccount(person.id);
    const other = await twitterAccount(person.id, { platform: 'GitHub' });
    pages.served.set(moderated.path, { body: relMe(`https://x.com/${target.username}`) });
    pages.served.set(voted.path, {
      body:
        `<a rel="me" href="${PUBLIC_URL}/people/${person.slug}">my page</a>` +
        relMe(`https://github.com/${other.username}`),
    });
    expect((await checkedProof(voted.account.id, { kind: 'backlink' })).state).toBe('passing');

    const rooted = await checkedProof(target.id, {
      kind: 'cross_link',
      fromAccountId: moderated.account.id,
    });
    expect(rooted).toMatchObject({ state: 'passing', anchored: true });
    expect((await accountRead(person.id, target.id)).verification.summary).toBe(
      `Proven: linked from their account @${moderated.account.username} on Website, verified by a moderator; ${NO_VOTES_PROVEN}`,
    );
    const loose = await checkedProof(other.id, {
      kind: 'cross_link',
      fromAccountId: voted.account.id,
    });
    expect(loose).toMatchObject({ state: 'passing', anchored: false });
    expect((await accountRead(person.id, other.id)).verification.summary).toBe(NO_VOTES);

    // Taken back to pending, the moderated account proves nothing, and the next check fails.
    const toggled = await send(
      pages.ctx,
      'POST',
      `/api/admin/social-accounts/${moderated.account.id}/toggle-verification`,
      {},
      admin,
    );
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await accountRead(person.id, target.id)).verification.identity).toBe('none');
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const rechecked = await send(pages.ctx, 'POST', `/api/proofs/${rooted.id}/check`, {}, admin);
    expect(rechecked.json<ProofView>().history[0]).toMatchObject({
      outcome: 'fail',
      detail: 'the linking account is no longer a verified or proven account of this person',
    });
  });

  it('is refused from an account that is neither verified nor proven, of another person, or on a platform that shows no pages', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const stranger = await createPerson(pages.ctx.database.db);
    const target = await website(person.id, { status: 'verified', decisionBasis: 'moderator' });
    const pending = await website(person.id, {});
    const strangers = await website(stranger.id, { status: 'verified' });
    const instagram = await createAccount(pages.ctx.database.db, {
      personId: person.id,
      platform: 'Instagram',
      status: 'verified',
    });
    const notLinking = 'fromAccountId must be a verified or proven account of the same person';
    const refusals: [object, string][] = [
      [
        { kind: 'cross_link' },
        'A cross link needs fromAccountId: the verified account that links here',
      ],
      [
        { kind: 'cross_link', fromAccountId: target.account.id },
        'An account cannot link to itself',
      ],
      [{ kind: 'cross_link', fromAccountId: pending.account.id }, notLinking],
      [{ kind: 'cross_link', fromAccountId: strangers.account.id }, notLinking],
      [{ kind: 'cross_link', fromAccountId: 999_999 }, notLinking],
      [
        { kind: 'cross_link', fromAccountId: instagram.id },
        'Instagram does not show profile pages to other sites, so its link cannot be checked',
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await send(
        pages.ctx,
        'POST',
        `/api/social-accounts/${target.account.id}/proofs`,
        body,
        proposer,
      );
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('the proofs of an account', () => {
  it('are read a page at a time; the account read carries the deciding few and the count', async () => {
    const person = await createPerson(pages.ctx.database.db);
    const account = await twitterAccount(person.id);
    const ids: number[] = [];
    for (const suffix of ['a', 'b', 'c', 'd']) {
      const added = await send(
        pages.ctx,
        'POST',
        `/api/social-accounts/${account.id}/proofs`,
        {
          kind: suffix === 'd' ? 'reference' : 'official_site',
          url: `${pages.base}/page-${suffix}`,
        },
        proposer,
      );
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
