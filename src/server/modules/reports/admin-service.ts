import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  type AdminReport,
  type AdminReportsQuery,
  REPORTS_MAX,
  type ReportAction,
} from '@shared/schemas/admin';
import { OPEN_REPORT_STATUSES } from '@shared/schemas/accounts';
import type { Database } from '../../platform/database/client';
import { people, platforms, reports, socialAccounts, users } from '../../model/schema';
import { notFound } from '../../platform/http/http-errors';
import { markAccountDeleted } from '../accounts';
import { runWrite } from '../derived-data';
import { recordAdminAction } from '../audit';
import { reportOutcomeDrafts } from '../notifications';

/** How many open reports the report's account has: the priority of the queue. */
const priority = sql<number>`(select count(*) from ${reports} open
  where open.social_account_id = ${reports.socialAccountId}
  and open.status in ('pending', 'investigating'))::int`;

/** The report queue: every report with its account, person and reporter, newest, oldest or most reported first. */
export async function listReports(db: Database, query: AdminReportsQuery): Promise<AdminReport[]> {
  const order = {
    newest: [desc(reports.reportedAt), desc(reports.id)],
    oldest: [asc(reports.reportedAt), asc(reports.id)],
    priority: [sql`${priority} desc`, desc(reports.reportedAt), desc(reports.id)],
  }[query.sort];
  const rows = await db
    .select({
      report: reports,
      priority,
      personId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      accountId: socialAccounts.id,
      username: socialAccounts.username,
      accountDeleted: socialAccounts.isDeleted,
      platform: platforms.name,
      reporter: users.username,
    })
    .from(reports)
    .innerJoin(socialAccounts, eq(socialAccounts.id, reports.socialAccountId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .innerJoin(users, eq(users.id, reports.userId))
    .where(
      query.platform ? sql`lower(${platforms.name}) = ${query.platform.toLowerCase()}` : undefined,
    )
    .orderBy(...order)
    .limit(REPORTS_MAX);
  return rows.map((row) => ({
    id: row.report.id,
    reason: row.report.reason,
    evidence: row.report.evidence,
    reportedAt: row.report.reportedAt.toISOString(),
    reviewedAt: row.report.reviewedAt?.toISOString() ?? null,
    status: row.report.status,
    priority: Number(row.priority),
    person: { id: row.personId, name: `${row.firstName} ${row.lastName}` },
    account: {
      id: row.accountId,
      username: row.username,
      platform: row.platform,
      isDeleted: row.accountDeleted,
    },
    reporter: { username: row.reporter },
  }));
}

/**
 * Acts on a report: investigate or dismiss it, or remove its account, which resolves every
 * open report on that account too. All of it happens in one transaction, with the audit row
 * and the notifications of the reporters (and of the account's watchers).
 */
export async function resolveReport(
  db: Database,
  {
    actorId,
    reportId,
    action,
    now,
  }: { actorId: number; reportId: number; action: ReportAction; now: Date },
) {
  return runWrite(db, 'resolve a report', async (tx, write) => {
    write.invalidateAll();
    const [found] = await tx
      .select({ report: reports, account: socialAccounts })
      .from(reports)
      .innerJoin(socialAccounts, eq(socialAccounts.id, reports.socialAccountId))
      .where(eq(reports.id, reportId))
      .for('update');
    if (!found) throw notFound('Report not found');
    const { report, account } = found;
    const reviewedAt = now;
    const audit = {
      adminId: actorId,
      action: `report.${action}`,
      targetType: 'report',
      targetId: reportId,
      before: { status: report.status, reviewedAt: report.reviewedAt },
    };

    if (action !== 'remove') {
      const status = action === 'investigate' ? 'investigating' : 'dismissed';
      await tx.update(reports).set({ status, reviewedAt }).where(eq(reports.id, reportId));
      await recordAdminAction(tx, { ...audit, after: { status, reviewedAt } });
      if (status === 'dismissed' && report.status !== 'dismissed') {
        write.notify(
          ...(await reportOutcomeDrafts(tx, {
            reportIds: [reportId],
            outcome: 'dismissed',
            actorId,
          })),
        );
      }
      return {
        message:
          action === 'investigate'
            ? `Marked report for ${account.username} as investigating`
            : `Dismissed report for ${account.username}`,
        report: { id: reportId, status, reviewedAt: reviewedAt.toISOString() },
        resolvedReportIds: [],
      };
    }

    await markAccountDeleted(write, account);
    const resolved = await tx
      .update(reports)
      .set({ status: 'resolved', reviewedAt })
      .where(
        and(
          eq(reports.socialAccountId, account.id),
          or(eq(reports.id, reportId), inArray(reports.status, OPEN_REPORT_STATUSES)),
        ),
      )
      .returning({ id: reports.id });
    const resolvedReportIds = resolved.map((row) => row.id).sort((a, b) => a - b);
    if (!account.isDeleted) {
      write.notify(
        ...(await reportOutcomeDrafts(tx, {
          reportIds: resolvedReportIds,
          outcome: 'removed',
          actorId,
        })),
      );
    }
    await recordAdminAction(tx, {
      ...audit,
      before: { ...audit.before, account: { id: account.id, isDeleted: account.isDeleted } },
      after: {
        status: 'resolved',
        reviewedAt,
        account: { id: account.id, isDeleted: true },
        resolvedReportIds,
      },
    });
    return {
      message: `Removed account ${account.username} and resolved report`,
      report: { id: reportId, status: 'resolved' as const, reviewedAt: reviewedAt.toISOString() },
      resolvedReportIds,
    };
  });
}
