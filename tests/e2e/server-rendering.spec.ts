import { type Browser, expect, type Page } from '@playwright/test';
import { load } from 'cheerio';
import { signInWithApi, uniqueWord, verifiedAccount } from './support/community';
import { createVerifiedUser, test } from './support/fixtures';

interface PeopleAnswer {
  people: {
    firstName: string;
    lastName: string;
    slug: string;
    addedBy: { username: string } | null;
    socialAccounts: { username: string; isVerified: boolean; isDeleted: boolean }[];
  }[];
}

interface PersonAnswer {
  firstName: string;
  lastName: string;
  socialAccounts: {
    username: string;
    isVerified: boolean;
    isDeleted: boolean;
    verification: { tier: 'proven' | 'moderator' | 'community' | null };
  }[];
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Console errors and warnings and uncaught errors, a failed hydration among them. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The API reads a page makes, by path and query. */
function watchApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

test.describe('pages drawn by the server', () => {
  test('with JavaScript off, the home page lists the people with their accounts, and a person page their verified accounts', async ({
    browser,
    request,
  }) => {
    const firstPage = (await (await request.get('/api/people')).json()) as PeopleAnswer;
    const person = firstPage.people.find((candidate) =>
      candidate.socialAccounts.some((account) => account.isVerified && !account.isDeleted),
    )!;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const cards = page.getByTestId('person-card');
      await expect(cards).toHaveCount(firstPage.people.length);
      for (const [index, shown] of firstPage.people.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(
          fullName(shown),
        );
      }
      const card = cards.filter({ hasText: fullName(person) });
      for (const account of person.socialAccounts.filter((account) => !account.isDeleted)) {
        await expect(card.getByText(account.username, { exact: false }).first()).toBeVisible();
      }

      await card.getByRole('link', { name: 'View Profile' }).click();
      await expect(page).toHaveURL(new RegExp(`/people/${person.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(person));
      for (const account of person.socialAccounts.filter((account) => account.isVerified)) {
        await expect(
          page.getByTestId('account-card').filter({ hasText: `@${account.username}` }),
        ).toBeVisible();
      }
    });
  });

  test('with JavaScript off, the filters and page in the address are drawn', async ({
    browser,
    request,
  }) => {
    const address = '?verification=verified&page=2';
    const second = (await (await request.get(`/api/people${address}`)).json()) as PeopleAnswer;
    expect(second.people.length).toBeGreaterThan(0);
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`/${address}`);
      const cards = page.getByTestId('person-card');
      await expect(cards).toHaveCount(second.people.length);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
        fullName(second.people[0]!),
      );
    });
  });

  test('with JavaScript off, /community shows the feed and a profile its owner', async ({
    browser,
    request,
  }) => {
    const firstPage = (await (await request.get('/api/people')).json()) as PeopleAnswer;
    const adder = firstPage.people.find((person) => person.addedBy)!.addedBy!.username;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/community');
      await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Trending/ })).toBeVisible();

      await page.goto(`/users/${adder}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(adder);
      await expect(page.getByText('Member since')).toBeVisible();
    });
  });

  test('the HTML of a person page carries the name, the verified accounts and the JSON-LD', async ({
    request,
  }) => {
    const { path } = await verifiedAccount(request);
    const person = (await (
      await request.get(`/api/people/${path.split('/').pop()}`)
    ).json()) as PersonAnswer;
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const $ = load(await answer.text());

    expect($('#root h1').text()).toBe(fullName(person));
    const cards = $('#root [data-testid="account-card"]').text();
    const verified = person.socialAccounts.filter((account) => account.isVerified);
    expect(verified.length).toBeGreaterThan(0);
    for (const account of verified) expect(cards).toContain(`@${account.username}`);

    const structured = JSON.parse($('script[type="application/ld+json"]').text()) as {
      '@type': string;
      name: string;
      sameAs: string[];
    };
    expect(structured).toMatchObject({ '@type': 'Person', name: fullName(person) });
    // sameAs is an identity claim, which votes alone do not make: the community tier is left out.
    expect(structured.sameAs).toHaveLength(
      verified.filter((account) => account.verification.tier !== 'community').length,
    );
  });

  test('pages hydrate without a console error or warning and ask the API nothing on the way', async ({
    page,
    request,
  }) => {
    const firstPage = (await (await request.get('/api/people')).json()) as PeopleAnswer;
    const { path: personPage } = await verifiedAccount(request);
    const adder = firstPage.people.find((person) => person.addedBy)!.addedBy!.username;
    const problems = watchConsole(page);
    const reads = watchApiReads(page);
    for (const address of [
      '/',
      '/?search=an&verification=verified',
      personPage,
      '/community',
      '/check',
      '/api-docs',
      '/privacy',
      '/terms',
      '/contact',
    ]) {
      await page.goto(address, { waitUntil: 'networkidle' });
      expect(reads, `API reads while loading ${address}`).toEqual([]);
    }
    // A profile asks again for its counts once it is on screen (they change on other pages).
    await page.goto(`/users/${adder}`, { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
  });

  test('a hydrated home page answers at once: a search typed in it shows its people', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByPlaceholder('Search by name or profession');
    const word = uniqueWord();
    await box.fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByTestId('person-card')).toHaveCount(0);
  });

  test('a signed-in reader gets the same page, then their own controls, without an error', async ({
    page,
    mail,
  }) => {
    const user = await createVerifiedUser(page.request, mail);
    await signInWithApi(page, user);
    const problems = watchConsole(page);
    const { path } = await verifiedAccount(page.request);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('button', { name: `Account menu for ${user.username}` }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Rate this account' }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
