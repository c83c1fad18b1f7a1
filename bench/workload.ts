import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/platform/database/client';
import { hashToken } from '../src/server/modules/sessions/service';
import { COMMENTS_PAGE_SIZE } from '../src/shared/constants';
import { VERIFICATION_THRESHOLD } from '../src/shared/constants';
import { buildSearchPools, type SearchPools } from './queries';
import { POPULAR_ACCOUNTS } from './scale';
import { BENCH_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from './seed-data';

/** Users who write during the benchmark (votes and ratings), each with a fresh session. */
export const WRITER_COUNT = 2000;
/** Accounts the write scenarios spread over, so few reach a voting threshold. */
export const WRITE_TARGETS = 20_000;
/** People whose pages the person scenario asks for, spread over the whole table. */
export const PERSON_PAGES = 20_000;
/** Of those, people searched by their whole name (their name words give the typos). */
export const SEARCHED_NAMES = 5_000;
/** Of those, people whose names are searched as typed, letter by letter. */
export const TYPED_NAMES = 1_000;
/** Deepest page of the filtered list pages (the list's pages of 20 people). */
export const LIST_PAGES = 50;
/** Comments the community feed holds at least (the bench seed writes none; see ensureComments). */
export const FEED_COMMENTS = 20_000;
/** Every this many of those comments gets a reply, so the feed shows threads. */
const REPLY_EVERY = 4;
/** Deepest page of the community feed asked for. */
export const FEED_PAGES = 50;
/** People with comments whose own feed is asked for. */
export const FEED_PEOPLE = 5_000;
/** Users whose profiles the profile scenario asks for. */
export const PROFILE_USERS = 5_000;

export interface Workload {
  people: number;
  slugs: string[];
  searches: SearchPools;
  categoryIds: number[];
  feedPages: number;
  commentedPeople: number[];
  usernames: string[];
  /** The word most people have in their names or profession: the broadest one-word search. */
  commonWord: string;
  pendingAccountIds: number[];
  /** The pending accounts with the most voters (the seed's popular accounts). */
  popularAccountIds: number[];
  /** The fewest voters any of them has. */
  popularVoters: number;
  verifiedAccountIds: number[];
  tokens: string[];
}

/** Ids (or another column) of rows spread evenly over a table, at most `count` of them. */
async function spread<T>(db: Database, rows: SQL, count: number): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`select * from (
          select ranked.*, row_number() over (order by ranked.id) as position,
            count(*) over () as total
          from (${rows}) ranked) numbered
        where position % greatest(1, total / ${count}::int) = 0
        order by position limit ${count}`,
  );
}

