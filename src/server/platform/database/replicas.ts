import pg from 'pg';
import { isReadOnlyStatement, replicaReadsAllowed } from './read-routing';
import { lagOf, PrimaryPositions, walPosition } from './replica-lag';

/** How often each replica's state (up, and how far behind) is read. */
export const REPLICA_CHECK_MS = 1000;
/**
 * How long after a change a replica in use may still not show it: one further behind than
 * the bound is passed over, at the latest one check after it fell behind (and one more for
 * the check under way).
 */
export const replicaCatchUpMs = (maxLagMs: number) => maxLagMs + 2 * REPLICA_CHECK_MS;

/** A replica that cannot be reached this soon is passed over; the primary responds instead. */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/**
 * A replica's own account of its lag, for when the primary's position is unknown
 * (replica-lag.ts): it is caught up when it has replayed all the WAL it received (an idle
 * primary sends nothing, and a restarted replica's received position points back to the
 * start of a segment until new WAL comes); a server that is not in recovery is a primary
 * itself. Its replay position is what the primary's is compared with.
 */
const LAG_QUERY = `
  select not pg_is_in_recovery()
      or pg_last_wal_receive_lsn() is null
      or pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() as caught_up,
    extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as replay_age_seconds,
    case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as replayed`;

interface LagCheck {
  caught_up: boolean;
  replay_age_seconds: number | null;
  replayed: string | null;
}

/** The primary's WAL position, read at each check to measure the replicas against. */
export const PRIMARY_POSITION_QUERY = 'select pg_current_wal_lsn()::text as position';

export type ReplicaState =
  | { usable: true; lagMs: number }
  | { usable: false; reason: 'unreachable' | 'lagging' | 'not yet checked'; lagMs?: number };

interface Replica {
  /** The replica's place in DATABASE_READ_URL, from 1: logs name it so, never by its address. */
  number: number;
  pool: pg.Pool;
  state: ReplicaState;
  /** When a check last found it caught up by its own account (performance.now()), if one did. */
  caughtUpAt?: number;
}

/** A database server as the log names it: never by its address, which can hold a password. */
export type DatabaseServerName = 'primary' | `read replica ${number}`;

export type ReplicaStateListener = (replica: number, state: ReplicaState, error?: Error) => void;

/** A replica's refusal of a statement that writes. */
const READ_ONLY_TRANSACTION = '25006';

/**
 * Errors after which a read is asked again of the primary: the replica could not be
 * reached or went away (no SQLSTATE, classes 08 and 57P), it refused to write (25006: a
 * statement that only looked like a read), or its replay cancelled the read (40001).
 */
function primaryShouldAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === READ_ONLY_TRANSACTION ||
    code === '40001'
  );
}

