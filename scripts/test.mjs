#!/usr/bin/env node
// Runs every check the project has and ends with one line "N passed, N failed".
// `node scripts/test.mjs` runs all of them; `--api` runs only the API tests (CI runs
// them a second time against PostgreSQL and Redis that way); `--reliability` runs only the
// long tests of real server processes under faults (they need PostgreSQL and Redis).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const apiOnly = process.argv.includes('--api');
const reliabilityOnly = process.argv.includes('--reliability');
const reports = mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  const ok = run(title, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(projects) {
  const outputFile = path.join(reports, `vitest-${projects.join('-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
  const ok = run(`vitest (${projects.join(', ')})`, 'npx', [
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  const report = readJson(outputFile);
  if (!report) {
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
}

function playwright() {
  const outputFile = path.join(reports, 'playwright.json');
  const ok = run(
    'browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
    },
  );
  const report = readJson(outputFile);
  if (!report) {
    totals.failed += 1;
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
}

if (apiOnly) {
  vitest(['api']);
} else if (reliabilityOnly) {
  vitest(['reliability']);
} else {
  check('typecheck', 'npx', ['tsc', '--noEmit']);
  check('lint', 'npx', ['eslint', '.']);
  check('format', 'npx', ['prettier', '--check', '.']);
  vitest(['unit', 'api']);
  if (check('build the web app', process.execPath, ['scripts/build-web.mjs'])) {
    check('home page JavaScript budget', 'node', ['scripts/check-bundle-size.mjs']);
    playwright();
  } else totals.failed += 2; // the budget check and the browser tests could not run
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
