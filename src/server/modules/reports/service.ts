import { and, eq, inArray } from 'drizzle-orm';
import type { ReportInput } from '../../../shared/schemas/accounts';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { findVisibleAccount } from '../accounts/service';

/** Reports a verified account as fake; a user keeps at most one open report per account. */
export async function reportAccount(db: Database, userId: number, input: ReportInput) {
  const account = await findVisibleAccount(db, input.socialAccountId);
  if (account.status !== 'verified') throw badRequest('Only verified accounts can be reported');
  const [open] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.socialAccountId, account.id),
        eq(reports.userId, userId),
        inArray(reports.status, ['pending', 'investigating']),
      ),
    );
  if (open)
    throw conflict('You have already reported this account. An administrator will review it.');
  const [report] = await db
    .insert(reports)
    .values({ socialAccountId: account.id, userId, reason: input.reason, evidence: input.evidence })
    .returning({ id: reports.id });
  return { message: 'Report submitted', report: { id: report!.id, status: 'pending' as const } };
}
