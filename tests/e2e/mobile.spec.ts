import { expect, test } from './support/fixtures';
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
