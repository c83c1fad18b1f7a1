import type { APIRequestContext, Page } from '@playwright/test';
import { addPerson, apiLogin, type NamedPerson } from './support/admin';
import { expectAccessible } from './support/axe';
import { bearer, type SignedIn, uniqueWord } from './support/community';
import { ADMIN, expect, test } from './support/fixtures';

/**
 * The home page's search box suggests people as one types (a combobox with a listbox):
 * arrows and Enter, or a tap, open a person; Enter with none highlighted searches the list.
 */

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search by name or profession' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested people' });
const cards = (page: Page) => page.getByTestId('person-card');
const fullName = (person: NamedPerson) => `${person.firstName} ${person.lastName}`;

/** Two people whose last names begin with one word no one else has; the category's name. */
async function twoNamesakes(request: APIRequestContext) {
  const admin = await apiLogin(ADMIN);
  const word = `Sugg${uniqueWord()}`;
  const first = await addPerson(request, admin, `${word}alpha`);
  const second = await addPerson(request, admin, `${word}beta`);
  const [category] = (await (await request.get('/api/categories')).json()) as { name: string }[];
  return { admin, word, first, second, category: category!.name };
}

/** Gives a person another name through the API; the alias. */
async function addAlias(
  request: APIRequestContext,
  admin: SignedIn,
  person: NamedPerson,
): Promise<string> {
  const alias = `The ${uniqueWord()}`;
  const response = await request.post(`/api/people/${person.id}/aliases`, {
    headers: bearer(admin),
    data: { name: alias },
  });
  expect(response.status(), await response.text()).toBe(201);
  return alias;
}

