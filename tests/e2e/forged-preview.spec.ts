import { createPerson, uniqueWord } from './support/community';
import {
  apiToken,
  commentCard,
  communityAbout,
  postCommentWithApi,
} from './support/community-feed';
import { BASE_URL, createVerifiedUser, expect, test } from './support/fixtures';

test('a comment cannot dress its link in a preview of its own, nor load a picture from elsewhere', async ({
  page,
  request,
  mail,
}) => {
  const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
  const person = await createPerson(request, author);
  const text = `Their real account, ${uniqueWord()}`;
  await postCommentWithApi(request, author.token, {
    text,
    personId: person.id,
    linkUrl: 'https://login-check.example/instagram',
    linkTitle: '@ada • Instagram – Verified',
    linkDescription: 'The official account, confirmed by the community',
    linkImage: 'https://tracker.example/pixel.gif?reader=1',
  });

  const foreignRequests: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(BASE_URL)) foreignRequests.push(sent.url());
  });
  await page.goto(communityAbout(person));
  const card = commentCard(page, text);
  await expect(card).toBeVisible();
  await expect(
    card.locator('a[href="https://login-check.example/instagram"]').first(),
  ).toBeVisible();
  await expect(card).not.toContainText('Instagram – Verified');
  await expect(card).not.toContainText('confirmed by the community');
  await expect(card.locator('img[src*="tracker.example"]')).toHaveCount(0);
  expect(foreignRequests.filter((url) => url.includes('tracker.example'))).toEqual([]);
});
