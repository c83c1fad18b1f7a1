#!/usr/bin/env node
// Where a check run's time goes: each stage's wall time and each test file's, from the
// Vitest and Playwright JSON reports. `scripts/test.mjs` records them; with TEST_TIMINGS_FILE
// set (as `.ci/run` does), every record is appended there as one JSON line, so several runs
// and the CI script's own stages add up to one report:
//
//   node scripts/timings.mjs stage NAME SECONDS   records a stage timed by a shell script
//   node scripts/timings.mjs report                prints the stages and the slowest files
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const SLOWEST_FILES_SHOWN = 10;
/** A failure's message is cut to its first lines: a CI log shows only its end. */
const REASON_LINES_SHOWN = 4;
const timingsFile = process.env.TEST_TIMINGS_FILE;

/** Records made by this process, for its own report when no TEST_TIMINGS_FILE is set. */
const ownRecords = [];

function record(entry) {
  ownRecords.push(entry);
  if (timingsFile) appendFileSync(timingsFile, `${JSON.stringify(entry)}\n`);
}

export function recordStage(name, seconds) {
  record({ stage: name, seconds });
}

/** The files of a Vitest JSON report (`--reporter=json`), each with its wall time. */
export function vitestFileTimes(report, suite) {
  return (report.testResults ?? []).map((file) => ({
    file: path.relative(process.cwd(), file.name),
    suite,
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** The files of a Playwright JSON report, each with the sum of its tests' durations. */
export function playwrightFileTimes(report) {
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + result.duration, 0);
      totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...totals].map(([file, ms]) => ({
    file: path.join('tests/e2e', file),
    suite: 'browser tests',
    seconds: ms / 1000,
  }));
}

export function recordFiles(files) {
  for (const file of files) record(file);
}

/** The first non-blank lines of an error message, without terminal colours. */
function reasonOf(message) {
  if (!message) return undefined;
  return stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, REASON_LINES_SHOWN);
}

/**
 * The tests that failed in a Vitest JSON report, and the files that failed with no test to
 * blame (an error while loading one, say), so a run's end names what to look at.
 */
export function vitestFailures(report, suite) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [{ failed: name, suite }];
    return tests.map((test) => ({
      failed: `${name} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`,
      suite,
      reason: reasonOf(test.failureMessages?.[0]),
    }));
  });
}

/** The tests of a Playwright JSON report whose outcome was not the expected one. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.find((test) => test.status === 'unexpected');
      if (failed) {
        failures.push({
          failed: `tests/e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          suite: 'browser tests',
          reason: reasonOf(failed.results.at(-1)?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the files, whose names the location already gives.
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}

function formatSeconds(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${(whole % 60).toString().padStart(2, '0')} s`;
}

/**
 * The stages in the order they ran, then the slowest test files, then the tests that failed
 * with the first lines of why, as lines of text.
 */
export function formatReport(records) {
  const stages = records.filter((entry) => entry.stage);
  const files = records.filter((entry) => entry.file).sort((a, b) => b.seconds - a.seconds);
  const failures = records.filter((entry) => entry.failed);
  if (stages.length === 0 && files.length === 0 && failures.length === 0) return '';
  const lines = [];
  if (stages.length > 0) {
    const width = Math.max(...stages.map((entry) => entry.stage.length));
    lines.push('Time by stage (wall clock)');
    for (const { stage, seconds } of stages) {
      lines.push(`  ${stage.padEnd(width)}  ${formatSeconds(seconds).padStart(10)}`);
    }
  }
  if (files.length > 0) {
    lines.push(`The ${Math.min(SLOWEST_FILES_SHOWN, files.length)} slowest test files`);
    for (const { file, suite, seconds } of files.slice(0, SLOWEST_FILES_SHOWN)) {
      lines.push(`  ${formatSeconds(seconds).padStart(10)}  ${file} (${suite})`);
    }
  }
  if (failures.length > 0) {
    lines.push(
      `The ${failures.length === 1 ? 'test that' : `${failures.length} tests that`} failed`,
    );
    for (const { failed, suite, reason = [] } of failures) {
      lines.push(`  ${failed} (${suite})`, ...reason.map((line) => `      ${line}`));
    }
  }
  return lines.join('\n');
}

/**
 * Prints this process's report, unless its records go to TEST_TIMINGS_FILE, whose collector
 * prints the whole run's report at its end.
 */
export function printReport() {
  if (!timingsFile && ownRecords.length > 0) console.log(`\n${formatReport(ownRecords)}`);
}

function readRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const [command, ...args] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!timingsFile) {
    console.error('timings: set TEST_TIMINGS_FILE to the file that collects the records');
    process.exit(2);
  }
  if (command === 'stage' && args.length === 2 && Number.isFinite(Number(args[1]))) {
    recordStage(args[0], Number(args[1]));
  } else if (command === 'report') {
    console.log(`\n${formatReport(readRecords(timingsFile))}`);
  } else {
    console.error('usage: timings.mjs stage NAME SECONDS | timings.mjs report');
    process.exit(2);
  }
}
