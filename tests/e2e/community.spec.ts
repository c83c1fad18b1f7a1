import { createPerson, signInWithApi, toast, uniqueWord } from './support/community';
import {
  apiToken,
  commentCard,
  communityAbout,
  commentsAbout,
  pngImage,
  postCommentWithApi,
  replyItem,
} from './support/community-feed';
import { BASE_URL, createVerifiedUser, expect, test } from './support/fixtures';

const VIDEO_ID = 'dQw4w9WgXcQ';

test.describe('community feed for signed-in users', () => {
  test('posts a comment with an uploaded image and a YouTube link', async ({
    page,
    request,
    mail,
  }) => {
    const user = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, user);
    // The link preview would read youtube.com; here it answers a known title.
    await page.route('**/api/link-preview', (route) =>
      route.fulfill({
        json: { title: 'A very fine video', description: 'Music video', image: null },
      }),
    );

    await page.goto('/community');
    await expect(page.getByText('Join the conversation')).toHaveCount(0);
    await page.getByRole('button', { name: /Talk about someone/ }).click();
    const form = page.getByRole('form', { name: 'Talk about someone' });

    // Without a person the comment is not sent.
    await form.getByLabel('Your comment').fill('Hi');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toast(page, 'Person required')).toContainText(
      'Please select a person to comment about.',
    );
    await expect(form.getByText('Comment must be at least 3 characters')).toBeVisible();

    await form.getByLabel('Search for a person to talk about').fill(person.lastName.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(person.lastName) }).click();
    await expect(form.getByTestId('selected-person')).toContainText(
      `${person.firstName} ${person.lastName}`,
    );
    await expect(form.getByText('Please select a person to comment about.')).toHaveCount(0);

    const text = `Great interview, ${uniqueWord()}!`;
    await form.getByLabel('Your comment').fill(text);
    await form.getByTestId('comment-image-input').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    const preview = form.getByRole('img', { name: 'Preview of the image to post' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.\w+$/);
    await form.getByLabel('Link (optional)').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await expect(form.getByTestId('link-preview')).toContainText('A very fine video');
    await form.getByRole('button', { name: 'Post Comment' }).click();

    // Shown at once, then replaced by the server's comment; the form is empty again.
    const card = commentCard(page, text);
    await expect(card).toBeVisible();
    await expect(toast(page, 'Comment posted')).toBeVisible();
    await expect(form.getByLabel('Your comment')).toHaveValue('');
    await expect(card.getByText('Posting…')).toHaveCount(0);
    await expect(card.locator('time')).toHaveText('just now');
    await expect(card.getByRole('link', { name: user.username })).toHaveAttribute(
      'href',
      `/users/${user.username}`,
    );
    await expect(
      card.getByRole('link', { name: `${person.firstName} ${person.lastName}` }),
    ).toHaveAttribute('href', `/people/${person.slug}`);
    await expect(card.getByRole('img', { name: `Image shared by ${user.username}` })).toBeVisible();
    await expect(card.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    );
    // One's own comment shows only the average.
    await expect(card.getByRole('group', { name: 'Rate this comment' })).toHaveCount(0);
    await expect(card.getByTestId('comment-average')).toHaveText(/No ratings yet/);

    const saved = await commentsAbout(request, person.id);
    expect(saved.comments.map((comment) => comment.text)).toEqual([text]);
    expect(saved.comments[0]!.imageUrl).toMatch(/^\/uploads\//);

    // After a reload it comes from the server, with the same image and player.
    await page.reload();
    await expect(commentCard(page, text).locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    );
  });

  test('replies to a comment and rates another user’s comment', async ({ page, request, mail }) => {
    const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
    const person = await createPerson(request, author);
    const text = `Worth following, ${uniqueWord()}`;
    await postCommentWithApi(request, author.token, { text, personId: person.id });

    const viewer = await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto(communityAbout(person));
    const card = commentCard(page, text);
    await expect(card.getByTestId('comment-average')).toHaveText(/No ratings yet/);

    await card.getByRole('button', { name: 'Rate 4 stars' }).click();
    await expect(card.getByTestId('comment-average')).toContainText('4.0');
    await expect(card.getByTestId('comment-average')).toContainText('(1 rating)');
    await expect(toast(page, 'Rating saved')).toContainText('You rated this comment 4 of 5.');
    await expect(card.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A rating the server refuses is taken back.
    await page.route('**/api/comments/*/rate', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
    );
    await card.getByRole('button', { name: 'Rate 2 stars' }).click();
    await expect(toast(page, 'Failed to submit rating')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByTestId('comment-average')).toContainText('4.0');
    await page.unroute('**/api/comments/*/rate');

    await card.getByRole('button', { name: 'Reply' }).click();
    const replyForm = page.getByRole('form', { name: `Reply to ${author.username}` });
    await replyForm.getByLabel(`Reply to ${author.username}`).fill('No');
    await replyForm.getByRole('button', { name: 'Post Reply' }).click();
    await expect(replyForm.getByText('Comment must be at least 3 characters')).toBeVisible();
    const replyText = `I agree, ${uniqueWord()}`;
    await replyForm.getByLabel(`Reply to ${author.username}`).fill(replyText);
    await replyForm.getByRole('button', { name: 'Post Reply' }).click();

    const reply = replyItem(page, replyText);
    await expect(reply).toBeVisible();
    await expect(toast(page, 'Reply posted')).toBeVisible();
    await expect(reply.getByText('Posting…')).toHaveCount(0);
    await expect(reply.getByRole('link', { name: viewer.username })).toBeVisible();
    // Replies are one level deep, and one's own reply cannot be rated.
    await expect(reply.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expect(reply.getByRole('group', { name: 'Rate this comment' })).toHaveCount(0);

    await page.reload();
    await expect(replyItem(page, replyText)).toBeVisible();
    await expect(commentCard(page, text).getByTestId('comment-average')).toContainText('4.0');
    await expect(
      commentCard(page, text).getByRole('button', { name: 'Rate 4 stars' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const saved = await commentsAbout(request, person.id);
    expect(saved.comments[0]!.replies.map((item) => item.text)).toEqual([replyText]);
  });

  test('a comment the server refuses is taken back and its text returns to the form', async ({
    page,
    request,
    mail,
  }) => {
    const user = await signInWithApi(page, await createVerifiedUser(request, mail));
    const person = await createPerson(request, user);
    await page.route('**/api/comments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
        : route.fallback(),
    );
    await page.goto(communityAbout(person));
    const form = page.getByRole('form', { name: 'Talk about someone' });
    // Arriving from 'Talk about' opens the form with the person chosen.
    await expect(form.getByTestId('selected-person')).toContainText(person.lastName);

    // A failed upload says so and leaves no image behind.
    await page.route('**/api/upload/image', (route) =>
      route.fulfill({ status: 500, json: { message: 'Disk full' } }),
    );
    await form.getByTestId('comment-image-input').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    await expect(toast(page, 'Upload failed')).toContainText(
      'Failed to upload image. Please try again.',
    );
    await expect(form.getByRole('img', { name: 'Preview of the image to post' })).toHaveCount(0);

    const text = `This will fail, ${uniqueWord()}`;
    await form.getByLabel('Your comment').fill(text);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toast(page, 'Error posting comment')).toBeVisible();
    await expect(commentCard(page, text)).toHaveCount(0);
    await expect(form.getByLabel('Your comment')).toHaveValue(text);
    await expect(page.getByText('No comments yet')).toBeVisible();
  });
});
