import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../src/server/model/schema';
import { checkStoredAddresses } from '../../src/server/modules/accounts';
import type { MisaddressedAccount } from '../../src/shared/schemas/admin';
import type { LookupResult } from '../../src/shared/schemas/lookup';
import type { Person } from '../../src/shared/schemas/people';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import { createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import { send, signedInMember, signedInUser } from '../helpers/signed-in';

/*
 * The Linus case: an account's address is its platform and username. An attacker who points
 * a GitHub account's url at a page they serve, whose rel="me" links to the person here, must
 * neither get the proposal in nor, for a row kept from before the rule, get a proof to pass
 * or the lookup to send people to their page.
 */

const PUBLIC_URL = 'http://directory.test';
let pages: PagesAndApp;
const now = new Date();

beforeAll(async () => {
  pages = await createAppWithPages(PUBLIC_URL, () => now);
});
afterAll(() => pages.close());

const backlinkPage = (slug: string) =>
  `<html><body><a rel="me" href="${PUBLIC_URL}/people/${slug}">my page</a></body></html>`;

let proposals = 0;

async function proposal(url: string | undefined, username = 'torvalds') {
  const db = pages.ctx.database.db;
  proposals += 1;
  const person = await createPerson(db, { firstName: 'Linus', lastName: `Torvalds ${proposals}` });
  const member = await signedInMember(pages.ctx, person.id);
  const response = await send(
    pages.ctx,
    'POST',
    '/api/social-accounts',
    {
      personId: person.id,
      platformId: await platformId(db, 'GitHub'),
      username,
      ...(url !== undefined && { url }),
      evidence: 'Linked from the kernel.org pages of this person.',
    },
    member,
  );
  return { person, response };
}

describe('proposing an account', () => {
  it('refuses a url that is not the account’s profile address on its platform, naming the expected one', async () => {
    const fakePath = '/linus-github';
    const { person, response } = await proposal(`${pages.base}${fakePath}`);
    pages.served.set(fakePath, { body: backlinkPage(person.slug) });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'The address of the GitHub account torvalds is https://github.com/torvalds: give that address or none',
    );
    const page = await send(pages.ctx, 'GET', `/api/people/${person.id}`);
    expect(page.json<Person>().socialAccounts).toEqual([]);
  });

  it('keeps the profile address however it was written, and the real handle stays open to propose', async () => {
    const { response } = await proposal('http://www.github.com/Torvalds/?tab=repositories');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ url: string }>().url).toBe('https://github.com/torvalds');

    const refused = await proposal('https://github.com/someone-else', 'gvanrossum');
    expect(refused.response.statusCode).toBe(400);
    const open = await proposal(undefined, 'gvanrossum');
    expect(open.response.statusCode, open.response.body).toBe(201);
  });
});

