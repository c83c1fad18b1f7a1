import { openInApp } from './support/hydration';
import { expect, test } from './support/fixtures';
import { serverKnowsSession } from './support/stored-session';

const TOKEN_KEY = 'vv.auth.token';
const USER_KEY = 'vv.auth.user';
const EXPIRY_KEY = 'vv.auth.tokenExpiresAt';

test('reads send the stored token, credentials and no-cache headers, and only non-empty parameters', async ({
  page,
}) => {
  await serverKnowsSession(page, { id: 3, username: 'lin' });
  await page.goto('/privacy');
  await page.evaluate(([tokenKey]) => localStorage.setItem(tokenKey!, 'token-123'), [TOKEN_KEY]);
  const requestPromise = page.waitForRequest((request) => request.url().includes('/api/people?'));
  await openInApp(page, '/?search=&minRating=3');
  const request = await requestPromise;
  const headers = await request.allHeaders();
  expect(headers['authorization']).toBe('Bearer token-123');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['pragma']).toBe('no-cache');
  const url = new URL(request.url());
  expect(url.searchParams.has('search')).toBe(false);
  expect(url.searchParams.get('minRating')).toBe('3');
  expect(url.searchParams.get('page')).toBe('1');
});

test('a 401 ends the stored session and the visitor is shown as signed out', async ({ page }) => {
  await serverKnowsSession(page, { id: 7, username: 'grace' });
  await page.goto('/privacy');
  await page.evaluate(
    ([tokenKey, userKey, expiryKey]) => {
      localStorage.setItem(tokenKey!, 'stale-token');
      localStorage.setItem(userKey!, JSON.stringify({ id: 7, username: 'grace', role: 'user' }));
      localStorage.setItem(expiryKey!, new Date(Date.now() + 3_600_000).toISOString());
    },
    [TOKEN_KEY, USER_KEY, EXPIRY_KEY],
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for grace' })).toBeVisible();

  await page.route('**/api/people?**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Authentication required' }),
    }),
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Directory' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Authentication required' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const stored = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [TOKEN_KEY, USER_KEY, EXPIRY_KEY],
  );
  expect(stored).toEqual([null, null, null]);
});

test('an error answer without JSON shows its body text', async ({ page }) => {
  await page.route('**/api/people?**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'Upstream is down' }),
  );
  await openInApp(page, '/');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Upstream is down',
  );
});

test('a broken profile image falls back to the generated initials avatar', async ({ page }) => {
  await page.route('**/api/people?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { people: { profile_image_url: string | null }[] };
    body.people[0]!.profile_image_url = `${new URL(route.request().url()).origin}/no-such-image.png`;
    await route.fulfill({ response, json: body });
  });
  await openInApp(page, '/');
  const card = page.getByTestId('person-card').first();
  const name = await card.getByRole('heading', { level: 2 }).innerText();
  await expect(card.getByRole('img', { name })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  await expect(card.getByRole('img', { name })).toHaveText(
    `${initials[0]}${initials.at(-1)}`.toUpperCase(),
  );
});
