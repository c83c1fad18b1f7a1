#!/usr/bin/env node
// Runs every check the project has and ends with one line "N passed, N failed".
//
//   node scripts/test.mjs                  every check, the API tests on the embedded database
//   node scripts/test.mjs --postgres URL --redis URL
//                                          also the reliability tests on that PostgreSQL and
//                                          Redis, beside the browser tests (which leave a core
//                                          idle), then the API tests against them; CI runs this
//   node scripts/test.mjs --postgres URL --redis URL --bench-url URL
//                                          also the benchmark scripts at a small size on the
//                                          database at URL (emptied first), beside the browser
//                                          tests once the reliability tests are done; CI runs this
//   node scripts/test.mjs --api            the API tests alone (on DATABASE_URL when set)
//   node scripts/test.mjs --reliability    the tests of real server processes under faults
//
// Each run prints how long each stage took and its slowest test files (scripts/timings.mjs).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  playwrightFailures,
  playwrightFileTimes,
  printReport,
  recordFiles,
  recordStage,
  vitestFailures,
  vitestFileTimes,
} from './timings.mjs';

const { values: options } = parseArgs({
  options: {
    api: { type: 'boolean', default: false },
    reliability: { type: 'boolean', default: false },
    postgres: { type: 'string' },
    redis: { type: 'string' },
    'bench-url': { type: 'string' },
  },
});
const withServers = Boolean(options.postgres || options.redis);
if (withServers && !(options.postgres && options.redis)) {
  console.error('test: --postgres and --redis go together (the server suites need both)');
  process.exit(2);
}
if (options['bench-url'] && !withServers) {
  console.error('test: --bench-url runs beside the server suites: give --postgres and --redis');
  process.exit(2);
}
const reports = mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
const totals = { passed: 0, failed: 0 };
const databaseName = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database';

function count(ok) {
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

/** Runs a command and resolves to whether it succeeded; `log` keeps its output in a file. */
function spawnTimed(stageName, command, args, env = {}, log = 'inherit') {
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: log === 'inherit' ? 'inherit' : ['ignore', log, log],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.once('close', (status) => {
      recordStage(stageName, (performance.now() - started) / 1000);
      resolve(status === 0);
    });
  });
}

/** Runs a command in the foreground, its output shown as it comes. */
function run(title, command, args, env) {
  console.log(`\n▶ ${title}`);
  return spawnTimed(title, command, args, env);
}

/** Runs a command with its output kept in `logFile`, to be printed when the caller chooses. */
async function runIntoLog(stageName, command, args, env, logFile) {
  const log = openSync(logFile, 'w');
  try {
    return await spawnTimed(stageName, command, args, env, log);
  } finally {
    closeSync(log);
  }
}

