import { signInAsAdmin } from './support/admin';
import { createPerson, signInWithApi, uniqueWord } from './support/community';
import { commentCard, postCommentWithApi } from './support/community-feed';
import { accountMenu, createVerifiedUser, expect, test } from './support/fixtures';

test('a comment shows its author’s avatar and links the person it is about', async ({
  page,
  request,
  mail,
}) => {
  const author = await signInWithApi(page, await createVerifiedUser(request, mail));
  const person = await createPerson(request, author);
  const text = `About this person, ${uniqueWord()}`;
  await postCommentWithApi(request, author.token, { text, personId: person.id });

  await page.goto('/community');
  const card = commentCard(page, text);
  const avatarLink = card.getByTestId('comment-author-avatar');
  await expect(avatarLink).toHaveAttribute('href', `/users/${author.username}`);
  await expect(avatarLink.locator('[role="img"]')).toHaveAttribute('aria-label', author.username);
  await expect(card.locator(`[aria-label="${person.firstName} ${person.lastName}"]`)).toHaveCount(
    0,
  );
  await expect(
    card.getByRole('link', { name: `${person.firstName} ${person.lastName}` }),
  ).toHaveAttribute('href', `/people/${person.slug}`);
});

test('the header and the profile show a user’s avatar alike', async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: admin.username })).toBeVisible();
  const inHeader = accountMenu(page, admin.username).locator('[role="img"]');
  const onProfile = page.locator(`main [role="img"][aria-label="${admin.username}"]`);
  const look = (avatar: typeof inHeader) =>
    avatar.evaluate((element) => ({
      letters: element.textContent,
      colour: getComputedStyle(element).backgroundImage,
    }));
  expect(await look(inHeader)).toEqual(await look(onProfile));
});
