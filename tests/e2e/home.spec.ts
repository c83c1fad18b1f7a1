import { openInApp } from './support/hydration';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const cards = (page: Page) => page.getByTestId('person-card');

/** Opens a filter's menu and picks one of its choices (links to the filtered list). */
async function chooseFilter(page: Page, filter: string, choice: string) {
  const menu = page.getByRole('group', { name: filter });
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: choice, exact: true }).click();
}

/** The current choice a filter shows. */
const filterValue = (page: Page, filter: string) =>
  page.getByRole('group', { name: filter }).locator('summary');

/** Waits until the list shows the answer to the current criteria (not the previous page, dimmed). */
async function listSettled(page: Page) {
  await expect(page.getByText('Loading people')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('directory home', () => {
  test('shows the demo people with their accounts and sets the page meta', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Social Media Accounts' })).toBeVisible();
    await expect(page.getByPlaceholder('Search by name or profession')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.getByText('Demo', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expect(first.getByRole('link', { name: /^Talk about / })).toBeVisible();
    await expect(first.getByTestId('account-tile').first()).toBeVisible();

    await expect(page).toHaveTitle(/community-verified directory/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /VerifiedVoices/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  });

  test('an account icon explains itself and its link opens in a new tab', async ({ page }) => {
    await page.goto('/');
    const tile = cards(page).first().getByTestId('account-tile').first();
    const handle = (await tile.getByTestId('account-handle').innerText()).trim();
    await tile.locator('[tabindex="0"]').hover();
    await expect(page.getByRole('tooltip')).toContainText(`${handle} on `);
    const link = tile.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('typing in the search narrows the list after the debounce and updates the address', async ({
    page,
  }) => {
    await page.goto('/?page=2');
    const target = cards(page).first();
    const name = (await target.getByRole('heading', { level: 2 }).innerText()).trim();
    const lastName = name.split(' ').at(-1) ?? name;

    await page.getByPlaceholder('Search by name or profession').fill(lastName);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(lastName)}`));
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => cards(page).count()).toBeLessThan(10);
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(name);

    await page.reload();
    await expect(page.getByPlaceholder('Search by name or profession')).toHaveValue(lastName);
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(name);
  });

  test('a search without matches shows the empty state with its ways on', async ({ page }) => {
    await page.goto('/?search=qqqxxzzqqq&verification=verified');
    const noResults = page.getByRole('heading', { name: 'No results found' }).locator('xpath=..');
    await expect(noResults).toContainText('Try adjusting your search filters or add a person');
    await expect(noResults.getByRole('link', { name: 'Add a person' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/add')}`,
    );

    await noResults.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/\?search=qqqxxzzqqq$/);
    await expect(filterValue(page, 'Account status')).toHaveText('All accounts');
    await expect(noResults.getByRole('link', { name: 'Clear filters' })).toHaveCount(0);

    await noResults.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByPlaceholder('Search by name or profession')).toHaveValue('');
    await expect(cards(page)).toHaveCount(10);
  });

  test('the account status filter keeps people with pending accounts', async ({ page }) => {
    await page.goto('/');
    await chooseFilter(page, 'Account status', 'Pending verification');
    await expect(page).toHaveURL(/verification=pending/);
    await listSettled(page);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      await expect(cards(page).nth(index).getByText('Pending verification').first()).toBeVisible();
    }
  });

  test('the minimum rating filter shows only accounts rated that high, with a badge', async ({
    page,
  }) => {
    await page.goto('/?page=2');
    // The filtered answer is held back: until it comes, the unfiltered page stays on show,
    // dimmed, and says nothing of a filter it was not chosen by.
    let answerFiltered!: () => void;
    const held = new Promise<void>((resolve) => (answerFiltered = resolve));
    await page.route(/\/api\/people\?.*minRating=4/, async (route) => {
      await held;
      await route.continue();
    });
    await chooseFilter(page, 'Minimum rating', '4+ stars');
    await expect(page).toHaveURL(/minRating=4/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).getByText(/star accounts only/)).toHaveCount(0);
    answerFiltered();
    await listSettled(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const card = cards(page).nth(index);
      await expect(card.getByText('Showing 4+ star accounts only')).toBeVisible();
      await expect(card.getByText('Pending verification')).toHaveCount(0);
    }
    // Every rating shown, read in one go and again until the list is the filtered answer:
    // the list can still show the previous page's accounts for a moment after the address
    // changes.
    await expect(async () => {
      const labels = await cards(page)
        .getByLabel(/^Rated /)
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(Number(label?.match(/Rated ([\d.]+)/)?.[1])).toBeGreaterThanOrEqual(4);
      }
    }).toPass();
  });

  test('the filters are read from the address on load', async ({ page }) => {
    await page.goto('/?verification=verified&minRating=5');
    await expect(filterValue(page, 'Account status')).toHaveText('Verified');
    await expect(filterValue(page, 'Minimum rating')).toHaveText('5 stars');
    await expect(cards(page).first().getByText('Showing 5+ star accounts only')).toBeVisible();
  });

  test('paging goes to page 2 and back', async ({ page, request }) => {
    // Other tests add people, so the expected numbers come from the server's total.
    const { total } = (await (await request.get('/api/people')).json()) as { total: number };
    const lastPage = Math.ceil(total / 10);
    expect(lastPage).toBeGreaterThanOrEqual(4);

    await page.goto('/');
    await expect(page.getByText(`Showing 1 to 10 of ${total} results`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstName = await cards(page).first().getByRole('heading', { level: 2 }).innerText();

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 11 to 20 of ${total} results`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading', { level: 2 })).not.toHaveText(firstName);

    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(`Showing 1 to 10 of ${total} results`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(firstName);

    await page.getByRole('link', { name: `Page ${lastPage}`, exact: true }).click();
    await expect(
      page.getByText(`Showing ${(lastPage - 1) * 10 + 1} to ${total} of ${total} results`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('clicking a card opens the person page', async ({ page }) => {
    await page.goto('/');
    const card = cards(page).first();
    const name = await card.getByRole('heading', { level: 2 }).innerText();
    await card.getByRole('heading', { level: 2 }).click();
    await expect(page).toHaveURL(/\/people\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("'Talk about' opens the community feed filtered on the person", async ({ page }) => {
    await page.goto('/');
    const card = cards(page).first();
    const name = await card.getByRole('heading', { level: 2 }).innerText();
    await card.getByRole('link', { name: /^Talk about / }).click();
    await expect(page).toHaveURL(/\/community\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/community');
    expect(url.searchParams.get('directFilter')).toBe('true');
    expect(url.searchParams.get('personId')).toMatch(/^\d+$/);
    expect(url.searchParams.get('name')).toBe(name);
  });

  test('a failing people call shows the error alert with the server text', async ({ page }) => {
    await page.route('**/api/people?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Directory is resting' }),
      }),
    );
    await page.route('**/api/people', (route) => route.fulfill({ status: 503, body: '' }));
    await openInApp(page, '/');
    const alert = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(alert).toContainText('Directory is resting');
  });

  test('a verification error in the address becomes a toast and leaves the address', async ({
    page,
  }) => {
    await page.goto('/?verificationError=token-expired');
    await expect(page.getByText('Verification failed')).toBeVisible();
    await expect(
      page.getByText(
        'Invalid or expired verification token. Please request a new verification link.',
      ),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/verificationError/);

    await page.goto('/?verificationError=server-error');
    await expect(page.getByText('Verification error')).toBeVisible();
    await expect(
      page.getByText(
        'There was a server error while verifying your email. Please try again or contact support.',
      ),
    ).toBeVisible();
  });
});

test('a page beyond the last one offers the way back to the first page', async ({ page }) => {
  await page.goto('/?page=99');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId('person-card')).toHaveCount(10);
});
