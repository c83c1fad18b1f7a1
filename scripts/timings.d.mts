// Types of scripts/timings.mjs, for its unit test.
export interface StageRecord {
  stage: string;
  seconds: number;
}
export interface FileRecord {
  file: string;
  suite: string;
  seconds: number;
}
export interface FailureRecord {
  failed: string;
  suite: string;
  /** The first lines of the test's error, when the report has one. */
  reason?: string[];
}
export function recordStage(name: string, seconds: number): void;
export function recordFiles(files: (FileRecord | FailureRecord)[]): void;
export function vitestFileTimes(
  report: { testResults?: { name: string; startTime: number; endTime: number }[] },
  suite: string,
): FileRecord[];
export function playwrightFileTimes(report: unknown): FileRecord[];
export function vitestFailures(
  report: {
    testResults?: {
      name: string;
      status?: string;
      assertionResults?: { status: string; title: string; ancestorTitles?: string[] }[];
    }[];
  },
  suite: string,
): FailureRecord[];
export function playwrightFailures(report: unknown): FailureRecord[];
export function formatReport(records: (StageRecord | FileRecord | FailureRecord)[]): string;
export function printReport(): void;
