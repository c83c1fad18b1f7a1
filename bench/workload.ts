import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/db/client';
import { hashToken } from '../src/server/modules/sessions/service';
import { BENCH_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from './seed-data';

/** Users who write during the benchmark (votes and ratings), each with a fresh session. */
export const WRITER_COUNT = 2000;
/** Accounts the write scenarios spread over, so few reach a voting threshold. */
export const WRITE_TARGETS = 20_000;
export const PERSON_PAGES = 1000;

export interface Workload {
  people: number;
  nameQuery: string;
  professionQuery: string;
  slugs: string[];
  pendingAccountIds: number[];
  verifiedAccountIds: number[];
  tokens: string[];
}

async function spreadIds(db: Database, status: string, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (
          select id, row_number() over (order by id) as position, count(*) over () as total
          from social_accounts where status = ${status} and not is_deleted) ranked
        where position % greatest(1, total / ${count}::int) = 0 limit ${count}`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Picks what the scenarios ask for from the loaded data and opens sessions for the bench
 * writers (created on first use; their votes and ratings stay, like real ones).
 */
export async function prepareWorkload(db: Database, profession: string): Promise<Workload> {
  const [{ people } = { people: 0 }] = await queryRows<{ people: number }>(
    db,
    sql`select count(*)::int as people from people where not is_deleted`,
  );
  const [named] = await queryRows<{ first_name: string; last_name: string }>(
    db,
    sql`select first_name, last_name from people where id = ${Math.max(1, Math.floor(Number(people) / 2))}`,
  );
  if (!named) throw new Error('The database holds no people: run npm run bench:seed first');
  const slugs = await queryRows<{ slug: string }>(
    db,
    sql`select slug from people
        where not is_deleted and id % greatest(1, ${Number(people)}::int / ${PERSON_PAGES}::int) = 0
        limit ${PERSON_PAGES}`,
  );

  await db.execute(sql`
    insert into users (username, email, password_hash, role, is_verified)
    select 'benchwriter' || i, 'benchwriter' || i || ${`@${BENCH_EMAIL_DOMAIN}`},
      ${UNUSABLE_PASSWORD_HASH}, 'user', true
    from generate_series(1, ${WRITER_COUNT}) i
    on conflict do nothing`);
  const writers = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username like 'benchwriter%' order by id limit ${WRITER_COUNT}`,
  );
  const tokens = writers.map(() => randomBytes(32).toString('base64url'));
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at)
    select * from unnest(${sql.param(writers.map((row) => Number(row.id)))}::int[],
      ${sql.param(tokens.map(hashToken))}::text[]) as s(user_id, token_hash),
      lateral (select now() + interval '1 day' as expires_at) e`);

  return {
    people: Number(people),
    nameQuery: `${named.first_name} ${named.last_name}`,
    professionQuery: profession,
    slugs: slugs.map((row) => row.slug),
    pendingAccountIds: await spreadIds(db, 'pending', WRITE_TARGETS),
    verifiedAccountIds: await spreadIds(db, 'verified', WRITE_TARGETS),
    tokens,
  };
}

export interface WriteCheck {
  votesExact: boolean;
  ratingsExact: boolean;
  benchVotes: number;
  benchRatings: number;
}

/**
 * After the run: every account the writers may have touched keeps counts equal to its
 * vote rows and a state that follows from them, and rating counts and sums equal to its
 * rating rows.
 */
export async function checkWrites(db: Database, workload: Workload): Promise<WriteCheck> {
  const [votes] = await queryRows<{ wrong: number; bench: number }>(
    db,
    sql`select count(*) filter (where a.approval_count <> v.approvals or a.rejection_count <> v.rejections
              or a.status <> case when v.approvals >= 10 then 'verified'
                when v.rejections >= 10 then 'rejected' else 'pending' end)::int as wrong,
            coalesce(sum(v.bench), 0)::int as bench
        from social_accounts a
        join (select social_account_id,
                count(*) filter (where is_approval)::int as approvals,
                count(*) filter (where not is_approval)::int as rejections,
                count(*) filter (where u.username like 'benchwriter%')::int as bench
              from votes join users u on u.id = votes.user_id
              where social_account_id = any(${sql.param(workload.pendingAccountIds)}::int[])
              group by social_account_id) v on v.social_account_id = a.id`,
  );
  const [ratings] = await queryRows<{ wrong: number; bench: number }>(
    db,
    sql`select count(*) filter (where a.rating_count <> r.total or a.rating_sum <> r.total_sum)::int as wrong,
            coalesce(sum(r.bench), 0)::int as bench
        from social_accounts a
        join (select social_account_id, count(*)::int as total, sum(rating)::int as total_sum,
                count(*) filter (where u.username like 'benchwriter%')::int as bench
              from ratings join users u on u.id = ratings.user_id
              where social_account_id = any(${sql.param(workload.verifiedAccountIds)}::int[])
              group by social_account_id) r on r.social_account_id = a.id`,
  );
  return {
    votesExact: Number(votes?.wrong) === 0,
    ratingsExact: Number(ratings?.wrong) === 0,
    benchVotes: Number(votes?.bench ?? 0),
    benchRatings: Number(ratings?.bench ?? 0),
  };
}
