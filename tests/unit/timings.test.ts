import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatReport, playwrightFileTimes, vitestFileTimes } from '../../scripts/timings.mjs';

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
});
