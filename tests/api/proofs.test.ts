import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../src/shared/schemas/people';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { createAccount, createPerson, websiteAt } from '../helpers/factories';
import { approveByTrustedUsers, send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * Proofs checked against pages served by this test on 127.0.0.1, which the test app may
 * fetch because ALLOWED_PRIVATE_ADDRESSES says so (an operator's setting, off by default).
 */

const PUBLIC_URL = 'http://directory.test';
const HOUR_MS = 60 * 60 * 1000;

let ctx: TestContext;
let base: string;
let now = new Date();
let served: PagesAndApp['served'];
let requests: string[];
let closeAll: () => Promise<void>;

beforeAll(async () => {
  ({
    ctx,
    base,
    served,
    requests,
    close: closeAll,
  } = await createAppWithPages(PUBLIC_URL, () => now));
});
afterAll(() => closeAll());

let sequence = 0;

/** A person with a website account whose profile page this test serves. */
async function websiteAccount(status: 'pending' | 'verified' = 'verified') {
  const proposer = await signedInUser(ctx);
  const person = await createPerson(ctx.database.db);
  const path = `/site-${(sequence += 1)}`;
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    ...websiteAt(`${base}${path}`),
    submittedById: proposer.id,
    status,
    decisionBasis: status === 'verified' ? 'community' : null,
  });
  return { proposer, person, account, path };
}

