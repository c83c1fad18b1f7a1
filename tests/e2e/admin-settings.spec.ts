import { openAdminTab, signInAsAdmin } from './support/admin';
import { TEST_EMAIL_KEPT_MESSAGE } from '../../src/shared/schemas/admin-system';
import { toast, uniqueWord } from './support/community';
import { ADMIN, expect, SMTP_PORT, test } from './support/fixtures';

test('the e-mail settings follow the port rule and check their fields', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminTab(page, 'System Settings');
  const form = page.getByRole('form', { name: 'Email settings' });
  const port = form.getByLabel('SMTP port');
  const secure = form.getByRole('switch', { name: 'Secure connection (SSL/TLS)' });

  await expect(port).toHaveValue('587');
  await expect(secure).toBeDisabled();
  await expect(secure).not.toBeChecked();

  await port.fill('465');
  await expect(secure).toBeEnabled();
  await expect(
    form.getByText('Port 465 uses SSL/TLS: turn on the secure connection.'),
  ).toBeVisible();
  await secure.click();
  await expect(secure).toBeChecked();
  await expect(form.getByText('Port 465 uses SSL/TLS')).toHaveCount(0);

  await port.fill('587');
  await expect(secure).toBeDisabled();
  await expect(secure).not.toBeChecked();

  await form.getByLabel('SMTP user (e-mail)').fill('not-an-address');
  await form.getByLabel('SMTP host').fill('');
  await port.fill('');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Must be a valid email address')).toBeVisible();
  await expect(form.getByText('SMTP host is required')).toBeVisible();
  await expect(form.getByText('SMTP port is required')).toBeVisible();
});

test('an admin saves the settings and sends a test e-mail that shows in the debug view', async ({
  page,
  mail,
}) => {
  await signInAsAdmin(page);
  await openAdminTab(page, 'System Settings');
  const form = page.getByRole('form', { name: 'Email settings' });
  await form.getByLabel('SMTP user (e-mail)').fill('mailer@example.test');
  await form.getByLabel('SMTP password').fill('secret-pass');
  await form.getByLabel('SMTP host').fill('smtp.example.test');
  await form.getByLabel('SMTP port').fill('587');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings updated')).toBeVisible();
  await expect(form.getByLabel('SMTP password')).toHaveValue('');

  const test = page.getByRole('form', { name: 'Send a test email' });
  await test.getByRole('button', { name: 'Send test email' }).click();
  await expect(toast(page, 'Email required')).toContainText('Please enter an email address');

  const to = `check.${uniqueWord()}@example.test`;
  await test.getByLabel('Send a test email to').fill(to);
  await test.getByRole('button', { name: 'Send test email' }).click();
  await expect(toast(page, 'Test email sent')).toBeVisible();
  await expect(test.getByLabel('Test email result')).toBeVisible();
  await mail.waitFor(to, /./);
  await expect(page.getByTestId('email-debug')).toContainText(to);
});

test('an admin tries settings before saving them, then removes the saved ones', async ({
  page,
  mail,
}) => {
  await signInAsAdmin(page);
  await openAdminTab(page, 'System Settings');
  let form = page.getByRole('form', { name: 'Email settings' });
  await form.getByLabel('SMTP user (e-mail)').fill('tried@example.test');
  await form.getByLabel('SMTP password').fill('tried-pass');
  await form.getByLabel('SMTP host').fill('127.0.0.1');
  await form.getByLabel('SMTP port').fill(String(SMTP_PORT));
  await form.getByRole('button', { name: 'Send me a test with these settings' }).click();
  await expect(toast(page, 'Test email sent')).toContainText('The settings are not saved yet.');
  await mail.waitFor(ADMIN.email, /Test email/);
  // A server that refuses says why, in the form.
  await form.getByLabel('SMTP port').fill('1');
  await form.getByRole('button', { name: 'Send me a test with these settings' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Failed to send email:' })).toBeVisible();

  await form.getByLabel('SMTP port').fill(String(SMTP_PORT));
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings updated')).toBeVisible();
  form = page.getByRole('form', { name: 'Email settings' });
  await form.getByRole('button', { name: 'Remove settings' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove settings' }).click();
  await expect(toast(page, 'Settings removed')).toContainText('SMTP settings removed');
  await expect(form.getByLabel('SMTP host')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Remove settings' })).toHaveCount(0);
});

test('a test e-mail kept in the outbox says that no SMTP server is configured', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The e2e server sends over SMTP; this is the answer of a server without any SMTP server
  // (tests/api/admin-mail.test.ts checks that the server gives it).
  await page.route('**/api/send-test-email', (route) =>
    route.fulfill({
      json: {
        messageId: null,
        emailProvider: 'outbox',
        transportInfo:
          'No SMTP server configured: mail is kept in the outbox, and sent once one is configured',
        messageUrl: null,
        success: false,
        delivery: 'outbox',
      },
    }),
  );
  await openAdminTab(page, 'System Settings');
  const test = page.getByRole('form', { name: 'Send a test email' });
  await test.getByLabel('Send a test email to').fill(`kept.${uniqueWord()}@example.test`);
  await test.getByRole('button', { name: 'Send test email' }).click();

  await expect(toast(page, TEST_EMAIL_KEPT_MESSAGE)).toBeVisible();
  await expect(toast(page, 'Test email failed')).toHaveCount(0);
  await expect(test.getByLabel('Test email result')).toContainText(TEST_EMAIL_KEPT_MESSAGE);
});

test('data management shows the database and recomputes the ratings', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminTab(page, 'System Settings');
  const database = page.getByTestId('database-info');
  await expect(database).toContainText('Engine:');
  await expect(database).toContainText('people');
  // The browser tests' server keeps pictures in its data folder and has no replicas.
  await expect(database).toContainText('Uploads in: the data folder');
  await expect(database.getByTestId('read-replicas')).toHaveText('Read replicas: none');

  await page.getByRole('button', { name: 'Update 30-day ratings' }).click();
  await expect(toast(page, 'Success')).toBeVisible();

  const clean = page.getByRole('form', { name: 'Clean duplicate social accounts' });
  await clean.getByRole('button', { name: 'Clean duplicates' }).click();
  await expect(clean.getByText('Person ID is required')).toBeVisible();
});
