import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/server/platform/database/client';
import { queryRows } from '../src/server/platform/database/client';
import {
  rebuildSearchIndex,
  rebuildSearchPostings,
  type SearchWordsSource,
  storeSearchWords,
} from '../src/server/modules/derived-data/search-words';
import { personNameSkeleton } from '../src/server/modules/people/name-skeleton';
import { refreshAllRatings } from '../src/server/modules/derived-data/recounts';
import { runWrite } from '../src/server/modules/derived-data';
import { rebuildVoterPairs, tallyAccount } from '../src/server/modules/trust';
import { REVIEW_TEXTS, EVIDENCE_TEXTS, FIRST_NAMES, LAST_NAMES, NAME_SUFFIXES } from './names';
import { PROFESSIONS, maxPeople, namePart, partColumns } from './names';
import { createSavedIndexes, dropSecondaryIndexes } from './indexes';
import {
  ACCOUNTS_PER_PERSON,
  type BenchScale,
  PENDING_PER_CYCLE,
  POPULAR_ACCOUNTS,
  POPULAR_VOTERS,
  STATE_CYCLE,
  SUBMITTER_OFFSET,
  VERIFIED_PER_CYCLE,
  VOTER_SPACING_STRIDE,
  VOTER_STRIDE,
  benchScale,
  verifiedAccountId,
} from './scale';
import { checkSeed } from './seed-checks';
import { runLimited, timed } from './timing';

/** The tables the loader fills; their secondary indexes are dropped before and rebuilt after. */
export const LOADED_TABLES = [
  'users',
  'people',
  'social_accounts',
  'votes',
  'ratings',
  'reviews',
  'search_terms',
  'search_postings',
] as const;

/** Bench users can never sign in: no password produces this hash. */
export const UNUSABLE_PASSWORD_HASH = '!bench-user-without-password';
export const BENCH_EMAIL_DOMAIN = 'bench.invalid';

export interface SeedOptions {
  people: number;
  /** Statements run at once (1 on the embedded database, which has one connection). */
  concurrency: number;
  /** The moment the data is relative to (ratings spread over the 90 days before it). */
  now?: Date;
  log?: (line: string) => void;
  /**
   * Set this session's bulk settings with SET (one-connection databases); a pool sets them
   * when it connects instead (see openLoaderPool).
   */
  setSession?: boolean;
}

export interface SeedReport {
  scale: BenchScale;
  votes: number;
  steps: { name: string; seconds: number }[];
  totalSeconds: number;
}

const list = (values: readonly (string | null)[]) => sql`(${sql.param(values)}::text[])`;
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** id ranges [from, to] of at most `size` ids covering 1..count (or 0..count-1 with start 0). */
export function batches(count: number, size: number, start = 1): [number, number][] {
  const ranges: [number, number][] = [];
  for (let from = start; from < start + count; from += size)
    ranges.push([from, Math.min(from + size - 1, start + count - 1)]);
  return ranges;
}

/** Approvals, rejections and state of account `a` (the same rule as accountVotes in scale.ts). */
function accountPlanSql(a: SQL) {
  const position = sql`((${a} - 1) % ${int(STATE_CYCLE)})`;
  const verified = sql`${position} < ${int(VERIFIED_PER_CYCLE)}`;
  const pending = sql`${position} < ${int(VERIFIED_PER_CYCLE + PENDING_PER_CYCLE)}`;
  return {
    approvals: sql`(case when ${verified} then 10 when ${pending} then ${a} % 7 else ${a} % 5 end)`,
    rejections: sql`(case when ${verified} then (${a} % 3 = 0)::int when ${pending} then ${a} % 4 else 10 end)`,
    status: sql`(case when ${verified} then 'verified' when ${pending} then 'pending' else 'rejected' end)`,
  };
}

/** User number j of account `a`, of `users` users: its voters from 0, its submitter at SUBMITTER_OFFSET. */
function accountUserSql(a: SQL, j: SQL, users: number) {
  const spacing = sql`(1 + (${a}::bigint * ${int(VOTER_SPACING_STRIDE)}) % ${int(Math.floor((users - 1) / SUBMITTER_OFFSET))})`;
  return sql`((${a}::bigint * ${int(VOTER_STRIDE)} + ${j} * ${spacing}) % ${int(users)} + 1)`;
}

/** When account `a` was submitted: 30 to 430 days before now. */
const submittedAtSql = (a: SQL, now: SQL) =>
  sql`(${now} - make_interval(days => ((${a}::bigint * 37) % 400 + 30)::int))`;

