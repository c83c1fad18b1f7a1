/**
 * Pure helpers of `npm run bench:web` (bench/web.ts): one row per Lighthouse run, read from
 * its result, and the printed table with the targets met or missed.
 */

/** The part of a Lighthouse result (LHR) these helpers read. */
export interface LighthouseResult {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      displayValue?: string;
    }
  >;
}

export interface WebRow {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
}

export interface Targets {
  performance: number;
  accessibility: number;
  /** Largest contentful paint on the mobile preset, at most (ms). */
  mobileLcpMs: number;
  /** Cumulative layout shift, below (so that it rounds to 0.00). */
  clsBelow: number;
}

export const TARGETS: Targets = {
  performance: 95,
  accessibility: 100,
  mobileLcpMs: 2000,
  clsBelow: 0.005,
};

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/** One table row from a Lighthouse result: the four category scores (0-100) and three metrics. */
export function rowFromResult(
  page: string,
  preset: WebRow['preset'],
  lhr: LighthouseResult,
): WebRow {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    page,
    preset,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
}

/** The audits of a category that did not pass (score below 0.9), worst first, as "title (value)". */
export function failedAudits(lhr: LighthouseResult, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        !!audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === undefined ||
          audit.scoreDisplayMode === 'binary' ||
          audit.scoreDisplayMode === 'numeric' ||
          audit.scoreDisplayMode === 'metricSavings'),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

/** Whether a row meets the targets: 'met', or 'missed: …' naming what fell short. */
export function verdict(row: WebRow, targets: Targets = TARGETS): string {
  const misses: string[] = [];
  if (row.performance === null || row.performance < targets.performance)
    misses.push(`performance < ${targets.performance}`);
  if (row.accessibility === null || row.accessibility < targets.accessibility)
    misses.push(`accessibility < ${targets.accessibility}`);
  if (row.preset === 'mobile' && (row.lcpMs === null || row.lcpMs >= targets.mobileLcpMs))
    misses.push(`LCP ≥ ${seconds(targets.mobileLcpMs)}`);
  if (row.cls === null || row.cls >= targets.clsBelow) misses.push('CLS > 0.00');
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

const show = (value: number | null, format: (value: number) => string) =>
  value === null ? '–' : format(value);
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The results as a Markdown table, with the targets in the heading. */
export function formatTable(rows: WebRow[], targets: Targets = TARGETS): string {
  const header = [
    'page',
    'preset',
    `performance (≥${targets.performance})`,
    `accessibility (${targets.accessibility})`,
    'best practices',
    'SEO',
    `LCP (mobile < ${seconds(targets.mobileLcpMs)})`,
    'CLS (0.00)',
    'TBT',
    'targets',
  ];
  const body = rows.map((row) => [
    row.page,
    row.preset,
    show(row.performance, String),
    show(row.accessibility, String),
    show(row.bestPractices, String),
    show(row.seo, String),
    show(row.lcpMs, seconds),
    show(row.cls, (value) => value.toFixed(3)),
    show(row.tbtMs, ms),
    verdict(row, targets),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...body.map(line),
  ].join('\n');
}
