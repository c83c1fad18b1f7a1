import { BASE_URL, expect, newUser, test, VERIFY_SUBJECT } from './support/fixtures';

test('an unverified login offers to resend the verification mail, which arrives', async ({
  page,
  request,
  mail,
}) => {
  const user = newUser();
  const registered = await request.post('/api/register', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(201);
  await mail.waitFor(user.email, VERIFY_SUBJECT);

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: 'Please verify your email first' });
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect
    .poll(
      () => mail.mails.filter((m) => m.to === user.email && VERIFY_SUBJECT.test(m.subject)).length,
    )
    .toBe(2);
  const latest = mail.mails.filter((m) => m.to === user.email).at(-1)!;
  expect(latest.text).toContain(`${BASE_URL}/api/verify-email/`);
});

test('a failed resend says so', async ({ page, request }) => {
  const user = newUser();
  await request.post('/api/register', { data: { ...user, confirmPassword: user.password } });
  await page.route('**/api/resend-verification', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
  );
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Failed to send verification email')).toBeVisible();
});

for (const [value, text] of [
  [
    'token-expired',
    'Your verification link has expired or is invalid. Please request a new verification email.',
  ],
  ['server-error', 'A server error occurred during verification. Please try again later.'],
  ['something-else', 'There was a problem verifying your email.'],
] as const) {
  test(`?verificationError=${value} shows its banner and toast`, async ({ page }) => {
    await page.goto(`/auth?verificationError=${value}`);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(2);
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('the tab parameter selects log in or sign up, and the hero shows the two stats', async ({
  page,
}) => {
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
  await page.getByRole('tab', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/tab=login/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('10+ Votes required for verification')).toBeVisible();
  await expect(page.getByText('100% Community-driven verification')).toBeVisible();
});
