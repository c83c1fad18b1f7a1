import { describe, expect, it } from 'vitest';
import {
  lagOf,
  PrimaryPositions,
  walPosition,
} from '../../src/server/platform/database/replica-lag';

const behind = (replayAgeSeconds: number | null) => ({
  caught_up: false,
  replay_age_seconds: replayAgeSeconds,
});

describe('how far behind a replica is by its own account', () => {
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

describe('WAL positions as PostgreSQL writes them', () => {
  it('orders positions across the high word', () => {
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('1/0')).toBe(0x100000000n);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
    expect(walPosition('16/b374d848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('refuses what is not a position', () => {
    expect(() => walPosition('')).toThrow('Not a WAL position');
    expect(() => walPosition('16-B374D848')).toThrow('Not a WAL position');
  });
});

describe('how far behind the primary a replica is', () => {
  /** The primary as seen at each `[position, at]`, keeping 12 s of sightings. */
  const seen = (...sightings: [bigint, number][]) => {
    const positions = new PrimaryPositions(12_000);
    for (const [position, at] of sightings) positions.see(position, at);
    return positions;
  };

  it('is not behind when it replayed the newest position the primary was seen at', () => {
    const positions = seen([100n, 0], [200n, 1000]);
    expect(positions.lagAt(200n, 1500)).toBe(0);
    expect(positions.lagAt(250n, 1500)).toBe(0);
  });

  it('after it stopped receiving, is behind by the time since the primary first held what it lacks', () => {
    // The primary moves on each second; the replica stays at 100.
    const positions = seen(
      ...Array.from({ length: 12 }, (_, second): [bigint, number] => [
        100n + BigInt(second),
        second * 1000,
      ]),
    );
    expect(positions.lagAt(100n, 11_500)).toBe(10_500);
    // A replica that replayed up to the fifth second's position lacks only what came after.
    expect(positions.lagAt(105n, 11_500)).toBe(5500);
  });

  it('counts a quiet primary from the moment it was first seen at its position, not its last sighting', () => {
    const positions = seen([100n, 0], [300n, 1000], [300n, 2000], [300n, 5000], [300n, 8000]);
    expect(positions.lagAt(100n, 8000)).toBe(7000);
  });

  it('stays behind by more than the sightings kept while the primary moves on', () => {
    // The replica lacks 101, first seen 14 s ago; what came after is all it sees of the primary.
    const positions = seen([101n, 1000], [102n, 14_000], [103n, 15_000]);
    expect(positions.lagAt(100n, 15_000)).toBe(14_000);
    expect(positions.lagAt(101n, 15_000)).toBe(1000);
  });

  it('stays behind while the primary cannot be read, judged against its last known position', () => {
    // No sighting for a minute: the old ones are let go on the next, but never the newest.
    const positions = seen([100n, 0], [200n, 1000], [200n, 61_000]);
    expect(positions.lagAt(100n, 61_000)).toBe(60_000);
    expect(positions.lagAt(200n, 61_000)).toBe(0);
  });

  it('is unknown until the primary is seen once', () => {
    expect(seen().known).toBe(false);
    expect(seen([1n, 0]).known).toBe(true);
  });
});
