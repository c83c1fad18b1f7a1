import { and, eq } from 'drizzle-orm';
import type { PendingAccountsPage, PendingAccountsQuery } from '@shared/schemas/person-detail';
import type { Database } from '../../platform/database/client';
import { people } from '../../model/schema';
import { listPendingAccounts } from '../accounts';
import { personIsListed } from '../visibility';
import { personNotFound } from './service';

/**
 * One page of a live person's pending accounts, in the order their page shows them (which
 * holds the first), with how many there are; 404 for no such person or a deleted one.
 */
export async function listPendingAccountsOfPerson(
  db: Database,
  personId: number,
  { page, limit }: PendingAccountsQuery,
  viewerId?: number,
): Promise<PendingAccountsPage> {
  const [person] = await db
    .select({ pendingAccountCount: people.pendingAccountCount })
    .from(people)
    .where(and(eq(people.id, personId), personIsListed));
  if (!person) throw personNotFound();
  const accounts = await listPendingAccounts(db, { personId, viewerId, page, limit });
  return { accounts, total: person.pendingAccountCount, page, limit };
}
