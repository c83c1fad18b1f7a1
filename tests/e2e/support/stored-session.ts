import type { Page } from '@playwright/test';

export interface FakeUser {
  id: number;
  username: string;
  role?: 'user' | 'admin';
  email?: string;
}

/**
 * For tests that put a made-up session into localStorage: on load the app asks the server
 * whether the session is signed in and clears what the server does not know, so the server's
 * answers about this session (auth status, current user, unread notifications) are faked to
 * say it is.
 */
export async function serverKnowsSession(page: Page, user: FakeUser) {
  await page.route('**/api/auth-status?**', (route) =>
    route.fulfill({
      json: {
        authenticated: true,
        hasAuthHeader: true,
        sessionId: 'a1B2c3D4e5F6',
        sessionExists: true,
        hasUser: true,
        hasTokenAuth: true,
        tokenUsername: user.username,
        timestamp: new Date().toISOString(),
      },
    }),
  );
  // The navbar's bell asks for the unread count: a 401 there would end the made-up session.
  await page.route('**/api/notifications?**', (route) =>
    route.fulfill({ json: { notifications: [], total: 0, unread: 0 } }),
  );
  await page.route('**/api/user', (route) =>
    route.fulfill({
      json: {
        id: user.id,
        username: user.username,
        email: user.email ?? `${user.username}@example.test`,
        role: user.role ?? 'user',
        isVerified: true,
        createdAt: new Date().toISOString(),
      },
    }),
  );
}
