import { toast } from './support/community';
import { createVerifiedUser, expect, logIn, test } from './support/fixtures';

test('a verified user creates an API key on /profile, sees it once, uses it and revokes it', async ({
  page,
  request,
  mail,
}) => {
  const user = await createVerifiedUser(request, mail);
  await logIn(page, user);
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('You have no API keys.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
    'href',
    '/api-docs',
  );

  await card.getByRole('button', { name: 'Create key' }).click();
  await expect(card.getByText('Key name is required')).toBeVisible();

  await card.getByLabel('Key name').fill('  E2E script  ');
  await card.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(dialog).toContainText('“E2E script” is ready');
  await expect(dialog).toContainText('This key will not be shown again');
  const key = (await dialog.getByTestId('new-api-key').innerText()).trim();
  expect(key.length).toBeGreaterThanOrEqual(32);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Listed by name and the start of the key only; the whole key is gone from the page.
  const row = card.getByRole('listitem').filter({ hasText: 'E2E script' });
  await expect(row).toContainText('Never used');
  const prefix = (await row.locator('code').innerText()).replace('…', '');
  expect(prefix.length).toBeGreaterThan(0);
  expect(key.startsWith(prefix)).toBe(true);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(card.getByLabel('Key name')).toHaveValue('');

  // The key works on the public API, and the list then says when it was last used.
  const used = await request.get('/api/people', { headers: { 'X-API-Key': key } });
  expect(used.status()).toBe(200);
  await page.reload();
  await expect(row).toContainText('Last used');

  // Revoke asks first; Cancel keeps the key.
  await row.getByRole('button', { name: 'Revoke E2E script' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Revoke E2E script' }).click();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page, 'API key revoked')).toBeVisible();
  await expect(card.getByText('You have no API keys.')).toBeVisible();

  const refused = await request.get('/api/people', { headers: { 'X-API-Key': key } });
  expect(refused.status()).toBe(401);
});
