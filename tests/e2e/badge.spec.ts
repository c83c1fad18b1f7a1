import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { addVerifiedAccount, apiLogin } from './support/admin';
import { accountCard, createPerson, proposeAccount } from './support/community';
import { ADMIN, BASE_URL, expect, test } from './support/fixtures';
import { shotPath } from './support/screenshots';

/** The size of an image as the browser decoded it: 0 by 0 when it could not load or decode it. */
const drawnSize = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));

test('a verified account card offers the badge HTML to copy; a pending one does not', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const verified = await addVerifiedAccount(request, admin, person.id);
  const pending = await proposeAccount(request, admin, person.id);

  // Opened by id, the page moves to the name slug: the snippet links to that address.
  await page.goto(`/people/${person.id}`);
  await expect(page).toHaveURL(`${BASE_URL}/people/${person.slug}`);
  await expect(accountCard(page, pending.username)).toBeVisible();
  await expect(
    accountCard(page, pending.username).getByRole('button', { name: 'Embed badge' }),
  ).toHaveCount(0);

  await accountCard(page, verified.username).getByRole('button', { name: 'Embed badge' }).click();
  const dialog = page.getByRole('dialog', { name: `Embed the badge of @${verified.username}` });
  // The alt text says the account's tier, as the badge does: an administrator verified it.
  const snippet =
    `<a href="${BASE_URL}/people/${person.slug}">` +
    `<img src="${BASE_URL}/badge/${verified.id}.svg" alt="Verified by a moderator on VerifiedVoices"></a>`;
  await expect(dialog.getByLabel('HTML')).toHaveValue(snippet);
  const preview = dialog.getByRole('img', { name: 'Verified by a moderator on VerifiedVoices' });
  await expect(preview).toBeVisible();
  expect((await drawnSize(page, '[data-testid="badge-preview"]')).width).toBeGreaterThan(100);

  await dialog.getByRole('button', { name: 'Copy badge HTML' }).click();
  await expect(dialog.getByRole('button', { name: /Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  await dialog.screenshot({ path: shotPath(`badge-dialog-desktop`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath(`badge-dialog-phone`) });
  await page.keyboard.press('Escape');
  await accountCard(page, verified.username).screenshot({
    path: shotPath(`badge-card-phone`),
  });
});

/**
 * A page of another site that embeds images from this one. It is served from 127.0.0.1,
 * another origin than localhost, over loopback too: Chromium lets only a page in the same
 * address space load images from a loopback address.
 */
async function serveEmbeddingPage(body: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><body style="margin:16px">${body}</body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

test('the badge draws in Chromium on a page of another site, in each state', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const verified = await addVerifiedAccount(request, admin, person.id);
  const pending = await proposeAccount(request, admin, person.id);
  const badges = { verified: verified.id, pending: pending.id, unknown: 2_000_000_000 };

  const blog = await serveEmbeddingPage(
    Object.entries(badges)
      .map(([state, id]) => `<p><img id="${state}" src="${BASE_URL}/badge/${id}.svg"></p>`)
      .join('') +
      // The site's other files stay same-origin resources: this one must not draw here.
      `<img id="control" src="${BASE_URL}/share-image.png">`,
  );
  try {
    await page.goto(blog.url);
    for (const state of Object.keys(badges)) {
      await expect
        .poll(() => drawnSize(page, `#${state}`), { message: `the ${state} badge` })
        .toEqual({ width: expect.any(Number), height: 20 });
      expect((await drawnSize(page, `#${state}`)).width).toBeGreaterThan(100);
    }
    expect(await drawnSize(page, '#control')).toEqual({ width: 0, height: 0 });
    await page.screenshot({
      path: shotPath(`badge-embedded`),
      clip: { x: 0, y: 0, width: 320, height: 150 },
    });
  } finally {
    blog.close();
  }
});
