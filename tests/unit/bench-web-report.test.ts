import { describe, expect, it } from 'vitest';
import {
  failedAudits,
  formatTable,
  rowFromResult,
  verdict,
  type LighthouseResult,
  type WebRow,
} from '../../bench/web-report';

const lhr: LighthouseResult = {
  categories: {
    performance: { score: 0.956, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'manual-check', weight: 0 },
      ],
    },
    'best-practices': { score: 1 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': {
      title: 'Largest Contentful Paint',
      score: 0.95,
      numericValue: 1234.5,
      displayValue: '1.2 s',
    },
    'cumulative-layout-shift': { title: 'Cumulative Layout Shift', score: 1, numericValue: 0.0123 },
    'total-blocking-time': { title: 'Total Blocking Time', score: 1, numericValue: 40.4 },
    'color-contrast': { title: 'Contrast is too low', score: 0, scoreDisplayMode: 'binary' },
    'image-alt': { title: 'Images have alt text', score: 1, scoreDisplayMode: 'binary' },
    'manual-check': { title: 'Check by hand', score: null, scoreDisplayMode: 'manual' },
  },
};

const row = (overrides: Partial<WebRow> = {}): WebRow => ({
  ...rowFromResult('home (/)', 'mobile', lhr),
  ...overrides,
});

describe('rowFromResult', () => {
  it('turns category scores into 0-100 and reads the three metrics', () => {
    expect(rowFromResult('home (/)', 'desktop', lhr)).toEqual({
      page: 'home (/)',
      preset: 'desktop',
      performance: 96,
      accessibility: 96,
      bestPractices: 100,
      seo: null,
      lcpMs: 1234.5,
      cls: 0.0123,
      tbtMs: 40.4,
    });
  });
});

describe('failedAudits', () => {
  it('lists the failed audits of a category, leaving out passes and manual checks', () => {
    expect(failedAudits(lhr, 'accessibility')).toEqual(['Contrast is too low']);
    expect(failedAudits(lhr, 'performance')).toEqual([]);
    expect(failedAudits(lhr, 'pwa')).toEqual([]);
  });
});

describe('verdict', () => {
  it('is met at performance 95, accessibility 100, mobile LCP under 2 s and no layout shift', () => {
    expect(verdict(row({ performance: 95, accessibility: 100, lcpMs: 1999, cls: 0.004 }))).toBe(
      'met',
    );
  });

  it('names every target missed, a missing score too', () => {
    expect(verdict(row({ performance: 94, accessibility: null, lcpMs: 2000, cls: 0.005 }))).toBe(
      'missed: performance < 95, accessibility < 100, LCP ≥ 2.00 s, CLS > 0.00',
    );
  });

  it('holds LCP to 2 s on the mobile preset only', () => {
    const desktop = {
      ...row({ performance: 99, accessibility: 100, cls: 0 }),
      preset: 'desktop' as const,
    };
    expect(verdict({ ...desktop, lcpMs: 2500 })).toBe('met');
  });
});

describe('formatTable', () => {
  it('prints a Markdown table with the targets and formatted metrics', () => {
    const table = formatTable([row()]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(
      /^\| page\s+\| preset\s+\| performance \(≥95\) \| accessibility \(100\) \|/,
    );
    expect(table[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(table[2]).toContain('| 96 ');
    expect(table[2]).toContain('| – ');
    expect(table[2]).toContain('| 1.23 s');
    expect(table[2]).toContain('| 0.012 ');
    expect(table[2]).toContain('| 40 ms');
    expect(table[2]).toContain('missed: accessibility < 100, CLS > 0.00');
    const widths = table.map((line) => line.length);
    expect(new Set(widths).size).toBe(1);
  });
});
