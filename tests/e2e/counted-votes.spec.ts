import type { Page } from '@playwright/test';
import { addVerifiedAccount, apiLogin } from './support/admin';
import { accountCard, createPerson, proposeAccount, signInWithApi } from './support/community';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/** Wider than the viewport means a sideways scroll on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const viewport of VIEWPORTS) {
  test(`a new member's vote is recorded and explained; badges say what they rest on (${viewport.name})`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    const submitter = await apiLogin(await createVerifiedUser(request, mail));
    const person = await createPerson(request, submitter);
    const pending = await proposeAccount(request, submitter, person.id);
    const verified = await addVerifiedAccount(request, await apiLogin(ADMIN), person.id);

    await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(`/people/${person.slug}`);

    const verifiedCard = accountCard(page, verified.username);
    await expect(verifiedCard.getByTestId('verification-summary')).toHaveText(
      /^Verified by an administrator on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    const pendingCard = accountCard(page, pending.username);
    const summary = pendingCard.getByTestId('verification-summary');
    await expect(summary).toHaveText(
      'No approvals yet; 10 counted approvals from 7 independent groups verify it',
    );

    const note = pendingCard.getByRole('status');
    await expect(note).toHaveCount(0);
    await pendingCard.getByRole('button', { name: 'Approve' }).click();
    await expect(note).toHaveText(
      'Your vote is recorded. It counts once you have had your account for 90 days, made 5 contributions (1 so far; votes, ratings, reviews, comments and verified proposals count) and had 3 votes or proposals confirmed by decisions others made (0 so far).',
    );
    await expect(summary).toHaveText('0 of 1 approval counts so far');
    // The bar measures counted approvals; the raw count is beside it in words.
    await expect(pendingCard.getByText('0 / 10 counted approvals')).toBeVisible();
    await expect(pendingCard.getByText('1 approval in all')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: shotPath(`counted-votes-${viewport.name}`), fullPage: true });
    await pendingCard.screenshot({ path: shotPath(`pending-card-${viewport.name}`) });
    await verifiedCard.screenshot({ path: shotPath(`verified-card-${viewport.name}`) });

    // The vote cast on an earlier visit is explained too.
    await page.reload();
    await expect(pendingCard.getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pendingCard.getByRole('status')).toHaveText(
      /^Your vote is recorded\. It counts once/,
    );
  });
}

test('a vote a trust flag holds back is said to be under review', async ({
  page,
  request,
  mail,
}) => {
  const submitter = await apiLogin(await createVerifiedUser(request, mail));
  const person = await createPerson(request, submitter);
  const pending = await proposeAccount(request, submitter, person.id);
  await signInWithApi(page, await createVerifiedUser(request, mail));
  // A flag needs members with days of history; the answer of the real vote is given the reason
  // a flagged member's vote carries.
  await page.route('**/api/votes', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...answer, reason: 'flag_counted_once' } });
  });
  await page.goto(`/people/${person.slug}`);

  const card = accountCard(page, pending.username);
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Your vote is recorded and is under review by administrators.',
  );
});
