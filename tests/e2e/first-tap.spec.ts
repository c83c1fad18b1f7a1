import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { accountLink } from '../../src/shared/account-link';
import { apiLogin } from './support/admin';
import {
  accountCard,
  createPerson,
  proposeAccount,
  signInWithApi,
  uniqueWord,
} from './support/community';
import {
  apiToken,
  commentCard,
  communityAbout,
  postCommentWithApi,
} from './support/community-feed';
import { ADMIN, BASE_URL, createVerifiedUser, expect, test } from './support/fixtures';

/**
 * What a reader types or taps before the page's scripts have run counts: the pages arrive
 * drawn by the server, and on a slow phone their scripts take seconds. These pages get their
 * scripts 3 s late, and nothing here waits for hydration (the `page` fixture would): every
 * tap lands on the server's HTML.
 */

const SCRIPTS_HELD_MS = 3000;

interface Size {
  name: 'phone' | 'desktop';
  browser: BrowserContextOptions;
}
const PHONE: Size = {
  name: 'phone',
  browser: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const DESKTOP: Size = { name: 'desktop', browser: { viewport: { width: 1280, height: 900 } } };

interface PeopleAnswer {
  people: {
    firstName: string;
    lastName: string;
    slug: string;
    socialAccounts: {
      id: number;
      username: string;
      platform: { name: string };
      isVerified: boolean;
      isDeleted: boolean;
    }[];
  }[];
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

async function people(request: APIRequestContext, query: string): Promise<PeopleAnswer> {
  return (await (await request.get(`/api/people?${query}`)).json()) as PeopleAnswer;
}

/**
 * A page of its own whose scripts arrive SCRIPTS_HELD_MS after each page was asked for, as on
 * a slow phone (the scripts a page loads later, its route's and its parts', come no sooner).
 */
async function slowPage(
  browser: Browser,
  size: Size,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext(size.browser);
  const page = await context.newPage();
  await prepare?.(page);
  let heldUntil = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      heldUntil = Date.now() + SCRIPTS_HELD_MS;
    }
  });
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, heldUntil - Date.now()));
    // The page may have moved on meanwhile (a tapped link), taking the request with it.
    await route.continue().catch(() => undefined);
  });
  return page;
}

/** Opens an address without waiting for its scripts (the load event waits for them). */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

/** A tap on a phone, a click on a desktop. */
const press = (size: Size, target: Locator) =>
  size.name === 'phone' ? target.tap() : target.click();

/** Asserts that the page's scripts have not run yet: what follows happens before them. */
const notYetHydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(0);
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * A member's control that sends an API call waits, disabled and busy, while the page's scripts
 * have not run, and answers once they have.
 */
async function expectBusyUntilHydrated(page: Page, control: Locator) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await notYetHydrated(page);
  await hydrated(page);
  await expect(control).toBeEnabled();
}

const cards = (page: Page) => page.getByTestId('person-card');
/** The name on the list's first card. */
const firstCardName = (page: Page) => cards(page).first().getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('combobox', { name: /Search by name/ });
const checkBox = (page: Page) => page.getByLabel('Paste a profile address or @handle');

async function fillContactForm(page: Page, subject: string) {
  await page.getByLabel('Name').fill('Robin Slowphone');
  await page.getByLabel('Email').fill('robin.slowphone@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Written on a phone whose scripts are still on their way.');
}

