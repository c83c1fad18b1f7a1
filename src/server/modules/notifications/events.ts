import { sql } from 'drizzle-orm';
import { countOf } from '@shared/plural';
import { type Database, queryRows } from '../../platform/database/client';
import type { NotificationDraft } from './drafts';
import {
  type AccountFacts,
  accountLink,
  ADMIN_REPORTS_LINK,
  ADMIN_TRUST_LINK,
  commentLink,
  describeAccount,
  excerpt,
  fullName,
} from './texts';

/** An account's state as far as notifications care: its status and whether it is deleted. */
export interface AccountState {
  status: 'pending' | 'verified' | 'rejected';
  isDeleted: boolean;
}

/** An account's state before and after a write, within one transaction. */
export interface AccountStateChange {
  accountId: number;
  before: AccountState;
  after: AccountState;
}

const isListed = (state: AccountState) => state.status === 'verified' && !state.isDeleted;

async function accountFacts(tx: Database, accountIds: number[]) {
  const rows = await queryRows<AccountFacts & { submittedById: number | null }>(
    tx,
    sql`select a.id as "accountId", a.username, pl.name as platform, a.person_id as "personId",
          p.first_name as "firstName", p.last_name as "lastName",
          a.submitted_by_id as "submittedById"
        from social_accounts a
        join people p on p.id = a.person_id
        join platforms pl on pl.id = a.platform_id
        where a.id = any(${sql.param(accountIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.accountId, row]));
}

async function watchersOf(tx: Database, personIds: number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ personId: number; userId: number }>(
    tx,
    sql`select person_id as "personId", user_id as "userId" from person_watches
        where person_id = any(${sql.param(personIds)}::int[]) order by user_id`,
  );
  const watchers = new Map<number, number[]>();
  for (const row of rows)
    watchers.set(row.personId, [...(watchers.get(row.personId) ?? []), row.userId]);
  return watchers;
}

/** A change seen from its first state to its last: one transaction may move an account twice. */
function netChanges(changes: AccountStateChange[]): AccountStateChange[] {
  const net = new Map<number, AccountStateChange>();
  for (const change of changes) {
    const earlier = net.get(change.accountId);
    net.set(change.accountId, { ...change, before: earlier?.before ?? change.before });
  }
  return [...net.values()];
}

/**
 * What changes of accounts tell: the proposer hears that their account was verified or
 * rejected; the person's watchers hear that an account entered the directory or left it
 * (deleted, rejected or taken back to pending). The proposer's drafts come first, so a
 * proposer who also watches the person hears it once, as the proposer.
 */
export async function accountChangeDrafts(
  tx: Database,
  changes: AccountStateChange[],
): Promise<NotificationDraft[]> {
  const net = netChanges(changes);
  if (net.length === 0) return [];
  const facts = await accountFacts(
    tx,
    net.map((change) => change.accountId),
  );
  const watchers = await watchersOf(
    tx,
    [...facts.values()].map((account) => account.personId),
  );
  const proposers: NotificationDraft[] = [];
  const watching: NotificationDraft[] = [];
  for (const { accountId, before, after } of net) {
    const account = facts.get(accountId);
    if (!account) continue;
    const about = { link: accountLink(account), personId: account.personId, accountId };
    const name = fullName(account);
    if (account.submittedById !== null && !after.isDeleted && after.status !== before.status) {
      if (after.status === 'verified') {
        proposers.push({
          userId: account.submittedById,
          kind: 'account_verified',
          text: `Your proposed account ${describeAccount(account)} for ${name} was verified.`,
          ...about,
        });
      } else if (after.status === 'rejected') {
        proposers.push({
          userId: account.submittedById,
          kind: 'account_rejected',
          text: `Your proposed account ${describeAccount(account)} for ${name} was rejected.`,
          ...about,
        });
      }
    }
    if (isListed(before) === isListed(after)) continue;
    for (const userId of watchers.get(account.personId) ?? []) {
      watching.push(
        isListed(after)
          ? {
              userId,
              kind: 'watched_account_verified',
              text: `${name} has a newly verified account: ${describeAccount(account)}.`,
              ...about,
            }
          : {
              userId,
              kind: 'watched_account_removed',
              text: `${describeAccount(account)} was removed from ${name}'s verified accounts.`,
              ...about,
            },
      );
    }
  }
  return [...proposers, ...watching];
}

/**
 * A verified account whose badge just turned amber (a checked proof broke while no other
 * proof of it was broken): its person's watchers hear it.
 */
