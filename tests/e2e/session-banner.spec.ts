import { SESSION_KEYS } from '../../src/web/lib/session-storage';
import { signInWithApi, toast } from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';

test('a mistyped password in a fresh browser says the login failed, and nothing of a session', async ({
  page,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(`${user.password}x`);
  await form.getByRole('button', { name: 'Log in' }).click();
  const failed = toast(page, 'Login failed');
  await expect(failed).toContainText('Invalid email or password');
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByText('Session expired')).toHaveCount(0);
  // The toast goes; the form keeps saying why until the next attempt.
  await expect(failed).toHaveCount(0, { timeout: 10_000 });
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a session the server no longer knows says it expired, once', async ({
  page,
  request,
  mail,
}) => {
  await signInWithApi(page, await createVerifiedUser(request, mail));
  // The server forgets the session (signed out elsewhere); the browser still holds it.
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const logout = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('alert').filter({ hasText: 'Session expired' })).toBeVisible();
});
