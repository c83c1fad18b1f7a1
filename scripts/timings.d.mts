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
export function recordStage(name: string, seconds: number): void;
export function recordFiles(files: FileRecord[]): void;
export function vitestFileTimes(
  report: { testResults?: { name: string; startTime: number; endTime: number }[] },
  suite: string,
): FileRecord[];
export function playwrightFileTimes(report: unknown): FileRecord[];
export function formatReport(records: (StageRecord | FileRecord)[]): string;
export function printReport(): void;
