import { describe, expect, it } from 'vitest';
import { type CpuProfile, placeOf, profileTables, summariseProfile } from '../../bench/profile';

const ROOT = '/repo';
const frame = (functionName: string, url = '', lineNumber = -1) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});

/**
 * Samples land at 10, 110, 310, 610, 1010, 1510 and 2110 µs; each lasts until the next
 * (the last until endTime 2810): 100, 200, 300, 400, 500, 600 and 700 µs.
 */
const profile: CpuProfile = {
  startTime: 0,
  endTime: 2810,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 5, 6, 7] },
    {
      id: 2,
      callFrame: frame('listPeople', 'file:///repo/src/server/modules/people/service.ts', 8),
      children: [4],
    },
    { id: 3, callFrame: frame('(garbage collector)') },
    { id: 4, callFrame: frame('parse', 'file:///repo/node_modules/zod/v4/core.js', 39) },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('writev') },
    {
      id: 7,
      callFrame: frame('handler', 'file:///repo/node_modules/fastify/lib/route.js', 3),
      children: [8],
    },
    // The same function as node 4, reached from elsewhere: its time adds to node 4's.
    { id: 8, callFrame: frame('parse', 'file:///repo/node_modules/zod/v4/core.js', 39) },
  ],
  samples: [2, 4, 4, 3, 5, 8, 6],
  timeDeltas: [10, 100, 200, 300, 400, 500, 600],
};

describe('bench CPU profile summary', () => {
  it('names a script by its package or its repository path', () => {
    expect(placeOf('file:///repo/node_modules/zod/v4/core.js', ROOT)).toBe('zod/v4/core.js');
    expect(placeOf('file:///repo/node_modules/zod/v4/core.js', ROOT, true)).toBe('zod');
    expect(
      placeOf('file:///repo/node_modules/a/node_modules/@fastify/cors/index.js', ROOT, true),
    ).toBe('@fastify/cors');
    expect(placeOf('file:///repo/src/server/app.ts', ROOT)).toBe('src/server/app.ts');
    expect(placeOf('node:internal/streams/writable', ROOT)).toBe('node:internal/streams/writable');
  });

  it('sums self time by function and by area, leaving idle out', () => {
    const summary = summariseProfile(profile, { requests: 10, root: ROOT });
    expect(summary.busyMicros).toBe(2300);
    expect(summary.functions.map((row) => [row.name, row.micros])).toEqual([
      ['parse zod/v4/core.js:40', 1100],
      ['writev', 700],
      ['(garbage collector)', 400],
      ['listPeople src/server/modules/people/service.ts:9', 100],
    ]);
    expect(summary.functions[0]).toMatchObject({ share: 1100 / 2300, microsPerRequest: 110 });
    expect(summary.areas.map((row) => [row.name, row.micros])).toEqual([
      ['zod', 1100],
      ['V8 built-ins and native bindings', 700],
      ['GC', 400],
      ['src/server/modules/people', 100],
    ]);
  });

  it('counts only the samples within the window', () => {
    const summary = summariseProfile(profile, { requests: 7, root: ROOT, from: 300, to: 1100 });
    expect(summary.busyMicros).toBe(700);
    expect(summary.areas.map((row) => row.name)).toEqual(['GC', 'zod']);
    expect(summary.areas[0]!.microsPerRequest).toBeCloseTo(400 / 7);
  });

  it('shares the time by hit counts when the profile has no samples', () => {
    const { samples: _samples, timeDeltas: _deltas, ...bare } = profile;
    const hits: CpuProfile = {
      ...bare,
      startTime: 0,
      endTime: 1000,
      nodes: bare.nodes.map((node) => ({
        ...node,
        hitCount: node.id === 4 ? 3 : node.id === 5 ? 5 : node.id === 2 ? 2 : 0,
      })),
    };
    const summary = summariseProfile(hits, { requests: 1, root: ROOT });
    expect(summary.busyMicros).toBe(500);
    expect(summary.functions.map((row) => row.micros)).toEqual([300, 200]);
  });

  it('prints both tables', () => {
    const text = profileTables(summariseProfile(profile, { requests: 10, root: ROOT }));
    expect(text).toContain('230 µs per request');
    expect(text).toMatch(/\| parse zod\/v4\/core.js:40 +\| 47.8 % +\| 110.0 +\|/);
    expect(text).toMatch(/\| self time by package or area +\| % of busy \| µs per request \|/);
  });
});