async function addProof(
  user: SignedInUser,
  accountId: number,
  proof: { kind: string; url?: string },
) {
  const response = await send(ctx, 'POST', `/api/social-accounts/${accountId}/proofs`, proof, user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProofView>();
}

async function checkNow(user: SignedInUser, proofId: number) {
  const response = await send(ctx, 'POST', `/api/proofs/${proofId}/check`, {}, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProofView>();
}

async function accountOnPersonPage(personId: number) {
  const response = await send(ctx, 'GET', `/api/people/${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Person>().socialAccounts[0]!;
}

const backlinkTo = (slug: string) =>
  `<html><body><a rel="me" href="${PUBLIC_URL}/people/${slug}">My directory page</a></body></html>`;

describe('a backlink', () => {
  it('passes when the account’s page links back with rel="me", and the badge says so', async () => {
    now = new Date();
    const { proposer, person, account, path } = await websiteAccount();
    served.set(path, { status: 200, body: backlinkTo(person.slug) });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    expect(proof).toMatchObject({ kind: 'backlink', state: 'pending', url: `${base}${path}` });

    expect(await checkNow(proposer, proof.id)).toMatchObject({
      state: 'passing',
      history: [expect.objectContaining({ outcome: 'pass' })],
    });
    const read = await accountOnPersonPage(person.id);
    expect(read.verification).toMatchObject({
      basis: 'community+proof',
      attention: false,
      proofs: [expect.objectContaining({ kind: 'backlink', state: 'passing' })],
    });
    expect(read.verification.summary).toMatch(/ · its holder links here, checked just now$/);
    expect(read.verification.identity).toBe('holder_claim');
  });

  it('naming another person contradicts the claim and holds the account’s verification', async () => {
    now = new Date();
    const { proposer, account, path } = await websiteAccount('pending');
    served.set(path, { status: 200, body: backlinkTo('somebody-else') });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    expect((await checkNow(proposer, proof.id)).state).toBe('contradicting');
    const lastVote = (await approveByTrustedUsers(ctx, account.id, 10)).json<{
      verification: Person['socialAccounts'][number]['verification'];
    }>();
    const sentence =
      "10 approvals count from 10 independent groups · its page links to another person's page here; an administrator is looking";
    const held = await send(ctx, 'GET', `/api/people/${account.personId}`);
    expect(held.json<Person>().socialAccounts[0]).toMatchObject({
      isVerified: false,
      countedApprovals: 10,
      verification: { basis: 'held', summary: sentence },
    });
    // The vote's answer reads the account as every other read does, its proofs included.
    expect(lastVote.verification).toMatchObject({
      basis: 'held',
      summary: sentence,
      proofs: [{ kind: 'backlink', state: 'contradicting' }],
    });
  });

  it('breaks after three failures over 48 hours once the page drops it, and the badge turns amber', async () => {
    const start = Date.now();
    now = new Date(start);
    const { proposer, person, account, path } = await websiteAccount();
    served.set(path, { status: 200, body: backlinkTo(person.slug) });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    expect((await checkNow(proposer, proof.id)).state).toBe('passing');

    served.set(path, { status: 200, body: '<html><body>Nothing to see</body></html>' });
    const states: string[] = [];
    for (const hours of [1, 25, 49]) {
      now = new Date(start + hours * HOUR_MS);
      states.push((await checkNow(proposer, proof.id)).state);
    }
    expect(states).toEqual(['failing', 'failing', 'broken']);
    const feed = await send(ctx, 'GET', '/api/changes?limit=100');
    expect(
      feed
        .json<{ changes: { kind: string; accountId: number | null }[] }>()
        .changes.filter((change) => change.accountId === account.id)
        .map((change) => change.kind),
    ).toEqual(['account_proof_changed']);
    const read = await accountOnPersonPage(person.id);
    expect(read.isVerified).toBe(true);
    expect(read.verification.attention).toBe(true);
    expect(read.verification.summary).toMatch(
      / · backlink missing since [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
  });
});

describe('a bio token', () => {
  it('is handed out for the account and passes once its page’s meta description shows it', async () => {
    now = new Date();
    const { proposer, account, path } = await websiteAccount();
    const proof = await addProof(proposer, account.id, { kind: 'bio_token' });
    expect(proof.token).toMatch(/^verifiedvoices-[0-9a-f]{10}$/);
    served.set(path, {
      status: 200,
      body: `<html><head><meta name="description" content="Official site. ${proof.token}"></head></html>`,
    });
    expect((await checkNow(proposer, proof.id)).state).toBe('passing');
  });

  it('does not pass where other people write on the page: a reply or a comment', async () => {
    now = new Date();
    const { proposer, account, path } = await websiteAccount();
    const proof = await addProof(proposer, account.id, { kind: 'bio_token' });
    served.set(path, {
      status: 200,
      body: `<html><head><meta name="description" content="Official site."></head><body>
        <div class="comments"><p>Anyone can comment here: ${proof.token}</p></div></body></html>`,
    });
    const checked = await checkNow(proposer, proof.id);
    expect(checked.state).toBe('failing');
    expect(checked.history[0]!.detail).toBe('the token is not on the page');
  });
});

describe('the page a proof reads', () => {
  let otherPort: Server;
  let otherBase: string;
  beforeAll(async () => {
    otherPort = createServer((request, response) => {
      const slug = decodeURIComponent((request.url ?? '').slice(1));
      response.writeHead(200, { 'content-type': 'text/html' }).end(backlinkTo(slug));
    });
    await new Promise<void>((resolve) => otherPort.listen(0, '127.0.0.1', resolve));
    otherBase = `http://127.0.0.1:${(otherPort.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => otherPort.close(resolve)));

  it('stays on its own scheme, host and port: another port of the host cannot answer for it', async () => {
    now = new Date();
    const { proposer, person, account, path } = await websiteAccount();
    served.set(path, { status: 302, body: '', location: `${otherBase}/${person.slug}` });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    const checked = await checkNow(proposer, proof.id);
    expect(checked.state).toBe('failing');
    expect(checked.history[0]!.outcome).toBe('fail');
    expect(checked.history[0]!.detail).toMatch(/^The address is not on the site/);
  });
});

describe('an unreachable page', () => {
  it('is unreachable on a 503 or a 429, never failing', async () => {
    const start = Date.now();
    now = new Date(start);
    const { proposer, person, account, path } = await websiteAccount();
    served.set(path, { status: 200, body: backlinkTo(person.slug) });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    await checkNow(proposer, proof.id);
    const seen: string[] = [];
    for (const [hours, status] of [
      [1, 503],
      [25, 429],
      [49, 503],
    ] as const) {
      served.set(path, { status, body: 'try later' });
      now = new Date(start + hours * HOUR_MS);
      const checked = await checkNow(proposer, proof.id);
      seen.push(`${checked.state} ${checked.history[0]!.outcome} ${checked.history[0]!.detail}`);
    }
    expect(seen).toEqual([
      'passing unreachable HTTP 503',
      'passing unreachable HTTP 429',
      'passing unreachable HTTP 503',
    ]);
  });
});

describe('checking now', () => {
  it('answers 429 to a second request for one proof within 10 minutes', async () => {
    now = new Date();
    const { proposer, person, account, path } = await websiteAccount();
    served.set(path, { status: 200, body: backlinkTo(person.slug) });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    await checkNow(proposer, proof.id);
    now = new Date(now.getTime() + 9 * 60 * 1000);
    const again = await send(ctx, 'POST', `/api/proofs/${proof.id}/check`, {}, proposer);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'This proof was checked on request less than 10 minutes ago; try again later',
    );
  });

  it('is refused for a platform that shows no profile pages to other sites, and for a new user who did not propose', async () => {
    now = new Date();
    const proposer = await signedInUser(ctx);
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      platform: 'Instagram',
      submittedById: proposer.id,
    });
    const refused = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/proofs`,
      { kind: 'backlink' },
      proposer,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Instagram does not show profile pages to other sites: attach an official site or a reference',
    );
    const stranger = await signedInUser(ctx);
    const forbidden = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/proofs`,
      { kind: 'reference', url: 'https://news.example/article' },
      stranger,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('without the operator’s allowance', () => {
  it('refuses a page on a private address, or a redirect to another host, with no request reaching it', async () => {
    const guarded = await createTestApp({ PUBLIC_URL });
    try {
      const proposer = await signedInUser(guarded);
      const person = await createPerson(guarded.database.db);
      const account = await createAccount(guarded.database.db, {
        personId: person.id,
        ...websiteAt(`${base}/private-page`),
        submittedById: proposer.id,
      });
      served.set('/private-page', { status: 200, body: backlinkTo(person.slug) });
      const before = requests.length;
      const added = await send(
        guarded,
        'POST',
        `/api/social-accounts/${account.id}/proofs`,
        { kind: 'backlink' },
        proposer,
      );
      const checked = await send(
        guarded,
        'POST',
        `/api/proofs/${added.json<ProofView>().id}/check`,
        {},
        proposer,
      );
      expect(checked.json<ProofView>()).toMatchObject({
        state: 'failing',
        history: [expect.objectContaining({ outcome: 'fail' })],
      });
      expect(requests.length).toBe(before);
    } finally {
      await guarded.close();
    }

    now = new Date();
    const { proposer, account, path } = await websiteAccount();
    const elsewhere = `${base.replace('127.0.0.1', 'localhost')}/elsewhere`;
    served.set(path, { status: 302, body: '', location: elsewhere });
    const proof = await addProof(proposer, account.id, { kind: 'backlink' });
    const before = requests.filter((url) => url === '/elsewhere').length;
    const checked = await checkNow(proposer, proof.id);
    expect(checked.history[0]).toMatchObject({ outcome: 'fail' });
    expect(requests.filter((url) => url === '/elsewhere').length).toBe(before);
  });
});