for (const size of [PHONE, DESKTOP]) {
  test.describe(`before the scripts run, on a ${size.name}`, () => {
    test('text typed at once is searched for when they run, and the address says so', async ({
      browser,
      request,
    }) => {
      const [target] = (await people(request, 'page=2')).people;
      const lastName = target!.lastName;
      const page = await slowPage(browser, size);
      await open(page, '/');
      await searchBox(page).fill(lastName);
      await notYetHydrated(page);

      await hydrated(page);
      await expect(page).toHaveURL(`/?search=${encodeURIComponent(lastName)}`);
      await expect(firstCardName(page)).toHaveText(fullName(target!));
      await expect(searchBox(page)).toHaveValue(lastName);
      await page.context().close();
    });

    test('a filter, a page and Enter in the search box each bring the server’s page', async ({
      browser,
      request,
    }) => {
      const secondVerified = await people(request, 'verification=verified&page=2');
      const page = await slowPage(browser, size);
      await open(page, '/');

      const status = page.getByRole('group', { name: 'Account status' });
      await press(size, status.locator('summary'));
      await notYetHydrated(page);
      await press(size, status.getByRole('link', { name: 'Verified', exact: true }));
      await page.waitForURL('/?verification=verified', { waitUntil: 'commit' });
      await expect(status.locator('summary')).toHaveText('Verified');

      const nextPage =
        size.name === 'phone'
          ? page.getByTestId('pagination-mobile').getByRole('link', { name: 'Next' })
          : page.getByRole('link', { name: 'Page 2', exact: true });
      await notYetHydrated(page);
      await press(size, nextPage);
      await page.waitForURL('/?verification=verified&page=2', { waitUntil: 'commit' });
      await expect(firstCardName(page)).toHaveText(fullName(secondVerified.people[0]!));

      // Enter searches within the filter in force, from the first page.
      const [wanted] = secondVerified.people;
      await notYetHydrated(page);
      await searchBox(page).fill(wanted!.lastName);
      await searchBox(page).press('Enter');
      await page.waitForURL(
        `/?search=${encodeURIComponent(wanted!.lastName)}&verification=verified`,
        { waitUntil: 'commit' },
      );
      await expect(firstCardName(page)).toHaveText(fullName(wanted!));
      await expect(searchBox(page)).toHaveValue(wanted!.lastName);
      await page.context().close();
    });

    test('a visitor’s vote leads to signing in, and Reviews opens when the scripts run', async ({
      browser,
      request,
    }) => {
      const person = (await people(request, 'verification=pending')).people[0]!;
      const pending = person.socialAccounts.find(
        (account) => !account.isVerified && !account.isDeleted,
      )!;
      const path = `/people/${person.slug}`;
      const page = await slowPage(browser, size);

      await open(page, path);
      const card = accountCard(page, pending.username);
      await notYetHydrated(page);
      await press(size, card.getByRole('link', { name: 'Approve' }));
      await page.waitForURL(`/auth?returnTo=${encodeURIComponent(path)}`, { waitUntil: 'commit' });

      await open(page, path);
      await notYetHydrated(page);
      await press(size, card.getByRole('button', { name: 'Reviews' }));
      await expect(page).toHaveURL(`${path}#reviews-${pending.id}`);
      await hydrated(page);
      await expect(
        page.getByRole('dialog', { name: `Reviews of @${pending.username}` }),
      ).toBeVisible();

      // Closed, the address no longer opens it.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(path);
      await page.context().close();
    });

    test('an address pasted into /check and sent with Enter is answered by the server', async ({
      browser,
      request,
    }) => {
      const holder = (await people(request, 'verification=verified')).people[0]!;
      const verified = holder.socialAccounts.find((account) => account.isVerified)!;
      const address = accountLink({
        username: verified.username,
        platformName: verified.platform.name,
      });
      const page = await slowPage(browser, size);
      await open(page, '/check');
      await checkBox(page).fill(address);
      await notYetHydrated(page);
      await checkBox(page).press('Enter');
      await page.waitForURL(`/check?address=${encodeURIComponent(address)}`, {
        waitUntil: 'commit',
      });
      const answer = page.getByTestId('lookup-answer');
      await expect(answer).toContainText(`This is a verified account of ${fullName(holder)}.`);
      await notYetHydrated(page);
      await hydrated(page);
      await expect(checkBox(page)).toHaveValue(address);
      await expect(answer).toContainText(`This is a verified account of ${fullName(holder)}.`);
      await page.context().close();
    });

    test('an address pasted into /check before the scripts run stays in the box, and is checked when sent', async ({
      browser,
    }) => {
      const unknown = `https://mastodon.social/@nobody${uniqueWord()}`;
      const page = await slowPage(browser, size);
      await open(page, '/check');
      await checkBox(page).fill(unknown);
      await notYetHydrated(page);
      await hydrated(page);
      await expect(checkBox(page)).toHaveValue(unknown);
      await press(size, page.getByRole('button', { name: 'Check' }));
      await expect(page).toHaveURL(`/check?address=${encodeURIComponent(unknown)}`);
      await expect(page.getByTestId('lookup-answer')).toContainText(
        'This account is not in the directory',
      );
      await page.context().close();
    });

    test('a contact message sent before the scripts run is sent by the server', async ({
      browser,
    }) => {
      const page = await slowPage(browser, size);
      await open(page, '/contact');
      await fillContactForm(page, `Sent before the scripts ${uniqueWord()}`);
      await notYetHydrated(page);
      await press(size, page.getByRole('button', { name: 'Send Message' }));
      await page.waitForURL('/contact?sent=1', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('We will get back to you soon.');
      await page.context().close();
    });

    test('a contact message typed before the scripts run is kept, and sent once they have', async ({
      browser,
    }) => {
      const page = await slowPage(browser, size);
      await open(page, '/contact');
      const subject = `Typed before the scripts ${uniqueWord()}`;
      await fillContactForm(page, subject);
      await notYetHydrated(page);
      await hydrated(page);
      await expect(page.getByLabel('Subject')).toHaveValue(subject);
      await press(size, page.getByRole('button', { name: 'Send Message' }));
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
      await expect(page).toHaveURL('/contact');
      await page.context().close();
    });

    // On a phone, where the wait is long; a desktop draws them alike.
    for (const [address, field] of size.name === 'phone'
      ? ([
          ['/auth', 'Email'],
          ['/auth?tab=register', 'Username'],
          ['/forgot-password', 'Email'],
        ] as const)
      : []) {
      test(`${address} offers no field to type into until its form can send it`, async ({
        browser,
      }) => {
        const page = await slowPage(browser, size);
        await open(page, address);
        await page.locator('#root').waitFor({ state: 'attached' });
        // The browser draws these pages: before the scripts there is nothing to lose.
        await notYetHydrated(page);
        expect(await page.getByRole('textbox').count()).toBe(0);
        await notYetHydrated(page);
        await hydrated(page);
        await page.getByLabel(field, { exact: true }).fill('typed-once-ready');
        await expect(page.getByLabel(field, { exact: true })).toHaveValue('typed-once-ready');
        await page.context().close();
      });
    }

    test("a profile's Reviews tab is an address the server draws", async ({ browser, request }) => {
      const reviewer = await demoReviewer(request);
      const page = await slowPage(browser, size);
      await open(page, `/users/${encodeURIComponent(reviewer.username)}`);

      const tabs = page.getByRole('tablist', { name: 'Activity' });
      await notYetHydrated(page);
      await press(size, tabs.getByRole('tab', { name: 'Reviews' }));
      await page.waitForURL(/\?tab=reviews$/, { waitUntil: 'commit' });
      await expect(tabs.getByRole('tab', { name: 'Reviews' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Demo reviews may repeat a text: the newest is listed first.
      await expect(page.getByText(reviewer.latestReview).first()).toBeVisible();
      await page.context().close();
    });
  });
}

test("a member's vote buttons show busy until the scripts that send the vote run", async ({
  browser,
  request,
  mail,
}) => {
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const account = await proposeAccount(request, admin, person.id);
  const member = await createVerifiedUser(request, mail);
  const page = await slowPage(browser, PHONE, async (fresh) => {
    await signInWithApi(fresh, member);
  });

  await open(page, `/people/${person.slug}`);
  const approve = accountCard(page, account.username).getByRole('button', { name: 'Approve' });
  await expectBusyUntilHydrated(page, approve);
  await approve.tap();
  await expect(approve).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();
});

test("a member's stars on a comment show busy until the scripts that send the rating run", async ({
  browser,
  request,
  mail,
}) => {
  const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
  const person = await createPerson(request, author);
  const text = `Worth reading, ${uniqueWord()}`;
  await postCommentWithApi(request, author.token, { text, personId: person.id });
  const member = await createVerifiedUser(request, mail);
  const page = await slowPage(browser, DESKTOP, async (fresh) => {
    await signInWithApi(fresh, member);
  });

  await open(page, communityAbout(person));
  const card = commentCard(page, text);
  const fourStars = card.getByRole('button', { name: 'Rate 4 stars' });
  await expectBusyUntilHydrated(page, fourStars);
  await fourStars.click();
  await expect(card.getByTestId('comment-average')).toContainText('4.0');
  await expect(fourStars).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();
});

test('with scripts off, the search box, the filters and the pages work', async ({
  browser,
  request,
}) => {
  const secondVerified = await people(request, 'verification=verified&page=2');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?page=3');

  const status = page.getByRole('group', { name: 'Account status' });
  await status.locator('summary').click();
  await status.getByRole('link', { name: 'Verified', exact: true }).click();
  await expect(page).toHaveURL('/?verification=verified');
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL('/?verification=verified&page=2');
  await expect(cards(page)).toHaveCount(secondVerified.people.length);
  await expect(firstCardName(page)).toHaveText(fullName(secondVerified.people[0]!));

  const [wanted] = secondVerified.people;
  await searchBox(page).fill(wanted!.lastName);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(
    `/?search=${encodeURIComponent(wanted!.lastName)}&verification=verified`,
  );
  await expect(firstCardName(page)).toHaveText(fullName(wanted!));
  await context.close();
});

/** A demo user who wrote reviews, with the text of their latest one. */
async function demoReviewer(request: APIRequestContext) {
  const answer = await people(request, 'verification=verified');
  for (const account of answer.people.flatMap((person) => person.socialAccounts)) {
    const { reviews } = (await (
      await request.get(`/api/social-accounts/${account.id}/reviews`)
    ).json()) as { reviews: { user: { username: string } }[] };
    const username = reviews[0]?.user.username;
    if (!username) continue;
    const own = (await (
      await request.get(`/api/users/${encodeURIComponent(username)}/reviews`)
    ).json()) as { reviews: { reviewText: string }[] };
    return { username, latestReview: own.reviews[0]!.reviewText };
  }
  throw new Error('The demo data has no reviews');
}