describe('an account kept from before the rule with a url elsewhere', () => {
  async function keptAccount(status: 'pending' | 'verified', username: string) {
    const db = pages.ctx.database.db;
    const person = await createPerson(db, { firstName: 'Linus', lastName: `Kept ${username}` });
    const fakePath = `/${username}`;
    pages.served.set(fakePath, { body: backlinkPage(person.slug) });
    const account = await createAccount(db, {
      personId: person.id,
      platform: 'GitHub',
      username,
      url: `${pages.base}${fakePath}`,
      status,
      decisionBasis: status === 'verified' ? 'community' : null,
      urlMismatch: null,
    });
    return { person, account, fakePath };
  }

  it('never links to the kept url, and a backlink proof reads the platform’s page, not the attacker’s', async () => {
    const { person, account, fakePath } = await keptAccount('pending', 'kept-once');
    const proposer = await signedInUser(pages.ctx);
    await pages.ctx.database.db
      .update(socialAccounts)
      .set({ submittedById: proposer.id })
      .where(eq(socialAccounts.id, account.id));

    const added = await send(
      pages.ctx,
      'POST',
      `/api/social-accounts/${account.id}/proofs`,
      { kind: 'backlink' },
      proposer,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ProofView>().url).toBe('https://github.com/kept-once');
    expect(pages.requests).not.toContain(fakePath);

    const lookup = await send(
      pages.ctx,
      'GET',
      `/api/lookup?url=${encodeURIComponent('https://github.com/kept-once')}`,
    );
    expect(lookup.json<LookupResult>().account?.url).toBe('https://github.com/kept-once');
    const html = await pages.ctx.app.inject(`/people/${person.slug}`);
    expect(html.body).not.toContain(fakePath);
  });

  it('is counted once, listed for admins and fixed in one click, normalised or unverified, audited', async () => {
    const pending = await keptAccount('pending', 'kept-pending');
    const verified = await keptAccount('verified', 'kept-verified');
    const db = pages.ctx.database.db;
    // The accounts of the other tests were checked already or written under the rule.
    expect(await checkStoredAddresses(db)).toBeGreaterThanOrEqual(2);
    expect(await checkStoredAddresses(db)).toBe(0);

    const admin = await signedInUser(pages.ctx, { role: 'admin' });
    const listed = await send(pages.ctx, 'GET', '/api/admin/account-addresses', undefined, admin);
    const rows = listed.json<{ accounts: MisaddressedAccount[] }>().accounts;
    expect(rows).toContainEqual({
      id: verified.account.id,
      personId: verified.person.id,
      personName: 'Linus Kept kept-verified',
      platform: 'GitHub',
      username: 'kept-verified',
      status: 'verified',
      keptUrl: `${pages.base}${verified.fakePath}`,
      profileUrl: 'https://github.com/kept-verified',
    });

    const member = await signedInUser(pages.ctx);
    const fix = (accountId: number, action: string, user = admin) =>
      send(pages.ctx, 'POST', `/api/admin/social-accounts/${accountId}/address`, { action }, user);
    expect((await fix(pending.account.id, 'normalise', member)).statusCode).toBe(403);
    expect((await fix(pending.account.id, 'unverify')).statusCode).toBe(409);
    expect((await fix(pending.account.id, 'remove')).statusCode).toBe(400);

    const normalised = await fix(pending.account.id, 'normalise');
    expect(normalised.statusCode, normalised.body).toBe(200);
    const unverified = await fix(verified.account.id, 'unverify');
    expect(unverified.json()).toMatchObject({
      account: { id: verified.account.id, isVerified: false, status: 'pending' },
    });
    expect((await fix(verified.account.id, 'normalise')).statusCode).toBe(409);

    const [row] = await db
      .select({ url: socialAccounts.url, status: socialAccounts.status })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, verified.account.id));
    expect(row).toEqual({ url: 'https://github.com/kept-verified', status: 'pending' });
    const after = await send(pages.ctx, 'GET', '/api/admin/account-addresses', undefined, admin);
    const ids = after.json<{ accounts: MisaddressedAccount[] }>().accounts.map((a) => a.id);
    expect(ids).not.toContain(pending.account.id);
    expect(ids).not.toContain(verified.account.id);

    const audit = await send(pages.ctx, 'GET', '/api/admin/audit-log', undefined, admin);
    expect(audit.body).toContain('account.address.unverify');
    expect(audit.body).toContain('account.address.normalise');
  });
});

describe('a website account', () => {
  async function proposeWebsite(username: string, url?: string) {
    const db = pages.ctx.database.db;
    const person = await createPerson(db);
    const member = await signedInMember(pages.ctx, person.id);
    return send(
      pages.ctx,
      'POST',
      '/api/social-accounts',
      {
        personId: person.id,
        platformId: await platformId(db, 'Website'),
        username,
        ...(url !== undefined && { url }),
        evidence: 'Named as their own site in their public biography.',
      },
      member,
    );
  }

  it('refuses a url on another site than the one its name is, and a name that is no address', async () => {
    const elsewhere = await proposeWebsite('realsite.example', 'https://attacker.example/page');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toBe(
      'The address of the Website account realsite.example is https://realsite.example: give that address or none',
    );
    const deeper = await proposeWebsite('realsite.example', 'https://realsite.example/about');
    expect(deeper.statusCode).toBe(400);

    const noAddress = await proposeWebsite('localhost');
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<{ message: string }>().message).toBe(
      'A website account is named by its address, like example.org: "localhost" is none',
    );
  });

  it('keeps its name as the site however it was written, and only the scheme of a url of that site', async () => {
    const response = await proposeWebsite(
      'WWW.Realsite-two.example',
      'http://realsite-two.example/',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ username: string; url: string }>()).toMatchObject({
      username: 'realsite-two.example',
      url: 'http://realsite-two.example',
    });
  });

  it('kept from before the rule with a url elsewhere: links, lookups and proofs go to the site its name is, and admins see it listed', async () => {
    const db = pages.ctx.database.db;
    const person = await createPerson(db, { firstName: 'Real', lastName: 'Site' });
    const attackerPath = `/attacker-page`;
    pages.served.set(attackerPath, { body: backlinkPage(person.slug) });
    const site = new URL(pages.base).host;
    const kept = (username: string, decisionBasis: 'moderator' | 'community') =>
      createAccount(db, {
        personId: person.id,
        platform: 'Website',
        username,
        url: `${pages.base}${attackerPath}`,
        status: 'verified',
        decisionBasis,
        urlMismatch: null,
      });
    const named = await kept('realsite.example', 'moderator');
    const served = await kept(`${site}/real-site`, 'community');

    const lookup = await send(
      pages.ctx,
      'GET',
      `/api/lookup?url=${encodeURIComponent('https://realsite.example')}`,
    );
    expect(lookup.json<LookupResult>().account).toMatchObject({
      id: named.id,
      url: 'https://realsite.example',
    });
    const elsewhere = await send(
      pages.ctx,
      'GET',
      `/api/lookup?url=${encodeURIComponent('https://attacker.example/page')}`,
    );
    expect(elsewhere.json<LookupResult>().status).toBe('unknown');
    const html = await pages.ctx.app.inject(`/people/${person.slug}`);
    expect(html.body).toContain('"sameAs":["https://realsite.example"]');
    expect(html.body).not.toContain(attackerPath);

    const proposer = await signedInUser(pages.ctx);
    await db
      .update(socialAccounts)
      .set({ submittedById: proposer.id })
      .where(eq(socialAccounts.id, served.id));
    const added = await send(
      pages.ctx,
      'POST',
      `/api/social-accounts/${served.id}/proofs`,
      { kind: 'backlink' },
      proposer,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ProofView>().url).toBe(`https://${site}/real-site`);
    expect(pages.requests).not.toContain(attackerPath);

    expect(await checkStoredAddresses(db)).toBe(2);
    const admin = await signedInUser(pages.ctx, { role: 'admin' });
    const listed = await send(pages.ctx, 'GET', '/api/admin/account-addresses', undefined, admin);
    expect(listed.json<{ accounts: MisaddressedAccount[] }>().accounts).toContainEqual(
      expect.objectContaining({
        id: named.id,
        keptUrl: `${pages.base}${attackerPath}`,
        profileUrl: 'https://realsite.example',
      }),
    );
  });

  it('checked under the earlier rule: the upgrade has it checked again at the next start, its url unchanged', async () => {
    const db = pages.ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, {
      personId: person.id,
      platform: 'Website',
      username: 'upgraded-site.example',
      url: 'https://elsewhere.example/upgraded',
      urlMismatch: false,
    });
    const migration = readFileSync(
      path.join(
        import.meta.dirname,
        '../../src/server/platform/database/migrations/0030_website_addresses.sql',
      ),
      'utf8',
    );
    const kept = async () =>
      (
        await db
          .select({ url: socialAccounts.url, urlMismatch: socialAccounts.urlMismatch })
          .from(socialAccounts)
          .where(eq(socialAccounts.id, account.id))
      )[0];
    await checkStoredAddresses(db);
    expect(await kept()).toEqual({ url: 'https://elsewhere.example/upgraded', urlMismatch: false });

    await db.execute(migration);
    await checkStoredAddresses(db);
    expect(await kept()).toEqual({ url: 'https://elsewhere.example/upgraded', urlMismatch: true });
  });
});

