import type { Database } from './database/client';
import type { ReadTopic } from './cache/topics';

/** The cached responses a write makes stale: those showing any of these topics, or all of them. */
export type Invalidation = readonly ReadTopic[] | 'all';

/**
 * When a follow-up runs: awaited after the commit, before the response (what the writer must
 * see in it), or after the response has gone out (what may follow within seconds).
 */
export type FollowUpTiming = 'before the response' | 'after the response';

/**
 * A kind of work a committed write may leave to do, declared by the write with its items and
 * run by whatever the composition registered for it. The module that owns the work makes the
 * kind; the platform knows none of them.
 */
export interface FollowUpKind<Item> {
  /** What the work is, as logs say it when it fails. */
  readonly name: string;
  readonly timing: FollowUpTiming;
  /** Carries the item type only: a kind is compared by identity. */
  readonly itemType?: (item: Item) => void;
}

const definedKinds: FollowUpKind<never>[] = [];

/** Makes a kind of follow-up; every kind made is listed by `definedFollowUpKinds`. */
export function followUpKind<Item>(name: string, timing: FollowUpTiming): FollowUpKind<Item> {
  const kind: FollowUpKind<Item> = { name, timing };
  definedKinds.push(kind);
  return kind;
}

/** Every kind of follow-up the loaded modules made, in the order they were made. */
export const definedFollowUpKinds = (): readonly FollowUpKind<never>[] => definedKinds;

/** The items a write declared for each kind of follow-up. */
export type DeclaredFollowUps = ReadonlyMap<FollowUpKind<never>, readonly unknown[]>;

/** What a committed write leaves to do, as its write unit declared it while it ran. */
export interface WriteConsequences {
  invalidate: Invalidation;
  followUps: DeclaredFollowUps;
}

export interface WritePipeline {
  /** The time a write stamps on the rows it changes: the app's clock, read once per write. */
  now(): Date;
  /**
   * Keeps, in the write's own transaction, what the app derives from the rows it changed,
   * whatever the write declared (the composition says what); before the commit.
   */
  beforeCommit(tx: Database): Promise<void>;
  /** Runs what a committed write declared; resolves once what the response waits for is done. */
  afterCommit(consequences: WriteConsequences): Promise<void>;
}

/** A write pipeline being put together: each kind's work is registered before the first write. */
export interface WritePipelineRegistry {
  /** Runs `work` with the items of `kind` that each write declares. Registration order is run order. */
  register<Item>(kind: FollowUpKind<Item>, work: (items: readonly Item[]) => Promise<void>): void;
  /**
   * Runs `work` after every committed write, whatever it declared: what follows from the write
   * having happened at all (such as noting its writer), not from what it changed.
   */
  registerForEveryWrite(kind: FollowUpKind<never>, work: () => Promise<void>): void;
  /** The kinds registered, in run order. */
  registeredKinds(): readonly FollowUpKind<never>[];
}

interface RegisteredWork {
  work: (items: readonly unknown[]) => Promise<void>;
  /** Runs after every write, with or without items declared. */
  everyWrite: boolean;
}

interface PipelineParts {
  /** The app's clock (tests move it), which every write's stamps read. */
  clock(): Date;
  /** What each write keeps in its own transaction (see WritePipeline.beforeCommit). */
  beforeCommit(tx: Database): Promise<void>;
  invalidate(invalidation: Invalidation): void;
  /** Runs work after the response has gone out, tracked so that closing waits for it. */
  afterResponse(what: string, work: () => Promise<void>): void;
  /** Says that work the write itself does not wait for failed (the scheduled jobs catch up). */
  reportFailure(what: string, error: unknown): void;
}

/**
 * The one path every write's consequences take after its commit, for routes, scheduled jobs
 * and operator commands alike: the declared topics are invalidated here and on the other
 * instances, then each registered kind of follow-up runs with the items the write declared,
 * before or after the response as its kind says. A failure is reported, never thrown: the
 * write is committed, and the scheduled jobs catch up with what did not follow.
 */
export function createWritePipeline(parts: PipelineParts): WritePipeline & WritePipelineRegistry {
  const { invalidate, afterResponse, reportFailure } = parts;
  const registered = new Map<FollowUpKind<never>, RegisteredWork>();
  const add = (kind: FollowUpKind<never>, work: RegisteredWork) => {
    if (registered.has(kind)) throw new Error(`"${kind.name}" is registered already`);
    registered.set(kind, work);
  };
  return {
    now: parts.clock,
    beforeCommit: parts.beforeCommit,
    register(kind, work) {
      add(kind, { work: work as RegisteredWork['work'], everyWrite: false });
    },
    registerForEveryWrite(kind, work) {
      add(kind, { work, everyWrite: true });
    },
    registeredKinds: () => [...registered.keys()],
    async afterCommit({ invalidate: topics, followUps }) {
      if (topics === 'all' || topics.length > 0) invalidate(topics);
      for (const kind of followUps.keys()) {
        if (!registered.has(kind)) reportFailure(kind.name, new UnregisteredFollowUp(kind));
      }
      for (const [kind, { work, everyWrite }] of registered) {
        const items = followUps.get(kind) ?? [];
        if (!everyWrite && items.length === 0) continue;
        if (kind.timing === 'after the response') {
          afterResponse(kind.name, () => work(items));
          continue;
        }
        try {
          await work(items);
        } catch (error) {
          reportFailure(kind.name, error);
        }
      }
    },
  };
}

/** A write declared a kind of follow-up that nothing was registered to run. */
export class UnregisteredFollowUp extends Error {
  constructor(kind: FollowUpKind<never>) {
    super(`No work is registered for "${kind.name}"`);
  }
}

/**
 * Where a process without an app writes (an operator command, the seeders): no cache to
 * invalidate, and what is stored before the commit and the follow-ups are left to the
 * scheduled jobs of the app.
 */
const withoutApp: WritePipeline = {
  now: () => new Date(),
  beforeCommit: async () => {},
  afterCommit: async () => {},
};

const pipelines = new WeakMap<Database, WritePipeline>();

/** Has every write on this database hand its consequences to this pipeline. */
export function attachWritePipeline(db: Database, pipeline: WritePipeline) {
  pipelines.set(db, pipeline);
}

export const writePipelineOf = (db: Database): WritePipeline => pipelines.get(db) ?? withoutApp;
