import { hydrating } from './support/hydration';
import type { Page } from '@playwright/test';
import {
  accountCard,
  createPerson,
  proposeAccount,
  signInWithApi,
  toast,
  uniqueWord,
  verifiedAccount,
} from './support/community';
import { createVerifiedUser, expect, submitLogIn, test } from './support/fixtures';
import { apiLogin } from './support/admin';

test.describe('proposing accounts', () => {
  test('the account proposal form on the person page adds a pending account', async ({
    page,
    request,
    mail,
  }) => {
    const user = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, user);
    await page.goto(`/people/${person.slug}`);
    const form = page.getByRole('form', { name: 'Propose an account' });

    await form.getByLabel('Username').fill('@');
    await expect(form.getByLabel('Username')).toHaveValue('');
    await form.getByRole('button', { name: 'Submit Account' }).click();
    await expect(form.getByText('Platform is required')).toBeVisible();
    // The rule is in the message under the field, in the API's words, once typing has begun.
    await expect(form.getByLabel('Evidence of authenticity')).toHaveAccessibleDescription(
      'Please provide evidence for authenticity (at least 10 characters)',
    );

    const handle = `ada${uniqueWord()}`;
    await form.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Instagram' }).click();
    await form.getByLabel('Username').fill(`@${handle}`);
    await expect(form.getByLabel('Username')).toHaveValue(handle);
    await form.getByLabel('Profile URL (optional)').fill('instagram.com/x');
    await form.getByLabel('Evidence of authenticity').fill('Too short');
    await form.getByRole('button', { name: 'Submit Account' }).click();
    await expect(form.getByText('URL must start with http:// or https://')).toBeVisible();
    await expect(form.getByText('Please provide evidence for authenticity')).toBeVisible();

    await form.getByLabel('Profile URL (optional)').fill(`https://instagram.com/${handle}`);
    await form
      .getByLabel('Evidence of authenticity')
      .fill('Linked from the official website and the verified badge.');
    await form.getByRole('button', { name: 'Submit Account' }).click();

    const success = toast(page, 'Success');
    await expect(success).toContainText(
      'Social media account added successfully. It will be verified by community voting.',
    );
    const pending = page.getByRole('region', { name: 'Pending Verification' });
    await expect(accountCard(page, handle)).toBeVisible();
    await expect(pending.getByText(`@${handle}`)).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveValue('');

    // The same account again is refused by the server, and the toast says why.
    await form.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Instagram' }).click();
    await form.getByLabel('Username').fill(handle);
    await form
      .getByLabel('Evidence of authenticity')
      .fill('Linked from the official website and the verified badge.');
    await form.getByRole('button', { name: 'Submit Account' }).click();
    const failure = toast(page, 'Failed to add social media account');
    await expect(failure).toContainText(
      'This account has already been submitted and is pending or verified',
    );
  });
});