describe('a look-alike handle', () => {
  async function proposeOn(personId: number, platform: string, username: string) {
    const db = pages.ctx.database.db;
    const member = await signedInMember(pages.ctx, personId);
    return send(
      pages.ctx,
      'POST',
      '/api/social-accounts',
      {
        personId,
        platformId: await platformId(db, platform),
        username,
        evidence: 'Linked from the kernel.org pages of this person.',
      },
      member,
    );
  }

  it('written with invisible characters, a trailing dot or full-width letters is the listed handle itself', async () => {
    const db = pages.ctx.database.db;
    const person = await createPerson(db, { firstName: 'Linus', lastName: 'Lookalike' });
    const listed = await proposeOn(person.id, 'GitHub', 'torvalds');
    expect(listed.statusCode, listed.body).toBe(201);
    for (const written of ['torvalds\u200b', 'tor\u00advalds', 'torvalds.', 'ｔｏｒｖａｌｄｓ']) {
      const again = await proposeOn(person.id, 'GitHub', written);
      expect(again.statusCode, written).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(
        'This account has already been submitted and is pending or verified',
      );
    }
    const mastodon = await proposeOn(person.id, 'Mastodon', 'Gargron@mastodon.social.');
    expect(mastodon.statusCode, mastodon.body).toBe(201);
    expect(mastodon.json<{ username: string }>().username).toBe('Gargron@mastodon.social');

    const lookup = await send(
      pages.ctx,
      'GET',
      `/api/lookup?platform=GitHub&username=${encodeURIComponent('torvalds\u200b')}`,
    );
    expect(lookup.json<LookupResult>().account?.username).toBe('torvalds');
  });

  it('in other letters that look the same is refused on any person, naming the listed account', async () => {
    const db = pages.ctx.database.db;
    const real = await createPerson(db, { firstName: 'Guido', lastName: 'Real' });
    expect((await proposeOn(real.id, 'GitHub', 'gvanross')).statusCode).toBe(201);
    const elsewhere = await createPerson(db, { firstName: 'Guido', lastName: 'Elsewhere' });
    const cyrillic = 'gvanr\u043Ess';
    const refused = await proposeOn(elsewhere.id, 'GitHub', cyrillic);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      `“${cyrillic}” looks like @gvanross, a GitHub account already in the directory: propose that one, not a look-alike`,
    );
    const accented = await proposeOn(elsewhere.id, 'GitHub', 'gvánross');
    expect(accented.statusCode).toBe(409);
    const page = await send(pages.ctx, 'GET', `/api/people/${elsewhere.id}`);
    expect(page.json<Person>().socialAccounts).toEqual([]);
  });
});
