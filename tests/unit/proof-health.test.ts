import { describe, expect, it } from 'vitest';
import { healthAfterCheck, type ProofHealth } from '../../src/shared/proofs';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-01T12:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const fresh: ProofHealth = {
  state: 'pending',
  createdAt: start,
  lastPassedAt: null,
  failingSince: null,
  failureCount: 0,
};

describe('a proof’s health after each check', () => {
  it('passes, and is checked again a week later', () => {
    const passed = healthAfterCheck(fresh, 'pass', at(0));
    expect(passed).toMatchObject({ state: 'passing', lastPassedAt: at(0), failureCount: 0 });
    expect(passed.nextCheckAt).toEqual(at(7 * 24));
  });

  it('breaks only at the third failure over at least 48 hours', () => {
    const passed = healthAfterCheck(fresh, 'pass', at(0));
    const first = healthAfterCheck(passed, 'fail', at(24));
    expect(first).toMatchObject({ state: 'failing', failureCount: 1, failingSince: at(24) });
    const second = healthAfterCheck(first, 'fail', at(48));
    const thirdTooSoon = healthAfterCheck(second, 'fail', at(60));
    expect(thirdTooSoon).toMatchObject({ state: 'failing', failureCount: 3 });
    const fourth = healthAfterCheck(thirdTooSoon, 'fail', at(72));
    expect(fourth).toMatchObject({ state: 'broken', failureCount: 4, failingSince: at(24) });
    expect(healthAfterCheck(fourth, 'pass', at(96))).toMatchObject({
      state: 'passing',
      failureCount: 0,
      failingSince: null,
    });
  });

  it('never counts an unreachable page as a failure, but goes stale after 30 days without a pass', () => {
    const passed = healthAfterCheck(fresh, 'pass', at(0));
    const unreachable = healthAfterCheck(passed, 'unreachable', at(24));
    expect(unreachable).toMatchObject({ state: 'passing', failureCount: 0 });
    expect(healthAfterCheck(fresh, 'unreachable', at(1)).state).toBe('unreachable');
    expect(healthAfterCheck(unreachable, 'unreachable', at(30 * 24)).state).toBe('stale');
  });

  it('marks a page that names another person as contradicting', () => {
    expect(healthAfterCheck(fresh, 'contradiction', at(1)).state).toBe('contradicting');
  });
});
