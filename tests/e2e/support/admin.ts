import { type APIRequestContext, expect, type Page, request as apiRequest } from '@playwright/test';
import { bearer, proposeAccount, type SignedIn, signInWithApi } from './community';
import { ADMIN, BASE_URL } from './fixtures';

/** Signs the page in as the e2e admin (scripts/e2e-server.mjs creates it) and returns its token. */
export const signInAsAdmin = (page: Page) => signInWithApi(page, ADMIN);

/**
 * Logs a user in through the API only: their id, name and bearer token. The login runs in a
 * context of its own, so its session cookie never rides along on the test's other calls.
 */
export async function apiLogin(user: { email: string; password: string }): Promise<SignedIn> {
  const context = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const response = await context.post('/api/login', {
      data: { email: user.email, password: user.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    const login = (await response.json()) as SignedIn;
    return { id: login.id, username: login.username, token: login.token };
  } finally {
    await context.dispose();
  }
}

export interface NamedPerson {
  id: number;
  firstName: string;
  lastName: string;
}

/** Adds a person with the given last name through the API. */
export async function addPerson(
  request: APIRequestContext,
  user: SignedIn,
  lastName: string,
  firstName = 'Testa',
): Promise<NamedPerson> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const response = await request.post('/api/people', {
    headers: bearer(user),
    data: { firstName, lastName, profession: 'Test subject', categoryId: categories[0]!.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as NamedPerson;
}

/**
 * Proposes an account for a person (on the first platform or the one named) and lets the
 * admin verify it at once; its handle and id.
 */
export async function addVerifiedAccount(
  request: APIRequestContext,
  admin: SignedIn,
  personId: number,
  platformName?: string,
  url?: string,
): Promise<{ id: number; username: string }> {
  const account = await proposeAccount(request, admin, personId, platformName, url);
  const toggled = await request.post(
    `/api/admin/social-accounts/${account.id}/toggle-verification`,
    {
      headers: bearer(admin),
    },
  );
  expect(toggled.status(), await toggled.text()).toBe(200);
  expect(((await toggled.json()) as { account: { isVerified: boolean } }).account.isVerified).toBe(
    true,
  );
  return account;
}

/** Reports a verified account as fake; the report's id. */
export async function reportAccount(
  request: APIRequestContext,
  user: SignedIn,
  socialAccountId: number,
): Promise<number> {
  const response = await request.post('/api/social-accounts/report', {
    headers: bearer(user),
    data: {
      socialAccountId,
      reason: 'This account impersonates the person.',
      evidence: 'The official website links a different handle.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { report: { id: number } }).report.id;
}

/** Dismisses a report as the admin: the account stays verified and the reporter hears of it. */
export async function actOnReport(
  request: APIRequestContext,
  admin: SignedIn,
  reportId: number,
  action: 'dismiss' | 'investigate',
): Promise<void> {
  const response = await request.post(`/api/admin/reports/${reportId}/resolve`, {
    headers: bearer(admin),
    data: { action },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens one tab of the dashboard. */
export async function openAdminTab(
  page: Page,
  tab: 'Reported Accounts' | 'User Management' | 'Famous People' | 'System Settings',
) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
}

/** The confirmation dialog that is open now. */
export const confirmDialog = (page: Page) => page.getByRole('alertdialog');
