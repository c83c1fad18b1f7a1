import { pageDay } from '../helpers/dates';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { load } from 'cheerio';
import type { MisaddressedAccount } from '../../src/shared/schemas/admin';
import type { IdentityAnchor } from '../../src/shared/schemas/anchors';
import type { ProofInput } from '../../src/shared/schemas/proofs';
import {
  addVerifiedAccount,
  apiLogin,
  confirmDialog,
  openAdminTab,
  signInAsAdmin,
} from './support/admin';
import { expectAccessible } from './support/axe';
import {
  accountCard,
  bearer,
  type CreatedPerson,
  createPerson,
  proposeAccount,
  type SignedIn,
  signInWithApi,
  toast,
  uniqueWord,
} from './support/community';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/*
 * Official sites (roots) as the web shows them: what each proof is, the badge a proof from a
 * confirmed site gives ("Proven"), a member's suggestion confirmed in the Trust tab, and an
 * account the site contests rejected as fake there; read from pages served on 127.0.0.1,
 * which the e2e server may fetch (ALLOWED_PRIVATE_ADDRESSES). Only a link with rel="me" on a
 * page inside a confirmed root (same scheme, host and port, at or below its path) counts.
 */

test.use({ reducedMotion: 'reduce' });

const REASON = 'Her agency lists this site as her own.';

/**
 * axe-core on the page once the toasts have gone: sonner's rich colours are the toaster's,
 * the same on every page, and not what these tests look at.
 */
async function expectAccessibleWithoutToasts(page: Page, what: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page, what);
}

const fullName = (person: CreatedPerson) => `${person.firstName} ${person.lastName}`;

