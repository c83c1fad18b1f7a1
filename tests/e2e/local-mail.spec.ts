import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { submitAddPerson, uniqueWord } from './support/community';
import { accountMenu, expect, newUser, submitLogIn, submitSignUp, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/**
 * The README's way for a newcomer: `npm start` with no SMTP server, sign up, read the
 * verification mail at /dev/mailbox, follow its link. The browser tests' own server sends
 * over SMTP in production mode, so this file starts the built server the way `npm start`
 * does (development, no SMTP_URL) on a free port with a fresh data folder.
 */
let server: ChildProcess;
let output = '';
let base: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'vv-local-mail-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await expect.poll(() => output, { timeout: 100_000 }).toContain('is ready');
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const ended = new Promise((resolve) => server.once('close', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a page of the app and waits until it answers clicks (see support/hydration.ts). */
async function openAppPage(page: Page, address: string) {
  await page.goto(`${base}${address}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The page at the phone and desktop sizes, for a person to look at; back to desktop after. */
async function screenshots(page: Page, name: string) {
  for (const { name: size, width, height } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shotPath(`local-mail-${name}-${size}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('with no SMTP server, a newcomer signs up, verifies through the development mailbox and writes as a verified member', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(output).toContain(`VerifiedVoices is ready: open ${base}`);
  expect(output).toContain(
    `No SMTP server is configured: read the app's mail at ${base}/dev/mailbox`,
  );
  const user = newUser();

  await openAppPage(page, '/auth?tab=register');
  await submitSignUp(page, user);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  // Nothing was sent: the page says so, and where the mail is.
  await expect(
    page.getByText('No mail server is set up yet, so the verification email was kept, not sent.'),
  ).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Your verification link is waiting' });
  await expect(notice).toContainText(
    `No mail server is set up yet, so the verification link for ${user.email} was kept, not sent.`,
  );
  await expect(notice).not.toContainText('We sent');
  const mailboxLink = notice.getByRole('link', { name: 'Open the local mailbox' });
  await expect(mailboxLink).toHaveAttribute('href', `${base}/dev/mailbox`);
  await screenshots(page, 'signed-up');

  await page.goto((await mailboxLink.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
  const mails = page.getByRole('list', { name: 'Mails, newest first' }).getByRole('link');
  await expect(mails).toHaveCount(1);
  await expect(mails.first()).toContainText('Verify your email for VerifiedVoices');
  await expect(mails.first()).toContainText(`To ${user.email}`);
  await screenshots(page, 'list');

  await mails.first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify your email for VerifiedVoices' }),
  ).toBeVisible();
  const mail = page.frameLocator('iframe[title="The mail as sent"]');
  await expect(mail.getByText(`Hello ${user.username},`)).toBeVisible();
  await screenshots(page, 'mail');

  await mail.getByRole('link', { name: 'Verify my email' }).click();
  await expect(page).toHaveURL(`${base}/auth`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Account verified successfully!' }),
  ).toBeVisible();

  // Signed in, the member adds a person: a write only a verified member may make.
  await submitLogIn(page, user);
  await expect(accountMenu(page, user.username)).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  const lastName = `Mailbox${uniqueWord()}`;
  await submitAddPerson(page, { firstName: 'Ada', lastName, profession: 'Mathematician' });
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();

  // The log said where the mail was, never its link.
  expect(output).toContain(`mail kept (no SMTP configured): read it at ${base}/dev/mailbox`);
  expect(output).not.toContain('/api/verify-email/');
});