test('typing part of a name suggests the people it matches, with their category', async ({
  page,
  request,
}) => {
  const { word, first, second, category } = await twoNamesakes(request);
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');

  await box.fill(word);
  const list = suggestions(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const options = list.getByRole('option');
  await expect(options).toHaveCount(2);
  for (const person of [first, second]) {
    const option = options.filter({ hasText: fullName(person) });
    await expect(option).toContainText(category);
    await expect(option).toContainText('Test subject');
  }
  await expectAccessible(page, 'the home page with suggestions open');

  // Emptied, the box suggests nothing.
  await box.fill('');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the arrows move through the suggestions, wrapping, and Enter opens the person', async ({
  page,
  request,
}) => {
  const { word, first, second } = await twoNamesakes(request);
  await page.goto('/');
  const box = searchBox(page);
  await box.fill(word);
  const options = suggestions(page).getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(suggestions(page).locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  const names = [fullName(first), fullName(second)];
  /** The name of the option the box names as active, which is the one marked selected. */
  const highlighted = async () => {
    const id = await box.getAttribute('aria-activedescendant');
    const option = suggestions(page).locator(`[id="${id}"][aria-selected="true"]`);
    const text = await option.innerText({ timeout: 1000 }).catch(() => '');
    return names.find((name) => text.includes(name));
  };
  const [top, bottom] = (await options.allInnerTexts()).map((text) =>
    names.find((name) => text.includes(name)),
  );
  await box.press('ArrowUp');
  await expect.poll(highlighted).toBe(bottom);
  await box.press('ArrowDown');
  await expect.poll(highlighted).toBe(top);
  await box.press('ArrowDown');
  await expect.poll(highlighted).toBe(bottom);

  await box.press('Enter');
  const chosen = bottom === fullName(first) ? first : second;
  await expect(page).toHaveURL(new RegExp(`/people/testa-${chosen.lastName.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName(chosen) })).toBeVisible();
});

/**
 * Types `word` with the page's timers held, so the box has not reported it (it does so after a
 * pause in the typing) when `choose` picks a person; the code of the page that opens arrives a
 * second later, and the pause ends meanwhile. Answers the name chosen.
 */
async function chooseBeforeTheBoxReports(
  page: Page,
  word: string,
  choose: (page: Page) => Promise<string>,
): Promise<string> {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 1000);
  await searchBox(page).fill(word);
  const name = await choose(page);
  await page.clock.runFor(1000);
  await page.clock.resume();
  return name;
}

const slowPageCode = (page: Page) =>
  page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

test('a suggestion chosen before the box has reported its text is the page that opens', async ({
  page,
  request,
}) => {
  const { word, second } = await twoNamesakes(request);
  const name = await chooseBeforeTheBoxReports(page, word, async () => {
    const option = suggestions(page).getByRole('option', { name: new RegExp(fullName(second)) });
    // Past the suggestions' own pause (120 ms), then a millisecond at a time until they show:
    // still well inside the box's pause of 300 ms.
    await page.clock.runFor(150);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1);
          return option.isVisible();
        },
        { intervals: [50] },
      )
      .toBe(true);
    await slowPageCode(page);
    await option.click();
    return fullName(second);
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/people/testa-${second.lastName.toLowerCase()}$`));
});

test('a person card clicked before the box has reported its text is the page that opens', async ({
  page,
}) => {
  const name = await chooseBeforeTheBoxReports(page, uniqueWord(), async () => {
    const heading = cards(page).first().getByRole('heading', { level: 2 });
    const cardName = await heading.innerText();
    await slowPageCode(page);
    await heading.getByRole('link').click();
    return cardName;
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test('Enter with no suggestion highlighted searches the list, and Escape closes it', async ({
  page,
  request,
}) => {
  const { word, first } = await twoNamesakes(request);
  await page.goto('/');
  const box = searchBox(page);
  await box.fill(word);
  await expect(suggestions(page)).toBeVisible();

  await box.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(word);
  // Arrow down opens it again.
  await box.press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();
  await box.press('Escape');

  await box.press('Enter');
  await expect(page).toHaveURL(`/?search=${word}`);
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toBeFocused();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: fullName(first) })).toBeVisible();

  // With the list closed, Escape clears the box as it always has.
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL('/');
});

test('a person found by an alias says so, in the suggestions and on the result', async ({
  page,
  request,
}) => {
  const { admin, first } = await twoNamesakes(request);
  const alias = await addAlias(request, admin, first);
  await page.goto('/');
  const box = searchBox(page);
  await box.fill(alias);
  const option = suggestions(page).getByRole('option', { name: new RegExp(fullName(first)) });
  await expect(option).toContainText(`alias: ${alias}`);

  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(alias);
  const card = cards(page).filter({ hasText: fullName(first) });
  await expect(card).toContainText(`alias: ${alias}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('tapping a suggestion opens the person, and tapping outside closes the list', async ({
    page,
    request,
  }) => {
    const { word, second } = await twoNamesakes(request);
    await page.goto('/');
    const box = searchBox(page);
    await box.tap();
    await box.fill(word);
    await expect(suggestions(page)).toBeVisible();
    await page.getByRole('heading', { name: 'Find Social Media Accounts' }).tap();
    await expect(suggestions(page)).toBeHidden();

    await box.tap();
    const option = suggestions(page).getByRole('option', { name: new RegExp(fullName(second)) });
    await option.tap();
    await expect(page.getByRole('heading', { level: 1, name: fullName(second) })).toBeVisible();
  });
});

test('typing asks for suggestions at pauses only, as the page’s own reads, and says when they are refused', async ({
  page,
  request,
}) => {
  const { word, first } = await twoNamesakes(request);
  const asked: { q: string | null; visit: string | null }[] = [];
  page.on('request', (sent) => {
    if (!sent.url().includes('/api/people/suggestions')) return;
    asked.push({
      q: new URL(sent.url()).searchParams.get('q'),
      visit: sent.headers()['x-site-visit'] ?? null,
    });
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const box = searchBox(page);
  await box.pressSequentially(`${word}alpha`, { delay: 40 });
  await expect(suggestions(page).getByRole('option')).toHaveCount(1);
  await expect(suggestions(page)).toContainText(fullName(first));
  // One request for the pause at the end (at most one more if the machine stalled mid-word),
  // not one per key; each carries the visit token the page was given.
  expect(asked.length).toBeLessThanOrEqual(2);
  expect(asked.at(-1)!.q).toBe(`${word}alpha`);
  expect(asked.every(({ visit }) => visit && /^[\w-]+\.[\w-]+$/.test(visit))).toBe(true);

  // Refused for asking too often, the box says so and when to try again.
  const refusal =
    "Too many requests: the site's pages in one visit allows 300 requests per minute. Try again in 42 seconds.";
  await page.route('**/api/people/suggestions**', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '42' }, json: { message: refusal } }),
  );
  await box.fill(`${word}beta`);
  await expect(page.getByRole('status').filter({ hasText: 'Suggestions are paused.' })).toHaveText(
    `Suggestions are paused. ${refusal}`,
  );
});
