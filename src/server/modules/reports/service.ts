import { and, desc, eq, inArray } from 'drizzle-orm';
import { ALREADY_REPORTED_MESSAGE } from '@shared/constants';
import { OPEN_REPORT_STATUSES, type ReportInput } from '@shared/schemas/accounts';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { findVisibleAccount } from '../accounts';
import { createNotifications, newReportDrafts } from '../notifications';

/**
 * Reports a verified account as fake; a user keeps at most one open report per account. The
 * administrators are notified in the same transaction.
 */
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
          inArray(reports.status, OPEN_REPORT_STATUSES),
        ),
      );
    if (open) throw conflict(ALREADY_REPORTED_MESSAGE);
    const [report] = await tx
      .insert(reports)
      .values({
        socialAccountId: account.id,
        userId,
        reason: input.reason,
        evidence: input.evidence,
      })
      .returning({ id: reports.id });
    await createNotifications(
      tx,
      await newReportDrafts(tx, {
        accountId: account.id,
        reporterId: userId,
        reason: input.reason,
      }),
    );
    return { message: 'Report submitted', report: { id: report!.id, status: 'pending' as const } };
  });
}

/** The accounts the user has an open report on (newest first), so the page can say so before a form. */
export async function listOpenReports(db: Database, userId: number) {
  const rows = await db
    .select({
      socialAccountId: reports.socialAccountId,
      reportedAt: reports.reportedAt,
    })
    .from(reports)
    .where(and(eq(reports.userId, userId), inArray(reports.status, OPEN_REPORT_STATUSES)))
    .orderBy(desc(reports.reportedAt));
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
}