export async function seedBenchData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const scale = benchScale(options.people);
  const first = partColumns(FIRST_NAMES.map(namePart));
  const last = partColumns(LAST_NAMES.map(namePart));
  const limit = maxPeople(FIRST_NAMES.length, LAST_NAMES.length);
  if (scale.people > limit) throw new Error(`At most ${limit} people have distinct names`);
  const suffix = {
    text: NAME_SUFFIXES.map((value) => (value ? ` ${value}` : '')),
    key: NAME_SUFFIXES.map((value) => (value ? ` ${value.toLowerCase()}` : '')),
    slug: NAME_SUFFIXES.map((value) => (value ? `-${value.toLowerCase()}` : '')),
    skeleton: NAME_SUFFIXES.map((value) => (value ? ` ${personNameSkeleton(value, '')}` : '')),
  };
  const professions = partColumns(PROFESSIONS.map(namePart));
  const now = sql`${(options.now ?? new Date()).toISOString()}::timestamptz`;
  const [F, L] = [FIRST_NAMES.length, LAST_NAMES.length];
  const U = scale.users;
  const categoryIds = (
    await queryRows<{ id: number }>(db, sql`select id from categories order by id`)
  ).map((row) => Number(row.id));
  const platformIds = (
    await queryRows<{ id: number }>(db, sql`select id from platforms order by id`)
  ).map((row) => Number(row.id));
  if (platformIds.length < ACCOUNTS_PER_PERSON || categoryIds.length === 0)
    throw new Error('Categories and platforms must be seeded first');
  const ints = (values: number[]) => sql`(${sql.param(values)}::int[])`;

  const steps: SeedReport['steps'] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const { result, seconds } = await timed(run);
    steps.push({ name, seconds });
    log(`  ${name}: ${seconds.toFixed(1)} s`);
    return result;
  };
  const started = performance.now();

  // Bench users are long-standing members, so every loaded vote counts as the loaded counts say.
  const users = () =>
    db.execute(sql`
      insert into users (id, username, email, password_hash, role, is_verified, created_at,
        email_verified_at, standing, standing_checked_at)
      select u, 'benchuser' || u, 'benchuser' || u || ${`@${BENCH_EMAIL_DOMAIN}`},
        ${UNUSABLE_PASSWORD_HASH}, 'user', true, ${now} - interval '500 days',
        ${now} - interval '500 days', 'member', ${now}
      from generate_series(1, ${int(U)}) u`);

  const peopleBatch = ([from, to]: [number, number]) =>
    db.execute(sql`
      insert into people (id, first_name, last_name, slug, name_key, name_skeleton, search_words,
        profession, category_id, added_by_id, added_at)
      select p, ${list(first.text)}[fi], ${list(last.text)}[li] || ${list(suffix.text)}[si],
        ${list(first.slug)}[fi] || '-' || ${list(last.slug)}[li] || ${list(suffix.slug)}[si],
        ${list(first.key)}[fi] || ' ' || ${list(last.key)}[li] || ${list(suffix.key)}[si],
        ${list(first.skeleton)}[fi] || ' ' || ${list(last.skeleton)}[li] || ${list(suffix.skeleton)}[si],
        '{}'::text[],
        ${list(professions.text)}[pi],
        (${ints(categoryIds)})[p % ${int(categoryIds.length)} + 1],
        p % ${int(U)} + 1,
        ${now} - make_interval(days => ((p::bigint * 13) % 365)::int)
      from generate_series(${int(from)}, ${int(to)}) p,
        lateral (select (p - 1) % ${int(F)} + 1 as fi, (p - 1) % ${int(L)} + 1 as li,
          (p - 1) / ${int(F * L)} + 1 as si, (p * 7) % ${int(professions.text.length)} + 1 as pi) ix`);

  const accountBatch = ([from, to]: [number, number]) => {
    const plan = accountPlanSql(sql`a`);
    const submitted = submittedAtSql(sql`a`, now);
    return db.execute(sql`
      insert into social_accounts (id, person_id, platform_id, username, followers, evidence,
        status, submitted_by_id, submitted_at, approval_count, rejection_count,
        counted_approvals, counted_rejections, decision_basis, verified_at, last_verified_at)
      select a, person, (${ints(platformIds)})[(person + slot) % ${int(platformIds.length)} + 1],
        ${list(first.handle)}[(person - 1) % ${int(F)} + 1] || '_'
          || ${list(last.handle)}[(person - 1) % ${int(L)} + 1] || person,
        (${list([null, '12K', '340K', '1.2M', '8.9M'])})[a % 5 + 1],
        (${list(EVIDENCE_TEXTS)})[a % ${int(EVIDENCE_TEXTS.length)} + 1],
        ${plan.status}, ${accountUserSql(sql`a`, int(SUBMITTER_OFFSET), U)},
        ${submitted}, ${plan.approvals}, ${plan.rejections}, ${plan.approvals}, ${plan.rejections},
        case when ${plan.status} <> 'pending' then 'community' end,
        case when ${plan.status} = 'verified' then ${submitted} + make_interval(days => (a % 20 + 1)::int) end,
        case when ${plan.status} = 'verified' then ${submitted} + make_interval(days => (a % 20 + 1)::int) end
      from generate_series(${int(from)}, ${int(to)}) a,
        lateral (select (a - 1) / ${int(ACCOUNTS_PER_PERSON)} + 1 as person,
          (a - 1) % ${int(ACCOUNTS_PER_PERSON)} as slot) owner`);
  };

  // An account's votes come two hours apart: a crowd, not voters following each other within
  // the trust rules' window (FOLLOWING_WINDOW_MINUTES).
  const voteBatch = ([from, to]: [number, number]) => {
    const plan = accountPlanSql(sql`a`);
    return db.execute(sql`
      insert into votes (social_account_id, user_id, is_approval, voted_at, weight)
      select a, ${accountUserSql(sql`a`, sql`j`, U)}, j < approvals,
        ${submittedAtSql(sql`a`, now)} + make_interval(hours => 2 * j + 1), 1
      from generate_series(${int(from)}, ${int(to)}) a,
        lateral (select ${plan.approvals} as approvals, ${plan.rejections} as rejections) counts,
        lateral generate_series(0, approvals + rejections - 1) j`);
  };

  // Rating i goes to the k-th verified account (k = i mod V) from its r-th rater (r = i div V).
  const V = scale.verifiedAccounts;
  const raterSql = (i: SQL) => {
    const k = sql`(${i} % ${int(V)})`;
    return {
      account: sql`(${k} / ${int(VERIFIED_PER_CYCLE)} * ${int(STATE_CYCLE)} + ${k} % ${int(VERIFIED_PER_CYCLE)} + 1)`,
      user: sql`((${k}::bigint * 104729 + ${i} / ${int(V)}) % ${int(U)} + 1)`,
      leaning: sql`(2 + ${k} % 4)`,
    };
  };
  const ratingBatch = ([from, to]: [number, number]) => {
    const rater = raterSql(sql`i`);
    return db.execute(sql`
      insert into ratings (social_account_id, user_id, rating, rated_at, rating_type)
      select ${rater.account}, ${rater.user},
        greatest(1, least(5, ${rater.leaning} + (i * 31) % 3 - 1)),
        ${now} - make_interval(secs => ((i::bigint * 7919) % ${int(90 * 86400)})::double precision),
        'social'
      from generate_series(${int(from)}, ${int(to)}::bigint) i`);
  };
  const reviewStep = Math.max(1, Math.floor(scale.ratings / Math.max(1, scale.reviews)));
  const reviewBatch = ([from, to]: [number, number]) => {
    const rater = raterSql(sql`(j * ${int(reviewStep)})`);
    return db.execute(sql`
      insert into reviews (social_account_id, user_id, review_text, created_at, updated_at)
      select ${rater.account}, ${rater.user},
        (${list(REVIEW_TEXTS)})[j % ${int(REVIEW_TEXTS.length)} + 1],
        ${now} - make_interval(days => (j % 60)::int), ${now} - make_interval(days => (j % 60)::int)
      from generate_series(${int(from)}, ${int(to)}::bigint) j`);
  };

  // Foreign keys are correct by construction and checked afterwards; their per-row
  // triggers would double the load time, so this session skips them.
  if (options.setSession) {
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`set work_mem = '64MB'`);
    await db.execute(sql`set maintenance_work_mem = '256MB'`);
  }
  const saved = await step('drop secondary indexes', () => dropSecondaryIndexes(db, LOADED_TABLES));

  const tableJob =
    (name: string, ranges: [number, number][], run: (r: [number, number]) => Promise<unknown>) =>
    async () => {
      const { seconds } = await timed(async () => {
        for (const range of ranges) await run(range);
      });
      steps.push({ name: `load ${name}`, seconds });
      log(`  load ${name}: ${seconds.toFixed(1)} s`);
    };
  await step('load all tables', () =>
    runLimited(
      [
        tableJob('votes', batches(scale.accounts, 250_000), voteBatch),
        tableJob('ratings', batches(scale.ratings, 1_000_000, 0), ratingBatch),
        tableJob('social_accounts', batches(scale.accounts, 500_000), accountBatch),
        tableJob('people', batches(scale.people, 250_000), peopleBatch),
        tableJob('reviews', batches(scale.reviews, 500_000, 0), reviewBatch),
        tableJob('users', [[1, U]], users),
      ],
      options.concurrency,
    ),
  );
  const popular = popularAccountsPlan(scale.accounts, scale.verifiedAccounts, U);
  await step('popular accounts', () => loadPopularAccounts(db, popular, now));
  await step('advance id sequences', async () => {
    for (const table of ['users', 'people', 'social_accounts'])
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
  });
  // Search words are made by the app's own rules (search-keys.ts), from each person's name,
  // profession and shown accounts' handles; the accounts of person p are ids 3p-2 to 3p, and
  // maybe a popular account, numbered after all of those.
  const searchWordsBatch = async ([from, to]: [number, number]) =>
    storeSearchWords(
      db,
      await queryRows<SearchWordsSource>(
        db,
        sql`select p.id, p.first_name, p.last_name, p.profession, '{}'::text[] as aliases,
              array(select s.username from social_accounts s
                    where (s.id between (p.id - 1) * ${int(ACCOUNTS_PER_PERSON)} + 1
                                   and p.id * ${int(ACCOUNTS_PER_PERSON)} or s.id > ${int(scale.accounts)})
                      and s.person_id = p.id and not s.is_deleted and s.status <> 'rejected'
                    order by s.id) as handles
            from people p where p.id between ${int(from)} and ${int(to)}`,
      ),
    );
  await step('search words', () =>
    runLimited(
      batches(scale.people, 5_000).map((range) => () => searchWordsBatch(range)),
      options.concurrency,
    ),
  );
  await step('kept columns (averages, counts, search dictionary)', () =>
    runLimited([() => refreshAllRatings(db), () => rebuildSearchIndex(db)], options.concurrency),
  );
  await step('search postings', () => rebuildSearchPostings(db));
  await step('recreate indexes', () => createSavedIndexes(db, saved, options.concurrency));
  // The kept counts the independent groups are built from, made from the loaded vote rows by
  // the app's own rebuild; then the app tallies the popular accounts, grouping their voters.
  await step('voter pairs', () => rebuildVoterPairs(db));
  await step('tally popular accounts', async () => {
    for (const id of popular.ids)
      await runWrite(db, 'tally a popular bench account', (_tx, write) => {
        write.invalidatesNothing(); // no app serves the data while it loads
        return tallyAccount(write, id);
      });
  });
  if (options.setSession) await db.execute(sql`set session_replication_role = origin`);
  await step('vacuum analyze', () =>
    runLimited(
      LOADED_TABLES.map((table) => () => db.execute(sql`vacuum analyze ${sql.identifier(table)}`)),
      options.concurrency,
    ),
  );
  const votes = await step('check (names, votes, foreign keys)', () => checkSeed(db));
  return { scale, votes, steps, totalSeconds: (performance.now() - started) / 1000 };
}

