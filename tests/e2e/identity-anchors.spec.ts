import { pageDay } from '../helpers/dates';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { load } from 'cheerio';
import type { MisaddressedAccount } from '../../src/shared/schemas/admin';
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
  toast,
  uniqueWord,
} from './support/community';
import { ADMIN, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/*
 * Official sites (identity anchors) as the web shows them: what each proof is (anchored, a
 * site given by a member, a link from another account, its holder's claim), and what a check
 * that passed adds to the account's sentence, read from pages served on 127.0.0.1, which the
 * e2e server may fetch (ALLOWED_PRIVATE_ADDRESSES).
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

async function addAnchor(
  request: APIRequestContext,
  admin: SignedIn,
  personId: number,
  url: string,
) {
  const response = await request.post(`/api/admin/people/${personId}/anchors`, {
    headers: bearer(admin),
    data: { url, reason: REASON },
  });
  expect(response.status(), await response.text()).toBe(201);
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

/** The person's own site on 127.0.0.1: its home page links to the site's `/me` page. */
async function officialSite() {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/home' ? 200 : 404, { 'content-type': 'text/html' });
    response.end(request.url === '/home' ? `<a href="/me">Find me here</a>` : 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

for (const viewport of VIEWPORTS) {
  test(`a check that passes on an official site names the site in the account's sentence (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const site = await officialSite();
    try {
      const admin = await apiLogin(ADMIN);
      const person = await createPerson(request, admin);
      const account = await addVerifiedAccount(
        request,
        admin,
        person.id,
        'Website',
        `${site.base}/me`,
      );
      await addAnchor(request, admin, person.id, `${site.base}/`);
      await attachProof(request, admin, account.id, {
        kind: 'official_site',
        url: `${site.base}/home`,
      });

      await signInAsAdmin(page);
      await page.goto(`/people/${person.slug}`);
      const card = accountCard(page, account.username);
      await expect(card.getByTestId('verification-summary')).toHaveText(
        'Verified by an administrator on ' + pageDay(),
      );
      await card.getByRole('button', { name: 'Proofs 1' }).click();
      const dialog = page.getByRole('dialog', { name: `Proofs of @${account.username}` });
      await dialog.getByRole('button', { name: 'Check now' }).click();
      await expect(dialog.getByText('Passing', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(card.getByTestId('verification-summary')).toHaveText(
        `Verified by an administrator on ${pageDay()} · linked from the official site 127.0.0.1, checked just now`,
      );
      await card.screenshot({ path: shotPath(`anchors-anchored-sentence-${viewport.name}`) });
    } finally {
      await site.close();
    }
  });

  test(`an admin names an official site in the person's admin view; their page, drawn by the server, shows it with its reason and who set it (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const name = fullName(person);
    const host = `${uniqueWord()}.example`;
    const url = `https://www.${host}/about`;

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
    await expect(toast(page, `${host} is now an official site of ${name}`)).toBeVisible();
    const sites = row.getByRole('list', { name: `Official sites of ${name}` });
    await expect(sites.getByRole('listitem')).toHaveCount(1);
    await expect(sites.getByRole('link', { name: host })).toHaveAttribute('href', url);
    await expect(sites).toContainText(REASON);
    await expect(sites).toContainText(`Set by @${ADMIN.username}`);

    // The same host again, without www, is refused in the server's words beside the form.
    await form.getByLabel('Site address').fill(`https://${host}/press`);
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Add official site' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `${host} is already an official site of this person`,
    );
    await expect(sites.getByRole('listitem')).toHaveCount(1);
    await expectAccessibleWithoutToasts(page, 'the admin person view with its official sites');
    await row.screenshot({ path: shotPath(`anchors-admin-person-${viewport.name}`) });

    // The server draws the page with the site in it, before any script runs.
    const personPath = `/people/${person.slug}`;
    const drawn = load(await (await request.get(personPath)).text());
    const drawnSites = drawn('[data-testid="official-sites"]').text();
    expect(drawnSites).toContain(host);
    expect(drawnSites).toContain(REASON);
    expect(drawnSites).toContain(`set by @${ADMIN.username}`);

    await page.goto(personPath);
    const section = page.getByRole('region', { name: 'Official sites' });
    const link = section.getByRole('link', { name: `${host} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(section.getByRole('listitem')).toHaveText([
      new RegExp(`${REASON}\\s*set by @${ADMIN.username}, (just now|\\d+ minutes? ago)$`),
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
    await adminRow.getByRole('button', { name: `Remove ${host}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Remove site' }).click();
    await expect(toast(page, `${host} is no longer an official site of this person`)).toBeVisible();
    await expect(adminRow.getByText('No official sites yet.')).toBeVisible();
    await page.goto(personPath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Official sites' })).toHaveCount(0);
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
    await expect(standings.last()).toHaveText(
      `Linked from @${github.username} on GitHub · adds nothing until that account is verified with a passing proof of its own`,
    );
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
    await page.goto('/admin?tab=trust');
    await page.getByRole('tab', { name: 'Account addresses' }).click();
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
