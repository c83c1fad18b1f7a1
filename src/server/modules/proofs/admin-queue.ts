import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  PROOF_QUEUE_STATES,
  type ProofQueueItem,
  type ProofQueueState,
} from '@shared/schemas/proof-queue';
import type { Database } from '../../db/client';
import { accountProofs, people, platforms, socialAccounts } from '../../db/schema';
import { historyOf, present } from './service';

/**
 * The administrators' queue of proofs: broken ones (a verified account's badge turned amber)
 * and contradicting ones (holding a verification), oldest problem first, each with its
 * account, person and recent checks. Deleted accounts and people are left out.
 */
export async function listProofQueue(
  db: Database,
  state?: ProofQueueState,
): Promise<ProofQueueItem[]> {
  // A contradiction keeps no failing_since; it began with its first contradicting check.
  const problemSince = sql<Date>`coalesce(${accountProofs.failingSince},
    (select min(checked_at) from proof_checks
      where proof_id = ${accountProofs.id} and outcome = 'contradiction'),
    ${accountProofs.createdAt})`;
  const rows = await db
    .select({
      proof: accountProofs,
      problemSince: problemSince.mapWith((value: string | Date) => new Date(value)),
      account: socialAccounts,
      platform: platforms.name,
      person: {
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        slug: people.slug,
      },
    })
    .from(accountProofs)
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountProofs.socialAccountId))
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(
      and(
        inArray(accountProofs.state, state ? [state] : [...PROOF_QUEUE_STATES]),
        eq(socialAccounts.isDeleted, false),
        eq(people.isDeleted, false),
      ),
    )
    .orderBy(asc(problemSince), asc(accountProofs.id));
  const history = await historyOf(
    db,
    rows.map((row) => row.proof.id),
  );
  return rows.map(({ proof, problemSince: since, account, platform, person }) => ({
    ...present(proof, history),
    problemSince: since.toISOString(),
    account: {
      id: account.id,
      platform,
      username: account.username,
      status: account.status,
      decisionBasis: account.decisionBasis,
      decisionNote: account.decisionNote,
      person: {
        id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        slug: person.slug,
      },
    },
  }));
}
