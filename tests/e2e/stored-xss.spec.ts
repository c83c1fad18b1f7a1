import { openInApp } from './support/hydration';
import type { Page } from '@playwright/test';
import { openAdminTab, signInAsAdmin } from './support/admin';
import { accountCard, signInWithApi } from './support/community';
import { commentCard, communityAbout, replyItem } from './support/community-feed';
import { BASE_URL, expect, newUser, test } from './support/fixtures';
import {
  ALL_PAYLOADS,
  expectInert,
  HANDLES,
  type HostileContent,
  type HostilePerson,
  seedHostileContent,
  watchForViolations,
  XSS,
} from './support/hostile-content';

let content: HostileContent;
const dialogs: string[] = [];

test.beforeAll(async ({ playwright, mail }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  content = await seedHostileContent(request, mail);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  dialogs.length = 0;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await watchForViolations(page);
});
test.afterEach(() => {
  expect(dialogs, 'no script opened a dialog').toEqual([]);
});

const fullName = (person: HostilePerson) => `${person.firstName} ${person.lastName}`;

/** Opens the Evidence and Reviews of the verified account on its person page. */
async function openAccountDetails(page: Page) {
  const card = accountCard(page, HANDLES.img);
  await card.getByRole('button', { name: 'Evidence' }).click();
  await expect(card).toContainText(ALL_PAYLOADS);
  await expectInert(page);
  await card.getByRole('button', { name: 'Reviews' }).click();
  const reviews = page.getByRole('dialog', { name: `Reviews of @${HANDLES.img}` });
  await expect(reviews).toContainText(ALL_PAYLOADS);
  await expectInert(page);
  await page.keyboard.press('Escape');
}

// Once as browsers enforce the policy (nothing may even try to run), once with the policy
// off, so the pages themselves are proved to render every text as text.
for (const policy of ['enforced', 'bypassed'] as const) {
  test.describe(`with the Content-Security-Policy ${policy}`, () => {
    test.use({ bypassCSP: policy === 'bypassed' });

    test('search results show the names and professions as text', async ({ page }) => {
      await page.goto(`/?search=${content.word}`);
      for (const person of [content.person, content.second]) {
        await expect(page.getByRole('heading', { level: 2, name: fullName(person) })).toBeVisible();
        await expect(page.getByText(person.profession, { exact: true }).first()).toBeVisible();
      }
      await expectInert(page);
    });

    test("a person's page shows names, handles, followers, evidence and reviews as text", async ({
      page,
    }) => {
      await page.goto(`/people/${content.person.id}`);
      const name = fullName(content.person);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect.poll(() => page.title()).toContain(name);
      await expect(page.getByText(content.person.profession).first()).toBeVisible();
      for (const handle of Object.values(HANDLES))
        await expect(page.getByText(`@${handle}`, { exact: true })).toBeVisible();
      await expect(accountCard(page, HANDLES.img)).toContainText(content.followers);
      const structured = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(structured!)).toMatchObject({ name });
      await expectInert(page);
      await openAccountDetails(page);

      // Each account's link stays on its platform's own site.
      const substack = accountCard(page, HANDLES.backslash).getByRole('link', {
        name: /^Open @.* on Substack/,
      });
      expect(new URL((await substack.getAttribute('href'))!).hostname).toMatch(
        /(^|\.)substack\.com$/,
      );

      await page.goto(`/people/${content.second.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: fullName(content.second) }),
      ).toBeVisible();
      await expect(page.getByText(content.second.profession).first()).toBeVisible();
      await expectInert(page);
    });

    test('the community feed shows comments, replies and link previews as text', async ({
      page,
    }) => {
      // The previews the server read from two hostile pages, as the feed answers them.
      await page.route('**/api/comments?**', async (route) => {
        const answer = await route.fetch();
        const feed = (await answer.json()) as {
          comments: {
            linkUrl: string | null;
            linkTitle: string | null;
            linkDescription: string | null;
          }[];
        };
        for (const comment of feed.comments) {
          if (comment.linkUrl?.includes('youtube.com')) comment.linkTitle = content.youtubeTitle;
          else if (comment.linkUrl) {
            comment.linkTitle = content.linkTitle;
            comment.linkDescription = ALL_PAYLOADS;
          }
        }
        await route.fulfill({ response: answer, json: feed });
      });
      await openInApp(page, communityAbout(content.person));
      const comment = commentCard(page, ALL_PAYLOADS);
      await expect(comment).toBeVisible();
      const preview = comment.getByTestId('link-preview');
      await expect(preview).toContainText(content.linkTitle);
      await expect(preview).toContainText(ALL_PAYLOADS);
      await expect(replyItem(page, content.reply)).toBeVisible();
      await expect(page.getByRole('link', { name: content.youtubeTitle })).toBeVisible();
      await expect(page.getByTitle(content.youtubeTitle)).toBeAttached();
      await expectInert(page);
    });

    test("a user's public profile and their own profile show what they wrote as text", async ({
      page,
    }) => {
      await page.goto(`/users/${encodeURIComponent(content.author.username)}`);
      const activity = page.getByRole('tablist', { name: 'Activity' });
      await expect(page.getByText(fullName(content.person)).first()).toBeVisible();
      await expectInert(page);
      await activity.getByRole('tab', { name: 'Reviews' }).click();
      await expect(page.getByText(ALL_PAYLOADS)).toBeVisible();
      await expectInert(page);
      await activity.getByRole('tab', { name: 'Comments' }).click();
      await expect(page.getByText(ALL_PAYLOADS)).toBeVisible();
      await expectInert(page);

      await signInWithApi(page, content.author);
      await page.goto('/profile');
      await expect(
        page.getByRole('region', { name: 'API keys' }).getByText(content.apiKeyName).first(),
      ).toBeVisible();
      await expectInert(page);
    });

    test('the admin dashboard shows people, accounts, reports, users and mail as text', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await openAdminTab(page, 'Famous People');
      await page.getByLabel('Search people').fill(content.word);
      const row = page.getByRole('article', { name: fullName(content.person) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(`@${HANDLES.img}`);
      await expect(page.getByRole('article', { name: fullName(content.second) })).toBeVisible();
      await expectInert(page);

      await openAdminTab(page, 'Reported Accounts');
      const report = page.getByRole('article', { name: `Report on @${HANDLES.img}` });
      await expect(report).toContainText(ALL_PAYLOADS);
      await expect(report).toContainText(fullName(content.person));
      await expectInert(page);

      await openAdminTab(page, 'User Management');
      await expect(page.getByText(content.author.username).first()).toBeVisible();
      await expectInert(page);

      await openAdminTab(page, 'System Settings');
      await expect(page.getByTestId('email-debug')).toContainText(content.contactSubject);
      await expectInert(page);
    });

    test('a link preview read from a hostile page shows as text in the comment form', async ({
      page,
    }) => {
      await signInWithApi(page, content.author);
      await page.route('**/api/link-preview', (route) =>
        route.fulfill({
          json: { title: XSS.img, description: XSS.script, image: XSS.javascriptUrl },
        }),
      );
      await page.goto('/community');
      await page.getByRole('button', { name: /Talk about someone/ }).click();
      const form = page.getByRole('form', { name: 'Talk about someone' });
      await form.getByLabel('Link (optional)').fill('https://example.com/hostile');
      const preview = form.getByTestId('link-preview');
      await expect(preview).toContainText(XSS.img);
      await expect(preview).toContainText(XSS.script);
      await expectInert(page);
    });

    test('addresses in answers that are not http(s) never become links or frames', async ({
      page,
    }) => {
      // As if old rows held such addresses: the API refuses them on the way in.
      const hostile = 'javascript:window.__xss=1';
      await page.route('**/api/people/*', async (route) => {
        const answer = await route.fetch();
        const person = (await answer.json()) as {
          profile_image_url: string | null;
          socialAccounts: { url: string | null; profile_image_url: string | null }[];
        };
        person.profile_image_url = hostile;
        for (const account of person.socialAccounts) {
          account.url = `javascript://%0a${hostile}`;
          account.profile_image_url = hostile;
        }
        await route.fulfill({ response: answer, json: person });
      });
      await page.route('**/api/comments?**', async (route) => {
        const answer = await route.fetch();
        const feed = (await answer.json()) as {
          comments: { linkUrl: string | null; linkImageUrl: string | null; hasLink: boolean }[];
        };
        for (const comment of feed.comments) {
          comment.linkUrl = hostile;
          comment.linkImageUrl = hostile;
          comment.hasLink = true;
        }
        await route.fulfill({ response: answer, json: feed });
      });
      await openInApp(page, `/people/${content.person.id}`);
      await expect(page.getByText(`@${HANDLES.img}`, { exact: true })).toBeVisible();
      await expectInert(page);
      await openInApp(page, communityAbout(content.person));
      await expect(commentCard(page, ALL_PAYLOADS)).toBeVisible();
      await expectInert(page);
    });
  });
}

