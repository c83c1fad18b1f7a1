import type { Page } from '@playwright/test';
import { actOnReport, addVerifiedAccount, apiLogin, reportAccount } from './support/admin';
import { createPerson, proposeAccount, uniqueWord } from './support/community';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/** Wider than the viewport means a sideways scroll on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Pastes an address or handle into the one box (choosing a platform when one is asked) and checks it. */
async function check(page: Page, text: string, platform?: string) {
  await page.getByLabel('Paste a profile address or @handle').fill(text);
  if (platform) await page.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
  await page.getByRole('button', { name: 'Check' }).click();
  return page.getByTestId('lookup-answer');
}

for (const viewport of VIEWPORTS) {
  test(`someone checks whether the profiles they were sent are real (${viewport.name})`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const member = await apiLogin(await createVerifiedUser(request, mail));
    const person = await createPerson(request, member);
    const verified = await addVerifiedAccount(request, admin, person.id);
    const doubted = await addVerifiedAccount(request, admin, person.id);
    // One member's report shows only once an administrator takes it up.
    await actOnReport(
      request,
      admin,
      await reportAccount(request, member, doubted.id),
      'investigate',
    );
    const pending = await proposeAccount(request, member, person.id);
    const fullName = `${person.firstName} ${person.lastName}`;

    await page.goto('/');
    await page.getByRole('link', { name: 'Is this account real?' }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expect(page.getByRole('heading', { name: 'Is this account real?' })).toBeVisible();

    let answer = await check(page, `https://www.x.com/${verified.username.toUpperCase()}/`);
    // The tier in words: an administrator verified it.
    await expect(answer.getByTestId('lookup-badge')).toHaveText('Verified by a moderator');
    await expect(answer).toContainText(
      `This is a verified account of ${fullName}. A moderator verified it.`,
    );
    await expect(answer.getByTestId('verification-summary')).toHaveText(
      /^Verified by an administrator on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: shotPath(`check-verified-${viewport.name}`), fullPage: true });

    // A bare handle asks for its platform.
    await page.getByLabel('Paste a profile address or @handle').fill(`@${pending.username}`);
    await expect(page.getByRole('combobox', { name: 'Platform' })).toBeVisible();
    answer = await check(page, `@${pending.username}`, 'Twitter');
    await expect(answer.getByText('Pending verification')).toBeVisible();
    await expect(answer).toContainText(`still voting on whether it is an account of ${fullName}`);
    await page.screenshot({ path: shotPath(`check-pending-${viewport.name}`), fullPage: true });

    answer = await check(page, `twitter.com/${doubted.username}`);
    await expect(answer.getByText('Reported as fake')).toBeVisible();
    await page.screenshot({ path: shotPath(`check-reported-${viewport.name}`), fullPage: true });

    await check(page, 'ftp://x.com/someone');
    await expect(page.getByRole('alert')).toHaveText(
      'Only web addresses (http or https) name an account',
    );
    await page.screenshot({
      path: shotPath(`check-malformed-${viewport.name}`),
      fullPage: true,
    });

    answer = await check(page, `https://mastodon.social/@nobody${uniqueWord()}`);
    await expect(answer.getByText('Unknown', { exact: true })).toBeVisible();
    await expect(answer).toContainText('This account is not in the directory');
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: shotPath(`check-unknown-${viewport.name}`), fullPage: true });

    // The question is in the address: going back shows the earlier answer again.
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('lookup-answer').getByText('Reported as fake')).toBeVisible();

    await page.goForward();
    await page.goForward();
    await page.getByRole('link', { name: 'Propose it' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/check?url=${encodeURIComponent(`x.com/${verified.username}`)}`);
    await page.getByTestId('lookup-answer').getByRole('link', { name: fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${person.slug}$`));
  });
}

test('a Mastodon address finds the account proposed by its handle, shown with its mark', async ({
  page,
  request,
  mail,
}) => {
  const member = await apiLogin(await createVerifiedUser(request, mail));
  const person = await createPerson(request, member);
  const platforms = (await (await request.get('/api/platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const user = `toot${uniqueWord()}`;
  const proposed = await request.post('/api/social-accounts', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      personId: person.id,
      platformId: platforms.find(({ name }) => name === 'Mastodon')!.id,
      username: `@${user}@mastodon.social`,
      evidence: 'Linked from the official website of this person.',
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  await page.goto('/check');
  const answer = await check(page, `https://Mastodon.Social/@${user}/`);
  await expect(answer.getByText('Pending verification')).toBeVisible();
  await expect(answer.getByRole('img', { name: 'Mastodon' })).toBeVisible();
  await expect(answer.getByRole('link', { name: `Open @${user}@mastodon.social` })).toHaveAttribute(
    'href',
    `https://mastodon.social/@${user}`,
  );
  await answer.screenshot({ path: shotPath(`check-mastodon`) });
});