export async function brokenProofDrafts(
  tx: Database,
  accountId: number,
  brokenProofId: number,
): Promise<NotificationDraft[]> {
  const [alreadyAmber] = await queryRows<{ id: number }>(
    tx,
    sql`select id from account_proofs
        where social_account_id = ${accountId} and state = 'broken' and id <> ${brokenProofId}
        limit 1`,
  );
  if (alreadyAmber) return [];
  const account = (await accountFacts(tx, [accountId])).get(accountId);
  if (!account) return [];
  const watchers = (await watchersOf(tx, [account.personId])).get(account.personId) ?? [];
  return watchers.map((userId) => ({
    userId,
    kind: 'watched_account_amber',
    text: `A proof of ${fullName(account)}'s account ${describeAccount(account)} broke: its badge is amber until it is checked again.`,
    link: accountLink(account),
    personId: account.personId,
    accountId,
  }));
}

/**
 * The reporters hear what the admins did: their report dismissed, or the account removed
 * (every report it resolved). The admin who acted is not told of their own act.
 */
export async function reportOutcomeDrafts(
  tx: Database,
  {
    reportIds,
    outcome,
    actorId,
  }: { reportIds: number[]; outcome: 'dismissed' | 'removed'; actorId: number },
): Promise<NotificationDraft[]> {
  const reports = await queryRows<{ userId: number; accountId: number }>(
    tx,
    sql`select distinct user_id as "userId", social_account_id as "accountId" from reports
        where id = any(${sql.param(reportIds)}::int[]) and user_id <> ${actorId}
        order by user_id`,
  );
  if (reports.length === 0) return [];
  const facts = await accountFacts(tx, [...new Set(reports.map((report) => report.accountId))]);
  return reports.flatMap(({ userId, accountId }) => {
    const account = facts.get(accountId);
    if (!account) return [];
    const about = { link: accountLink(account), personId: account.personId, accountId };
    return outcome === 'dismissed'
      ? {
          userId,
          kind: 'report_dismissed' as const,
          text: `Your report of ${describeAccount(account)} (${fullName(account)}) was dismissed: the account stays verified.`,
          ...about,
        }
      : {
          userId,
          kind: 'report_account_removed' as const,
          text: `The account you reported, ${describeAccount(account)} (${fullName(account)}), was removed.`,
          ...about,
        };
  });
}

/** The author of the comment a reply answers hears of it, unless they replied to themselves. */
export async function replyDrafts(tx: Database, replyId: number): Promise<NotificationDraft[]> {
  const [reply] = await queryRows<{
    authorId: number;
    replier: string;
    text: string;
    parentId: number;
    personId: number;
    firstName: string;
    lastName: string;
  }>(
    tx,
    sql`select parent.user_id as "authorId", u.username as replier, r.text,
          parent.id as "parentId", p.id as "personId",
          p.first_name as "firstName", p.last_name as "lastName"
        from comments r
        join comments parent on parent.id = r.parent_id
        join users u on u.id = r.user_id
        join people p on p.id = r.person_id
        where r.id = ${replyId} and parent.user_id <> r.user_id`,
  );
  if (!reply) return [];
  return [
    {
      userId: reply.authorId,
      kind: 'comment_reply',
      text: `${reply.replier} replied to your comment about ${fullName(reply)}: “${excerpt(reply.text)}”`,
      link: commentLink(reply, replyId),
      personId: reply.personId,
    },
  ];
}

async function adminIds(tx: Database, exceptUserId?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from users
        where role = 'admin' and deleted_at is null and disabled_at is null
          ${exceptUserId === undefined ? sql`` : sql`and id <> ${exceptUserId}`}
        order by id`,
  );
  return rows.map((row) => row.id);
}

/** Every administrator but the reporter hears of a new report. */
export async function newReportDrafts(
  tx: Database,
  { accountId, reporterId, reason }: { accountId: number; reporterId: number; reason: string },
): Promise<NotificationDraft[]> {
  const account = (await accountFacts(tx, [accountId])).get(accountId);
  const [reporter] = await queryRows<{ username: string }>(
    tx,
    sql`select username from users where id = ${reporterId}`,
  );
  if (!account || !reporter) return [];
  return (await adminIds(tx, reporterId)).map((userId) => ({
    userId,
    kind: 'new_report',
    text: `${reporter.username} reported ${describeAccount(account)} (${fullName(account)}) as fake: “${excerpt(reason, 80)}”`,
    link: ADMIN_REPORTS_LINK,
    personId: account.personId,
    accountId,
  }));
}

/** Every administrator hears of a new trust flag. */
export async function newFlagDrafts(
  tx: Database,
  flag: { kind: string; userCount: number; accountCount: number },
): Promise<NotificationDraft[]> {
  return (await adminIds(tx)).map((userId) => ({
    userId,
    kind: 'new_flag',
    text: `A new ${flag.kind} trust flag names ${countOf(flag.userCount, 'user')} and ${countOf(flag.accountCount, 'account')}.`,
    link: ADMIN_TRUST_LINK,
  }));
}
