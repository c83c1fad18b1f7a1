import { sql } from 'drizzle-orm';
import { CompactNameIndexBuilder } from '@shared/compact-name-index-builder';
import { type Database, queryRows } from '../../../platform/database/client';
import { withPrimaryReads } from '../../../platform/database/read-routing';
import { type IndexedRow, LiveNameIndex } from './live-index';
import { readPeopleInOrder } from './read-people';

/** How often an instance reads the changes made elsewhere (another instance, a command). */
export const FOLLOW_INTERVAL_MS = 500;
/**
 * A change is read again for this long after it was first seen: a write that took its
 * number from the sequence before another may commit after it, and would otherwise be
 * passed over by a cursor already past its number.
 */
const SETTLE_MS = 10_000;
/**
 * Right after a build, the changes numbered this much below its snapshot's last are read
 * again too, for the same reason (writes under way while the snapshot was taken).
 */
const BUILD_SLACK = 1000;
/** The compact index is built again once this many people changed since its build. */
export const REBUILD_AFTER_CHANGES = 10_000;
/**
 * A search waits at most this long for the changes a write announced (the read under way
 * and, when the write came during it, the read after it), so that a writer finds what they
 * wrote even on a busy server; while reading the changes fails (the primary unreachable),
 * only OUTAGE_WAIT_MS, and it is served from the index as it is.
 */
const FOLLOW_WAIT_MS = 2000;
const OUTAGE_WAIT_MS = 250;
/** A build that failed is tried again after this long; searches use SQL meanwhile. */
const RETRY_BUILD_MS = 30_000;
/** At most this many changes are read at a time. */
const FOLLOW_BATCH = 5000;

type ChangeRow = { id: number; words: string[]; is_deleted: boolean; search_change: number };

/** A new index from the database, with the last change number its snapshot held. */
async function buildFromDatabase(
  databaseUrl: string,
): Promise<{ index: LiveNameIndex; lastChange: number }> {
  const builder = new CompactNameIndexBuilder();
  const { lastChange } = await readPeopleInOrder(databaseUrl, (batch) => {
    for (const person of batch) builder.add(person);
  });
  return { index: new LiveNameIndex(builder.finish()), lastChange };
}

export interface NameIndexEvents {
  built(seconds: number, people: number): void;
  failed(what: string, error: unknown): void;
  /** The changes are read again after a failure. */
  recovered(): void;
  /**
   * Searches were served from the index while it was still reading changes a write had
   * announced, and it has now read them: whatever those searches left cached is out of date.
   */
  caughtUpLate(): void;
}

/**
 * Maintains one instance's name index: built at start from the database while searches go to SQL,
 * then kept current by reading the people whose search change is past the last one read:
 * every FOLLOW_INTERVAL_MS, and before the next search after a write of this instance's
 * own, so that a writer finds what they wrote. Nothing is lost when a message is: the
 * changes are read by their numbers, and each is read again while it settles.
 */