/** The person's card in the admin's Famous People tab, found by searching their name. */
async function openAdminPerson(page: Page, person: CreatedPerson) {
  await openAdminTab(page, 'Famous People');
  await page.getByLabel('Search people').fill(person.lastName);
  const row = page.getByRole('article', { name: fullName(person) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-person')).toHaveCount(1);
  return row;
}

/** An administrator names a site: a confirmed root at once. */
async function addAnchor(
  request: APIRequestContext,
  admin: SignedIn,
  personId: number,
  url: string,
): Promise<IdentityAnchor> {
  const response = await request.post(`/api/admin/people/${personId}/anchors`, {
    headers: bearer(admin),
    data: { url, reason: REASON },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as IdentityAnchor;
}

async function attachProof(
  request: APIRequestContext,
  user: SignedIn,
  accountId: number,
  input: ProofInput,
) {
  const response = await request.post(`/api/social-accounts/${accountId}/proofs`, {
    headers: bearer(user),
    data: input,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The person's own site on 127.0.0.1, serving these pages (by path) and 404 elsewhere. */
async function officialSite(pages: Record<string, string>) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html' });
    response.end(page ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A page that says "this is me too" of a Twitter account, as an official site marks it. */
const linksTo = (username: string) =>
  `<a rel="me" href="https://x.com/${username}">Find me on X</a>`;

/** The Trust tab of the dashboard, on one of its queues. */
async function openTrustQueue(page: Page, queue: string) {
  await page.goto('/admin?tab=trust');
  await page.getByRole('tab', { name: queue }).click();
}

for (const viewport of VIEWPORTS) {
  test(`a check that passes on a confirmed official site proves the account: its card says Proven (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const account = await addVerifiedAccount(request, admin, person.id, 'Twitter');
    const pages: Record<string, string> = { '/': 'Home' };
    const site = await officialSite(pages);
    try {
      await addAnchor(request, admin, person.id, `${site.base}/`);
      await attachProof(request, admin, account.id, {
        kind: 'official_site',
        url: `${site.base}/home`,
      });

      await signInAsAdmin(page);
      await page.goto(`/people/${person.slug}`);
      const card = accountCard(page, account.username);
      await expect(card.locator('[data-tier]')).toHaveText('Verified by a moderator');
      await expect(card.getByTestId('verification-summary')).toHaveText(
        'Verified by an administrator on ' + pageDay(),
      );
      // The page links to the account from now on: the scheduled checks (new proofs are due at
      // once) found no link before, so what follows is the check the admin asks for.
      pages['/home'] = linksTo(account.username);
      await card.getByRole('button', { name: 'Proofs 1' }).click();
      const dialog = page.getByRole('dialog', { name: `Proofs of @${account.username}` });
      await dialog.getByRole('button', { name: 'Check now' }).click();
      await expect(dialog.getByText('Passing', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(card.getByTestId('verification-summary')).toHaveText(
        `Proven: linked from ${site.base}, an official site confirmed by a moderator · Verified by an administrator on ${pageDay()}`,
      );
      await expect(card.locator('[data-tier]')).toHaveText('Proven');
      await expect(card.locator('[data-tier]')).toHaveAttribute('data-tier', 'proven');
      await card.screenshot({ path: shotPath(`anchors-proven-card-${viewport.name}`) });
    } finally {
      await site.close();
    }
  });

  test(`an admin names an official site in the person's admin view; their page, drawn by the server, shows it with its reason and who confirmed it (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const name = fullName(person);
    const host = `${uniqueWord()}.example`;
    const url = `https://www.${host}/about`;
    const root = `www.${host}/about`;

    await signInAsAdmin(page);
    const row = await openAdminPerson(page, person);
    await row.getByRole('button', { name: `Official sites of ${name}` }).click();
    await expect(row.getByText('No official sites yet.')).toBeVisible();
    const form = row.getByRole('form', { name: `Add an official site of ${name}` });
    await form.getByLabel('Site address').fill(url);
    await form.getByLabel('Reason').fill('Mine');
    await form.getByRole('button', { name: 'Add official site' }).click();
    await expect(
      form.getByText('Say why this site is the person’s own (at least 10 characters)'),
    ).toBeVisible();
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Add official site' }).click();
    await expect(toast(page, `${root} is now an official site of ${name}`)).toBeVisible();
    const sites = row.getByRole('list', { name: `Official sites of ${name}` });
    await expect(sites.getByRole('listitem')).toHaveCount(1);
    await expect(sites.getByRole('link', { name: root })).toHaveAttribute('href', url);
    await expect(sites).toContainText(REASON);
    await expect(sites).toContainText(`Set by @${ADMIN.username}`);

    // The same root again is refused in the server's words beside the form.
    await form.getByLabel('Site address').fill(`${url}/`);
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Add official site' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `${root} is already an official site of this person`,
    );
    await expect(sites.getByRole('listitem')).toHaveCount(1);
    await expectAccessibleWithoutToasts(page, 'the admin person view with its official sites');
    await row.screenshot({ path: shotPath(`anchors-admin-person-${viewport.name}`) });

    // The server draws the page with the site in it, before any script runs.
    const personPath = `/people/${person.slug}`;
    const drawn = load(await (await request.get(personPath)).text());
    const drawnSites = drawn('[data-testid="official-sites"]').text();
    expect(drawnSites).toContain(root);
    expect(drawnSites).toContain(REASON);
    expect(drawnSites).toContain(`confirmed by @${ADMIN.username}`);

    await page.goto(personPath);
    const section = page.getByRole('region', { name: 'Official sites' });
    await expect(section).toContainText(
      `Sites a moderator confirmed as ${name}’s own. A page at or below one of these addresses that links to an account with rel="me" proves it.`,
    );
    const link = section.getByRole('link', { name: `${root} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(section.getByTestId('official-sites').getByRole('listitem')).toHaveText([
      new RegExp(`${REASON}\\s*confirmed by @${ADMIN.username}, (just now|\\d+ minutes? ago)$`),
    ]);
    await expect(section.getByRole('link', { name: `@${ADMIN.username}` })).toHaveAttribute(
      'href',
      `/users/${ADMIN.username}`,
    );
    await expectAccessible(page, 'the person page with official sites');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`anchors-person-page-${viewport.name}`) });

    const adminRow = await openAdminPerson(page, person);
    await adminRow.getByRole('button', { name: `Official sites of ${name}` }).click();
    await adminRow.getByRole('button', { name: `Remove ${root}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Remove site' }).click();
    await expect(toast(page, `${root} is no longer an official site of this person`)).toBeVisible();
    await expect(adminRow.getByText('No official sites yet.')).toBeVisible();
    await page.goto(personPath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A signed-in reader still finds the section, to suggest a site; no site is listed.
    await expect(page.getByTestId('official-sites')).toHaveCount(0);
    await expect(page.getByText('No official site is confirmed yet.')).toBeVisible();
  });

  test(`each proof says whether it is anchored, a site given by a member, a link from another account or its holder's claim (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const host = `${uniqueWord()}.example`;
    await addAnchor(request, admin, person.id, `https://${host}/`);
    const github = await addVerifiedAccount(request, admin, person.id, 'GitHub');
    const twitter = await addVerifiedAccount(request, admin, person.id, 'Twitter');
    await attachProof(request, admin, twitter.id, {
      kind: 'official_site',
      url: `https://${host}/links`,
    });
    await attachProof(request, admin, twitter.id, {
      kind: 'official_site',
      url: `https://${uniqueWord()}.example/links`,
    });
    await attachProof(request, admin, github.id, { kind: 'backlink' });

    await signInAsAdmin(page);
    await page.goto(`/people/${person.slug}`);
    await accountCard(page, twitter.username).getByRole('button', { name: 'Proofs 2' }).click();
    const dialog = page.getByRole('dialog', { name: `Proofs of @${twitter.username}` });
    const standings = dialog.getByTestId('proof-standing');
    await expect(standings).toHaveText([
      `Anchored: linked from the official site ${host}`,
      'A site given by a member · adds nothing to the badge',
    ]);
    await expect(standings.first()).toHaveAttribute('data-anchored', 'true');

    // GitHub serves profile pages and the person's account there is verified: it can link here.
    const form = dialog.getByRole('form', { name: 'Attach a proof' });
    await expect(form.getByRole('radio')).toHaveCount(3);
    await form.getByRole('radio', { name: /^Link from a verified account/ }).check();
    const source = form.getByRole('combobox', { name: 'The account that links here' });
    await expect(source).toHaveText(`GitHub · @${github.username}`);
    await form.screenshot({ path: shotPath(`anchors-proofs-form-${viewport.name}`) });
    await form.getByRole('button', { name: 'Attach proof' }).click();
    await expect(toast(page, 'Proof attached')).toBeVisible();
    await expect(standings).toHaveCount(3);
    await expect(standings.last()).toHaveAttribute('data-anchored', 'true');
    await expectAccessibleWithoutToasts(page, 'the proofs dialog');
    await page.screenshot({ path: shotPath(`anchors-proofs-dialog-${viewport.name}`) });
    await page.keyboard.press('Escape');
    await expect(
      accountCard(page, twitter.username).getByRole('button', { name: 'Proofs 3' }),
    ).toBeVisible();

    // Twitter's page cannot be read, so the GitHub account is offered no link from it.
    await accountCard(page, github.username).getByRole('button', { name: 'Proofs 1' }).click();
    const githubDialog = page.getByRole('dialog', { name: `Proofs of @${github.username}` });
    await expect(githubDialog.getByTestId('proof-standing')).toHaveText(
      'Its holder’s claim · shows who holds the account',
    );
    await expect(
      githubDialog.getByRole('radio', { name: /^Link from a verified account/ }),
    ).toHaveCount(0);
  });

  test(`an admin normalises a misaddressed account from the Account addresses panel, which is empty when none are left (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const verified = await addVerifiedAccount(request, admin, person.id, 'Twitter');
    const pending = await proposeAccount(request, admin, person.id, 'Twitter');
    // No API writes an address that is not the profile address (only rows kept from before
    // the rule have one) and the e2e server keeps its database to itself: the list is given
    // these two real accounts, as if kept with a link-in-bio address.
    let listed: MisaddressedAccount[] = [verified, pending].map((account) => ({
      id: account.id,
      personId: person.id,
      personName: fullName(person),
      platform: 'Twitter',
      username: account.username,
      status: account === verified ? 'verified' : 'pending',
      keptUrl: `https://linktr.ee/${account.username}`,
      profileUrl: `https://x.com/${account.username}`,
    }));
    await page.route('**/api/admin/account-addresses', (route) =>
      route.fulfill({ json: { accounts: listed } }),
    );
    await page.route(`**/api/admin/social-accounts/${pending.id}/address`, async (route) => {
      expect(route.request().postDataJSON()).toEqual({ action: 'normalise' });
      listed = listed.filter((account) => account.id !== pending.id);
      await route.fulfill({
        json: {
          message: 'Address normalised',
          account: { id: pending.id, isVerified: false, status: 'pending' },
        },
      });
    });

    await signInAsAdmin(page);
    await openTrustQueue(page, 'Account addresses');
    const rows = page
      .getByRole('list', { name: 'Misaddressed accounts' })
      .getByTestId('misaddressed-account');
    await expect(rows).toHaveCount(2);
    const verifiedRow = rows.filter({ hasText: `@${verified.username}` });
    await expect(verifiedRow.getByRole('link', { name: fullName(person) })).toHaveAttribute(
      'href',
      `/people/${person.id}`,
    );
    await expect(verifiedRow.getByText('Verified', { exact: true })).toBeVisible();
    await expect(verifiedRow).toContainText(`https://linktr.ee/${verified.username}`);
    await expect(
      verifiedRow.getByRole('link', { name: `https://x.com/${verified.username}` }),
    ).toHaveAttribute('href', `https://x.com/${verified.username}`);
    const pendingRow = rows.filter({ hasText: `@${pending.username}` });
    await expect(pendingRow.getByText('Pending', { exact: true })).toBeVisible();
    await expect(pendingRow.getByRole('button', { name: /^Unverify/ })).toHaveCount(0);
    await expectAccessible(page, 'the Account addresses panel');
    await page.screenshot({ path: shotPath(`anchors-account-addresses-${viewport.name}`) });

    await pendingRow
      .getByRole('button', { name: `Normalise the address of @${pending.username}` })
      .click();
    await expect(toast(page, 'Address normalised')).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The real server knows the account's address is its profile address, and says so.
    await verifiedRow
      .getByRole('button', { name: `Unverify @${verified.username} and normalise its address` })
      .click();
    await expect(toast(page, 'Error')).toContainText(
      'This account’s address is already its profile address',
    );

    await page.unroute('**/api/admin/account-addresses');
    await page.reload();
    await page.getByRole('tab', { name: 'Account addresses' }).click();
    await expect(page.getByText('Every account’s address is its profile address')).toBeVisible();
  });
}

test('a member suggests an official site; it changes nothing until an admin confirms it in the Trust tab and reads what it links to', async ({
  page,
  request,
  mail,
}) => {
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const name = fullName(person);
  const pending = await proposeAccount(request, admin, person.id, 'Twitter');
  const site = await officialSite({ '/': linksTo(pending.username) });
  try {
    const member = await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(`/people/${person.slug}`);
    const section = page.getByRole('region', { name: 'Official sites' });
    await expect(section).toContainText('No official site is confirmed yet.');
    await section.getByRole('button', { name: 'Suggest an official site' }).click();
    const form = section.getByRole('form', { name: 'Suggest an official site' });
    await expect(form.getByLabel('Site address')).toBeFocused();
    await form.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(form.getByText('The address must start with http:// or https://')).toBeVisible();
    await expect(
      form.getByText('Say why this site is the person’s own (at least 10 characters)'),
    ).toBeVisible();
    await form.getByLabel('Site address').fill(`${site.base}/`);
    await form.getByLabel('Why it is theirs').fill(REASON);
    await expectAccessible(page, 'the suggest form');
    await section.screenshot({ path: shotPath('anchors-suggest-form-desktop') });
    await form.getByRole('button', { name: 'Send suggestion' }).click();
    const sent = section.getByRole('status');
    await expect(sent).toHaveText(
      new RegExp(
        `^Thank you\\. ${site.base} waits for a moderator to confirm it as ${name}’s own\\. Nothing changes on this page until one does\\.`,
      ),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: shotPath('anchors-suggest-sent-phone') });

    // The same root again is refused under the address, in the server's words.
    await sent.getByRole('button', { name: 'Suggest another' }).click();
    await form.getByLabel('Site address').fill(site.base);
    await form.getByLabel('Why it is theirs').fill(REASON);
    await form.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(form.getByLabel('Site address')).toHaveAccessibleDescription(
      /already suggested or confirmed for this person/,
    );
    await expect(page.getByTestId('official-sites')).toHaveCount(0);

    // The member's session cookie would make the admin's log-in a cross-site write.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await openTrustQueue(page, 'Official sites to confirm');
    const suggestion = page.getByRole('article', { name: site.base });
    await expect(suggestion.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/people/${person.slug}`,
    );
    await expect(suggestion).toContainText(REASON);
    await expect(suggestion).toContainText(`Suggested by @${member.username}`);
    await expect(suggestion.getByText('Suggested by a member')).toBeVisible();
    await expectAccessible(page, 'the official sites to confirm');
    await page.screenshot({ path: shotPath('anchors-trust-suggestions-phone'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await suggestion.getByRole('button', { name: /^Confirm/ }).click();
    await expect(toast(page, 'Success')).toContainText(`${site.base} is an official site`);
    await expect(suggestion).toHaveCount(0);
    const confirmed = page.getByTestId('confirmed-official-site');
    await confirmed.getByRole('button', { name: 'Read the site now' }).click();
    await expect(
      confirmed.getByRole('list', { name: `Accounts ${site.base} links to` }),
    ).toHaveText(`@${pending.username} on Twitter`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: shotPath('anchors-trust-confirmed-desktop') });

    // The person page lists the site, who suggested and confirmed it and what it links to; the
    // account it links to is proven, and waits for its few approvals.
    await page.goto(`/people/${person.slug}`);
    const item = page.getByTestId('official-sites').getByRole('listitem').first();
    await expect(item).toContainText(
      `suggested by @${member.username} · confirmed by @${ADMIN.username}`,
    );
    await expect(item).toContainText(`@${pending.username} on Twitter`);
    const card = accountCard(page, pending.username);
    await expect(card.getByText('Pending verification')).toBeVisible();
    await expect(card.locator('[data-tier="proven"]')).toHaveText('Proven');
    await expect(card.getByTestId('verification-summary')).toHaveText(
      /^Proven: linked from .*, an official site confirmed by a moderator; No approvals yet/,
    );
  } finally {
    await site.close();
  }
});

test('an account the official site contests waits for a moderator, who rejects it as fake; its approver was burned by the evidence', async ({
  page,
  request,
  mail,
}) => {
  const admin = await apiLogin(ADMIN);
  const voter = await apiLogin(await createVerifiedUser(request, mail));
  const person = await createPerson(request, admin);
  const fake = await proposeAccount(request, admin, person.id, 'Twitter');
  const approved = await request.post('/api/votes', {
    headers: bearer(voter),
    data: { socialAccountId: fake.id, isApproval: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const real = `real${uniqueWord()}`;
  const site = await officialSite({ '/': linksTo(real) });
  try {
    const anchor = await addAnchor(request, admin, person.id, `${site.base}/`);
    const read = await request.post(`/api/admin/official-sites/${anchor.id}/check`, {
      headers: bearer(admin),
    });
    expect(read.status(), await read.text()).toBe(200);
    const contest = `their official site ${site.base} links to @${real}, not to this account`;

    await page.goto(`/people/${person.slug}`);
    const card = accountCard(page, fake.username);
    await expect(card.getByTestId('contested-badge')).toHaveText('Contested');
    await expect(card.getByText('Pending verification')).toHaveCount(0);
    await expect(card.getByTestId('verification-summary')).toContainText(
      `Contested: ${contest}; a moderator decides.`,
    );
    await card.screenshot({ path: shotPath('anchors-contested-card-desktop') });

    await signInAsAdmin(page);
    await openTrustQueue(page, 'Contested accounts');
    const contested = page.getByRole('article', { name: `@${fake.username} on Twitter` });
    await expect(contested).toContainText(`Contested: ${contest}`);
    await expect(contested).toContainText('1 approval · 1 approver burned');
    await expect(contested.getByRole('link', { name: fullName(person) })).toBeVisible();
    await expectAccessible(page, 'the contested accounts');
    await page.screenshot({ path: shotPath('anchors-trust-contested-desktop') });

    await contested.getByRole('button', { name: `Reject @${fake.username} as fake` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject @${fake.username} as fake` });
    await dialog.getByLabel('Reason').fill('Fake');
    await dialog.getByRole('button', { name: 'Reject as fake' }).click();
    await expect(
      dialog.getByText('Say why the account is fake (at least 10 characters)'),
    ).toBeVisible();
    await dialog.getByLabel('Reason').fill('Its official site links to another handle.');
    await dialog.getByRole('button', { name: 'Reject as fake' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(contested).toHaveCount(0);

    // The burn the evidence set off is in the audit log, made by no administrator.
    await openAdminTab(page, 'System Settings');
    await page.getByRole('button', { name: /^Audit Log/ }).click();
    await expect(
      page
        .getByRole('list', { name: 'Admin actions' })
        .getByRole('listitem')
        .filter({ hasText: 'trust.ring_burned' })
        .filter({ hasText: 'automatic (the evidence)' }),
    ).not.toHaveCount(0);
  } finally {
    await site.close();
  }
});
