import {
  addPerson,
  addVerifiedAccount,
  apiLogin,
  confirmDialog,
  openAdminTab,
  reportAccount,
  signInAsAdmin,
} from './support/admin';
import { toast, uniqueWord } from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';

test('an admin investigates, dismisses and removes reported accounts', async ({
  page,
  request,
  mail,
}) => {
  const admin = await signInAsAdmin(page);
  const reporter = await apiLogin(await createVerifiedUser(request, mail));
  const person = await addPerson(request, admin, `Reported${uniqueWord()}`);
  const [investigated, dismissed, removed] = [
    await addVerifiedAccount(request, admin, person.id),
    await addVerifiedAccount(request, admin, person.id),
    await addVerifiedAccount(request, admin, person.id),
  ];
  for (const account of [investigated, dismissed, removed]) {
    await reportAccount(request, reporter, account.id);
  }

  await openAdminTab(page, 'Reported Accounts');
  const card = (username: string) => page.getByRole('article', { name: `Report on @${username}` });

  // Each report shows what was reported, by whom, why, and its state.
  const first = card(investigated.username);
  await expect(first).toContainText(reporter.username);
  await expect(first).toContainText('This account impersonates the person.');
  await expect(first).toContainText('The official website links a different handle.');
  await expect(first).toContainText(`Testa ${person.lastName}`);
  await expect(first).toContainText('Not reviewed yet');
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
  await expect(first).toContainText('Priority 1');

  await first.getByRole('button', { name: 'Mark as Investigating' }).click();
  await expect(toast(page, 'Report Action Successful')).toContainText(
    `Marked report for ${investigated.username} as investigating`,
  );
  await expect(first.getByText('Investigating', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Mark as Investigating' })).toBeDisabled();
  await expect(first).not.toContainText('Not reviewed yet');

  const second = card(dismissed.username);
  await second.getByRole('button', { name: 'Dismiss Report' }).click();
  await expect(
    toast(page, 'Report Action Successful').filter({
      hasText: `Dismissed report for ${dismissed.username}`,
    }),
  ).toBeVisible();
  await expect(second.getByText('Dismissed', { exact: true })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Dismiss Report' })).toBeDisabled();

  // Removing asks first; cancelling changes nothing.
  const third = card(removed.username);
  await third.getByRole('button', { name: 'Remove Account' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(third.getByText('Pending', { exact: true })).toBeVisible();
  await third.getByRole('button', { name: 'Remove Account' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Remove Account' }).click();
  await expect(
    toast(page, 'Report Action Successful').filter({
      hasText: `Removed account ${removed.username} and resolved report`,
    }),
  ).toBeVisible();
  await expect(third.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(third.getByText('Removed', { exact: true })).toBeVisible();

  // The removed account is gone from the person's public page; the others stay.
  await page.goto(`/people/${person.id}`);
  await expect(page.getByText(`@${investigated.username}`)).toBeVisible();
  await expect(page.getByText(`@${removed.username}`)).toHaveCount(0);
});

test('the report queue filters by platform and shows the empty state', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/admin/reports?**', (route) => route.fulfill({ json: [] }));
  await openAdminTab(page, 'Reported Accounts');
  await expect(page.getByText('No reports found')).toBeVisible();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/reports')) calls.push(request.url());
  });
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Most reported' }).click();
  await expect.poll(() => calls.at(-1) ?? '').toMatch(/platform=instagram&sort=priority/);
});

test('a queue that fails to load offers Try Again', async ({ page }) => {
  await signInAsAdmin(page);
  let fail = true;
  await page.route('**/api/admin/reports?**', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
      : route.fallback(),
  );
  await openAdminTab(page, 'Reported Accounts');
  await expect(page.getByText('Failed to load reported accounts')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Failed to load reported accounts')).toHaveCount(0);
});
