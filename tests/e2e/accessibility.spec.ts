import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, reportAccount, signInAsAdmin } from './support/admin';
import { expectAccessible } from './support/axe';
import { signInWithApi, uniqueWord } from './support/community';
import { postCommentWithApi } from './support/community-feed';
import { accountMenu, ADMIN, createVerifiedUser, expect, test } from './support/fixtures';

test.use({ reducedMotion: 'reduce' });

/** Opens an address, waits for what shows it is drawn, and checks it. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator, what = path) {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await expectAccessible(page, what);
}

interface PeopleAnswer {
  people: {
    id: number;
    firstName: string;
    lastName: string;
    slug: string;
    socialAccounts: { id: number; isVerified: boolean; isDeleted: boolean; url: string | null }[];
  }[];
}

/** A demo person with both a verified and a pending account, so every widget of the page shows. */
async function personWithBothKinds(request: APIRequestContext) {
  const answer = (await (
    await request.get('/api/people?verification=pending&limit=50')
  ).json()) as PeopleAnswer;
  const person = answer.people.find(
    (candidate) =>
      candidate.socialAccounts.some((account) => account.isVerified && !account.isDeleted) &&
      candidate.socialAccounts.some((account) => !account.isVerified && !account.isDeleted),
  );
  if (!person) throw new Error('The demo data has no person with verified and pending accounts');
  const verified = person.socialAccounts.find((a) => a.isVerified && !a.isDeleted)!;
  return { ...person, path: `/people/${person.slug}`, verified };
}

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { level, name });
const personCards = (page: Page) => page.getByTestId('person-card');
const accountCards = (page: Page) => page.getByTestId('account-card');
const main = (page: Page) => page.getByRole('main');

/** The first verified account card of the person page, whose Report and Reviews open dialogs. */
const verifiedCard = (page: Page) =>
  page.getByRole('region', { name: 'Verified Accounts' }).getByTestId('account-card').first();

/** Opens a dialog from the first verified account card, checks the page, and closes it. */
async function checkDialog(page: Page, button: string, title: RegExp, what: string) {
  await verifiedCard(page).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('accessibility (axe-core)', () => {
  // Each test visits many pages.
  test.describe.configure({ timeout: 120_000 });

  test('pages a visitor sees', async ({ page, request, mail }) => {
    const person = await personWithBothKinds(request);
    const author = await createVerifiedUser(request, mail);
    const signedIn = await apiLogin(author);
    await postCommentWithApi(request, signedIn.token, {
      text: `Worth following, ${uniqueWord()}`,
      personId: person.id,
    });

    await visit(page, '/', personCards, 'home');
    await visit(page, `/?search=${encodeURIComponent(person.lastName)}`, personCards, 'a search');
    await visit(page, person.path, accountCards, 'a person page');
    await checkDialog(page, 'Reviews', /^Reviews of/, 'the reviews dialog');
    await checkDialog(page, 'Report', /^Report/, 'the report dialog');
    await visit(page, '/community', heading(/Community/), '/community');
    await visit(
      page,
      `/users/${encodeURIComponent(author.username)}`,
      heading(author.username),
      'a public profile',
    );
    await visit(page, '/check', heading(/real/i), '/check');
    if (person.verified.url) {
      await visit(
        page,
        `/check?url=${encodeURIComponent(person.verified.url)}`,
        (p) => p.getByTestId('lookup-answer'),
        '/check with an answer',
      );
    }
    await visit(page, '/auth', (p) => p.getByRole('form', { name: 'Log in' }));
    await visit(page, '/auth?tab=register', (p) => p.getByRole('form', { name: 'Sign up' }));
    await visit(page, '/forgot-password', main);
    await visit(page, '/contact', main);
    await visit(page, '/api-docs', heading(/API/));
    await visit(page, '/privacy', heading(/Privacy/));
    await visit(page, '/terms', heading(/Terms/));
    await visit(
      page,
      '/unsubscribe?token=not-a-real-token',
      heading('Unsubscribe'),
      'an unsubscribe link that is not valid',
    );
    await visit(page, '/no-such-page', main, 'the not-found page');
  });

  test('pages a visitor sees on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const person = await personWithBothKinds(request);
    await visit(page, '/', personCards, 'home on a phone');
    await visit(page, person.path, accountCards, 'a person page on a phone');
    // Comment headers wrap here: author and person one under the other, each a touch target.
    await visit(page, '/community', (p) => p.getByTestId('comment'), '/community on a phone');
  });

  test('pages a signed-in user sees', async ({ page, request, mail }) => {
    const person = await personWithBothKinds(request);
    const user = await signInWithApi(page, await createVerifiedUser(request, mail));
    const comment = await postCommentWithApi(request, user.token, {
      text: `Good to know, ${uniqueWord()}`,
      personId: person.id,
    });
    // A reply gives the user an unread notification: the bell's badge and the inbox show it.
    await postCommentWithApi(request, (await apiLogin(ADMIN)).token, {
      text: `Agreed, ${uniqueWord()}`,
      personId: person.id,
      parentId: comment.id,
    });

    await visit(page, '/', personCards, 'home, signed in');
    await accountMenu(page, user.username).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'the open user menu');
    await page.keyboard.press('Escape');

    await visit(
      page,
      person.path,
      (p) => p.getByTestId('rate-account'),
      'a person page with vote and rate',
    );
    await checkDialog(page, 'Reviews', /^Reviews of/, 'the reviews dialog, signed in');
    await checkDialog(page, 'Report', /^Report/, 'the report dialog, signed in');
    await visit(page, '/profile', main, '/profile');
    await visit(page, '/notifications', (p) => p.getByTestId('notification'), '/notifications');
    await visit(page, '/add', main, '/add');
    await visit(page, '/change-password', main, '/change-password');
    await visit(page, '/community', heading(/Community/), '/community, signed in');
    await page.getByRole('button', { name: /Talk about someone/ }).click();
    await expect(page.getByRole('form', { name: 'Talk about someone' })).toBeVisible();
    await expectAccessible(page, 'the comment form');
  });

  test('the admin dashboard and each of its tabs', async ({ page, request, mail }) => {
    // A report and a new user give the dashboard's lists something to show.
    const person = await personWithBothKinds(request);
    const member = await apiLogin(await createVerifiedUser(request, mail));
    await reportAccount(request, member, person.verified.id);
    await signInAsAdmin(page);

    await visit(page, '/admin', (p) => p.getByRole('tablist'), '/admin');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expectAccessible(page, `the admin tab ${await tab.getAttribute('aria-label')}`);
    }
  });
});
