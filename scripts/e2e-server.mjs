#!/usr/bin/env node
/**
 * The server the browser tests run against: a fresh data directory, the demo data set,
 * then the API and the built web app (dist/web, built beforehand by `npm test`) on PORT.
 * The data directory is removed when the server stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const people = process.env.E2E_PEOPLE ?? '40';
const dataDir = mkdtempSync(path.join(tmpdir(), 'vv-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  RATE_LIMIT: 'off',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

// Node itself with tsx as a loader (not npx): one process, so stopping it stops the server.
const tsx = (script, ...args) => [process.execPath, ['--import', 'tsx', script, ...args]];

const seeded = spawnSync(...tsx('src/server/cli.ts', 'seed-demo', '--people', people), {
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) {
  cleanUp();
  console.error('e2e-server: seeding the demo data failed');
  process.exit(seeded.status ?? 1);
}

const server = spawn(...tsx('src/server/main.ts'), { env, stdio: 'inherit' });
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
