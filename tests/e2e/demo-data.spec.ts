import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../src/server/demo/demo-users';
import { apiLogin } from './support/admin';
import { bearer } from './support/community';
import { expect, submitLogIn, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/*
 * The demo data set as a visitor and its demo member see it (scripts/e2e-server.mjs loads it,
 * and the README names the member). Other tests add comments of their own beside the demo's,
 * so the feed is read where the demo's story happens: about the person the member watches.
 */

interface ShownAccount {
  username: string;
  isVerified: boolean;
  platform: { name: string };
  verification: { proofCount: number };
}

interface Showcase {
  id: number;
  firstName: string;
  lastName: string;
  slug: string;
  handles: { website: string; mastodon: string; fanSite: string; other: string };
}

/** The person the demo's story is about: the one its member watches, with their handles. */
async function showcasePerson(request: APIRequestContext): Promise<Showcase> {
  const member = await apiLogin(DEMO_MEMBER);
  const watching = await request.get('/api/user/watching', { headers: bearer(member) });
  const [watched] = ((await watching.json()) as { people: { id: number }[] }).people;
  const person = (await (await request.get(`/api/people/${watched!.id}`)).json()) as Omit<
    Showcase,
    'handles'
  > & { socialAccounts: ShownAccount[] };
  const handle = (matches: (account: ShownAccount) => boolean) =>
    person.socialAccounts.find(matches)!.username;
  const isWebsite = (account: ShownAccount) => account.platform.name === 'Website';
  return {
    ...person,
    handles: {
      mastodon: handle((account) => account.platform.name === 'Mastodon'),
      fanSite: handle(
        (account) => isWebsite(account) && account.username.endsWith('-fans.example'),
      ),
      website: handle((account) => isWebsite(account) && account.isVerified),
      other: handle(
        (account) =>
          !['Website', 'Mastodon'].includes(account.platform.name) &&
          account.verification.proofCount > 0,
      ),
    },
  };
}

/** The card of one account, by its whole handle (another card may name it in its sentence). */
const accountCard = (page: Page, username: string) =>
  page.getByTestId('account-card').filter({ has: page.getByText(`@${username}`, { exact: true }) });

/** An image is there and, once scrolled to (it loads lazily), decoded: a broken one has no width. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeAttached();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

/** Opens an account's proofs from its card and answers the dialog. */
async function openProofs(page: Page, username: string) {
  await accountCard(page, username)
    .getByRole('button', { name: /^Proofs \d+$/ })
    .click();
  return page.getByRole('dialog', { name: `Proofs of @${username}` });
}

for (const viewport of VIEWPORTS) {
  test(`a visitor finds the community talking: threads with replies, a picture and a link preview (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const showcase = await showcasePerson(request);
    await page.goto('/community');
    await expect(page.getByTestId('comment').first()).toBeVisible();
    await expect(page.getByText('No comments yet')).toHaveCount(0);
    for (const list of ['Trending', 'Controversial']) {
      const first = page.getByRole('region', { name: list }).getByRole('listitem').first();
      await expect(first).toBeVisible();
      // The rating beside each person says its window, apart from the list's own.
      await expect(first).toContainText(/30 days/);
    }

    await page.goto(`/people/${showcase.slug}`);
    await page.getByRole('link', { name: `Talk about ${showcase.firstName}` }).click();
    const name = `${showcase.firstName} ${showcase.lastName}`;
    await expect(page.getByText(`Showing comments about: ${name}`)).toBeVisible();
    // The demo member's comments were answered.
    await expect(
      page
        .getByRole('article', { name: `Comment by ${DEMO_MEMBER.username} about ${name}` })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: new RegExp(`^Reply by .+ about ${name}$`) }).first(),
    ).toBeVisible();

    const picture = page.getByRole('img', { name: /^Image shared by / }).first();
    await expectLoaded(picture);
    const preview = page
      .getByTestId('link-preview')
      .filter({ hasText: `${name} · Official site` })
      .first();
    await expect(preview).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\/$/);
    await expect(preview).toContainText(`News, dates and every official account of ${name}.`);
    await expectLoaded(preview.locator('img'));
    await page.getByTestId('comment').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`demo-community-${viewport.name}`), fullPage: true });
  });

  test(`a visitor sees the showcase person's proofs in their states (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { slug, handles } = await showcasePerson(request);
    await page.goto(`/people/${slug}`);

    const website = accountCard(page, handles.website);
    // Its official site proves it, and its own backlink broke.
    await expect(website.getByTestId('attention-badge')).toHaveText('Proven · Check needed');
    await expect(website.getByTestId('verification-summary')).toContainText(
      '· backlink missing since',
    );
    await expect(
      accountCard(page, handles.mastodon).getByTestId('verification-summary'),
    ).toContainText(
      `Proven: linked from ${handles.website}, an official site confirmed by a moderator`,
    );
    await expect(
      accountCard(page, handles.fanSite).getByTestId('verification-summary'),
    ).toContainText("its page links to another person's page here; an administrator is looking");
    await page.screenshot({ path: shotPath(`demo-person-${viewport.name}`), fullPage: true });

    const states = async (username: string, expected: string[]) => {
      const dialog = await openProofs(page, username);
      for (const state of expected) {
        await expect(dialog.getByTestId('proof').filter({ hasText: state })).toHaveCount(1);
      }
    };
    await states(handles.website, ['Broken', 'Passing']);
    await page.screenshot({ path: shotPath(`demo-proofs-broken-${viewport.name}`) });
    await page.keyboard.press('Escape');
    await states(handles.other, ['Passing', 'Read by people, not checked']);
    await page.keyboard.press('Escape');
    await states(handles.fanSite, ['Names another person', 'Failing']);
    await page.screenshot({ path: shotPath(`demo-proofs-held-${viewport.name}`) });
  });

  test(`the README's demo member signs in to unread notifications (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { firstName, lastName } = await showcasePerson(request);
    await page.goto('/auth?tab=login');
    await submitLogIn(page, DEMO_MEMBER);
    await expect(page).toHaveURL(/\/$/);

    const bell = page.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    const unread = Number(await page.getByTestId('unread-badge').textContent());
    expect(unread).toBeGreaterThan(2);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const items = page.getByTestId('notification');
    await expect(items.and(page.locator('[data-unread]'))).toHaveCount(unread);
    const name = `${firstName} ${lastName}`;
    for (const text of [
      `replied to your comment about ${name}`,
      `on Mastodon for ${name} was verified.`,
      `A proof of ${name}'s account`,
    ]) {
      await expect(items.filter({ hasText: text }).first()).toBeVisible();
    }
    await page.screenshot({
      path: shotPath(`demo-notifications-${viewport.name}`),
      fullPage: true,
    });
  });
}
