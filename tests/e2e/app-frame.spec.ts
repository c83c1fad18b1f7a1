import type { APIRequestContext, Page } from '@playwright/test';
import { createPerson, uniqueWord } from './support/community';
import {
  apiToken,
  commentCard,
  communityAbout,
  postCommentWithApi,
} from './support/community-feed';
import { BASE_URL, createVerifiedUser, expect, test } from './support/fixtures';
import type { MailCatcher } from '../helpers/mail-catcher';

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A visitor's Reply on a comment of the feed: a toast asks them to log in. */
async function showToast(page: Page, request: APIRequestContext, mail: MailCatcher) {
  const author = await apiToken(BASE_URL, await createVerifiedUser(request, mail));
  const person = await createPerson(request, author);
  const text = `Worth a reply, ${uniqueWord()}`;
  await postCommentWithApi(request, author.token, { text, personId: person.id });
  await page.goto(communityAbout(person));
  await commentCard(page, text).getByRole('button', { name: 'Reply' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({
    hasText: 'Please log in to reply to comments.',
  });
  await expect(toast).toBeVisible();
  return toast;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`toasts never cover the navbar (${viewport.width} px wide)`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    const toast = await showToast(page, request, mail);
    // Where the toast rests once it has slid in.
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, header)).toBe(false);
  });
}

test('a page whose code is still loading shows a loading bar meanwhile', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
