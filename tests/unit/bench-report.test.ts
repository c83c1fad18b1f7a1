import { describe, expect, it } from 'vitest';
import { parseLoadArgs } from '../../bench/args';
import {
  comparisonTable,
  latencies,
  meetsTarget,
  percentile,
  ratio,
  residentBytes,
  resultsTable,
  type ScenarioResult,
  sequentialScans,
  typo,
} from '../../bench/report';

const result = (overrides: Partial<ScenarioResult>): ScenarioResult => ({
  name: 'home list, page 1',
  kind: 'home',
  requestsPerSecond: 1000,
  latency: { p50: 5, p95: 12, p99: 20 },
  otherStatuses: {},
  errors: 0,
  ...overrides,
});

describe('bench report', () => {
  it('reads the load arguments', () => {
    expect(parseLoadArgs([])).toMatchObject({
      duration: 30,
      connections: 50,
      embedded: false,
      embeddedPeople: 100_000,
      skipPostgres: false,
    });
    expect(parseLoadArgs(['--duration', '5', '--embedded-only', '--people', '2000'])).toMatchObject(
      { duration: 5, embedded: true, skipPostgres: true, embeddedPeople: 2000 },
    );
    expect(() => parseLoadArgs(['--connections', '-1'])).toThrow('--connections');
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 95)).toBe(95);
    expect(latencies(values)).toEqual({ p50: 50, p95: 95, p99: 99 });
    expect(latencies([])).toEqual({ p50: 0, p95: 0, p99: 0 });
  });

  it('measures throughput against the ceiling and the targets', () => {
    expect(ratio(250, 1000)).toBe(0.25);
    expect(ratio(250, undefined)).toBeNull();
    expect(meetsTarget(result({}), 4000)).toBe(true);
    expect(meetsTarget(result({}), 4001)).toBe(false);
    expect(meetsTarget(result({ latency: { p50: 5, p95: 20, p99: 30 } }), 1000)).toBe(false);
    expect(meetsTarget(result({ kind: 'write', requestsPerSecond: 1 }), 1000)).toBe(true);
    expect(meetsTarget(result({ kind: 'ceiling' }), 1000)).toBeNull();
  });

  it('prints a markdown table with the share of the ceiling', () => {
    const table = resultsTable([
      result({ name: 'ceiling', kind: 'ceiling', requestsPerSecond: 4000 }),
      result({ otherStatuses: { 409: 3 } }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| scenario +\| req\/s \| p50 ms \| p95 ms \| p99 ms \| vs ceiling/);
    expect(lines[3]).toContain('home list, page 1 (3×409)');
    expect(lines[3]).toContain('25.0 %');
    expect(lines[3]).toMatch(/\| yes +\|$/);
    expect(comparisonTable([{ label: 'PG', results: [result({})] }])).toContain('| PG req/s |');
  });

  it('reads VmRSS, sequential scans and makes a typo', () => {
    expect(residentBytes('Name:\tnode\nVmRSS:\t  2048 kB\n')).toBe(2048 * 1024);
    expect(residentBytes('Name:\tnode\n')).toBeNull();
    expect(
      sequentialScans('->  Seq Scan on people p\n->  Seq Scan on categories', ['people', 'votes']),
    ).toEqual(['people']);
    expect(typo('photographer')).toBe('photogapher');
    expect(typo('chef')).toBe('chef');
  });
});
