import { eq } from 'drizzle-orm';
import { can, type Actor } from '@shared/permissions';
import type { Database } from '../../platform/database/client';
import { accountProofs, socialAccounts } from '../../model/schema';
import { forbidden, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';
import { publicStateOf, recordBadgeChange } from './public-change';
import { presentProofs } from './presentation';

/** The proof with its account's id, person and status, locked for the rest of the transaction. */
async function lockProof(db: Database, proofId: number) {
  const [found] = await db
    .select({
      proof: accountProofs,
      account: {
        id: socialAccounts.id,
        personId: socialAccounts.personId,
        status: socialAccounts.status,
      },
    })
    .from(accountProofs)
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountProofs.socialAccountId))
    .where(eq(accountProofs.id, proofId))
    .for('update', { of: accountProofs });
  if (!found) throw notFound('Proof not found');
  return found;
}

/**
 * Removes a proof: an administrator any, anyone else only one they attached themselves.
 * Audited. When the proof turned a verified badge amber, the change feed says the badge
 * changed; when it held the verification, the votes decide again.
 */
export async function removeProof(db: Database, actor: Actor, proofId: number) {
  const socialAccountId = await runWrite(db, 'remove a proof', async (tx, write) => {
    const { proof, account } = await lockProof(tx, proofId);
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
    recordBadgeChange(write, { account, before: publicStateOf(proof), after: null });
    return account.id;
  });
  return { message: 'Proof removed', socialAccountId };
}

/**
 * An administrator accepts a member's suggestion: from then on it counts like the proposer's
 * proofs, its state included (a contradiction holds the account, a broken proof turns the
 * badge amber). Audited. Returns the proof with its latest checks.
 */
export async function acceptProof(db: Database, adminId: number, proofId: number) {
  const accepted = await runWrite(db, 'accept a proof', async (tx, write) => {
    const { proof, account } = await lockProof(tx, proofId);
    if (!proof.suggested) {
      write.invalidatesNothing();
      return proof;
    }
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
    recordBadgeChange(write, { account, before: null, after: proof.state });
    return row!;
  });
  const [shown] = await presentProofs(db, [accepted]);
  return shown!;
}
