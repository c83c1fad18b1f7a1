import { linkIn } from '../helpers/mail-catcher';
import {
  accountMenu,
  BASE_URL,
  expect,
  logIn,
  newUser,
  RESET_SUBJECT,
  submitSignUp,
  test,
  VERIFY_SUBJECT,
} from './support/fixtures';

test('sign up, verify by mail, log in, change password, log out, reset it by mail, log in again', async ({
  page,
  mail,
}) => {
  test.setTimeout(90_000);
  const user = newUser();
  const changed = 'Changed-pass2@';
  const reset = 'Reset-pass3#';

  // Sign up.
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register/);
  await submitSignUp(page, user);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(
    page.getByText('A verification email has been sent to your email address.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  // Home says why the new member is not signed in yet.
  await expect(
    page.getByRole('status').filter({ hasText: 'You are not signed in yet' }),
  ).toContainText('once the address is verified, log in with your e-mail and password');

  // The verification mail arrives over SMTP; its link lands on /auth with the notice.
  const verification = await mail.waitFor(user.email, VERIFY_SUBJECT);
  await page.goto(linkIn(verification, `${BASE_URL}/api/verify-email/`));
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Account verified successfully!' }),
  ).toBeVisible();

  // Log in: the navbar shows the signed-in menu, and the signed-out visit's toasts are gone.
  await logIn(page, user);
  await expect(page.getByText('Account verified successfully!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await accountMenu(page, user.username).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // Change the password.
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current Password', { exact: true }).fill(user.password);
  await change.getByLabel('New Password', { exact: true }).fill(changed);
  await change.getByLabel('Confirm New Password', { exact: true }).fill(changed);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  // Three seconds later the user is taken to /profile (a page of a later issue).
  await expect(page).toHaveURL(/\/profile$/, { timeout: 6_000 });

  // Log out.
  await accountMenu(page, user.username).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vv.auth.token'))).toBeNull();

  // Forgot password: the reset mail arrives over SMTP.
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If your email exists in our system, you will receive a password reset link shortly.',
    ),
  ).toBeVisible();
  const resetMail = await mail.waitFor(user.email, RESET_SUBJECT);

  // The link opens the reset page; a new password sends the user to /auth.
  await page.goto(linkIn(resetMail, `${BASE_URL}/auth/reset-password/`));
  const resetForm = page.getByRole('form', { name: 'Set a new password' });
  await resetForm.getByLabel('New Password', { exact: true }).fill(reset);
  await resetForm.getByLabel('Confirm New Password', { exact: true }).fill(reset);
  await resetForm.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

  // The old passwords no longer work; the new one does.
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(changed);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, { email: user.email, password: reset });
  await expect(accountMenu(page, user.username)).toBeVisible();
});
