import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_SECONDS, parseLoadArgs } from '../../bench/args';
import {
  comparisonTable,
  idleTable,
  latencies,
  meetsTarget,
  percentile,
  ratio,
  residentBytes,
  EMBEDDED_TARGETS,
  resultsTable,
  type ScenarioResult,
  sequentialScans,
  typo,
} from '../../bench/report';

const result = (overrides: Partial<ScenarioResult>): ScenarioResult => ({
  name: 'home list, page 1',
  kind: 'home',
  requests: 5000,
  requestsPerSecond: 1000,
  latency: { p50: 5, p95: 12, p975: 16, p99: 20 },
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
    expect(parseLoadArgs([]).only).toEqual([]);
    expect(parseLoadArgs(['--only', 'search, list']).only).toEqual(['search', 'list']);
    expect(() => parseLoadArgs(['--only', 'search,lists'])).toThrow('not lists');
  });

  it('profiles only on request, for the seconds given or a default', () => {
    expect(parseLoadArgs([]).profileSeconds).toBeUndefined();
    expect(parseLoadArgs(['--profile']).profileSeconds).toBe(DEFAULT_PROFILE_SECONDS);
    expect(parseLoadArgs(['--profile', '--duration', '5'])).toMatchObject({
      profileSeconds: DEFAULT_PROFILE_SECONDS,
      duration: 5,
    });
    expect(parseLoadArgs(['--duration', '5', '--profile', '12']).profileSeconds).toBe(12);
    expect(() => parseLoadArgs(['--profile', 'soon'])).toThrow('--profile');
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 95)).toBe(95);
    expect(latencies(values)).toEqual({ p50: 50, p95: 95, p975: 98, p99: 99 });
    expect(latencies([])).toEqual({ p50: 0, p95: 0, p975: 0, p99: 0 });
  });

  it('measures throughput against the ceiling and the targets', () => {
    const person = result({ name: 'distinct person pages', kind: 'person' });
    expect(ratio(250, 1000)).toBe(0.25);
    expect(ratio(250, undefined)).toBeNull();
    expect(meetsTarget(person, 4000)).toBe(true);
    expect(meetsTarget(person, 4001)).toBe(false);
    const slowTail = { p50: 5, p95: 60, p975: 100, p99: 150 };
    expect(meetsTarget({ ...person, latency: slowTail }, 1000)).toBe(false);
    expect(meetsTarget(result({ kind: 'search', requestsPerSecond: 50 }), 1000)).toBe(true);
    expect(meetsTarget(result({ kind: 'search', requestsPerSecond: 49 }), 1000)).toBe(false);
    expect(meetsTarget(result({ kind: 'feed', requestsPerSecond: 99 }), 1000)).toBe(false);
    expect(meetsTarget(result({ kind: 'write', requestsPerSecond: 1 }), 1000)).toBe(true);
    const slowWrite = { p50: 5, p95: 40, p975: 41, p99: 50 };
    expect(meetsTarget(result({ kind: 'write', latency: slowWrite }), 1000)).toBe(false);
    expect(meetsTarget(result({ kind: 'home' }), 1000)).toBeNull();
    expect(meetsTarget(result({ kind: 'ceiling' }), 1000)).toBeNull();
  });

  it('judges searches on the embedded database by their p97.5 alone, under 200 ms', () => {
    const tail = (p975: number) => ({ p50: 50, p95: p975 - 10, p975, p99: p975 + 10 });
    const search = (p975: number) =>
      result({ kind: 'search', requestsPerSecond: 10, latency: tail(p975) });
    expect(meetsTarget(search(199), 10_000, EMBEDDED_TARGETS)).toBe(true);
    expect(meetsTarget(search(200), 10_000, EMBEDDED_TARGETS)).toBe(false);
    expect(meetsTarget(search(99), 10_000)).toBe(false);
    const table = resultsTable([search(150)], [], EMBEDDED_TARGETS);
    expect(table).toMatch(/\| p97\.5 < 200 ms +\| yes +\|$/m);
  });

  it('prints cache off and on side by side, judged on cache off', () => {
    const ceiling = result({ name: 'ceiling', kind: 'ceiling', requestsPerSecond: 4000 });
    const off = result({ name: 'distinct list pages', kind: 'list', otherStatuses: { 404: 3 } });
    const on = { ...off, requestsPerSecond: 3000, otherStatuses: {} };
    const vote = result({ name: 'vote', detail: '20 users', kind: 'write' });
    const table = resultsTable([ceiling, off, vote], [on]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^\| scenario +\| cache off req\/s \| p50 ms \| p97.5 ms \| % of ceiling \| cache on req\/s \|/,
    );
    expect(lines[3]).toMatch(
      /^\| distinct list pages \(off: 3×404\) +\| 1000 +\| 5.0 +\| 16.0 +\| 25.0 % +\| 3000 +\| 5.0 +\| 16.0 +\| 75.0 % +\| p97.5 < 100 ms, ≥ 10 % +\| yes +\|$/,
    );
    expect(lines[4]).toMatch(
      /^\| vote \(20 users\) +\| 1000 .*\| – +\| – +\| – +\| – +\| p95 < 40 ms \(p95 12.0\) +\| yes +\|$/,
    );
    expect(comparisonTable([{ label: 'PG', results: [result({})] }])).toContain(
      '| PG req/s | PG p97.5 ms |',
    );
  });

  it('tells the median and slowest of the idle searches', () => {
    const table = idleTable([
      { label: 'one letter', query: 'm', times: [12, 10, 70, 15, 19] },
      { label: 'a word', query: 'smith', times: [21, 18, 25, 20, 30] },
    ]);
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/^\| one letter +\| "m" +\| 15.0 +\| 70.0 +\| < 20 ms \| yes +\|$/);
    expect(lines[3]).toMatch(/^\| a word +\| "smith" +\| 21.0 +\| 30.0 +\| < 20 ms \| no +\|$/);
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
