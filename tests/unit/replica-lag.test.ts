import { describe, expect, it } from 'vitest';
import { lagOf } from '../../src/server/platform/database/replicas';

const behind = (replayAgeSeconds: number | null) => ({
  caught_up: false,
  replay_age_seconds: replayAgeSeconds,
});

describe('how far behind a replica is', () => {
  it('is not behind when it has replayed all it received, however old its last change', () => {
    expect(lagOf({ caught_up: true, replay_age_seconds: 3600 }, 50_000, undefined)).toBe(0);
  });

  it('after a quiet while, is behind by no more than the time since it was seen caught up', () => {
    // The first change in 24.6 s arrives between two checks a second apart.
    expect(lagOf(behind(24.6), 11_000, 10_000)).toBe(1000);
  });

  it('is behind by the age of its last replayed change when that is less', () => {
    expect(lagOf(behind(0.3), 60_000, 10_000)).toBeCloseTo(300);
  });

  it('is behind by its last change’s age when it was never seen caught up', () => {
    expect(lagOf(behind(7), 5000, undefined)).toBeCloseTo(7000);
  });

  it('is too far behind to use when neither tells how far', () => {
    expect(lagOf(behind(null), 5000, undefined)).toBe(Infinity);
  });
});
