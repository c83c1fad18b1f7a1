import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const endpoint = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('API documentation', () => {
  test('has three tabs, Overview first', async ({ page }) => {
    await page.goto('/api-docs');
    await expect(page).toHaveTitle('API Documentation | VerifiedVoices');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/It is read-only and needs no authentication/)).toBeVisible();
    await expect(page.getByText(/100 requests per minute and 5,000 per day/)).toBeVisible();
    await expect(page.getByText(/to 1,000 requests per minute and 50,000 per day/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'your profile page' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );

    await tab(page, 'Endpoints').click();
    await expect(tab(page, 'Endpoints')).toHaveAttribute('aria-selected', 'true');
    await expect(endpoint(page, 'GET /api/people')).toBeVisible();
    await expect(page.getByText(/It is read-only/)).toBeHidden();

    await tab(page, 'Examples').click();
    await expect(page.getByRole('heading', { name: 'JavaScript', exact: true })).toBeVisible();
    await expect(endpoint(page, 'GET /api/people')).toBeHidden();

    await tab(page, 'Overview').click();
    await expect(page.getByText(/It is read-only/)).toBeVisible();
  });

  test('Endpoints lists the public reads from the OpenAPI document, with Show and Hide tables', async ({
    page,
  }) => {
    await page.goto('/api-docs');
    await tab(page, 'Endpoints').click();
    const people = endpoint(page, 'GET /api/people');
    await expect(people).toContainText('Search and filter people');
    await expect(endpoint(page, 'GET /api/directory')).toBeVisible();
    // Writes and signed-in reads are not part of the public API.
    await expect(endpoint(page, 'GET /api/user')).toHaveCount(0);
    await expect(endpoint(page, 'GET /api/api-keys')).toHaveCount(0);

    const parameters = people.getByRole('region', { name: 'Parameters' });
    const searchRow = parameters.getByRole('row').filter({ hasText: 'search' });
    const show = parameters.getByRole('button', { name: 'Show' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(searchRow).toBeHidden();

    await show.click();
    const hide = parameters.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(searchRow).toBeVisible();
    await expect(searchRow).toContainText('at most 100 characters');
    await expect(parameters.getByRole('row').filter({ hasText: 'verification' })).toContainText(
      '"all" | "verified" | "pending"',
    );

    await hide.click();
    await expect(parameters.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(searchRow).toBeHidden();

    // An endpoint without parameters says so, with no section to open.
    const categories = endpoint(page, 'GET /api/categories');
    await expect(categories.getByText('This endpoint takes no parameters.')).toBeVisible();
    await expect(categories.getByRole('region', { name: 'Parameters' })).toHaveCount(0);

    // The directory answers a list: the fields of each entry, with their types.
    const responses = endpoint(page, 'GET /api/directory').getByRole('region', {
      name: 'Responses',
    });
    await responses.getByRole('button', { name: 'Show' }).click();
    await expect(responses.getByRole('row').filter({ hasText: '200' }).first()).toBeVisible();
    await expect(responses.getByText('Fields of each item in the 200 answer')).toBeVisible();
    await expect(responses.getByRole('row').filter({ hasText: 'verifiedAt' })).toContainText(
      'string or null',
    );
    await expect(responses.getByRole('figure', { name: 'Example 200 answer' })).toContainText(
      '"verifiedAt"',
    );
  });

  test('a failed load of the OpenAPI document offers Try Again', async ({ page }) => {
    let refused = false;
    await page.route('**/api/openapi.json', async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    await page.goto('/api-docs');
    await tab(page, 'Endpoints').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the API description' });
    await expect(alert).toContainText('Service unavailable');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(endpoint(page, 'GET /api/people')).toBeVisible();
  });

  test('Examples has JavaScript and Python samples and opens the directory in a new tab', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-docs');
    await tab(page, 'Examples').click();

    const javascript = page.getByRole('figure', { name: 'JavaScript (fetch) example' });
    await expect(javascript).toContainText(`const BASE_URL = '${baseURL}'`);
    await expect(javascript).toContainText("'X-API-Key': 'YOUR_API_KEY'");
    await expect(javascript).toContainText("response.headers.get('Link')");
    const python = page.getByRole('figure', { name: 'Python (requests) example' });
    await expect(python).toContainText('import requests');
    await expect(python).toContainText('response.links.get("next")');

    await python.getByRole('button', { name: 'Copy Python (requests) example' }).click();
    await expect(python.getByRole('button', { name: /Copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('import requests');

    const button = page.getByRole('link', { name: 'Test Directory API' });
    await expect(button).toHaveAttribute('target', '_blank');
    const [directory] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await directory.waitForLoadState();
    expect(new URL(directory.url()).pathname).toBe('/api/directory');
    const entries: unknown = JSON.parse(await directory.locator('pre').first().innerText());
    expect(Array.isArray(entries)).toBe(true);
    expect((entries as unknown[]).length).toBeGreaterThan(0);
  });

  test('on a phone code blocks wrap inside their cards, nothing cut off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api-docs');
    const viewportWidth = 390;
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const hiddenPart = (figure: Locator) =>
      figure.locator('pre').evaluate((element) => element.scrollWidth - element.clientWidth);

    const errorAnswer = page.getByRole('figure', { name: 'A 400 answer' });
    await expect(errorAnswer).toContainText('"errors"');
    const box = (await errorAnswer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
    expect(await hiddenPart(errorAnswer)).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(viewportWidth);

    await tab(page, 'Examples').click();
    const python = page.getByRole('figure', { name: 'Python (requests) example' });
    await expect(python).toBeVisible();
    expect(await hiddenPart(python)).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(viewportWidth);
  });
});
