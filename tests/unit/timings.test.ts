import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatReport,
  playwrightFailures,
  playwrightFileTimes,
  vitestFailures,
  vitestFileTimes,
} from '../../scripts/timings.mjs';

describe('where a check run’s time goes', () => {
  it('reads each Vitest file’s wall time from its JSON report, named from the project folder', () => {
    const report = {
      testResults: [
        { name: path.resolve('tests/api/votes.test.ts'), startTime: 1_000, endTime: 4_500 },
      ],
    };
    expect(vitestFileTimes(report, 'API tests')).toEqual([
      { file: 'tests/api/votes.test.ts', suite: 'API tests', seconds: 3.5 },
    ]);
  });

  it('adds up a Playwright file’s tests across nested describes, retries and projects', () => {
    const result = (duration: number) => ({ duration });
    const report = {
      suites: [
        {
          specs: [{ file: 'home.spec.ts', tests: [{ results: [result(1_000), result(500)] }] }],
          suites: [
            {
              specs: [
                { file: 'home.spec.ts', tests: [{ results: [result(2_000)] }] },
                { file: 'check.spec.ts', tests: [{ results: [result(250)] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: 'tests/e2e/home.spec.ts', suite: 'browser tests', seconds: 3.5 },
      { file: 'tests/e2e/check.spec.ts', suite: 'browser tests', seconds: 0.25 },
    ]);
  });

  it('lists the stages in the order they ran and only the ten slowest files, slowest first', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      file: `tests/api/file-${index}.test.ts`,
      suite: 'API tests',
      seconds: index + 1,
    }));
    const report = formatReport([
      { stage: 'typecheck', seconds: 12.34 },
      ...files,
      { stage: 'browser tests', seconds: 425.6 },
    ]);
    expect(report).toBe(
      [
        'Time by stage (wall clock)',
        '  typecheck          12.3 s',
        '  browser tests  7 min 06 s',
        'The 10 slowest test files',
        ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(
          (seconds) =>
            `  ${`${seconds.toFixed(1)} s`.padStart(10)}  tests/api/file-${seconds - 1}.test.ts (API tests)`,
        ),
      ].join('\n'),
    );
  });

  it('names each failed Vitest test with its describes, and a file that failed with none', () => {
    const report = {
      testResults: [
        {
          name: path.resolve('tests/api/votes.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', title: 'counts a vote', ancestorTitles: ['votes'] },
            {
              status: 'failed',
              title: 'refuses a second vote',
              ancestorTitles: ['votes'],
              failureMessages: [
                '\u001b[31mAssertionError: expected 201 to be 409\u001b[39m\n\n- Expected\n+ Received\n\n- 409\n+ 201\n    at votes.test.ts:12:5',
              ],
            },
          ],
        },
        { name: path.resolve('tests/api/broken.test.ts'), status: 'failed', assertionResults: [] },
        { name: path.resolve('tests/api/fine.test.ts'), status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, 'API tests')).toEqual([
      {
        failed: 'tests/api/votes.test.ts › votes › refuses a second vote',
        suite: 'API tests',
        reason: ['AssertionError: expected 201 to be 409', '- Expected', '+ Received', '- 409'],
      },
      { failed: 'tests/api/broken.test.ts', suite: 'API tests', reason: undefined },
    ]);
  });

  it('names each Playwright test whose outcome was unexpected, not the flaky or skipped ones', () => {
    const spec = (title: string, status: string) => ({
      file: 'home.spec.ts',
      line: 7,
      title,
      tests: [
        {
          status,
          results: [
            { error: { message: `Error: \u001b[2mexpect(\u001b[22mlocator) failed in ${title}` } },
          ],
        },
      ],
    });
    const report = {
      suites: [
        {
          title: 'home.spec.ts',
          specs: [spec('shows the list', 'unexpected'), spec('filters', 'flaky')],
          suites: [{ title: 'search', specs: [spec('finds a name', 'unexpected')] }],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      {
        failed: 'tests/e2e/home.spec.ts:7 › shows the list',
        suite: 'browser tests',
        reason: ['Error: expect(locator) failed in shows the list'],
      },
      {
        failed: 'tests/e2e/home.spec.ts:7 › search › finds a name',
        suite: 'browser tests',
        reason: ['Error: expect(locator) failed in finds a name'],
      },
    ]);
  });

  it('ends with the tests that failed and why, and rounds a stage of 239.6 s to 4 min 00 s', () => {
    const report = formatReport([
      { stage: 'API tests', seconds: 239.6 },
      {
        failed: 'tests/api/votes.test.ts › refuses a second vote',
        suite: 'API tests',
        reason: ['AssertionError: expected 201 to be 409', '- Expected'],
      },
    ]);
    expect(report).toBe(
      [
        'Time by stage (wall clock)',
        '  API tests  4 min 00 s',
        'The test that failed',
        '  tests/api/votes.test.ts › refuses a second vote (API tests)',
        '      AssertionError: expected 201 to be 409',
        '      - Expected',
      ].join('\n'),
    );
  });
});
