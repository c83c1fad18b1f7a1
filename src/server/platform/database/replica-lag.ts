/**
 * How far behind its primary a replica is. A replica measured only against itself looks
 * caught up once it has replayed all it *received*, even when it has stopped receiving; so
 * the primary's WAL position is read at every check and remembered with the moment it was
 * first seen, and a replica's lag is the time since the primary first held WAL the replica
 * has not replayed.
 */

/** A WAL position as PostgreSQL writes it (`16/B374D848`), as one number. */
export function walPosition(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

interface Sighting {
  position: bigint;
  /** When the primary was first seen at this position (performance.now()). */
  at: number;
}

/**
 * The primary's positions seen at the last checks, each with the moment it was first seen.
 * Sightings older than `keepMs` are let go but the newest of them: a replica that has not
 * replayed it is behind by more than `keepMs`, however the primary moved since; and while
 * the primary cannot be read, a replica is judged against the last position seen.
 */
export class PrimaryPositions {
  private sightings: Sighting[] = [];

  constructor(private readonly keepMs: number) {}

  /** Whether the primary's position was ever read. */
  get known(): boolean {
    return this.sightings.length > 0;
  }

  see(position: bigint, at: number) {
    const newest = this.sightings.at(-1);
    if (!newest || position > newest.position) this.sightings.push({ position, at });
    const newestOld = this.sightings.findLastIndex((sighting) => sighting.at < at - this.keepMs);
    if (newestOld > 0) this.sightings = this.sightings.slice(newestOld);
  }

  /**
   * How long, at `checkedAt`, the primary has held WAL past what a replica replayed: none
   * when it replayed the newest position seen. Measured from the check that first saw such
   * a position, so at most one check short of the truth.
   */
  lagAt(replayed: bigint, checkedAt: number): number {
    const firstAhead = this.sightings.find((sighting) => sighting.position > replayed);
    return firstAhead ? Math.max(0, checkedAt - firstAhead.at) : 0;
  }
}

/**
 * A replica's lag in milliseconds by its own account, for when the primary's position was
 * never read: none when it has replayed all it received; while behind, the age of its last
 * replayed commit, at most the time since it was last seen caught up; with neither known,
 * too far behind to tell.
 */
export function lagOf(
  check: { caught_up: boolean; replay_age_seconds: number | null },
  checkedAt: number,
  caughtUpAt: number | undefined,
): number {
  if (check.caught_up) return 0;
  const replayAge = check.replay_age_seconds === null ? Infinity : check.replay_age_seconds * 1000;
  const behindFor = caughtUpAt === undefined ? Infinity : checkedAt - caughtUpAt;
  return Math.max(0, Math.min(replayAge, behindFor));
}
