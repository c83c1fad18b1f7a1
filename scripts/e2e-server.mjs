#!/usr/bin/env node
/**
 * The server the browser tests run against: a fresh data directory, the demo data set and
 * one admin (tests/e2e/support/e2e-accounts.json), then the built server (dist/server, as
 * `npm start` runs it, built here when out of date) and the built web app (dist/web, built
 * beforehand by `npm test`) on E2E_PORT (3100; playwright.config.ts starts one per worker). Mail goes over real SMTP
 * to the catcher the tests run, on E2E_SMTP_PORT or else the port named in that file. The data directory is removed
 * when the server stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const port = process.env.E2E_PORT ?? '3100';
const people = process.env.E2E_PEOPLE ?? '40';
const accounts = JSON.parse(
  readFileSync(new URL('../tests/e2e/support/e2e-accounts.json', import.meta.url), 'utf8'),
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vv-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? accounts.smtpPort}`,
  RATE_LIMIT: 'off',
  // Proof checks may read pages the browser tests serve on this machine.
  ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

// Each Playwright worker starts a server of its own at the same time: one builds, the others
// wait for it and then find the build current.
const releaseBuild = await lockfile.lock('package.json', {
  lockfilePath: path.join(tmpdir(), 'vv-e2e-build.lock'),
  retries: { retries: 600, minTimeout: 200, maxTimeout: 200 },
});
const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
  stdio: 'inherit',
});
await releaseBuild();
if (built.status !== 0) {
  cleanUp();
  process.exit(built.status ?? 1);
}

// Node itself (not npm): one process, so stopping it stops the server.
const node = (script, ...args) => [process.execPath, [script, ...args]];

function cli(what, args, input) {
  const result = spawnSync(...node('dist/server/cli.js', ...args), {
    env,
    input,
    stdio: [input === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'],
  });
  if (result.status === 0) return;
  cleanUp();
  console.error(`e2e-server: ${what} failed`);
  process.exit(result.status ?? 1);
}

cli('seeding the demo data', ['seed-demo', '--people', people]);
const { admin } = accounts;
// The password goes in on stdin, as an operator's would: never on a command line.
cli(
  'creating the admin',
  ['create-admin', '--email', admin.email, '--username', admin.username],
  `${admin.password}\n`,
);

const server = spawn(...node('dist/server/main.js'), { env, stdio: 'inherit' });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
