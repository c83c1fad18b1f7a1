import {
  addPerson,
  addVerifiedAccount,
  confirmDialog,
  openAdminTab,
  signInAsAdmin,
} from './support/admin';
import { proposeAccount, toast, uniqueWord } from './support/community';
import { expect, test } from './support/fixtures';

test('an admin soft-deletes a person, who is then gone from the directory', async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page);
  const lastName = `Gone${uniqueWord()}`;
  const person = await addPerson(request, admin, lastName);
  await page.goto(`/?search=${lastName}`);
  await expect(page.getByRole('heading', { level: 2, name: `Testa ${lastName}` })).toBeVisible();

  await openAdminTab(page, 'Famous People');
  await page.getByLabel('Search people').fill(lastName);
  const row = page.getByRole('article', { name: `Testa ${lastName}` });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-person')).toHaveCount(1);
  // Without accounts nothing awaits votes: neither Pending nor Verified.
  await expect(row.getByText('No social accounts yet.')).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Mark deleted' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Mark as deleted' }).click();
  await expect(toast(page, 'Success')).toContainText('Person marked as deleted successfully');
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark deleted' })).toHaveCount(0);

  await page.goto(`/?search=${lastName}`);
  await expect(page.getByText('No results found')).toBeVisible();
  const publicPage = await request.get(`/api/people/${person.id}`);
  expect(publicPage.status()).toBe(404);
});

test('an admin verifies, unverifies and deletes accounts; unverified rows are highlighted', async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page);
  const lastName = `Accounts${uniqueWord()}`;
  const person = await addPerson(request, admin, lastName);
  const pending = await proposeAccount(request, admin, person.id);
  const verified = await addVerifiedAccount(request, admin, person.id);

  await openAdminTab(page, 'Famous People');
  await page.getByLabel('Search people').fill(lastName);
  const row = page.getByRole('article', { name: `Testa ${lastName}` });
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row.getByText('Pending', { exact: true }).first()).toBeVisible();

  await row.getByRole('button', { name: `Verify @${pending.username}` }).click();
  await expect(toast(page, 'Success')).toContainText('Social account verified successfully');
  await expect(row.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(row).not.toHaveAttribute('data-highlighted');

  await row.getByRole('button', { name: `Unverify @${verified.username}` }).click();
  await expect(
    toast(page, 'Success').filter({ hasText: 'Social account unverified successfully' }),
  ).toBeVisible();
  await expect(row).toHaveAttribute('data-highlighted', 'true');

  await row.getByRole('button', { name: `Delete @${verified.username}` }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete account' }).click();
  await expect(
    toast(page, 'Success').filter({ hasText: 'Social account deleted successfully' }),
  ).toBeVisible();
  await expect(row.getByText(`@${verified.username}`)).toHaveCount(0);
  await expect(row).not.toHaveAttribute('data-highlighted');
});

test('an admin merges two people into one', async ({ page, request }) => {
  const admin = await signInAsAdmin(page);
  const word = uniqueWord();
  const kept = await addPerson(request, admin, `Twin${word}`);
  const removed = await addPerson(request, admin, `Twin${word}x`);
  const keptAccount = await addVerifiedAccount(request, admin, kept.id);
  const movedAccount = await addVerifiedAccount(request, admin, removed.id);

  await openAdminTab(page, 'System Settings');
  await page.getByRole('button', { name: 'Merge duplicate people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge duplicate people' });
  await dialog.getByLabel('Filter people').fill(`Twin${word}`);
  await expect(dialog.getByTestId('merge-candidate')).toHaveCount(2);

  // The specification's checks, in order.
  await dialog.getByRole('button', { name: 'Merge people' }).click();
  await expect(dialog.getByText('Please select which person to keep')).toBeVisible();
  const keptName = `Testa Twin${word}`;
  const removedName = `Testa Twin${word}x`;
  await dialog.getByRole('button', { name: `Choose ${keptName} as person A` }).click();
  await dialog.getByRole('button', { name: `Choose ${keptName} as person B` }).click();
  await dialog.getByRole('radio', { name: 'Keep person A' }).click();
  await dialog.getByRole('button', { name: 'Merge people' }).click();
  await expect(dialog.getByText('Cannot merge a person with themselves.')).toBeVisible();

  await dialog.getByRole('button', { name: `Choose ${removedName} as person B` }).click();
  await dialog.getByRole('button', { name: 'Merge people' }).click();
  await expect(toast(page, 'Success')).toContainText('People merged successfully');
  await expect(dialog).toHaveCount(0);

  // Person A keeps both accounts; person B is gone.
  await page.goto(`/people/${kept.id}`);
  await expect(page.getByText(`@${keptAccount.username}`)).toBeVisible();
  await expect(page.getByText(`@${movedAccount.username}`)).toBeVisible();
  await page.goto(`/?search=Twin${word}`);
  await expect(page.getByRole('heading', { level: 2, name: keptName, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: removedName, exact: true })).toHaveCount(
    0,
  );
});

test('the merge filter ignores case and accents, as the directory search does', async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page);
  const word = uniqueWord();
  await addPerson(request, admin, `Saldaña${word}`, 'Zoë');

  await openAdminTab(page, 'System Settings');
  await page.getByRole('button', { name: 'Merge duplicate people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge duplicate people' });
  const candidates = dialog.getByTestId('merge-candidate');
  await dialog.getByLabel('Filter people').fill(`zoe SALDANA${word}`);
  await expect(candidates).toHaveCount(1);
  await expect(candidates).toContainText(`Zoë Saldaña${word}`);
  await dialog.getByLabel('Filter people').fill(`Zoë saldaña${word.toUpperCase()}`);
  await expect(candidates).toHaveCount(1);
});

test('the people list is empty for a search without matches', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminTab(page, 'Famous People');
  await page.getByLabel('Search people').fill('qqqxxzzqqq');
  await expect(page.getByText('No people found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add person' })).toHaveAttribute('href', '/add');
});
