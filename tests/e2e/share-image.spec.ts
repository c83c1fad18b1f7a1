import { addPerson, apiLogin } from './support/admin';
import { uniqueWord } from './support/community';
import { ADMIN, BASE_URL, test, expect } from './support/fixtures';

const SITE_IMAGE = `${BASE_URL}/share-image.png`;

test('pages without a picture of their own are shared with the built site image', async ({
  page,
  request,
}) => {
  const image = await request.get('/share-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  const admin = await apiLogin(ADMIN);
  const person = await addPerson(request, admin, `Nophoto${uniqueWord()}`);
  for (const address of ['/', `/people/${person.id}`]) {
    await page.goto(address);
    // The server's head, then the web app's own once it runs: the same picture.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', SITE_IMAGE);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', SITE_IMAGE);
  }
});
