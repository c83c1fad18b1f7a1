import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { linkIn, type MailCatcher, startMailCatcher } from '../../helpers/mail-catcher';
import accounts from './e2e-accounts.json' with { type: 'json' };
import { BASE_URL, workerPlace } from './base-url';
import { hydrating } from './hydration';

export { BASE_URL, expect };
export const ADMIN = accounts.admin;
/** The port of this worker's SMTP catcher; its e2e server (scripts/e2e-server.mjs) sends there. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? accounts.smtpPort) + workerPlace;
export const VERIFY_SUBJECT = /Verify your email/;
export const RESET_SUBJECT = /Reset your .* password/;

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user nobody else has: unique name and address, a password that meets the policy. */
export function newUser(): TestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `e2e_${suffix}`,
    email: `e2e.${suffix}@example.test`,
    password: 'Journey-pass1!',
  };
}

async function listenForMail(): Promise<MailCatcher> {
  // A worker that just stopped may still hold the port for a moment.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startMailCatcher(SMTP_PORT, { recordLogins: true });
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * `page`: a page whose navigations wait for hydration. `mail`: the SMTP catcher this worker's
 * e2e server sends to (one per worker, on E2E_SMTP_PORT or the port of e2e-accounts.json, plus
 * the worker's place); every mail that server sends during the run lands in it.
 */
export const test = base.extend<{ page: Page }, { mail: MailCatcher }>({
  // Every navigation waits until the drawn page is hydrated (see hydration.ts).
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const catcher = await listenForMail();
      await use(catcher);
      await catcher.close();
    },
    { scope: 'worker' },
  ],
});

/** Registers a user through the API and follows the verification link from the mail. */
export async function createVerifiedUser(
  request: APIRequestContext,
  mail: MailCatcher,
): Promise<TestUser> {
  const user = newUser();
  const registered = await request.post('/api/register', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(201);
  const link = linkIn(await mail.waitFor(user.email, VERIFY_SUBJECT), BASE_URL);
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.headers()['location']).toBe('/auth?verified=true');
  return user;
}

/** Fills and sends the log-in form of the /auth page the browser is on. */
export async function submitLogIn(page: Page, user: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the /auth page and waits for the signed-in menu. */
export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth?tab=login');
  await submitLogIn(page, user);
  await expect(page).toHaveURL(/\/$/);
}

/** Fills and sends the sign-up form of the /auth page the browser is on; returns the form. */
export async function submitSignUp(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  return form;
}

/** The navbar's account menu button of a signed-in user. */
export const accountMenu = (page: Page, username: string) =>
  page.getByRole('button', { name: `Account menu for ${username}` });
