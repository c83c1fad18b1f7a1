import { ADMIN, expect, newUser, submitSignUp, test } from './support/fixtures';

test('sign-up messages appear under their fields', async ({ page }) => {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Sign up' });
  const username = form.getByLabel('Username');
  const password = form.getByLabel('Password', { exact: true });
  const confirm = form.getByLabel('Confirm Password', { exact: true });

  const submit = form.getByRole('button', { name: 'Create account' });
  await username.fill('ab');
  await password.fill('short');
  await submit.click();
  await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  // The specification's message, with its list of what the password must be.
  await expect(
    form.getByText('Password does not meet the requirements. Please ensure your password:'),
  ).toBeVisible();
  const requirements = form.getByRole('list', { name: 'Password requirements' });
  await expect(requirements.getByRole('listitem')).toHaveText([
    'Is at least 8 characters long (not met yet)',
    'Contains at least one uppercase letter (not met yet)',
    'Contains at least one lowercase letter (met)',
    'Contains at least one number (not met yet)',
    'Contains at least one special character (not met yet)',
  ]);
  await expect(page).toHaveURL(/\/auth\?tab=register$/);

  // Messages follow the typing once the form was submitted.
  await username.fill('abc');
  await expect(form.getByText('Username must be at least 3 characters')).toHaveCount(0);
  await form.getByLabel('Email').fill('someone@example.test');
  await password.fill('Good-pass1!');
  await confirm.fill('Good-pass2!');
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  await expect(form.getByText('Password must be at least 8 characters')).toHaveCount(0);
  await expect(form.getByText('Password does not meet the requirements.')).toHaveCount(0);
});

test('a taken username is reported under the field and in the toast', async ({ page }) => {
  const user = newUser();
  await page.goto('/auth?tab=register');
  const form = await submitSignUp(page, { ...user, username: ADMIN.username });
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(
    'That username is already taken',
  );
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
});

test('the contact form checks its fields, sends and offers another message', async ({
  page,
  mail,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Subject must be at least 3 characters.')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();

  const subject = `Correction ${Date.now()}`;
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.test');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('One of the listed accounts is a parody account.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  const delivered = await mail.waitFor(ADMIN.email, new RegExp(subject));
  expect(delivered.text).toContain('parody account');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact us' }).getByLabel('Subject')).toHaveValue(
    '',
  );
});

test('a failed contact message shows a toast', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many messages. Try again later.' } }),
  );
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('Subject').fill('Hello there');
  await page.getByLabel('Message').fill('A message that is long enough.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message')).toBeVisible();
  await expect(page.getByText('Too many messages. Try again later.')).toBeVisible();
});

test('an invalid reset link offers a new one', async ({ page }) => {
  await page.goto('/auth/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(
    page.getByText('The password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('forgot password checks the address and reports a failure', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.route('**/api/forgot-password', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
  );
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('There was a problem processing your request. Please try again.'),
  ).toBeVisible();
});
