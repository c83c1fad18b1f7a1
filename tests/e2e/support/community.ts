import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../../../src/web/lib/session-storage';

/** A signed-in user as the browser tests of the community actions use them. */
export interface SignedIn {
  id: number;
  username: string;
  token: string;
}

interface LoginAnswer {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  isVerified: boolean;
  token: string;
  expiresAt: string;
}

/**
 * Signs a page in through the API (faster than the /auth form, which has its own tests):
 * the login sets the session cookie in the page's browser context, and the token, its expiry
 * and the user go into localStorage under the app's keys, as the sign-in page stores them.
 * localStorage is written from robots.txt, a page of the site's origin that runs no app: the
 * page the test opens next is the first to load the app, as it is for someone signed in.
 */
export async function signInWithApi(
  page: Page,
  user: { email: string; password: string },
): Promise<SignedIn> {
  const response = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const login = (await response.json()) as LoginAnswer;
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ keys, login }) => {
      localStorage.setItem(keys.token, login.token);
      localStorage.setItem(keys.tokenExpiresAt, login.expiresAt);
      localStorage.setItem(
        keys.user,
        JSON.stringify({
          id: login.id,
          username: login.username,
          email: login.email,
          role: login.role,
          isVerified: login.isVerified,
        }),
      );
    },
    { keys: SESSION_KEYS, login },
  );
  return { id: login.id, username: login.username, token: login.token };
}

export const bearer = (user: SignedIn) => ({ authorization: `Bearer ${user.token}` });

/** Letters only, unique per call: names and handles no other test (or earlier run) has. */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let n = Date.now() * 1000 + Math.floor(Math.random() * 1000); n > 0; n = Math.floor(n / 26))
    word += letters[n % 26];
  return word;
}

/** Fills the Add a person form the browser is on, in the first category, and sends it. */
export async function submitAddPerson(
  page: Page,
  person: { firstName: string; lastName: string; profession: string },
) {
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Profession / title').fill(person.profession);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Add Person' }).click();
}

export interface CreatedPerson {
  id: number;
  firstName: string;
  lastName: string;
  slug: string;
}

/** Adds a person through the API as a user. */
export async function createPerson(
  request: APIRequestContext,
  user: SignedIn,
): Promise<CreatedPerson> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const response = await request.post('/api/people', {
    headers: bearer(user),
    data: {
      firstName: 'Testa',
      lastName: `Person${uniqueWord()}`,
      profession: 'Test subject',
      categoryId: categories[0]!.id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPerson;
}

/**
 * Proposes a pending account for a person through the API as a user, on the first platform
 * or the one named, with the address given (a website's).
 */
export async function proposeAccount(
  request: APIRequestContext,
  user: SignedIn,
  personId: number,
  platformName?: string,
  url?: string,
): Promise<{ id: number; username: string }> {
  const platforms = (await (await request.get('/api/platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const platform = platformName
    ? platforms.find((each) => each.name === platformName)
    : platforms[0];
  if (!platform) throw new Error(`No platform ${platformName}`);
  const response = await request.post('/api/social-accounts', {
    headers: bearer(user),
    data: {
      personId,
      platformId: platform.id,
      username: `handle${uniqueWord()}`,
      evidence: 'Linked from the official website of this person.',
      ...(url && { url }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; username: string };
}

interface PeopleAnswer {
  people: {
    slug: string;
    socialAccounts: { id: number; username: string; isVerified: boolean; isDeleted: boolean }[];
  }[];
}

/** A verified demo account (the nth found) and the address of its person's page. */
export async function verifiedAccount(request: APIRequestContext, nth = 0) {
  const answer = (await (
    await request.get('/api/people?verification=verified&limit=50')
  ).json()) as PeopleAnswer;
  const found = answer.people.flatMap((person) =>
    person.socialAccounts
      .filter((account) => account.isVerified && !account.isDeleted)
      .map((account) => ({ account, path: `/people/${person.slug}` })),
  );
  const pick = found[nth % found.length];
  if (!pick) throw new Error('The demo data has no verified account');
  return pick;
}

/** The card of one account on the person page, found by its handle. */
export const accountCard = (page: Page, username: string) =>
  page.getByTestId('account-card').filter({ has: page.getByText(`@${username}`, { exact: true }) });

/** A toast (sonner) with a title, optionally its description. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
