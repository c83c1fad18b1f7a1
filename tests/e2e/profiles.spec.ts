import { openInApp } from './support/hydration';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, createVerifiedUser, expect, logIn, test } from './support/fixtures';

interface ProfileAnswer {
  user: { username: string; isVerified: boolean };
  activity: {
    submittedAccounts: number;
    verifiedAccounts: number;
    ratings: number;
    reviews: number;
    comments: number;
  };
}
interface PeopleAnswer {
  people: { socialAccounts: { submittedBy?: { username: string } | null }[] }[];
}

/**
 * A demo user who proposed accounts and cast more than 15 votes (so the Votes tab has at
 * least four pages), found through the people list, with their profile as the API gives it.
 */
async function activeDemoUser(request: APIRequestContext): Promise<ProfileAnswer> {
  const people = (await (await request.get('/api/people')).json()) as PeopleAnswer;
  const usernames = new Set(
    people.people.flatMap((person) =>
      person.socialAccounts.flatMap((account) =>
        account.submittedBy ? [account.submittedBy.username] : [],
      ),
    ),
  );
  for (const username of usernames) {
    const answer = await request.get(`/api/users/${encodeURIComponent(username)}/profile`);
    const profile = (await answer.json()) as ProfileAnswer;
    if (profile.activity.verifiedAccounts > 15 && profile.activity.ratings > 0) return profile;
  }
  throw new Error('The demo data has no user with more than 15 votes');
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const currentPage = (page: Page) =>
  page.getByTestId('pagination-desktop').locator('[aria-current="page"]');
const pageButtons = (page: Page) =>
  page.getByTestId('pagination-desktop').getByRole('link', { name: /^Page \d+$/ });
/** One of the activity tabs: links to the profile's address showing that list. */
const activityTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Activity' }).getByRole('tab', { name, exact: true });

test.describe('user profiles', () => {
  test("a user's public profile shows their activity from the demo data", async ({
    page,
    request,
  }) => {
    const { user, activity } = await activeDemoUser(request);
    await page.goto(`/users/${encodeURIComponent(user.username)}`);

    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page).toHaveTitle(`${user.username} | VerifiedVoices`);
    await expect(page.getByText('Verified User')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveCount(0);

    // People Added counts account proposals (the specification's field), and says so.
    await expect(page.getByTestId('counter-people-added')).toHaveText(
      `People Addedaccounts proposed${activity.submittedAccounts}`,
    );
    for (const [label, value] of [
      ['Votes', activity.verifiedAccounts],
      ['Ratings', activity.ratings],
      ['Reviews', activity.reviews],
      ['Comments', activity.comments],
    ] as const) {
      await expect(page.getByTestId(`counter-${label.toLowerCase().replace(' ', '-')}`)).toHaveText(
        `${label}${value}`,
      );
    }

    // People: the accounts they proposed, 5 a page, with votes and a status.
    const submissions = page.getByTestId('profile-submission');
    await expect(submissions).toHaveCount(Math.min(5, activity.submittedAccounts));
    await expect(submissions.first()).toContainText(/\d+ approvals? \/ \d+ rejections?/);
    await expect(submissions.first()).toContainText(/Verified|Rejected|Pending/);
    await expect(submissions.first()).toContainText(/@\S+ on \S+/);

    await activityTab(page, 'Votes').click();
    const votes = page.getByTestId('profile-vote');
    await expect(votes).toHaveCount(5);
    await expect(votes.first()).toContainText(/Approved|Rejected/);

    await activityTab(page, 'Ratings').click();
    const ratings = page.getByTestId('profile-rating');
    await expect(ratings).toHaveCount(Math.min(5, activity.ratings));
    await expect(ratings.first()).toContainText(/Rated [1-5] out of 5/);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('tabs switch lists, paging shows at most 5 page buttons, and a new tab starts at page 1', async ({
    page,
    request,
  }) => {
    const { user, activity } = await activeDemoUser(request);
    await page.goto(`/users/${encodeURIComponent(user.username)}`);
    await activityTab(page, 'Votes').click();
    await expect(activityTab(page, 'Votes')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=votes$/);
    await expect(page.getByTestId('profile-vote')).toHaveCount(5);

    const pages = Math.ceil(activity.verifiedAccounts / 5);
    await expect(pageButtons(page).last()).toHaveText(String(pages));
    for (const target of [2, 3, 4]) {
      const first = await page.getByTestId('profile-vote').first().textContent();
      await page.getByRole('link', { name: `Page ${target}`, exact: true }).click();
      await expect(currentPage(page)).toHaveText(String(target));
      await expect(page.getByTestId('profile-vote').first()).not.toHaveText(first ?? '');
      expect(await pageButtons(page).count()).toBeLessThanOrEqual(5);
    }
    await expect(page.getByTestId('pagination-desktop')).toContainText('…');
    await expect(page.getByTestId('pagination-desktop')).toContainText(
      `Showing 16 to ${Math.min(20, activity.verifiedAccounts)} of ${activity.verifiedAccounts} results`,
    );

    // Another tab starts at page 1, and so does coming back.
    await activityTab(page, 'Ratings').click();
    await expect(page.getByTestId('profile-rating').first()).toBeVisible();
    if (activity.ratings > 5) await expect(currentPage(page)).toHaveText('1');
    else await expect(page.getByTestId('pagination-desktop')).toHaveCount(0);
    await activityTab(page, 'Votes').click();
    await expect(currentPage(page)).toHaveText('1');

    // A list of one page has no pagination; an empty one says so.
    await activityTab(page, 'Comments').click();
    if (activity.comments === 0) {
      await expect(page.getByText("You haven't made any comments yet.")).toBeVisible();
    }
    if (activity.comments <= 5)
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('comments link to the person by id and say Reply or Comment', async ({ page, request }) => {
    const { user } = await activeDemoUser(request);
    const person = { id: 4242, firstName: 'Ada', lastName: 'Quill' };
    await page.route('**/api/users/*/comments?**', (route) =>
      route.fulfill({
        json: {
          comments: [
            {
              id: 2,
              text: 'A reply here',
              createdAt: '2025-03-02T10:00:00.000Z',
              parentId: 1,
              person,
            },
            {
              id: 1,
              text: 'A first comment',
              createdAt: '2025-03-01T10:00:00.000Z',
              parentId: null,
              person,
            },
          ],
          total: 2,
          page: 1,
          limit: 5,
        },
      }),
    );
    await page.goto(`/users/${encodeURIComponent(user.username)}`);
    await activityTab(page, 'Comments').click();
    const comments = page.getByTestId('profile-comment');
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(0)).toContainText('Reply');
    await expect(comments.nth(0)).toContainText('Mar 2, 2025');
    await expect(comments.nth(1)).toContainText('Comment');
    await expect(comments.nth(1).getByRole('link', { name: 'Ada Quill' })).toHaveAttribute(
      'href',
      '/people/4242',
    );
  });

  test("an unknown user shows 'User Not Found', answered 404", async ({ page }) => {
    const response = await page.goto('/users/no-such-user-anywhere');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('User Not Found | VerifiedVoices');
    await expect(page).toHaveURL(/\/users\/no-such-user-anywhere$/);
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a profile that fails to load shows a toast and goes home', async ({ page }) => {
    await page.route('**/api/users/*/profile', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await openInApp(page, '/users/anybody');
    await expect(toast(page, 'Failed to load user profile. The user may not exist.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/profile sends a visitor to /auth', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);
  });

  test('/profile signed in shows the own profile with the private e-mail', async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: ADMIN.username })).toBeVisible();
    await expect(page).toHaveTitle(`${ADMIN.username} | VerifiedVoices`);
    const email = page.getByTestId('profile-email');
    await expect(email).toContainText(ADMIN.email);
    await expect(email).toContainText('Your email is private and only visible to you.');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);

    // The same user's public profile never shows the e-mail, even to them.
    await page.goto(`/users/${ADMIN.username}`);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN.username })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveCount(0);
    await expect(page.getByText(ADMIN.email)).toHaveCount(0);
  });

  test('a new user sees the empty text of every tab on their own profile', async ({
    page,
    request,
    mail,
  }) => {
    const user = await createVerifiedUser(request, mail);
    await logIn(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toContainText(user.email);
    for (const [tab, text] of [
      ['People', "You haven't added any people profiles yet."],
      ['Votes', "You haven't voted on any social accounts yet."],
      ['Ratings', "You haven't rated any social accounts yet."],
      ['Reviews', "You haven't reviewed any social accounts yet."],
      ['Comments', "You haven't made any comments yet."],
    ] as const) {
      await activityTab(page, tab).click();
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a new user reads on their own profile that their votes are recorded and when they count', async ({
    page,
    request,
    mail,
  }) => {
    const user = await createVerifiedUser(request, mail);
    await logIn(page, user);
    await page.goto('/profile');
    await expect(page.getByTestId('standing-summary')).toHaveText(
      'Standing: new member. Your votes are recorded; they count once your account is 90 days old (0 so far), you have made 5 contributions on 2 days (0 so far, on 0 days; votes, ratings, reviews, comments and verified proposals count) and 3 of your votes or proposals are confirmed by decisions others made (0 so far: vote on pending accounts, propose real ones).',
    );
    const rules = page.getByRole('list', { name: 'What makes your votes count' });
    await expect(rules).toContainText('account age 0 of 90 days');
    await expect(rules).toContainText('contributions 0 of 5');
    await expect(rules).toContainText("votes and proposals others' decisions confirmed 0 of 3");
  });

  test('an admin reads that they are trusted', async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto('/profile');
    await expect(page.getByTestId('standing-summary')).toHaveText(
      'Standing: trusted. Your votes count; an administrator vouches for you.',
    );
  });
});
