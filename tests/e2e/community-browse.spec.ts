import { createPerson, signInWithApi, toast, uniqueWord } from './support/community';
import {
  apiToken,
  commentCard,
  communityAbout,
  commentsAbout,
  postCommentWithApi,
} from './support/community-feed';
import { ADMIN, BASE_URL, createVerifiedUser, expect, test } from './support/fixtures';

test.describe('community feed for visitors', () => {
  test('a visitor is invited to join and asked to log in to reply or rate', async ({
    page,
    request,
    mail,
  }) => {
    const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
    const person = await createPerson(request, author);
    const text = `Visitors can read this, ${uniqueWord()}`;
    await postCommentWithApi(request, author.token, { text, personId: person.id });

    await page.goto(communityAbout(person));
    const prompt = page.getByRole('heading', { name: 'Join the conversation' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('button', { name: /Talk about someone/ })).toHaveCount(0);
    // Signing in comes back to this feed.
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute(
      'href',
      /^\/auth\?returnTo=%2Fcommunity%3F/,
    );

    const card = commentCard(page, text);
    await expect(card.getByRole('link', { name: author.username })).toBeVisible();
    await card.getByRole('button', { name: 'Reply' }).click();
    await expect(toast(page, 'Please log in to reply to comments.')).toBeVisible();
    await card.getByRole('button', { name: 'Rate 5 stars' }).click();
    await expect(toast(page, 'Authentication required')).toContainText(
      'Please log in to rate this comment',
    );
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcommunity/);
  });

  test("'Talk about' on a home card filters the feed on that person", async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('person-card').first();
    const name = await card.getByRole('heading', { level: 2 }).innerText();
    await card.getByRole('link', { name: /^Talk about / }).click();

    await expect(page).toHaveURL(/\/community\?.*directFilter=true/);
    await expect(page.getByText(`Showing comments about: ${name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Controversial' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.getByText('Showing comments about:')).toHaveCount(0);
    await expect(page).toHaveURL(/\/community$/);

    // The search box sets the same filter.
    await page.getByLabel('Search for comments about a specific person').fill(name);
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await page.getByRole('option', { name }).click();
    await expect(page.getByText(`Showing comments about: ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/personId=\d+/);
  });
});

test.describe('community paging', () => {
  test('pages ten comments at a time with Previous, Page X of Y and Next', async ({
    page,
    request,
    mail,
  }) => {
    const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
    const person = await createPerson(request, author);
    const word = uniqueWord();
    for (let n = 1; n <= 11; n += 1) {
      await postCommentWithApi(request, author.token, {
        text: `Comment number ${n} ${word}`,
        personId: person.id,
      });
    }

    await page.goto(communityAbout(person));
    const pages = page.getByRole('navigation', { name: 'Comment pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByTestId('comment')).toHaveCount(10);
    await expect(commentCard(page, `Comment number 11 ${word}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('comment')).toHaveCount(1);
    await expect(commentCard(page, `Comment number 1 ${word}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });
});

test.describe('community moderation', () => {
  test('an admin deletes a comment after confirming', async ({ page, request, mail }) => {
    const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
    const person = await createPerson(request, author);
    const kept = `This one stays, ${uniqueWord()}`;
    const removed = `This one goes, ${uniqueWord()}`;
    await postCommentWithApi(request, author.token, { text: kept, personId: person.id });
    await postCommentWithApi(request, author.token, { text: removed, personId: person.id });

    await signInWithApi(page, ADMIN);
    await page.goto(communityAbout(person));
    const card = commentCard(page, removed);

    // Cancelling keeps the comment.
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Comment deleted')).toBeVisible();
    await expect(commentCard(page, removed)).toHaveCount(0);
    await expect(commentCard(page, kept)).toBeVisible();

    const saved = await commentsAbout(request, person.id);
    expect(saved.comments.map((comment) => comment.text)).toEqual([kept]);
  });
});
