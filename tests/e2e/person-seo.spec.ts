import { type Page } from '@playwright/test';
import { accountLink } from '../../src/shared/account-link';
import { addPerson, addVerifiedAccount, apiLogin } from './support/admin';
import { uniqueWord } from './support/community';
import { ADMIN, test, expect } from './support/fixtures';

interface PersonAnswer {
  id: number;
  slug: string;
  socialAccounts: {
    isVerified: boolean;
    username: string;
    url: string | null;
    platform: { name: string };
  }[];
}

/** Every console error and uncaught page error, Content-Security-Policy refusals among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function structuredData(page: Page) {
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  return JSON.parse((await block.textContent()) ?? '') as { name: string; sameAs: string[] };
}

test('a merged-away person’s addresses land on the kept person, with their JSON-LD', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(ADMIN);
  const word = uniqueWord();
  const kept = await addPerson(request, admin, `Kept${word}`);
  const removed = await addPerson(request, admin, `Gone${word}`);
  await addVerifiedAccount(request, admin, removed.id);
  const merged = await request.post('/api/test-merge', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { keepPersonId: kept.id, removePersonId: removed.id },
  });
  expect(merged.status(), await merged.text()).toBe(200);

  const person = (await (await request.get(`/api/people/${kept.id}`)).json()) as PersonAnswer;
  const sameAs = person.socialAccounts
    .filter((account) => account.isVerified)
    .map((account) => accountLink({ ...account, platformName: account.platform.name }));
  expect(sameAs).toHaveLength(1);
  const name = `Testa Kept${word}`;
  const canonical = `/people/${person.slug}`;

  const errors = collectErrors(page);
  for (const oldAddress of [`/people/${removed.id}`, `/people/testa-gone${word}?from=old`]) {
    await page.goto(oldAddress);
    await expect(page).toHaveURL(new RegExp(`${canonical}(\\?from=old)?$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} – Test subject | VerifiedVoices`);
    expect(await structuredData(page)).toMatchObject({ name, sameAs });
  }

  // Inside the web app the old address is fetched through the API's 301, then replaced.
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/people/${removed.id}`);
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await structuredData(page)).toMatchObject({ name, sameAs });

  // Leaving the person page takes their JSON-LD with it.
  await page.getByRole('link', { name: 'VerifiedVoices home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
