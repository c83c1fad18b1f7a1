import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { ALREADY_REPORTED_MESSAGE, REPORT_AGAIN_AFTER_DISMISSAL_DAYS } from '@shared/constants';
import { DAY_MS, formatDay } from '@shared/dates';
import { OPEN_REPORT_STATUSES, type ReportInput } from '@shared/schemas/accounts';
import type { Database } from '../../platform/database/client';
import { reports } from '../../model/schema';
import { badRequest, conflict } from '../../platform/http/http-errors';
import { findVisibleAccount } from '../accounts';
import { runWrite } from '../derived-data';
import { newReportDrafts } from '../notifications';
import { accountTopic } from '../../model/topics';

/** Where a report comes from: the digest of the reporter's network (see networkOf), and when. */
export interface ReportOrigin {
  networkDigest: string | null;
  now: Date;
}

/**
 * Reports a verified account as fake; a user keeps at most one open report per account, and
 * reports it again no sooner than REPORT_AGAIN_AFTER_DISMISSAL_DAYS after an administrator
 * dismissed their last one. The administrators are notified in the same transaction.
 */
export async function reportAccount(
  db: Database,
  userId: number,
  input: ReportInput,
  origin: ReportOrigin,
) {
  return runWrite(db, 'report an account', async (tx, write) => {
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
    const waitSince = new Date(origin.now.getTime() - REPORT_AGAIN_AFTER_DISMISSAL_DAYS * DAY_MS);
    const [dismissed] = await tx
      .select({ reviewedAt: reports.reviewedAt })
      .from(reports)
      .where(
        and(
          eq(reports.socialAccountId, account.id),
          eq(reports.userId, userId),
          eq(reports.status, 'dismissed'),
          gt(reports.reviewedAt, waitSince),
        ),
      )
      .orderBy(desc(reports.reviewedAt))
      .limit(1);
    if (dismissed?.reviewedAt) {
      const again = new Date(
        dismissed.reviewedAt.getTime() + REPORT_AGAIN_AFTER_DISMISSAL_DAYS * DAY_MS,
      );
      throw conflict(
        `An administrator dismissed your report of this account on ${formatDay(dismissed.reviewedAt)}; you can report it again from ${formatDay(again)}.`,
      );
    }
    const [report] = await tx
      .insert(reports)
      .values({
        socialAccountId: account.id,
        userId,
        reason: input.reason,
        evidence: input.evidence,
        networkDigest: origin.networkDigest,
        reportedAt: origin.now,
      })
      .returning({ id: reports.id });
    write.notify(
      ...(await newReportDrafts(tx, {
        accountId: account.id,
        reporterId: userId,
        reason: input.reason,
      })),
    );
    // The lookup tells of an account's open reports.
    write.invalidate(accountTopic(account.id));
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
