/** Pure helpers of the load benchmark: percentiles, ratios, targets and the markdown tables. */

/** The nearest-rank percentile (0 < p ≤ 100) of numbers sorted ascending; 0 for none. */
function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentile(values: readonly number[], p: number): number {
  return nearestRank(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

export function latencies(values: readonly number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: nearestRank(sorted, 50),
    p95: nearestRank(sorted, 95),
    p99: nearestRank(sorted, 99),
  };
}

/** A scenario's throughput as a share of the ceiling's (0.31 = 31 %); null without a ceiling. */
export function ratio(requestsPerSecond: number, ceiling: number | undefined): number | null {
  if (!ceiling || ceiling <= 0) return null;
  return requestsPerSecond / ceiling;
}

export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)} %`;
}

export type ScenarioKind = 'home' | 'list' | 'person' | 'write' | 'ceiling';

export interface Target {
  /** p95 must be under this many milliseconds. */
  p95Ms?: number;
  /** Throughput must be at least this share of the ceiling's. */
  minRatio?: number;
}

/** The targets: reads at ≥ 25 % of the bare route; p95 by kind of page. */
export const TARGETS: Record<ScenarioKind, Target> = {
  home: { p95Ms: 20, minRatio: 0.25 },
  list: { p95Ms: 30, minRatio: 0.25 },
  person: { p95Ms: 15, minRatio: 0.25 },
  write: { p95Ms: 40 },
  ceiling: {},
};

export function describeTarget(target: Target): string {
  const parts = [
    ...(target.p95Ms === undefined ? [] : [`p95 < ${target.p95Ms} ms`]),
    ...(target.minRatio === undefined ? [] : [`≥ ${Math.round(target.minRatio * 100)} %`]),
  ];
  return parts.length ? parts.join(', ') : '–';
}

export interface ScenarioResult {
  name: string;
  kind: ScenarioKind;
  requestsPerSecond: number;
  latency: Latencies;
  /** Answers that were not 2xx, by status ("409": 12). */
  otherStatuses: Record<string, number>;
  errors: number;
}

export function meetsTarget(result: ScenarioResult, ceiling: number | undefined): boolean | null {
  const target = TARGETS[result.kind];
  if (target.p95Ms === undefined && target.minRatio === undefined) return null;
  const share = ratio(result.requestsPerSecond, ceiling);
  const fastEnough = target.p95Ms === undefined || result.latency.p95 < target.p95Ms;
  const enoughThroughput =
    target.minRatio === undefined || (share !== null && share >= target.minRatio);
  return fastEnough && enoughThroughput;
}

const ms = (value: number) => value.toFixed(1);

export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The table of one run: each scenario's throughput, latencies, share of the ceiling and target. */
export function resultsTable(results: ScenarioResult[]): string {
  const ceiling = results.find((result) => result.kind === 'ceiling')?.requestsPerSecond;
  return markdownTable(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs ceiling', 'target', 'met?'],
    results.map((result) => {
      const met = meetsTarget(result, ceiling);
      const other = Object.entries(result.otherStatuses)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ');
      return [
        result.name +
          (other ? ` (${other})` : '') +
          (result.errors ? ` (${result.errors} errors)` : ''),
        result.requestsPerSecond.toFixed(0),
        ms(result.latency.p50),
        ms(result.latency.p95),
        ms(result.latency.p99),
        result.kind === 'ceiling'
          ? '100 %'
          : formatPercent(ratio(result.requestsPerSecond, ceiling)),
        describeTarget(TARGETS[result.kind]),
        met === null ? '–' : met ? 'yes' : 'no',
      ];
    }),
  );
}

export interface LabelledRun {
  label: string;
  results: ScenarioResult[];
}

/** Several runs side by side: req/s and p95 of each scenario in each run. */
export function comparisonTable(runs: LabelledRun[]): string {
  const names = [...new Set(runs.flatMap((run) => run.results.map((result) => result.name)))];
  return markdownTable(
    ['scenario', ...runs.flatMap((run) => [`${run.label} req/s`, `${run.label} p95 ms`])],
    names.map((name) => [
      name,
      ...runs.flatMap((run) => {
        const result = run.results.find((candidate) => candidate.name === name);
        return result ? [result.requestsPerSecond.toFixed(0), ms(result.latency.p95)] : ['–', '–'];
      }),
    ]),
  );
}

/** Bytes of a /proc/<pid>/status text's VmRSS line, or null. */
export function residentBytes(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** Names of the watched tables that an EXPLAIN text reads with a sequential scan. */
export function sequentialScans(plan: string, tables: readonly string[]): string[] {
  const found = new Set<string>();
  for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) {
    if (tables.includes(match[1]!)) found.add(match[1]!);
  }
  return [...found];
}

/** A word with one letter left out of its middle: a one-typo query for the search. */
export function typo(word: string): string {
  if (word.length < 5) return word;
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}