export class NameIndexFollower {
  private index: LiveNameIndex | null = null;
  /** The numbers read up to, with when: a read starts from the last one older than SETTLE_MS. */
  private marks: { at: number; change: number }[] = [];
  private behind = false;
  private following: Promise<void> | null = null;
  /** The read that follows the one under way, when a write was announced after it began. */
  private queued: Promise<void> | null = null;
  /** Whether a search was served before the read it waited for was done. */
  private searchedBehind = false;
  private rebuilding = false;
  /** After a failed build, when the next is tried. */
  private nextBuildAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private failing = false;

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string,
    private readonly events: NameIndexEvents,
  ) {}

  /** Builds the index (searches use SQL until it is ready) and follows the changes after. */
  start() {
    void this.build();
    this.timer = setInterval(() => {
      if (this.index) void this.follow();
      else if (!this.rebuilding && Date.now() >= this.nextBuildAt) void this.build();
    }, FOLLOW_INTERVAL_MS);
    this.timer.unref();
  }

  close() {
    this.closed = true;
    clearInterval(this.timer);
  }

  /** A write here or on another instance may have changed people: the next search reads the changes first. */
  markBehind() {
    this.behind = true;
  }

  /**
   * The index with every change known to this instance, or null while it is being built. A
   * search waits for the changes at most FOLLOW_WAIT_MS (OUTAGE_WAIT_MS while they cannot be
   * read), then is served from the index as it is.
   */
  async current(): Promise<LiveNameIndex | null> {
    if (this.index && this.behind) {
      const caughtUp = this.follow();
      let waited: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        caughtUp.then(() => true),
        new Promise<false>(
          (resolve) =>
            (waited = setTimeout(resolve, this.failing ? OUTAGE_WAIT_MS : FOLLOW_WAIT_MS, false)),
        ),
      ]);
      clearTimeout(waited);
      if (!inTime && !this.searchedBehind) {
        this.searchedBehind = true;
        void caughtUp.then(() => {
          this.searchedBehind = false;
          this.events.caughtUpLate();
        });
      }
    }
    return this.index;
  }

  private async build() {
    const started = performance.now();
    this.rebuilding = true;
    try {
      const { index, lastChange } = await buildFromDatabase(this.databaseUrl);
      if (this.closed) return;
      this.marks = [{ at: Date.now(), change: Math.max(0, lastChange - BUILD_SLACK) }];
      this.index = index;
      await this.follow();
      this.events.built((performance.now() - started) / 1000, index.size);
    } catch (error) {
      this.nextBuildAt = Date.now() + RETRY_BUILD_MS;
      this.events.failed('building the name index', error);
    } finally {
      this.rebuilding = false;
    }
  }

  private follow(): Promise<void> {
    if (!this.index || this.closed) return Promise.resolve();
    if (!this.following) {
      this.following = this.readChanges().finally(() => {
        this.following = null;
      });
      return this.following;
    }
    if (!this.behind) return this.following;
    // Marked behind after the read under way began (it clears the mark as it starts): that
    // read may have missed what was announced, so another one follows it.
    this.queued ??= this.following.then(() => {
      this.queued = null;
      return this.follow();
    });
    return this.queued;
  }

  private async readChanges() {
    this.behind = false;
    const now = Date.now();
    const settled = this.marks.filter((mark) => mark.at <= now - SETTLE_MS);
    const from = (settled.at(-1) ?? this.marks[0]!).change;
    this.marks = [...settled.slice(-1), ...this.marks.filter((mark) => mark.at > now - SETTLE_MS)];
    let last = this.marks.at(-1)!.change;
    try {
      for (let after = from; ;) {
        // Read from the primary: a replica a moment behind would hide a writer's own change.
        const rows = await withPrimaryReads(() =>
          queryRows<ChangeRow>(
            this.db,
            sql`select id, search_words as words, is_deleted, search_change
                from people where search_change > ${after}
                order by search_change limit ${FOLLOW_BATCH}`,
          ),
        );
        for (const row of rows) this.index!.apply(toIndexedRow(row));
        if (rows.length === 0) break;
        after = Number(rows.at(-1)!.search_change);
        last = Math.max(last, after);
        if (rows.length < FOLLOW_BATCH) break;
      }
      this.marks.push({ at: now, change: last });
    } catch (error) {
      this.behind = true;
      // Said once, not at every read while the primary is away; its return is said too.
      if (!this.failing) this.events.failed('reading the changes for the name index', error);
      this.failing = true;
      return;
    }
    if (this.failing) this.events.recovered();
    this.failing = false;
    if (this.index!.changeCount >= REBUILD_AFTER_CHANGES && !this.rebuilding) void this.build();
  }
}

const toIndexedRow = (row: ChangeRow): IndexedRow => ({
  id: Number(row.id),
  words: row.words,
  isDeleted: row.is_deleted,
});

const followers = new WeakMap<Database, NameIndexFollower>();

/** Has searches on this database use this instance's name index. */
export function attachNameIndex(db: Database, follower: NameIndexFollower) {
  followers.set(db, follower);
}

/** The name index searches on this database use, when there is one and it is built. */
export async function nameIndexOf(db: Database): Promise<LiveNameIndex | null> {
  return (await followers.get(db)?.current()) ?? null;
}
