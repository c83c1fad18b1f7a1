import { and, eq, inArray } from 'drizzle-orm';
import type { ReportInput } from '../../../shared/schemas/accounts';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { findVisibleAccount } from '../accounts/service';

/** Reports a verified account as fake; a user keeps at most one open report per account. */
export async function reportAccount(db: Database, userId: number, input: ReportInput) {
  return db.transaction(async (tx) => {
    // Reports of one account take turns on its row, so two sent at once cannot both find
    // no open report and both open one.
    const account = await findVisibleAccount(tx, input.socialAccountId, { lock: true });
    if (account.status !== 'verified') throw badRequest('Only verified accounts can be reported');
    const [open] = await tx
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
    const [report] = await tx
      .insert(reports)
      .values({
        socialAccountId: account.id,
        userId,
        reason: input.reason,
        evidence: input.evidence,
      })
      .returning({ id: reports.id });
    return { message: 'Report submitted', report: { id: report!.id, status: 'pending' as const } };
  });
}
