import { desc, inArray } from 'drizzle-orm';
import type { ProofKind } from '@shared/proofs';
import type { ProofView } from '@shared/schemas/proofs';
import type { Database } from '../../platform/database/client';
import { accountProofs, proofChecks } from '../../model/schema';
import { proofLinkedFrom } from '../accounts';

type ProofRow = typeof accountProofs.$inferSelect;

const HISTORY_SHOWN = 10;
const linkedFrom = proofLinkedFrom('account_proofs');

/**
 * Proofs as the API returns them: each with its latest checks, what it links from, and
 * whether it can be a link of a proven chain (stored with the person's evidence).
 */
export async function presentProofs(db: Database, proofs: ProofRow[]): Promise<ProofView[]> {
  if (proofs.length === 0) return [];
  const ids = proofs.map((proof) => proof.id);
  // One after the other: adding a proof presents it inside its transaction, on one connection.
  const history = await db
    .select()
    .from(proofChecks)
    .where(inArray(proofChecks.proofId, ids))
    .orderBy(desc(proofChecks.checkedAt), desc(proofChecks.id));
  const sources = await db
    .select({ id: accountProofs.id, linkedFrom })
    .from(accountProofs)
    .where(inArray(accountProofs.id, ids));
  const sourceOf = new Map(sources.map((row) => [row.id, row]));
  const iso = (date: Date | null) => (date === null ? null : date.toISOString());
  return proofs.map((proof) => ({
    id: proof.id,
    socialAccountId: proof.socialAccountId,
    kind: proof.kind as ProofKind,
    url: proof.url,
    token: proof.token,
    state: proof.state,
    anchored: proof.rooted,
    linkedFrom: sourceOf.get(proof.id)?.linkedFrom ?? null,
    sourceAccountId: proof.sourceAccountId,
    createdAt: proof.createdAt.toISOString(),
    lastCheckedAt: iso(proof.lastCheckedAt),
    lastPassedAt: iso(proof.lastPassedAt),
    failingSince: iso(proof.failingSince),
    suggested: proof.suggested,
    history: history
      .filter((check) => check.proofId === proof.id)
      .slice(0, HISTORY_SHOWN)
      .map((check) => ({
        checkedAt: check.checkedAt.toISOString(),
        outcome: check.outcome,
        detail: check.detail,
      })),
  }));
}
