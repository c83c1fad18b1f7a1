import { and, eq } from 'drizzle-orm';
import type { ProofListQuery, ProofView } from '@shared/schemas/proofs';
import { type Database } from '../../platform/database/client';
import { accountProofs } from '../../model/schema';
import { findVisibleAccount } from '../accounts';
import { presentProofs } from './presentation';

/**
 * One page of an account's proofs with their recent history, for anyone, oldest first;
 * suggestions are the admins'.
 */
export async function listProofs(
  db: Database,
  accountId: number,
  { page, limit }: ProofListQuery,
): Promise<ProofView[]> {
  await findVisibleAccount(db, accountId);
  const proofs = await db
    .select()
    .from(accountProofs)
    .where(and(eq(accountProofs.socialAccountId, accountId), eq(accountProofs.suggested, false)))
    .orderBy(accountProofs.id)
    .limit(limit)
    .offset((page - 1) * limit);
  return presentProofs(db, proofs);
}
