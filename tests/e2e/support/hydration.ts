import type { Page, Response } from '@playwright/test';
import { BASE_URL } from './base-url';

/**
 * Waits until the app on the page answers clicks: a page the server drew is plain HTML
 * until React has hydrated it (the app frame then sets `data-hydrated` on <html>), and a
 * click before that is lost, as it would be for a quick reader.
 */
export async function waitForHydration(page: Page, response: Response | null) {
  const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? true;
  const isApp = new URL(page.url()).origin === new URL(BASE_URL).origin;
  if (isPage && isApp) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The page, whose goto, reload, goBack and goForward also wait for hydration. */
export function hydrating(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page, response);
        return response;
      },
    });
  }
  return page;
}

/**
 * Opens `path` the way a link inside the app does: the app's router shows it and the
 * browser asks the API for its data. (A page loaded whole arrives drawn by the server, with
 * its data already in it.) For tests that change what the browser's API calls answer. From
 * a page that runs no app (a blank tab, robots.txt) it first opens one.
 */
export async function openInApp(page: Page, path: string) {
  const url = new URL(page.url());
  const isHtml = (await page.evaluate(() => document.contentType)) === 'text/html';
  if (url.protocol === 'about:' || !url.pathname || !isHtml) await page.goto('/privacy');
  else await waitForHydration(page, null);
  await page.evaluate((target) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2), idx: (state?.idx ?? 0) + 1 },
      '',
      target,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