test('usernames hold only letters, digits, dots, hyphens and underscores', async ({ request }) => {
  for (const username of [XSS.img, XSS.svg, 'a<b>c', 'name"quote', "o'brien", 'java script:']) {
    const user = newUser();
    const response = await request.post('/api/register', {
      data: { ...user, username, confirmPassword: user.password },
    });
    expect(response.status(), username).toBe(400);
    expect(
      ((await response.json()) as { errors: Record<string, string[]> }).errors.username,
    ).toContain('Username may contain only letters, numbers, dots, hyphens and underscores');
  }
  const allowed = newUser();
  const response = await request.post('/api/register', {
    data: { ...allowed, username: `${allowed.username}.a-b_c`, confirmPassword: allowed.password },
  });
  expect(response.status(), await response.text()).toBe(201);
});

test('account and link addresses that are script or data links are refused', async ({
  request,
}) => {
  const person = content.person;
  const platforms = (await (await request.get('/api/platforms')).json()) as { id: number }[];
  for (const url of [
    XSS.javascriptUrl,
    'javascript://%0awindow.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    'vbscript:msgbox(1)',
  ]) {
    const response = await request.post('/api/social-accounts', {
      headers: { authorization: `Bearer ${content.author.token}` },
      data: {
        personId: person.id,
        platformId: platforms[0]!.id,
        username: `handle${Math.random().toString(36).slice(2)}`,
        url,
        evidence: 'Linked from the official website of this person.',
      },
    });
    expect(response.status(), url).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'URL must start with http:// or https://',
    );
    const comment = await request.post('/api/comments', {
      headers: { authorization: `Bearer ${content.author.token}` },
      data: { personId: person.id, text: 'A link', linkUrl: url, linkImage: url },
    });
    expect(comment.status(), url).toBe(400);
  }
});

test('signing in stays on this site whatever redirect the address asks for', async ({ page }) => {
  const targets = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:window.__xss=1',
  ];
  const query = new URLSearchParams({ tab: 'login' });
  for (const [index, name] of ['redirect', 'next', 'returnTo', 'from'].entries())
    query.set(name, targets[index]!);
  await page.goto(`/auth?${query.toString()}`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(content.author.email);
  await form.getByLabel('Password', { exact: true }).fill(content.author.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expectInert(page);
});
