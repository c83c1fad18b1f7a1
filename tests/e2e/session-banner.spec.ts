import { SESSION_KEYS } from '../../src/web/lib/session-storage';
import { signInWithApi } from './support/community';
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
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByText('Session expired')).toHaveCount(0);
  // Again, while the first toast may still show.
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password').last()).toBeVisible();
  await expect(page.getByText('Session expired')).toHaveCount(0);
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
