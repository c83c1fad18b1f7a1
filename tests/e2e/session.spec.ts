import { hydrating } from './support/hydration';
import { accountMenu, ADMIN, createVerifiedUser, expect, logIn, test } from './support/fixtures';

test('a second tab follows a sign-in and a sign-out done in the first', async ({
  page,
  context,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  const second = hydrating(await context.newPage());
  await second.goto('/privacy');
  await expect(second.getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, user);
  await expect(accountMenu(second, user.username)).toBeVisible();

  await second.goto('/change-password');
  await expect(second.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  await accountMenu(page, user.username).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // The other tab drops the session too, and leaves the signed-in page for /auth.
  await expect(second).toHaveURL(/\/auth\?returnTo=%2Fchange-password$/);
  await expect(second.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(second, user.username)).toHaveCount(0);
});

test('a visitor opening /change-password lands on /auth', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fchange-password$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test('a stored session the server no longer knows is cleared on load', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    localStorage.setItem('vv.auth.token', 'not-a-session-token');
    localStorage.setItem('vv.auth.user', JSON.stringify({ id: 99, username: 'ghost' }));
  });
  const statusCall = page.waitForRequest((request) => request.url().includes('/api/auth-status'));
  await page.goto('/change-password');
  const call = await statusCall;
  expect(new URL(call.url()).searchParams.get('t')).toMatch(/^\d+$/);
  expect(call.headers()['authorization']).toBe('Bearer not-a-session-token');
  expect(call.headers()['cache-control']).toBe('no-cache');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fchange-password$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vv.auth.user'))).toBeNull();
});

test('a 401 ends the session with a notice and sends the user to /auth', async ({
  page,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  await logIn(page, user);
  await page.goto('/change-password');
  await page.route('**/api/change-password', (route) =>
    route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
  );
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password', { exact: true }).fill(user.password);
  await form.getByLabel('New Password', { exact: true }).fill('Another-pass9!');
  await form.getByLabel('Confirm New Password', { exact: true }).fill('Another-pass9!');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fchange-password$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session has expired. Please log in again.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('an admin gets the Admin link; the session survives a reload', async ({ page }) => {
  await logIn(page, ADMIN);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await page.reload();
  await expect(accountMenu(page, ADMIN.username)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('/auth-test-simple shows the server status and what the browser stores', async ({ page }) => {
  await page.goto('/auth-test-simple');
  await expect(page.getByRole('heading', { name: 'Authentication status' })).toBeVisible();
  const server = page.locator('dl').first();
  await expect(server.getByText('Authenticated')).toBeVisible();
  await expect(page.getByText('Missing')).toBeVisible();

  await logIn(page, ADMIN);
  await page.goto('/auth-test-simple');
  await expect(page.getByText('Present', { exact: true })).toBeVisible();
  await expect(page.getByText(`"username": "${ADMIN.username}"`)).toBeVisible();
  await expect(page.getByRole('main').getByText(ADMIN.username, { exact: true })).toBeVisible();

  await page.route('**/api/auth-status**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Failed to fetch auth status')).toBeVisible();
});