test.describe('voting on pending accounts', () => {
  test('another user approves, sees the vote highlighted, and moves it to reject', async ({
    page,
    browser,
    request,
    mail,
  }) => {
    // The submitter proposes the account and may not vote on it.
    const submitter = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, submitter);
    const account = await proposeAccount(request, submitter, person.id);
    await page.goto(`/people/${person.slug}`);
    const ownCard = accountCard(page, account.username);
    await expect(ownCard.getByText('You proposed this account')).toBeVisible();
    await expect(ownCard.getByRole('button', { name: 'Approve' })).toBeDisabled();

    // Another user votes.
    const context = await browser.newContext();
    const voterPage = hydrating(await context.newPage());
    await signInWithApi(voterPage, await createVerifiedUser(request, mail));
    await voterPage.goto(`/people/${person.slug}`);
    const card = accountCard(voterPage, account.username);
    const approve = card.getByRole('button', { name: 'Approve' });
    const reject = card.getByRole('button', { name: 'Reject' });
    await expect(approve).toHaveAttribute('aria-pressed', 'false');
    await expect(reject).toHaveAttribute('aria-pressed', 'false');

    await approve.click();
    // The toast reads the numbers the account's bar shows.
    await expect(toast(voterPage, 'Vote submitted')).toContainText(
      '0 / 10 counted approvals (1 approval in all), 0 / 10 counted rejections so far.',
    );
    await expect(card.getByText('0 / 10', { exact: true }).first()).toBeVisible();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');
    // A new member's vote is recorded, and does not count yet.
    await expect(card.getByText('0 of 1 approval counts so far')).toBeVisible();

    await voterPage.reload();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');

    await reject.click();
    await expect(reject).toHaveAttribute('aria-pressed', 'true');
    await expect(approve).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText(/^No approvals yet; 10 counted approvals/)).toBeVisible();
    await context.close();
  });

  test('a visitor clicking a vote button is told to sign in and comes back after signing in', async ({
    page,
    request,
    mail,
  }) => {
    const submitter = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, submitter);
    const account = await proposeAccount(request, submitter, person.id);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`/people/${person.slug}`);
    await accountCard(page, account.username).getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(`/people/${person.slug}`)}`);
    const notice = toast(page, 'Authentication required');
    await expect(notice).toContainText('Please sign in to vote on social media accounts');

    await submitLogIn(page, await createVerifiedUser(request, mail));
    await expect(page).toHaveURL(`/people/${person.slug}`);
    await expect(accountCard(page, account.username)).toBeVisible();
  });
});

test.describe('rating verified accounts', () => {
  test('a signed-in user rates an account; visitors see no rating stars', async ({
    page,
    request,
    mail,
  }) => {
    const { account, path } = await verifiedAccount(request, 0);
    await page.goto(path);
    const visitorCard = accountCard(page, account.username);
    await expect(visitorCard.getByRole('button', { name: 'Reviews' })).toBeVisible();
    await expect(visitorCard.getByRole('group', { name: 'Rate this account' })).toHaveCount(0);

    await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(path);
    const card = accountCard(page, account.username);
    const stars = card.getByRole('group', { name: 'Rate this account' });
    await expect(stars).toBeVisible();
    await expect(card.getByTestId('user-rating')).toHaveCount(0);

    await stars.getByRole('button', { name: 'Rate 4 stars' }).click();
    const done = toast(page, 'Rating submitted');
    await expect(done).toContainText('Thank you for rating this account!');
    await expect(card.getByTestId('user-rating')).toHaveText('4/5');
    await expect(stars.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByTestId('rating-averages')).toContainText('Average');

    await page.reload();
    await expect(card.getByTestId('user-rating')).toHaveText('4/5');
  });
});

test.describe('reviews', () => {
  test('the author writes, edits and deletes a review; others only read it', async ({
    page,
    browser,
    request,
    mail,
  }) => {
    const author = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, author);
    const account = await proposeAccount(request, author, person.id);
    await page.goto(`/people/${person.slug}`);
    await accountCard(page, account.username).getByRole('button', { name: 'Reviews' }).click();
    const dialog = page.getByRole('dialog', { name: `Reviews of @${account.username}` });
    await expect(dialog.getByText('No reviews yet.')).toBeVisible();

    const form = dialog.getByRole('form', { name: 'Write a review' });
    const text = form.getByLabel('Write a review');
    await text.fill('  ok  ');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review too short')).toContainText(
      'Please provide a meaningful review (at least 3 characters).',
    );
    await text.fill('Too short');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Review must be at least 10 characters')).toBeVisible();

    await text.fill('Genuine account: linked from the official website.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted')).toBeVisible();
    // The complaint the review answered does not linger behind it.
    await expect(toast(page, 'Review too short')).toHaveCount(0);
    const review = dialog.getByTestId('review');
    await expect(review).toHaveCount(1);
    await expect(review).toContainText('Genuine account: linked from the official website.');
    await expect(review.getByRole('link', { name: author.username })).toHaveAttribute(
      'href',
      `/users/${author.username}`,
    );
    await expect(review).not.toContainText('(edited)');
    // One review per account: the form is gone once the user's review is listed.
    await expect(dialog.getByRole('form', { name: 'Write a review' })).toHaveCount(0);

    await review.getByRole('button', { name: 'Edit' }).click();
    const edit = review.getByRole('form', { name: 'Edit your review' });
    await edit.getByLabel('Edit your review').fill('Genuine account, confirmed by their website.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Review updated')).toBeVisible();
    await expect(review).toContainText('Genuine account, confirmed by their website.');
    await expect(review).toContainText('(edited)');

    // Another user reads it without edit or delete.
    const context = await browser.newContext();
    const readerPage = hydrating(await context.newPage());
    await signInWithApi(readerPage, await createVerifiedUser(request, mail));
    await readerPage.goto(`/people/${person.slug}`);
    await accountCard(readerPage, account.username)
      .getByRole('button', { name: 'Reviews' })
      .click();
    const readerReview = readerPage.getByRole('dialog').getByTestId('review');
    await expect(readerReview).toContainText('Genuine account, confirmed by their website.');
    await expect(readerReview.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(readerReview.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await context.close();

    await review.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your review?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toHaveCount(1);
    await review.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete review' }).click();
    await expect(toast(page, 'Review deleted')).toBeVisible();
    await expect(dialog.getByText('No reviews yet.')).toBeVisible();
  });

  test('reviews are paged five at a time, newest first', async ({ page, request, mail }) => {
    const owner = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, owner);
    const account = await proposeAccount(request, owner, person.id);
    for (let n = 1; n <= 6; n += 1) {
      const { token } = await apiLogin(await createVerifiedUser(request, mail));
      const created = await request.post(`/api/social-accounts/${account.id}/reviews`, {
        headers: { authorization: `Bearer ${token}` },
        data: { reviewText: `Review number ${n} of this account.` },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await page.goto(`/people/${person.slug}`);
    await accountCard(page, account.username).getByRole('button', { name: 'Reviews' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('6 reviews')).toBeVisible();
    const reviews = dialog.getByTestId('review');
    await expect(reviews).toHaveCount(5);
    await expect(reviews.first()).toContainText('Review number 6 of this account.');
    await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(reviews).toHaveCount(1);
    await expect(reviews.first()).toContainText('Review number 1 of this account.');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

/** The account card offers 'Reported' (disabled, with why) instead of Report. */
async function expectReported(page: Page, username: string) {
  const card = accountCard(page, username);
  const reported = card.getByRole('button', { name: 'Reported' });
  await expect(reported).toBeDisabled();
  await expect(reported).toHaveAccessibleDescription(
    'You have already reported this account. An administrator will review it.',
  );
  await expect(card.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
}

test.describe('reporting verified accounts', () => {
  test('a signed-in user reports a verified account with a reason and evidence', async ({
    page,
    request,
    mail,
  }) => {
    const { account, path } = await verifiedAccount(request, 1);
    await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(path);
    await accountCard(page, account.username).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report @${account.username}` });
    const form = dialog.getByRole('form', { name: 'Report this account' });

    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(form.getByText('Reason must be at least 10 characters')).toBeVisible();
    await expect(form.getByText('Evidence must be at least 10 characters')).toBeVisible();

    await form.getByLabel('Reason').fill('The handle belongs to a fan page, not the person.');
    await form.getByLabel('Evidence').fill('The bio says "fan account" and links elsewhere.');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(toast(page, 'Report submitted')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // While the report is open the account shows as reported, says why and offers no second
    // form, also after a reload.
    await expectReported(page, account.username);
    await page.reload();
    await expectReported(page, account.username);
  });

  test('a report sent meanwhile from elsewhere turns the refused form into Reported', async ({
    page,
    request,
    mail,
  }) => {
    const { account, path } = await verifiedAccount(request, 3);
    const user = await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(path);
    const card = accountCard(page, account.username);
    await card.getByRole('button', { name: 'Report', exact: true }).click();
    const form = page.getByRole('form', { name: 'Report this account' });
    await form.getByLabel('Reason').fill('The handle belongs to a fan page, not the person.');
    await form.getByLabel('Evidence').fill('The bio says "fan account" and links elsewhere.');
    const elsewhere = await request.post('/api/social-accounts/report', {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        socialAccountId: account.id,
        reason: 'Reported from another tab first.',
        evidence: 'The same user, in another window.',
      },
    });
    expect(elsewhere.status()).toBe(201);

    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(toast(page, 'Failed to submit report')).toContainText(
      'You have already reported this account. An administrator will review it.',
    );
    await expect(form).toHaveCount(0);
    await expectReported(page, account.username);
  });

  test('pending accounts offer no report; visitors are asked to sign in', async ({
    page,
    request,
  }) => {
    const { account, path } = await verifiedAccount(request, 2);
    await page.goto(path);
    await accountCard(page, account.username).getByRole('button', { name: 'Report' }).click();
    // Signing in from the dialog brings the visitor back to this page.
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /^\/auth\?returnTo=%2Fpeople%2F/,
    );
    await expect(page.getByRole('form', { name: 'Report this account' })).toHaveCount(0);
    const pending = page.getByRole('region', { name: 'Pending Verification' });
    await expect(pending.getByRole('button', { name: 'Report' })).toHaveCount(0);
  });
});
