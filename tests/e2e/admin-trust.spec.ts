import type { APIRequestContext, Page } from '@playwright/test';
import { addPerson, apiLogin, confirmDialog, signInAsAdmin } from './support/admin';
import { bearer, proposeAccount, type SignedIn, toast, uniqueWord } from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';

async function approve(request: APIRequestContext, voter: SignedIn, socialAccountId: number) {
  const response = await request.post('/api/votes', {
    headers: bearer(voter),
    data: { socialAccountId, isApproval: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openTrustTab(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Trust' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Trust' })).toBeVisible();
}

async function showFlags(page: Page, which: 'Open flags' | 'Closed flags') {
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: which }).click();
}

test('an admin reviews a trust flag, confirms it, finds it closed and reopens it', async ({
  page,
  request,
  mail,
}) => {
  const admin = await signInAsAdmin(page);
  // Registered from one address within minutes, the two vote alike: the same-network signal.
  const first = await apiLogin(await createVerifiedUser(request, mail));
  const second = await apiLogin(await createVerifiedUser(request, mail));
  const person = await addPerson(request, admin, `Flagged${uniqueWord()}`);
  const account = await proposeAccount(request, admin, person.id);
  await approve(request, first, account.id);
  await approve(request, second, account.id);

  await openTrustTab(page);
  const flag = page
    .getByRole('article')
    .filter({ hasText: first.username })
    .filter({ hasText: second.username });
  await expect(flag.getByRole('heading', { level: 3, name: 'Same network' })).toBeVisible();
  await expect(flag).toContainText(
    '2 users registered from one network within 24 hours voted alike on one account',
  );
  await expect(flag.getByText('Open', { exact: true })).toBeVisible();
  await expect(flag.getByRole('link', { name: `Testa ${person.lastName}` })).toBeVisible();
  await expect(flag).toContainText(`@${account.username}`);
  await expect(flag.getByText('Pending', { exact: true })).toBeVisible();
  const votes = flag.getByRole('list', { name: `Flagged votes on @${account.username}` });
  for (const voter of [first, second]) {
    const vote = votes.getByRole('listitem').filter({ hasText: voter.username });
    await expect(vote).toContainText('Approved');
    await expect(vote).toContainText('Does not count');
    await expect(vote).toContainText('new member');
  }

  // The full tally: every vote on the account and what its status rests on.
  const tally = (await (
    await request.get(`/api/admin/social-accounts/${account.id}/tally`, { headers: bearer(admin) })
  ).json()) as { verification: { summary: string } };
  await flag.getByRole('button', { name: `Full tally of @${account.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tally of @${account.username}` });
  await expect(dialog).toContainText(tally.verification.summary);
  await expect(dialog.getByText('0 of 2 count')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: `All votes on @${account.username}` }).getByRole('listitem'),
  ).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await flag.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/shots/admin-trust-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/admin-trust-phone.png', fullPage: true });
  // Long handles and usernames wrap: nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await flag.getByRole('button', { name: `Full tally of @${account.username}` }).click();
  await expect(dialog.getByText('0 of 2 count')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-trust-tally-phone.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Confirming asks first and says what it does.
  await flag.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmDialog(page)).toContainText('will stop counting');
  await expect(confirmDialog(page)).toContainText('accounts they verified return to pending');
  await confirmDialog(page).getByRole('button', { name: 'Confirm Flag' }).click();
  await expect(toast(page, 'Success')).toContainText(
    'Flag confirmed: these users’ votes no longer count',
  );
  await expect(flag).toHaveCount(0);

  await showFlags(page, 'Closed flags');
  await expect(flag.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(flag).toContainText('decided');
  await page.screenshot({ path: '/tmp/shots/admin-trust-closed-desktop.png' });
  await flag.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, 'Success').filter({ hasText: 'Flag reopened' })).toBeVisible();
  await expect(flag).toHaveCount(0);

  await showFlags(page, 'Open flags');
  await expect(flag.getByText('Open', { exact: true })).toBeVisible();

  // Another admin clears it meanwhile: the refused action says why and the queue catches up.
  const cleared = await request.post(
    `/api/admin/trust-flags/${await openFlagOf(request, admin, [first, second])}`,
    {
      headers: bearer(admin),
      data: { action: 'clear' },
    },
  );
  expect(cleared.status(), await cleared.text()).toBe(200);
  await flag.getByRole('button', { name: 'Clear' }).click();
  await expect(toast(page, 'Error')).toContainText('This flag is already cleared; reopen it first');
  await expect(flag).toHaveCount(0);
});

/** The id of the open flag that names both users. */
async function openFlagOf(request: APIRequestContext, admin: SignedIn, users: SignedIn[]) {
  const response = await request.get('/api/admin/trust-flags?status=open', {
    headers: bearer(admin),
  });
  const { flags } = (await response.json()) as { flags: { id: number; userIds: number[] }[] };
  const flag = flags.find((candidate) =>
    users.every((user) => candidate.userIds.includes(user.id)),
  );
  expect(flag, 'an open flag names both users').toBeDefined();
  return flag!.id;
}

test('an empty queue says so', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/admin/trust-flags?**', (route) =>
    route.fulfill({ json: { flags: [] } }),
  );
  await openTrustTab(page);
  await expect(page.getByText('No open flags')).toBeVisible();
});
