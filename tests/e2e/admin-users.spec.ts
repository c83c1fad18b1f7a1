import { hydrating } from './support/hydration';
import { confirmDialog, openAdminTab, signInAsAdmin } from './support/admin';
import { signInWithApi, toast } from './support/community';
import { accountMenu, ADMIN, createVerifiedUser, expect, test } from './support/fixtures';

test('an admin changes a role and disables a user, who is then signed out', async ({
  page,
  browser,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  const theirContext = await browser.newContext();
  const theirPage = hydrating(await theirContext.newPage());
  await signInWithApi(theirPage, user);
  await theirPage.goto('/');
  await expect(accountMenu(theirPage, user.username)).toBeVisible();

  await signInAsAdmin(page);
  await openAdminTab(page, 'User Management');
  await page.getByLabel('Search users').fill(user.username);
  const row = page.getByTestId('user-row').filter({ hasText: user.username });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row.getByRole('link', { name: user.username })).toHaveAttribute(
    'href',
    `/users/${user.username}`,
  );
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Make admin: ${user.username}` }).click();
  await expect(toast(page, 'Success')).toContainText('User role updated to admin successfully');
  await expect(row.getByText('admin', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Make user: ${user.username}` }).click();
  await expect(
    toast(page, 'Success').filter({ hasText: 'User role updated to user successfully' }),
  ).toBeVisible();
  await expect(row.getByText('user', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Disable ${user.username}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Disable' }).click();
  await expect(
    toast(page, 'Success').filter({ hasText: 'User disabled successfully' }),
  ).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Disable ${user.username}` })).toHaveCount(0);

  // Their next page load finds the session ended.
  await theirPage.reload();
  await expect(theirPage.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(theirPage, user.username)).toHaveCount(0);

  // Only an admin lifts the disable; then they sign in again.
  await row.getByRole('button', { name: `Enable ${user.username}` }).click();
  await expect(
    toast(page, 'Success').filter({ hasText: 'User enabled successfully' }),
  ).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Enable ${user.username}` })).toHaveCount(0);
  // The ended session's cookie would make the API's sign-in look like a cross-site write.
  await theirContext.clearCookies();
  await signInWithApi(theirPage, user);
  await theirPage.goto('/');
  await expect(accountMenu(theirPage, user.username)).toBeVisible();
  await theirContext.close();
});

test('an admin deletes another user after the confirmation, never themselves', async ({
  page,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  await signInAsAdmin(page);
  await openAdminTab(page, 'User Management');

  await page.getByLabel('Search users').fill(ADMIN.username);
  const me = page.getByTestId('user-row').filter({ hasText: ADMIN.username });
  await expect(me).toHaveCount(1);
  await expect(me.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(me.getByRole('button', { name: /^Disable/ })).toHaveCount(0);

  await page.getByLabel('Search users').fill(user.username);
  const row = page.getByTestId('user-row').filter({ hasText: user.username });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${user.username}` }).click();
  await expect(confirmDialog(page)).toContainText('This action cannot be undone.');
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success')).toContainText('User deleted successfully');
  await expect(row).toContainText('Deleted');
});

test('an admin trusts a new user, whose profile then says so, and returns them to Auto', async ({
  page,
  browser,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  await signInAsAdmin(page);
  await openAdminTab(page, 'User Management');
  await page.getByLabel('Search users').fill(user.username);
  const row = page.getByTestId('user-row').filter({ hasText: user.username });
  await expect(page.getByTestId('user-row')).toHaveCount(1);

  await row.getByRole('button', { name: `Trust ${user.username}` }).click();
  await expect(toast(page, 'Success')).toContainText(`${user.username} is trusted`);
  await expect(row.getByText('trusted', { exact: true })).toBeVisible();

  const theirContext = await browser.newContext();
  const theirPage = hydrating(await theirContext.newPage());
  await signInWithApi(theirPage, user);
  await theirPage.goto('/profile');
  await expect(theirPage.getByTestId('standing-summary')).toHaveText(
    'Standing: trusted. Your votes count; an administrator vouches for you.',
  );

  await row
    .getByRole('button', { name: `Return ${user.username} to the automatic standing rules` })
    .click();
  await expect(
    toast(page, 'Success').filter({ hasText: `${user.username} follows the automatic rules` }),
  ).toBeVisible();
  await expect(row.getByText('trusted', { exact: true })).toHaveCount(0);
  await theirPage.reload();
  await expect(theirPage.getByTestId('standing-summary')).toContainText(
    'Standing: new member. Your votes are recorded',
  );
  await theirContext.close();
});

test('the user list pages ten at a time from fifty fetched', async ({ page }) => {
  await signInAsAdmin(page);
  const requested: URL[] = [];
  await page.route('**/api/admin/users?**', (route) => {
    const url = new URL(route.request().url());
    requested.push(url);
    const pageNumber = Number(url.searchParams.get('page'));
    const users = Array.from({ length: 50 }, (_, index) => {
      const n = (pageNumber - 1) * 50 + index + 1;
      return {
        id: 10_000 + n,
        username: `listed${n}`,
        email: `listed${n}@example.test`,
        role: 'user',
        isVerified: true,
        isDisabled: false,
        isTrusted: false,
        status: 'Active',
        createdAt: new Date().toISOString(),
      };
    }).filter((entry) => entry.id - 10_000 <= 57);
    return route.fulfill({ json: { users, total: 57, page: pageNumber, limit: 50 } });
  });
  await openAdminTab(page, 'User Management');
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(10);
  expect(requested[0]!.searchParams.get('limit')).toBe('50');
  await expect(rows.first()).toContainText('listed1');
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  for (let n = 0; n < 5; n += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText('listed51');
  expect(requested.at(-1)!.searchParams.get('page')).toBe('2');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});
