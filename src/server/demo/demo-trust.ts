import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../platform/database/client';
import { users, votes } from '../model/schema';
import { evaluateStandings, recountAccounts } from '../modules/trust';
import { DEMO_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from './demo-users';
import { DAY_MS } from '@shared/dates';

/** Demo users vouched for by an admin, and newcomers whose votes are recorded but not counted. */
const TRUSTED_USERS = 2;
const NEWCOMERS = 4;
const NEWCOMER_VOTES = 3;
const MODERATION_NOTE = 'the official site links to it';

/**
 * Gives the demo every standing and one open flag: a few of its users trusted, a few new
 * ones who voted on pending accounts, two members flagged as one household for voting alike
 * on one account. Then every demo user's standing is evaluated and every demo account
 * tallied by the rules, and the accounts the demo decided rest on counted votes. Returns
 * the users and votes it added.
 */
export async function loadDemoTrust(
  db: Database,
  faker: Faker,
  { userIds, accountIds, now }: { userIds: number[]; accountIds: number[]; now: Date },
) {
  await db.execute(
    sql`update users set trusted_at = ${now}
        where id = any(${sql.param(userIds.slice(0, TRUSTED_USERS))}::int[])`,
  );

  const pending = await queryRows<{ id: number }>(
    db,
    sql`select id from social_accounts
        where id = any(${sql.param(accountIds)}::int[]) and status = 'pending' order by id`,
  );
  const newcomers = await db
    .insert(users)
    .values(
      Array.from({ length: NEWCOMERS }, (_, index) => {
        const username = `newcomer${index}_${faker.string.alphanumeric(4).toLowerCase()}`;
        const createdAt = new Date(now.getTime() - (index + 1) * DAY_MS);
        return {
          username,
          email: `${username}@${DEMO_EMAIL_DOMAIN}`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          isVerified: true,
          emailVerifiedAt: createdAt,
          createdAt,
        };
      }),
    )
    .returning({ id: users.id });
  const newcomerVotes = newcomers.flatMap(({ id: userId }) =>
    faker.helpers.arrayElements(pending, NEWCOMER_VOTES).map(({ id: socialAccountId }) => ({
      socialAccountId,
      userId,
      isApproval: true,
      votedAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 20 }) * 3_600_000),
    })),
  );
  if (newcomerVotes.length > 0) await db.insert(votes).values(newcomerVotes);

  const [alike] = await queryRows<{ social_account_id: number; user_ids: number[] }>(
    db,
    sql`select v.social_account_id, array_agg(v.user_id order by v.user_id) as user_ids
        from votes v
        where v.social_account_id = any(${sql.param(pending.map((row) => row.id))}::int[])
          and v.user_id = any(${sql.param(userIds.slice(TRUSTED_USERS))}::int[]) and v.is_approval
        group by v.social_account_id having count(*) >= 2
        order by v.social_account_id limit 1`,
  );
  if (alike) {
    const household = alike.user_ids.slice(0, 2);
    await db.execute(sql`
      insert into trust_flags (kind, user_ids, account_ids, signals, created_at, updated_at)
      values ('network', ${sql.param(household)}::int[],
        ${sql.param([alike.social_account_id])}::int[],
        ${JSON.stringify([
          {
            kind: 'network',
            detail:
              '2 users registered from one network within 24 hours voted alike on one account',
            at: now.toISOString(),
          },
        ])}::jsonb, ${now}, ${now})`);
  }

  // An administrator decided every third decided account: the early voters who agreed with
  // those decisions have the validated record that makes a member.
  await db.execute(sql`
    update social_accounts set decision_basis = 'moderator', decision_note = ${MODERATION_NOTE}
    where id = any(${sql.param(accountIds)}::int[]) and status <> 'pending' and id % 3 = 0`);
  const everyone = [...userIds, ...newcomers.map((user) => user.id)];
  await evaluateStandings(db, everyone, now, { markChecked: true });
  await recountAccounts(db, accountIds, { includeDecided: true });
  await db.execute(sql`
    update social_accounts set decision_basis = 'community'
    where id = any(${sql.param(accountIds)}::int[]) and status <> 'pending'
      and decision_basis is null`);
  return { users: newcomers.length, votes: newcomerVotes.length };
}
