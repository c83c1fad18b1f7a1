import { eq } from 'drizzle-orm';
import { can, type Actor } from '@shared/permissions';
import type { Database } from '../../db/client';
import { accountProofs, socialAccounts } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';
import { recordAdminAction } from '../audit';
import { withDerivedData } from '../derived-data';
import { recountAccounts } from '../trust';

/** The proof with its account's status and person, locked for the rest of the transaction. */
async function lockProof(db: Database, proofId: number) {
  const [found] = await db
    .select({
      proof: accountProofs,
      status: socialAccounts.status,
      personId: socialAccounts.personId,
    })
    .from(accountProofs)
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountProofs.socialAccountId))
    .where(eq(accountProofs.id, proofId))
    .for('update', { of: accountProofs });
  if (!found) throw notFound('Proof not found');
  return found;
}

/** What the public saw of a proof: an amber badge (broken) or a hold (contradicting). */
const showsPublicly = (proof: typeof accountProofs.$inferSelect) =>
  !proof.suggested && (proof.state === 'broken' || proof.state === 'contradicting');

/**
 * Removes a proof: an administrator any, anyone else only one they attached themselves.
 * Audited. When the proof turned a verified badge amber, the change feed says the badge
 * changed; when it held the verification, the votes decide again.
 */
export async function removeProof(db: Database, actor: Actor, proofId: number) {
  const removed = await withDerivedData(db, async (tx, derived) => {
    const { proof, status, personId } = await lockProof(tx, proofId);
    const mayRemove =
      can(actor, 'moderate:trust') || can(actor, 'delete:proof:own', { ownerId: proof.addedById });
    if (!mayRemove) {
      throw forbidden('Only an administrator, or whoever attached it, can remove a proof');
    }
    await tx.delete(accountProofs).where(eq(accountProofs.id, proofId));
    await recordAdminAction(tx, {
      adminId: actor.id,
      action: 'proof.remove',
      targetType: 'proof',
      targetId: proofId,
      before: {
        socialAccountId: proof.socialAccountId,
        kind: proof.kind,
        url: proof.url,
        state: proof.state,
        suggested: proof.suggested,
        addedById: proof.addedById,
      },
    });
    if (status === 'verified' && showsPublicly(proof) && proof.state === 'broken') {
      derived.record({ kind: 'account_proof_changed', personId, accountId: proof.socialAccountId });
    }
    return proof;
  });
  if (showsPublicly(removed) && removed.state === 'contradicting') {
    await recountAccounts(db, [removed.socialAccountId]);
  }
  return { message: 'Proof removed', socialAccountId: removed.socialAccountId };
}

/**
 * An administrator accepts a member's suggestion: from then on it counts like the proposer's
 * proofs, its state included (a contradiction holds the account, a broken proof turns the
 * badge amber). Audited.
 */
export async function acceptProof(db: Database, adminId: number, proofId: number) {
  const accepted = await withDerivedData(db, async (tx, derived) => {
    const { proof, status, personId } = await lockProof(tx, proofId);
    if (!proof.suggested) return proof;
    const [row] = await tx
      .update(accountProofs)
      .set({ suggested: false })
      .where(eq(accountProofs.id, proofId))
      .returning();
    await recordAdminAction(tx, {
      adminId,
      action: 'proof.accept',
      targetType: 'proof',
      targetId: proofId,
      before: { suggested: true, state: proof.state },
      after: { suggested: false, state: proof.state },
    });
    if (status === 'verified' && proof.state === 'broken') {
      derived.record({ kind: 'account_proof_changed', personId, accountId: proof.socialAccountId });
    }
    return row!;
  });
  if (accepted.state === 'contradicting') await recountAccounts(db, [accepted.socialAccountId]);
  return accepted;
}
