import type { Locator } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { createPerson, proposeAccount, signInWithApi } from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { serverKnowsSession } from './support/stored-session';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the directory pages with Previous, Page X of Y, Next', async ({
  page,
  request,
}) => {
  // Other tests add people, so the page count comes from the server's total.
  const { total } = (await (await request.get('/api/people')).json()) as { total: number };
  const pages = Math.ceil(total / 10);
  await page.goto('/');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Directory' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'href',
    '/community',
  );

  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('link', { name: 'Previous', exact: true }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
});

test('on a phone a signed-in visitor does not get the section switch', async ({ page }) => {
  await serverKnowsSession(page, { id: 1, username: 'ada' });
  await page.goto('/privacy');
  await page.evaluate(() =>
    localStorage.setItem('vv.auth.user', JSON.stringify({ id: 1, username: 'ada' })),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Social Media Accounts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
});

/** Whether every character of an element's text is on screen: not clipped, not past the edge. */
async function expectShownWhole(locator: Locator, viewportWidth: number) {
  await expect(locator).toBeVisible();
  const fits = await locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  const box = (await locator.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

test('on a phone handles show whole on cards and in the admin list, and the activity tabs stay on the screen', async ({
  page,
  request,
  mail,
}) => {
  const member = await signInWithApi(page, await createVerifiedUser(request, mail));
  const person = await createPerson(request, member);
  const account = await proposeAccount(request, member, person.id);
  const handle = `@${account.username}`;

  await page.goto(`/?search=${person.lastName}`);
  const tile = page.getByTestId('account-tile').filter({ hasText: handle });
  await expect(tile).toContainText('Pending verification');
  await expectShownWhole(tile.getByText(handle, { exact: true }), 390);

  await page.goto(`/users/${member.username}`);
  const tabs = page.getByRole('tablist', { name: 'Activity' });
  const tabsBox = (await tabs.boundingBox())!;
  expect(tabsBox.x + tabsBox.width).toBeLessThanOrEqual(390);
  await tabs.getByRole('tab', { name: 'Comments' }).click();
  await expect(tabs.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto('/admin?tab=people');
  await page.getByLabel('Search people').fill(person.lastName);
  const row = page.getByTestId('admin-account').filter({ hasText: handle });
  await expectShownWhole(row.getByText(handle, { exact: true }), 390);

  // Verified and rated by nobody: the specification's 0.0, said so it cannot read as a low rating.
  await row.getByRole('button', { name: `Verify ${handle}` }).click();
  await expect(row.getByRole('button', { name: `Unverify ${handle}` })).toBeVisible();
  await page.goto(`/?search=${person.lastName}`);
  await expect(tile).toContainText('0.0· no ratings yet');
  await expect(tile.getByLabel('No ratings yet')).toBeVisible();
});