async function spreadIds(db: Database, status: string, count: number): Promise<number[]> {
  const rows = await spread<{ id: number }>(
    db,
    sql`select id from social_accounts where status = ${status} and not is_deleted`,
    count,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The bench seed loads no comments, so a feed of nothing would be measured: the bench users
 * write comments about people spread over the table (newest first a minute apart, every
 * REPLY_EVERY-th with a reply) until the feed holds FEED_COMMENTS. Like the writers' votes,
 * they stay.
 */
async function ensureComments(db: Database): Promise<void> {
  const [{ present } = { present: 0 }] = await queryRows<{ present: number }>(
    db,
    sql`select count(*)::int as present from comments where parent_id is null and not is_deleted`,
  );
  const missing = FEED_COMMENTS - Number(present);
  if (missing <= 0) return;
  const authors = await spread<{ id: number }>(
    db,
    sql`select id from users where username like 'benchuser%' and deleted_at is null`,
    FEED_COMMENTS,
  );
  const subjects = await spread<{ id: number }>(
    db,
    sql`select id from people where not is_deleted`,
    FEED_PEOPLE,
  );
  if (!authors.length || !subjects.length) return;
  const ids = (rows: { id: number }[]) =>
    sql`${sql.param(rows.map((row) => Number(row.id)))}::int[]`;
  await db.execute(sql`
    with authors as (select ${ids(authors)} as ids), subjects as (select ${ids(subjects)} as ids),
    made as (
      insert into comments (text, user_id, person_id, created_at)
      select 'Bench comment ' || i || ': what a career.', a.ids[i % cardinality(a.ids) + 1],
        s.ids[(i * 7919) % cardinality(s.ids) + 1], now() - make_interval(mins => i)
      from generate_series(1, ${missing}::int) i, authors a, subjects s
      returning id, user_id, person_id, created_at)
    insert into comments (text, user_id, person_id, parent_id, created_at)
    select 'Bench reply: agreed.', a.ids[(id + 1) % cardinality(a.ids) + 1], person_id, id,
      created_at + interval '30 seconds'
    from made, authors a where id % ${REPLY_EVERY}::int = 0`);
}

/**
 * Picks what the scenarios ask for from the loaded data and opens sessions for the bench
 * writers (created on first use; their votes and ratings stay, like real ones).
 */
export async function prepareWorkload(db: Database): Promise<Workload> {
  const [{ people } = { people: 0 }] = await queryRows<{ people: number }>(
    db,
    sql`select count(*)::int as people from people where not is_deleted`,
  );
  const sampled = await spread<{
    slug: string;
    first_name: string;
    last_name: string;
    profession: string;
  }>(
    db,
    sql`select id, slug, first_name, last_name, profession from people where not is_deleted`,
    PERSON_PAGES,
  );
  if (!sampled.length)
    throw new Error('The database holds no people: run npm run bench:seed first');
  // Shuffled, so the searched and typed names come from the whole table too.
  const named = sampled
    .map((row) => ({ row, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => ({
      firstName: row.first_name,
      lastName: row.last_name,
      profession: row.profession,
    }));
  const categoryIds = await queryRows<{ id: number }>(
    db,
    sql`select id from categories order by id`,
  );
  const [common] = await queryRows<{ w: string }>(
    db,
    // Marked keys (whole names, consonants) are not words anyone types.
    sql`select w, count(*) from people, unnest(search_words) w where w ~ '^[[:alnum:]]'
        group by w order by 2 desc limit 1`,
  );

  await ensureComments(db);
  const [{ topLevel } = { topLevel: 0 }] = await queryRows<{ topLevel: number }>(
    db,
    sql`select count(*)::int as "topLevel" from comments where parent_id is null and not is_deleted`,
  );
  const commentedPeople = await queryRows<{ person_id: number }>(
    db,
    sql`select distinct person_id from comments where parent_id is null and not is_deleted
        limit ${FEED_PEOPLE}`,
  );
  const usernames = await spread<{ username: string }>(
    db,
    // The bench writers are the benchmark's own, not the loaded data's.
    sql`select id, username from users
        where deleted_at is null and disabled_at is null and username not like 'benchwriter%'`,
    PROFILE_USERS,
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

  const popular = await queryRows<{ id: number; voters: number }>(
    db,
    sql`select id, approval_count + rejection_count as voters from social_accounts
        where status = 'pending' and not is_deleted
        order by approval_count + rejection_count desc, id limit ${POPULAR_ACCOUNTS}`,
  );

  return {
    people: Number(people),
    slugs: sampled.map((row) => row.slug),
    searches: buildSearchPools(named.slice(0, SEARCHED_NAMES), TYPED_NAMES),
    categoryIds: categoryIds.map((row) => Number(row.id)),
    feedPages: Math.max(1, Math.min(FEED_PAGES, Math.ceil(Number(topLevel) / COMMENTS_PAGE_SIZE))),
    commentedPeople: commentedPeople.map((row) => Number(row.person_id)),
    usernames: usernames.map((row) => row.username),
    commonWord: common?.w ?? named[0]!.firstName.toLowerCase(),
    pendingAccountIds: await spreadIds(db, 'pending', WRITE_TARGETS),
    popularAccountIds: popular.map((row) => Number(row.id)),
    popularVoters: Math.min(...popular.map((row) => Number(row.voters))),
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
 * After the run: every account the writers may have touched keeps raw counts equal to its
 * vote rows, counted figures equal to the weights kept on them, and a state that follows
 * from the counted figures (verification held while a flag or a proof's contradiction is
 * open); and rating counts and sums equal to its rating rows.
 */
export async function checkWrites(db: Database, workload: Workload): Promise<WriteCheck> {
  const [votes] = await queryRows<{ wrong: number; bench: number }>(
    db,
    sql`select count(*) filter (where a.approval_count <> v.approvals or a.rejection_count <> v.rejections
              or a.counted_approvals <> v.counted_approvals or a.counted_rejections <> v.counted_rejections
              or a.status <> case
                when v.counted_approvals >= ${VERIFICATION_THRESHOLD}
                  then case when a.verification_held then 'pending' else 'verified' end
                when v.counted_rejections >= ${VERIFICATION_THRESHOLD} then 'rejected'
                else 'pending' end)::int as wrong,
            coalesce(sum(v.bench), 0)::int as bench
        from social_accounts a
        join (select social_account_id,
                count(*) filter (where is_approval)::int as approvals,
                count(*) filter (where not is_approval)::int as rejections,
                coalesce(sum(weight) filter (where is_approval), 0)::int as counted_approvals,
                coalesce(sum(weight) filter (where not is_approval), 0)::int as counted_rejections,
                count(*) filter (where u.username like 'benchwriter%')::int as bench
              from votes join users u on u.id = votes.user_id
              where social_account_id = any(${sql.param([...workload.pendingAccountIds, ...workload.popularAccountIds])}::int[])
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
