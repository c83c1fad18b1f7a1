import { expect, test } from './support/fixtures';
import { serverKnowsSession } from './support/stored-session';

test('the privacy policy is dated May 13, 2025', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: May 13, 2025')).toBeVisible();
  for (const section of [
    'Introduction',
    'Data we collect',
    'How we use your data',
    'Data security',
    'Your rights',
    'Contact us',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the terms of service are dated May 13, 2025', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: May 13, 2025')).toBeVisible();
  for (const section of [
    'Acceptance',
    'Description',
    'Accounts',
    'Your contributions',
    'Rules of conduct',
    'Termination',
    'Limitation of liability',
    'Changes',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(section) }).first()).toBeVisible();
  }
  await expect(page.getByText(/licence/).first()).toBeVisible();
});

test('an unknown address shows the 404 page, answered 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the shell links the sections and the footer pages', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Directory' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/auth?tab=login',
  );
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/auth?tab=register',
  );
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [
    ['API', '/api-docs'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Contact', '/contact'],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a stored user gets the signed-in look, and the menu logs out', async ({ page }) => {
  await serverKnowsSession(page, { id: 1, username: 'ada' });
  await page.goto('/terms');
  await page.evaluate(() =>
    localStorage.setItem('vv.auth.user', JSON.stringify({ id: 1, username: 'ada', role: 'user' })),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for ada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu for ada' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vv.auth.user'))).toBeNull();
});
