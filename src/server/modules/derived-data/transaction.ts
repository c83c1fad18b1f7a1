import type { Database } from '../../db/client';
import { directoryChangesSince, type NewChange, recordChanges } from '../changes';
import { directoryAccountsOf } from '../directory';
import {
  type AccountStateChange,
  accountChangeDrafts,
  createNotifications,
  type NotificationDraft,
} from '../notifications';
import { refreshPeopleSummaries } from './recounts';
import { refreshSearchWords } from './search-words';

/**
 * What a transaction's writes leave to bring up to date before it commits: the people whose
 * kept summaries they changed, the changes they made to the public directory and the
 * notifications those changes make. The write
 * units (the `writes.ts` files and mergeDuplicateAccounts, the only code ESLint lets write
 * the rows these follow from; see docs/decisions/0008-derived-data.md) take one and tell it
 * what they did; only `withDerivedData` makes one, and it settles it once the work is done.
 */
export interface DerivedData {
  readonly tx: Database;
  /** These people's kept summaries (ratings, verified and pending accounts) are to be recounted. */
  peopleChanged(...personIds: number[]): void;
  /** These people's names, aliases or shown accounts changed: their search words are made again. */
  searchWordsChanged(...personIds: number[]): void;
  /**
   * These people's rows are locked already, taken right after the account that names them
   * (the order settling keeps), so their recount need not lock them again.
   */
  peopleLocked(...personIds: number[]): void;
  /** Changes to append to the feed as they are. */
  record(...changes: NewChange[]): void;
  /**
   * Notes these people's directory accounts as they are now, before a write that may change
   * many of them at once: the feed then gets the difference (see directoryChangesSince).
   * Only the first call for a person counts, so a unit may watch what an earlier one did.
   */
  watchDirectory(personIds: number[]): Promise<void>;
  /** Accounts that stay in the directory but whose entries may differ (a merged duplicate's). */
  accountsRewritten(accountIds: Iterable<number>): void;
  /** An account's status or deletion changed: its proposer and its person's watchers may be told. */
  accountStateChanged(change: AccountStateChange): void;
  /** Notifications to make with the change (they come before those of account changes). */
  notify(...drafts: NotificationDraft[]): void;
}

class PendingDerivedData implements DerivedData {
  private readonly people = new Set<number>();
  private readonly searchable = new Set<number>();
  private readonly locked = new Set<number>();
  private readonly changes: NewChange[] = [];
  private readonly watched = new Set<number>();
  private readonly listedBefore = new Map<number, number>();
  private readonly rewritten = new Set<number>();
  private readonly accountStates: AccountStateChange[] = [];
  private readonly drafts: NotificationDraft[] = [];

  constructor(readonly tx: Database) {}

  peopleChanged(...personIds: number[]) {
    for (const personId of personIds) this.people.add(personId);
  }

  searchWordsChanged(...personIds: number[]) {
    for (const personId of personIds) this.searchable.add(personId);
  }

  peopleLocked(...personIds: number[]) {
    for (const personId of personIds) this.locked.add(personId);
  }

  record(...changes: NewChange[]) {
    this.changes.push(...changes);
  }

  async watchDirectory(personIds: number[]) {
    const unseen = personIds.filter((personId) => !this.watched.has(personId));
    if (unseen.length === 0) return;
    for (const personId of unseen) this.watched.add(personId);
    for (const [accountId, personId] of await directoryAccountsOf(this.tx, unseen)) {
      this.listedBefore.set(accountId, personId);
    }
  }

  accountsRewritten(accountIds: Iterable<number>) {
    for (const accountId of accountIds) this.rewritten.add(accountId);
  }

  accountStateChanged(change: AccountStateChange) {
    this.accountStates.push(change);
  }

  notify(...drafts: NotificationDraft[]) {
    this.drafts.push(...drafts);
  }

  /**
   * The people first (refreshPeopleSummaries locks their rows in id order), then the
   * notifications, the feed last:
   * recordChanges takes the feed's lock, which must be the last lock a writer waits for.
   */
  async settle() {
    if (this.people.size) {
      const people = [...this.people];
      await refreshPeopleSummaries(this.tx, people, {
        locked: people.every((personId) => this.locked.has(personId)),
      });
    }
    await refreshSearchWords(this.tx, [...this.searchable]);
    const difference = this.watched.size
      ? await directoryChangesSince(this.tx, this.listedBefore, [...this.watched], this.rewritten)
      : [];
    await createNotifications(this.tx, [
      ...this.drafts,
      ...(await accountChangeDrafts(this.tx, this.accountStates)),
    ]);
    await recordChanges(this.tx, ...this.changes, ...difference);
  }
}

/**
 * Runs `work` in one transaction and, after it, brings up to date everything its write
 * units reported: people's kept summaries, then the change feed. A unit needs the
 * `DerivedData` this hands out, so no write of those rows can skip this step.
 */
export async function withDerivedData<Result>(
  db: Database,
  work: (tx: Database, derived: DerivedData) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const derived = new PendingDerivedData(tx);
    const result = await work(tx, derived);
    await derived.settle();
    return result;
  });
}
