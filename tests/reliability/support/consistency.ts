import { asc, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../src/server/platform/database/client';
import { people, socialAccounts } from '../../../src/server/model/schema';
import { refreshAllRatings } from '../../../src/server/modules/derived-data';
import { statusAfterVotes } from '../../../src/server/modules/accounts';

interface AccountCounts {
  id: number;
  status: 'pending' | 'verified' | 'rejected';
  approval_count: number;
  rejection_count: number;
  approvals: number;
  rejections: number;
  changes: number;
}

/** Each account's kept counts beside what its vote rows and change rows say. */
export async function accountCounts(db: Database): Promise<AccountCounts[]> {
  return queryRows<AccountCounts>(
    db,
    sql`select a.id, a.status, a.approval_count, a.rejection_count,
          (select count(*)::int from votes v where v.social_account_id = a.id and v.is_approval) as approvals,
          (select count(*)::int from votes v where v.social_account_id = a.id and not v.is_approval) as rejections,
          (select count(*)::int from directory_changes c
            where c.account_id = a.id and c.kind in ('account_verified', 'account_removed')) as changes
        from social_accounts a order by a.id`,
  );
}

/**
 * What is out of step among accounts that people voted on: kept counts that differ from the
 * vote rows, a state that does not follow from the counts, or a change of state that the
 * change feed did not record exactly once. Empty when every vote was all-or-nothing.
 */
export async function voteDrift(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const account of await accountCounts(db)) {
    if (account.approvals + account.rejections === 0) continue;
    const { id, approval_count, rejection_count, approvals, rejections, status } = account;
    if (approval_count !== approvals || rejection_count !== rejections) {
      problems.push(
        `account ${id} keeps ${approval_count}/${rejection_count} but has ${approvals}/${rejections} votes`,
      );
    }
    const expected = statusAfterVotes(approvals, rejections);
    if (status !== expected) problems.push(`account ${id} is ${status}, its votes say ${expected}`);
    const expectedChanges = expected === 'pending' ? 0 : 1;
    if (account.changes !== expectedChanges) {
      problems.push(`account ${id} (${status}) has ${account.changes} recorded changes of state`);
    }
  }
  return problems;
}

async function keptRatingFigures(db: Database) {
  const accounts = await db
    .select({
      id: socialAccounts.id,
      ratingCount: socialAccounts.ratingCount,
      ratingSum: socialAccounts.ratingSum,
      avgRating: socialAccounts.avgRating,
      avgRating30: socialAccounts.avgRating30,
    })
    .from(socialAccounts)
    .orderBy(asc(socialAccounts.id));
  const persons = await db
    .select({
      id: people.id,
      ratingCount: people.ratingCount,
      avgRating: people.avgRating,
      avgRating30: people.avgRating30,
      bestAccountRating: people.bestAccountRating,
      verifiedAccountCount: people.verifiedAccountCount,
      pendingAccountCount: people.pendingAccountCount,
    })
    .from(people)
    .orderBy(asc(people.id));
  return { accounts, people: persons };
}

/**
 * The figures kept on accounts and people (rating counts, sums and averages, verified and
 * pending account counts) as they are, and as recomputing them from the rows makes them:
 * equal when no write was left half done.
 */
export async function keptFiguresAndRecount(db: Database) {
  const kept = await keptRatingFigures(db);
  await refreshAllRatings(db);
  return { kept, recounted: await keptRatingFigures(db) };
}
