import { signInAsAdmin } from './support/admin';
import { signInWithApi } from './support/community';
import { ADMIN, createVerifiedUser, expect, submitLogIn, test } from './support/fixtures';

test('a visitor opening /admin is sent to /auth and comes back as an admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin$/);
  await submitLogIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a signed-in non-admin is sent away from /admin or told it needs an admin', async ({
  page,
  request,
  mail,
}) => {
  await signInWithApi(page, await createVerifiedUser(request, mail));
  await page.goto('/admin');
  await expect(
    page
      .getByRole('heading', { name: 'Admin Access Required' })
      .or(page.getByRole('heading', { name: 'Find Social Media Accounts' })),
  ).toBeVisible();
  if (new URL(page.url()).pathname === '/admin') {
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  } else {
    expect(new URL(page.url()).pathname).toBe('/');
  }
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Reported Accounts' })).toHaveCount(0);
});

test('an admin sees the four tabs and the Admin link', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Reported Accounts', 'User Management', 'Famous People', 'System Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Famous People' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=people$/);
});