interface PopularAccountsPlan {
  ids: number[];
  /** The verified account each popular account sits beside (same person, same platform). */
  besideIds: number[];
  voters: number;
}

/**
 * The popular accounts numbered after the `accounts` loaded ones, each beside a verified
 * account spread over the table, with POPULAR_VOTERS voters, or as many as the users allow
 * each its own (a voter of two popular accounts would vote alike beside the same people twice).
 */
export function popularAccountsPlan(
  accounts: number,
  verifiedAccounts: number,
  users: number,
): PopularAccountsPlan {
  const count = Math.min(POPULAR_ACCOUNTS, verifiedAccounts);
  const step = Math.max(1, Math.floor(verifiedAccounts / count));
  return {
    ids: Array.from({ length: count }, (_, k) => accounts + k + 1),
    besideIds: Array.from({ length: count }, (_, k) => verifiedAccountId(k * step)),
    voters: Math.min(POPULAR_VOTERS, Math.floor(users / count) - 1),
  };
}

/**
 * A famous person's new account on a platform where their verified one is: pending, held once
 * its approvals reach the bar, and voted on by many users, one a minute over the days since it
 * was proposed. The k-th has users k × (voters + 1) + 1 onwards: its voters, then its submitter.
 */
async function loadPopularAccounts(db: Database, plan: PopularAccountsPlan, now: SQL) {
  const pairs = sql`unnest(${sql.param(plan.ids)}::int[], ${sql.param(plan.besideIds)}::int[])
    with ordinality as p(id, beside, k)`;
  const first = sql`((p.k - 1) * ${int(plan.voters + 1)} + 1)`;
  await db.execute(sql`
    insert into social_accounts (id, person_id, platform_id, username, evidence, status,
      submitted_by_id, submitted_at, approval_count)
    select p.id, b.person_id, b.platform_id, b.username || '_new',
      'Their new account, announced on their verified one.', 'pending',
      ${first} + ${int(plan.voters)}, ${now} - interval '2 days', ${int(plan.voters)}
    from ${pairs} join social_accounts b on b.id = p.beside`);
  await db.execute(sql`
    insert into votes (social_account_id, user_id, is_approval, voted_at, weight)
    select p.id, ${first} + j, true, ${now} - interval '2 days' + make_interval(mins => j + 1), 1
    from ${pairs}, generate_series(0, ${int(plan.voters - 1)}) j`);
}