const vitestArgs = (project, outputFile, ...more) => [
  'vitest',
  'run',
  '--project',
  project,
  ...more,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${outputFile}`,
];

function countVitest(title, ok, outputFile) {
  const report = readJson(outputFile);
  if (!report) return count(false);
  recordFiles([...vitestFileTimes(report, title), ...vitestFailures(report, title)]);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
}

async function vitest(title, project) {
  const outputFile = path.join(reports, `vitest-${project}.json`);
  countVitest(title, await run(title, 'npx', vitestArgs(project, outputFile)), outputFile);
}

async function playwright() {
  const outputFile = path.join(reports, 'playwright.json');
  const title = 'browser tests (Playwright, Chromium)';
  const ok = await run(title, 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
  });
  const report = readJson(outputFile);
  if (!report) return count(false);
  recordFiles([...playwrightFileTimes(report), ...playwrightFailures(report)]);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected + (ok || unexpected > 0 ? 0 : 1);
}

/**
 * The reliability tests, in the background beside the browser tests: real server processes
 * that wait on one another more than they compute. Resolves to a function that prints their
 * output and counts their results.
 */
async function reliabilityBeside(env) {
  const title = 'reliability tests (PostgreSQL and Redis)';
  const outputFile = path.join(reports, 'vitest-reliability.json');
  const logFile = path.join(reports, 'reliability.log');
  const args = vitestArgs('reliability', outputFile);
  const ok = await runIntoLog(`${title} (beside the browser tests)`, 'npx', args, env, logFile);
  return () => {
    console.log(`\n▶ ${title} (ran beside the browser tests)`);
    process.stdout.write(readFileSync(logFile));
    countVitest(title, ok, outputFile);
  };
}

/**
 * The benchmark scripts at a small size, so they keep working (their figures are not judged
 * here, and the browser tests beside them load the machine): a seed of 10,000 people on the
 * database at `url`, each scenario for 1 s on it and on 2,000 people in the embedded
 * database, and the Wikidata import of 20,000 entities. Resolves like reliabilityBeside.
 */
async function benchmarkScriptsBeside(url) {
  const title = 'benchmark scripts';
  const logFile = path.join(reports, 'benchmark-scripts.log');
  const steps = [
    ['bench:seed', '--', '--people', '10000', '--database-url', url, '--reset'],
    ['bench', '--', '--duration', '1', '--database-url', url, '--embedded', '--people', '2000'],
    ['bench:wikidata', '--', '--entities', '20000'],
    ['bench:name-index', '--', '--database-url', url, '--people', '10000', '--queries', '200'],
  ];
  const script = steps.map((step) => `npm run ${step.join(' ')}`).join(' && ');
  const ok = await runIntoLog(
    `${title} (beside the browser tests)`,
    'sh',
    ['-c', script],
    {},
    logFile,
  );
  return () => {
    console.log(
      `\n▶ ${title}: 10,000 people on PostgreSQL, 2,000 on the embedded database, 1 s a scenario (ran beside the browser tests)`,
    );
    process.stdout.write(readFileSync(logFile));
    count(ok);
  };
}

/**
 * The API tests against the servers, in the foreground: their timing comparisons (sign-up
 * must take as long for a known address as for a new one) need a machine no other suite
 * loads. *.postgres.test.ts run on a PostgreSQL server in every run, and *.embedded.test.ts
 * on embedded databases of their own in every run: the first run had them both.
 */
async function apiOnServers(env) {
  const title = 'API tests (PostgreSQL and Redis)';
  const outputFile = path.join(reports, 'vitest-api-servers.json');
  const args = vitestArgs(
    'api',
    outputFile,
    '--exclude',
    'tests/api/*.postgres.test.ts',
    '--exclude',
    'tests/api/*.embedded.test.ts',
  );
  countVitest(title, await run(title, 'npx', args, env), outputFile);
}

/**
 * The typecheck, lint, format check and unit tests at once: each is mostly one process on one
 * core and none depends on another, so together they take about half as long. Their outputs
 * are printed one after another once all are done.
 */
async function staticChecksAndUnitTests() {
  const unitReport = path.join(reports, 'vitest-unit.json');
  const checks = [
    { title: 'typecheck', command: ['tsc', '--noEmit'] },
    { title: 'lint', command: ['eslint', '.'] },
    { title: 'format', command: ['prettier', '--check', '.'] },
    { title: 'unit tests', command: vitestArgs('unit', unitReport), report: unitReport },
  ];
  console.log(`\n▶ ${checks.map((check) => check.title).join(', ')} (at once)`);
  const results = await Promise.all(
    checks.map(async (check) => {
      const logFile = path.join(reports, `${check.title.replace(/ /g, '-')}.log`);
      const ok = await runIntoLog(check.title, 'npx', check.command, {}, logFile);
      return { ...check, ok, logFile };
    }),
  );
  for (const { title, ok, logFile, report } of results) {
    console.log(`\n▶ ${title}${ok ? '' : ' (failed)'}`);
    process.stdout.write(readFileSync(logFile));
    if (report) countVitest(title, ok, report);
    else count(ok);
  }
}

if (options.api) {
  await vitest(`API tests (${databaseName})`, 'api');
} else if (options.reliability) {
  await vitest('reliability tests', 'reliability');
} else {
  await staticChecksAndUnitTests();
  await vitest(`API tests (${databaseName})`, 'api');
  const servers = { DATABASE_URL: options.postgres, REDIS_URL: options.redis };
  // The browser and reliability tests both run the built server: build it once, first.
  if (count(await run('build the web app and the server', 'npm', ['run', 'build', '--silent']))) {
    count(await run('home page JavaScript budget', 'node', ['scripts/check-bundle-size.mjs']));
    // One after the other, beside the browser tests: each would load the core they leave.
    const beside = withServers
      ? reliabilityBeside(servers).then(async (printReliability) => {
          const printBenchmarks = options['bench-url']
            ? await benchmarkScriptsBeside(options['bench-url'])
            : () => {};
          return () => {
            printReliability();
            printBenchmarks();
          };
        })
      : null;
    await playwright();
    if (beside) (await beside)();
  } else totals.failed += withServers ? 3 + Number(Boolean(options['bench-url'])) : 2; // the suites that could not run
  if (withServers) await apiOnServers(servers);
}

rmSync(reports, { recursive: true, force: true });
printReport();
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
