import type { Database } from './database/client';
import type { ReadTopic } from './cache/topics';

/** The cached responses a write makes stale: those showing any of these topics, or all of them. */
export type Invalidation = readonly ReadTopic[] | 'all';

/**
 * A user whose standing the write may have moved: by their own contribution (evaluated when
 * it may have made them a member), or by changing what the rules read of them (`rules`: an
 * administrator changed their role; always evaluated).
 */
export interface StandingCheck {
  userId: number;
  /** What the standing rests on, when the write read it already (a rating does). */
  known?: unknown;
  rules?: true;
}

/** A vote a write cast, as the trust signals read it. */
export interface CastVote {
  accountId: number;
  userId: number;
  isApproval: boolean;
  submittedById: number | null;
  /** What the voter's standing rests on, as the vote read it before it was cast. */
  known?: unknown;
}

/**
 * Everything a committed write leaves to do, as its write unit declared it while it ran
 * (see WriteScope in modules/derived-data): nothing here is guessed from the route or the URL.
 */
export interface WriteConsequences {
  invalidate: Invalidation;
  /** Evaluated after the commit, before the response: the writer sees their new standing. */
  standingChecks: readonly StandingCheck[];
  /** Accounts the write verified or rejected: their voters' standing is evaluated after the response. */
  decidedAccounts: readonly number[];
  /** Accounts whose proven chain or contest the write moved: decided again before the response. */
  evidenceMoved: readonly number[];
  /** The write burned a ring: its users' other decisions are tallied again before the response. */
  ringBurned: boolean;
  /** Votes the write cast: their voters' standing and trust signals, after the response. */
  votesCast: readonly CastVote[];
  /** The write made notifications: their mail is sent after the response. */
  notified: boolean;
}

/**
 * The follow-ups of a write, given by the composition root (app.ts), which knows the modules
 * that evaluate standings and mail notifications: the platform only runs them.
 */
export interface WriteFollowUps {
  /** Evaluates these users' standing (recounts it moves are write units of their own). */
  evaluateStandings(checks: readonly StandingCheck[]): Promise<void>;
  /** Evaluates the standing of the voters of these decided accounts. */
  evaluateVotersOf(accountIds: readonly number[]): Promise<void>;
  /** Decides again the accounts whose evidence moved (write units of their own). */
  decideAfterEvidence(accountIds: readonly number[]): Promise<void>;
  /** Tallies again, without them, the decisions of the users of burn flags not yet recounted. */
  recountBurnedRings(): Promise<void>;
  /** Evaluates the voters' standing and looks for the trust signals their votes complete. */
  screenVotes(votes: readonly CastVote[]): Promise<void>;
  /** Mails the notifications due now. */
  mailNotifications(): Promise<void>;
}

export interface WritePipeline {
  /**
   * Keeps, in the write's own transaction, what the app derives from the rows it changed,
   * whatever the write declared (the composition says what: kept cards); before the commit.
   */
  beforeCommit(tx: Database): Promise<void>;
  /** Runs what a committed write declared; resolves once what the response waits for is done. */
  afterCommit(consequences: WriteConsequences): Promise<void>;
}

interface PipelineParts {
  /** What each write keeps in its own transaction (see WritePipeline.beforeCommit). */
  beforeCommit(tx: Database): Promise<void>;
  invalidate(invalidation: Invalidation): void;
  followUps: WriteFollowUps;
  /** Runs work after the response has gone out, kept so that closing waits for it. */
  afterResponse(what: string, work: () => Promise<void>): void;
  /** Says that work the write itself does not wait for failed (the scheduled jobs catch up). */
  reportFailure(what: string, error: unknown): void;
}

/**
 * The one path every write's consequences take after its commit, for routes, scheduled jobs
 * and operator commands alike: the declared topics are invalidated here and on the other
 * instances, the writer's standing is evaluated before the response, the decided accounts'
 * voters and the notification mail after it.
 */
export function createWritePipeline(parts: PipelineParts): WritePipeline {
  const { invalidate, followUps, afterResponse, reportFailure } = parts;
  return {
    beforeCommit: parts.beforeCommit,
    async afterCommit(consequences) {
      const { invalidate: topics, standingChecks, decidedAccounts, notified } = consequences;
      if (topics === 'all' || topics.length > 0) invalidate(topics);
      // Evidence and a burn decide what the public reads: done before the response, and
      // caught up by the trust jobs if this process stops first.
      for (const [what, due, work] of [
        [
          'deciding accounts whose evidence moved',
          consequences.evidenceMoved.length > 0,
          () => followUps.decideAfterEvidence(consequences.evidenceMoved),
        ],
        [
          'tallying again without a burned ring',
          consequences.ringBurned,
          followUps.recountBurnedRings,
        ],
      ] as const) {
        if (!due) continue;
        try {
          await work();
        } catch (error) {
          reportFailure(what, error);
        }
      }
      if (standingChecks.length > 0) {
        try {
          await followUps.evaluateStandings(standingChecks);
        } catch (error) {
          // The write itself is done; the scheduled evaluation catches up with the standing.
          reportFailure('evaluating the standing after a write', error);
        }
      }
      if (consequences.votesCast.length > 0) {
        // Off the vote's response time: the voter's screen says by their kept standing
        // whether the vote counts, and a change follows within seconds (decision 0032).
        afterResponse('screening the votes', () => followUps.screenVotes(consequences.votesCast));
      }
      if (decidedAccounts.length > 0) {
        // A decision moves its voters' record of agreeing, and so maybe their standing.
        afterResponse('evaluating the standing of the voters', () =>
          followUps.evaluateVotersOf(decidedAccounts),
        );
      }
      if (notified) afterResponse('mailing notifications', followUps.mailNotifications);
    },
  };
}

/**
 * Where a process without an app writes (an operator command, the seeders): no cache to
 * invalidate, and what is kept before the commit and the standing and mail follow-ups are
 * left to the scheduled jobs of the app.
 */
const withoutApp: WritePipeline = { beforeCommit: async () => {}, afterCommit: async () => {} };

const pipelines = new WeakMap<Database, WritePipeline>();

/** Has every write on this database hand its consequences to this pipeline. */
export function attachWritePipeline(db: Database, pipeline: WritePipeline) {
  pipelines.set(db, pipeline);
}

export const writePipelineOf = (db: Database): WritePipeline => pipelines.get(db) ?? withoutApp;
