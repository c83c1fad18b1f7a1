import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  PROOF_QUEUE_STATES,
  type ProofQueueFilterValue,
  type ProofQueueItem,
  type ProofQueueState,
} from '@shared/schemas/proof-queue';
import type { Database } from '../../platform/database/client';
import { accountProofs, people, platforms, socialAccounts, users } from '../../model/schema';
import { presentProofs } from './presentation';

/** The rows a filter of the queue takes: the accounts' side in trouble, or suggestions. */
function queueFilter(filter?: ProofQueueFilterValue) {
  const inTrouble = (states: readonly ProofQueueState[]) =>
    and(inArray(accountProofs.state, [...states]), eq(accountProofs.suggested, false));
  if (filter === 'suggested') return eq(accountProofs.suggested, true);
  if (filter) return inTrouble([filter]);
  return or(inTrouble(PROOF_QUEUE_STATES), eq(accountProofs.suggested, true));
}

/**
 * The administrators' queue of proofs: broken ones (a verified account's badge turned amber),
 * contradicting ones (holding a verification), and members' suggestions waiting to be
 * accepted, oldest problem first, each with its account, person, who attached it and recent
 * checks. Deleted accounts and people are left out.
 */
export async function listProofQueue(
  db: Database,
  filter?: ProofQueueFilterValue,
): Promise<ProofQueueItem[]> {
  // A contradiction keeps no failing_since; it began with its first contradicting check. A
  // suggestion's problem is that it waits, since it was made.
  const problemSince = sql<Date>`case when ${accountProofs.suggested}
    then ${accountProofs.createdAt} else coalesce(${accountProofs.failingSince},
    (select min(checked_at) from proof_checks
      where proof_id = ${accountProofs.id} and outcome = 'contradiction'),
    ${accountProofs.createdAt}) end`;
  const rows = await db
    .select({
      proof: accountProofs,
      problemSince: problemSince.mapWith((value: string | Date) => new Date(value)),
      account: socialAccounts,
      platform: platforms.name,
      addedBy: users.username,
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
    .leftJoin(users, eq(users.id, accountProofs.addedById))
    .where(
      and(queueFilter(filter), eq(socialAccounts.isDeleted, false), eq(people.isDeleted, false)),
    )
    .orderBy(asc(problemSince), asc(accountProofs.id));
  const shown = await presentProofs(
    db,
    rows.map((row) => row.proof),
  );
  return rows.map(({ problemSince: since, account, platform, addedBy, person }, index) => ({
    ...shown[index]!,
    problemSince: since.toISOString(),
    addedBy,
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
