import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { BASE_URL, FIRST_PORT } from './tests/e2e/support/base-url';
import accounts from './tests/e2e/support/e2e-accounts.json' with { type: 'json' };

/**
 * Test files are shared out to this many workers, each driving a server of its own with its
 * own data and mail catcher (support/base-url.ts), so no test sees another worker's changes.
 * A worker keeps about two cores busy (Chromium and its server): more workers than that
 * share the same cores and only stretch each test towards its timeout.
 */
const WORKERS = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
);
const FIRST_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? accounts.smtpPort);

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium; no browser is downloaded)
 * against the real server with the demo data set. `npm test` builds the web app first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a test that hangs, not a speed target: the longest flows (sign-in, an
  // admin form, a page drawn by the server, axe) take 10-12 s on a development machine and
  // CI's machines have run the suite 2.3 times slower (19.6 min against 8.4).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Read in each worker, where BASE_URL names that worker's server.
    baseURL: BASE_URL,
    // A trace records the page all along (about a tenth of the suite's CPU); on CI nobody can
    // open one, so it is kept only for failures of a run on this machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, place) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${FIRST_PORT + place}/api/categories`,
    env: {
      E2E_PORT: String(FIRST_PORT + place),
      E2E_SMTP_PORT: String(FIRST_SMTP_PORT + place),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
