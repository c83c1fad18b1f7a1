import { sql } from 'drizzle-orm';
import { formatDay } from '@shared/dates';
import { countOf } from '@shared/plural';
import type { TrustSignal } from '@shared/schemas/trust';
import { type Database, queryRows } from '../../platform/database/client';
import { recordAdminAction } from '../audit';
import { ringBurnedFollowUp, runWrite, type WriteScope } from '../derived-data';
import { newFlagDrafts } from '../notifications';
import { recountAccounts } from './recount';
import { refreshStandings, refreshVotersOf } from './standing-recounts';

/*
 * A ring found is a ring burned (decision 0031): when an account is shown fake (a moderator
 * rejects it as fake, or the person's own evidence contests it), every user who approved it
 * loses their validated record and falls in one group, and every other decision they took
 * part in is tallied again without them. Only a moderator undoes it (clearing the flag, or
 * verifying the account after all).
 */

/** Why an account was shown fake, for the burn's signal and the audit log. */
export interface ShownFake {
  accountId: number;
  /** "a moderator rejected it as fake", "their official site links to @real on X, not to it". */
  how: string;
  /** The moderator who showed it, or null when the evidence did. */
  actorId: number | null;
}

/**
 * Burns the users who approved an account shown fake: a confirmed burn flag names them (so
 * their votes count for nothing anywhere, and they are one group), the audit log says so,
 * the administrators hear of it, and after the commit their other decisions are tallied
 * again. Trusted users and administrators are vetted by people and left out; so is anyone
 * when a burn flag already names the account. Returns the users burned.
 */
export async function burnApprovers(write: WriteScope, fake: ShownFake): Promise<number[]> {
  const db = write.tx;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('trust_flags'))`);
  const [found] = await queryRows<{ approvers: number[]; burned: boolean; label: string }>(
    db,
    sql`select
          coalesce(array(select v.user_id from votes v join users u on u.id = v.user_id
            where v.social_account_id = a.id and v.is_approval and u.standing <> 'trusted'
              and u.role <> 'admin' order by v.user_id), '{}') as approvers,
          exists (select 1 from trust_flags f where f.kind = 'burn'
            and f.status = 'confirmed' and a.id = any(f.account_ids)) as burned,
          '@' || a.username || ' on ' || pl.name as label
        from social_accounts a join platforms pl on pl.id = a.platform_id
        where a.id = ${fake.accountId}`,
  );
  if (!found || found.burned || found.approvers.length === 0) return [];
  const signal: TrustSignal = {
    kind: 'burn',
    detail:
      `${countOf(found.approvers.length, 'user')} approved ${found.label}, shown fake on ` +
      `${formatDay(write.now)}: ${fake.how}`,
    at: write.now.toISOString(),
  };
  const [flag] = await queryRows<{ id: number }>(
    db,
    sql`insert into trust_flags (kind, status, user_ids, account_ids, signals, decided_at, decided_by_id)
        values ('burn', 'confirmed', ${sql.param(found.approvers)}::int[],
          ${sql.param([fake.accountId])}::int[], ${JSON.stringify([signal])}::jsonb, now(),
          ${fake.actorId}::int)
        returning id`,
  );
  await recordAdminAction(db, {
    adminId: fake.actorId,
    action: 'trust.ring_burned',
    targetType: 'trust_flag',
    targetId: flag!.id,
    after: {
      accountId: fake.accountId,
      how: fake.how,
      userIds: found.approvers,
      automatic: fake.actorId === null,
    },
  });
  write.notify(
    ...(await newFlagDrafts(db, {
      kind: 'burn',
      userCount: found.approvers.length,
      accountCount: 1,
    })),
  );
  write.invalidateAll();
  write.followUp(ringBurnedFollowUp, true);
  return found.approvers;
}

/**
 * A moderator verified an account after all: the burn it set off is undone (the flag is
 * cleared, audited), and its users' decisions are tallied again with them after the commit.
 */
export async function clearBurnsOf(write: WriteScope, accountId: number, actorId: number) {
  const cleared = await queryRows<{ id: number; user_ids: number[] }>(
    write.tx,
    sql`update trust_flags set status = 'cleared', decided_at = now(), decided_by_id = ${actorId},
          updated_at = now(), recounted_at = null
        where kind = 'burn' and status = 'confirmed' and ${accountId} = any(account_ids)
        returning id, user_ids`,
  );
  for (const flag of cleared) {
    await recordAdminAction(write.tx, {
      adminId: actorId,
      action: 'trust_flag.clear',
      targetType: 'trust_flag',
      targetId: flag.id,
      before: { status: 'confirmed' },
      after: { status: 'cleared', reason: 'the burned account was verified by a moderator' },
    });
  }
  if (cleared.length > 0) {
    write.invalidateAll();
    write.followUp(ringBurnedFollowUp, true);
  }
}

/**
 * Tallies again every decision the users of each burn flag not yet recounted took part in
 * (confirmed: without them; cleared: with them again), and evaluates their standing; an
 * account decided by votes returns to pending when less than half its bar remains, with a
 * sentence saying why. Each flag is marked recounted once done, so that a stopped process's
 * work is finished by the next run. Returns the accounts tallied.
 */
export async function recountBurnedRings(db: Database, now: Date): Promise<number[]> {
  const flags = await queryRows<{ id: number; user_ids: number[]; status: string }>(
    db,
    sql`select id, user_ids, status from trust_flags
        where kind = 'burn' and recounted_at is null and status in ('confirmed', 'cleared')
        order by id limit 20`,
  );
  const tallied: number[] = [];
  for (const flag of flags) {
    const touched = await queryRows<{ id: number }>(
      db,
      sql`select distinct social_account_id as id from votes
          where user_id = any(${sql.param(flag.user_ids)}::int[])`,
    );
    const reconsider =
      flag.status === 'confirmed'
        ? `Returned to pending on ${formatDay(now)}: the votes of users who approved a fake no longer count`
        : undefined;
    // Their standing first (a burn voids their record; clearing it gives it back), then every
    // decision they took part in, then the voters whose record those decisions move.
    await refreshStandings(db, flag.user_ids, now);
    const accounts = await recountAccounts(
      db,
      touched.map((row) => row.id),
      { includeDecided: true, reconsider },
    );
    tallied.push(...accounts.map((account) => account.accountId));
    await refreshVotersOf(
      db,
      accounts.filter((account) => account.decided || account.unverified).map((a) => a.accountId),
      now,
    );
    await runWrite(db, 'mark a burn recounted', async (tx, write) => {
      write.invalidatesNothing();
      await tx.execute(sql`update trust_flags set recounted_at = ${now} where id = ${flag.id}`);
    });
  }
  return tallied;
}
