import type { Database } from '../../platform/database/client';
import { directoryChangesSince, type NewChange, recordChanges } from '../changes';
import { directoryAccountsOf } from '../directory';
import {
  type AccountStateChange,
  accountChangeDrafts,
  createNotifications,
  type NotificationDraft,
} from '../notifications';
import { refreshEvidence } from './evidence';
import { refreshPeopleSummaries } from './recounts';
import { refreshSearchWords } from './search-words';
import { personTopic, type ReadTopic } from '../../model/topics';
import {
  type FollowUpKind,
  type WriteConsequences,
  type WritePipeline,
  writePipelineOf,
} from '../../platform/write-pipeline';
import { notificationMailFollowUp } from '../notifications';
import { evidenceMovedFollowUp } from './follow-ups';

/**
 * What a write unit tells of its change, in one place, as it makes it: the people whose stored
 * summaries it changed, the feed entries and notifications it makes, and what it makes stale
 * or due once committed (cached responses, and follow-ups such as the writer's standing or
 * the voters of a decided account, see follow-ups.ts). Only `runWrite` makes one: it settles the derived data before the commit and hands
 * the rest to the write pipeline after it (docs/decisions/0008-derived-data.md, 0027).
 */
export interface WriteScope {
  readonly tx: Database;
  /**
   * The time the write stamps on what it changes (a decision, an edit, a rating): the app's
   * clock, read once, so that every row of one write and its response carry the same time.
   */
  readonly now: Date;
  /**
   * These people's stored summaries (ratings, verified and pending accounts) are to be
   * recounted.
   */
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
  /** Cached responses showing any of these topics are stale once the change commits. */
  invalidate(...topics: ReadTopic[]): void;
  /** Every cached response is stale: the change reaches more pages than topics could name. */
  invalidateAll(): void;
  /** The change shows in no public read, so it has nothing to invalidate (said, not assumed). */
  invalidatesNothing(): void;
  /**
   * The change may move these people's evidence (roots, what roots link to, proofs, the
   * status of their accounts): their chains and contests are refreshed before the commit,
   * and the accounts they moved are decided again after it (decision 0031).
   */
  evidenceChanged(...personIds: number[]): void;
  /** Once the change commits, `kind`'s registered work runs with these items (and any others declared). */
  followUp<Item>(kind: FollowUpKind<Item>, ...items: Item[]): void;
}

class PendingWrite implements WriteScope {
  private readonly people = new Set<number>();
  private readonly searchable = new Set<number>();
  private readonly locked = new Set<number>();
  private readonly changes: NewChange[] = [];
  private readonly watched = new Set<number>();
  private readonly listedBefore = new Map<number, number>();
  private readonly rewritten = new Set<number>();
  private readonly accountStates: AccountStateChange[] = [];
  private readonly drafts: NotificationDraft[] = [];
  private readonly topics = new Set<ReadTopic>();
  private invalidation: 'named' | 'all' | 'nothing' | null = null;
  private readonly evidence = new Set<number>();
  private readonly followUps = new Map<FollowUpKind<never>, unknown[]>();
  readonly now: Date;

  constructor(
    readonly tx: Database,
    private readonly unitName: string,
    private readonly pipeline: WritePipeline,
  ) {
    this.now = pipeline.now();
  }

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

  invalidate(...topics: ReadTopic[]) {
    for (const topic of topics) this.topics.add(topic);
    if (this.invalidation !== 'all') this.invalidation = 'named';
  }

  invalidateAll() {
    this.invalidation = 'all';
  }

  invalidatesNothing() {
    this.invalidation ??= 'nothing';
  }

  evidenceChanged(...personIds: number[]) {
    for (const personId of personIds) this.evidence.add(personId);
  }

  followUp<Item>(kind: FollowUpKind<Item>, ...items: Item[]) {
    const declared = this.followUps.get(kind) ?? [];
    declared.push(...items);
    this.followUps.set(kind, declared);
  }

  /**
   * The declared people's chains and contests, stored; every page naming a person whose
   * accounts moved is stale, and a verified account whose proven chain came or went is read
   * again by the feed's readers (its tier moved).
   */
  private async settleEvidence() {
    const moved = await refreshEvidence(this.tx, [...this.evidence]);
    this.followUp(evidenceMovedFollowUp, ...moved.map((move) => move.accountId));
    for (const move of moved) {
      this.invalidate(personTopic(move.personId));
      this.peopleChanged(move.personId);
      if (move.status === 'verified' && move.proven !== move.wasProven) {
        this.record({
          kind: 'account_proof_changed',
          personId: move.personId,
          accountId: move.accountId,
        });
      }
    }
  }

  /**
   * The evidence first (it locks the people whose evidence it refreshes, in id order, and may
   * name more people to recount), then the people (refreshPeopleSummaries locks their rows in
   * id order), then what the pipeline stores before the commit (it locks what it stores), then
   * the notifications, the feed last:
   * recordChanges takes the feed's lock, which must be the last lock a writer waits for.
   * A unit that declared nothing about the cached responses is refused before it commits.
   */
  async settle() {
    if (this.invalidation === null) throw new UndeclaredInvalidation(this.unitName);
    if (this.evidence.size) await this.settleEvidence();
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
    await this.pipeline.beforeCommit(this.tx);
    const notified = await createNotifications(this.tx, [
      ...this.drafts,
      ...(await accountChangeDrafts(this.tx, this.accountStates)),
    ]);
    if (notified) this.followUp(notificationMailFollowUp, true);
    await recordChanges(this.tx, ...this.changes, ...difference);
  }

  consequences(): WriteConsequences {
    return {
      invalidate: this.invalidation === 'all' ? 'all' : [...this.topics],
      followUps: this.followUps,
    };
  }
}

/** A write unit said nothing of the cached responses its change makes stale. */
export class UndeclaredInvalidation extends Error {
  constructor(unitName: string) {
    super(`The write "${unitName}" declared no cached responses to invalidate`);
  }
}

/** The write under way on a transaction, so that a unit called inside another joins it. */
const writesUnderWay = new WeakMap<Database, PendingWrite>();

/**
 * Runs a write unit: `work` in one transaction, then, before the commit, everything derived
 * it reported (people's stored summaries, search words, notifications, the change feed), and
 * after the commit the consequences it declared, through the database's write pipeline
 * (cached responses invalidated, standings evaluated, mail sent). A unit needs the
 * `WriteScope` this hands out, so no write of those rows can skip this step. A unit run
 * inside another's transaction joins that write.
 */
export async function runWrite<Result>(
  db: Database,
  name: string,
  work: (tx: Database, write: WriteScope) => Promise<Result>,
): Promise<Result> {
  const underWay = writesUnderWay.get(db);
  if (underWay) return work(db, underWay);
  let pending: PendingWrite | undefined;
  const pipeline = writePipelineOf(db);
  const result = await db.transaction(async (tx) => {
    pending = new PendingWrite(tx, name, pipeline);
    writesUnderWay.set(tx, pending);
    const done = await work(tx, pending);
    await pending.settle();
    return done;
  });
  await pipeline.afterCommit(pending!.consequences());
  return result;
}