/**
 * The read replicas of one primary: checks each every second against the primary's
 * position, and hands out in turn the ones that respond and are at most `maxLagMs` behind.
 */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private next = 0;
  private readonly timer: NodeJS.Timeout;
  private listener: ReplicaStateListener = () => undefined;
  private readonly primaryPositions: PrimaryPositions;

  constructor(
    urls: readonly string[],
    private readonly maxLagMs: number,
    configure: (pool: pg.Pool, server: DatabaseServerName) => void,
    poolSize: number,
    /** Reads the primary's WAL position (PRIMARY_POSITION_QUERY's `position`). */
    private readonly readPrimaryPosition: () => Promise<string>,
  ) {
    // Long enough to tell any lag up to the bound, and a check more.
    this.primaryPositions = new PrimaryPositions(maxLagMs + 2 * REPLICA_CHECK_MS);
    this.replicas = urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: poolSize,
        connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      configure(pool, `read replica ${index + 1}`);
      return { number: index + 1, pool, state: { usable: false, reason: 'not yet checked' } };
    });
    void this.checkAll();
    this.timer = setInterval(() => void this.checkAll(), REPLICA_CHECK_MS).unref();
  }

  /** Hears every change of a replica's state, and at once the states already checked. */
  onStateChange(listener: ReplicaStateListener) {
    this.listener = listener;
    for (const replica of this.replicas) {
      const { state } = replica;
      if (state.usable || state.reason !== 'not yet checked') listener(replica.number, state);
    }
  }

  /** Each replica's state, in the order of DATABASE_READ_URL. */
  states(): ReplicaState[] {
    return this.replicas.map((replica) => replica.state);
  }

  /** The next usable replica in turn, or none (the primary then serves the read). */
  pick(): Replica | undefined {
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next++ % this.replicas.length]!;
      if (replica.state.usable) return replica;
    }
    return undefined;
  }

  /** Passes over a replica that failed a read until its next check finds it well. */
  setAside(replica: Replica, error: Error) {
    this.setState(replica, { usable: false, reason: 'unreachable' }, error);
  }

  async close() {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }

  private async checkAll() {
    // Not awaited by the replicas' checks: a primary that is down or slow leaves them judged
    // against the last position it was seen at.
    const primaryRead = this.readPrimaryPosition().then(
      (position) => this.primaryPositions.see(walPosition(position), performance.now()),
      () => undefined,
    );
    await Promise.all([primaryRead, ...this.replicas.map((replica) => this.check(replica))]);
  }

  private async check(replica: Replica) {
    try {
      const checkedAt = performance.now();
      const { rows } = await replica.pool.query<LagCheck>(LAG_QUERY);
      const check = rows[0]!;
      if (check.caught_up) replica.caughtUpAt = checkedAt;
      const lagMs = Math.round(
        this.primaryPositions.known && check.replayed !== null
          ? this.primaryPositions.lagAt(walPosition(check.replayed), performance.now())
          : lagOf(check, checkedAt, replica.caughtUpAt),
      );
      this.setState(
        replica,
        lagMs <= this.maxLagMs
          ? { usable: true, lagMs }
          : { usable: false, reason: 'lagging', lagMs },
      );
    } catch (error) {
      this.setState(replica, { usable: false, reason: 'unreachable' }, error as Error);
    }
  }

  private setState(replica: Replica, state: ReplicaState, error?: Error) {
    const before = replica.state;
    replica.state = state;
    const changed =
      before.usable !== state.usable ||
      (!before.usable && !state.usable && before.reason !== state.reason);
    if (changed) this.listener(replica.number, state, error);
  }
}

/**
 * Sends the reads of work marked by `allowReplicaReads` (read-routing.ts) to a replica,
 * and everything else to `primary`: writes, transactions (taken with `connect()`, which
 * stays the primary's) and unmarked reads. A read a replica fails is asked again of the
 * primary, so a replica going away costs no request.
 */
export function routeReadsToReplicas(primary: pg.Pool, replicas: ReplicaSet): void {
  const primaryQuery = primary.query.bind(primary) as (...args: unknown[]) => unknown;
  const routedQuery = (...args: unknown[]) => {
    const [statement, values] = args;
    const text =
      typeof statement === 'string' ? statement : (statement as { text?: unknown })?.text;
    // Callback and stream forms are not the query builder's; they keep to the primary.
    const promiseForm = args.length <= 2 && typeof values !== 'function';
    if (
      !promiseForm ||
      typeof text !== 'string' ||
      !replicaReadsAllowed() ||
      !isReadOnlyStatement(text)
    ) {
      return primaryQuery(...args);
    }
    const replica = replicas.pick();
    if (!replica) return primaryQuery(...args);
    return replica.pool
      .query(statement as pg.QueryConfig, values as unknown[])
      .catch((error: unknown) => {
        if (!primaryShouldAnswer(error)) throw error;
        // A statement that writes says nothing of the replica, which stays in use.
        if ((error as { code?: unknown }).code !== READ_ONLY_TRANSACTION)
          replicas.setAside(replica, error as Error);
        return primaryQuery(...args);
      });
  };
  primary.query = routedQuery as typeof primary.query;
}
