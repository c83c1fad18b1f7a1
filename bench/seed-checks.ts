import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/platform/database/client';
import { personNameKey } from '../src/server/modules/people/records';
import { personSearchWords } from '../src/shared/search-keys';
import { personSlug } from '../src/shared/slug';

const one = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<Row>(db, query))[0]!;

/**
 * Checks what the loader built by SQL against the app's own rules: derived name columns
 * of a sample of people, vote counts and states of every account, and that every
 * reference points at a row (ids are dense, so ranges prove it). Returns the vote count.
 */
export async function checkSeed(db: Database): Promise<number> {
  const sample = await queryRows<{
    first_name: string;
    last_name: string;
    profession: string;
    slug: string;
    name_key: string;
    search_words: string[];
    handles: string[];
  }>(
    db,
    sql`select first_name, last_name, profession, slug, name_key, search_words,
          array(select s.username from social_accounts s
                where s.person_id = people.id and not s.is_deleted and s.status <> 'rejected'
                order by s.id) as handles
        from people where id % greatest(1, (select count(*) from people) / 200) = 0`,
  );
  for (const row of sample) {
    const expected = {
      slug: personSlug(row.first_name, row.last_name),
      name_key: personNameKey(row.first_name, row.last_name),
      search_words: personSearchWords({
        firstName: row.first_name,
        lastName: row.last_name,
        profession: row.profession,
        aliases: [],
        handles: row.handles,
      }).join(' '),
    };
    const actual = { ...row, search_words: row.search_words.join(' ') };
    for (const key of ['slug', 'name_key', 'search_words'] as const) {
      if (actual[key] !== expected[key])
        throw new Error(`people.${key} is "${actual[key]}", the app makes "${expected[key]}"`);
    }
  }

  const counts = await one<{ mismatched: number; wrong_state: number; votes: number }>(
    db,
    sql`select count(*) filter (where a.approval_count <> coalesce(v.approvals, 0)
                 or a.rejection_count <> coalesce(v.rejections, 0))::int as mismatched,
               count(*) filter (where a.status <> case when a.approval_count >= 10
                   then case when a.verification_held then 'pending' else 'verified' end
                 when a.rejection_count >= 10 then 'rejected' else 'pending' end)::int as wrong_state,
               coalesce(sum(v.total), 0)::bigint as votes
        from social_accounts a
        left join (select social_account_id, count(*) filter (where is_approval) as approvals,
                     count(*) filter (where not is_approval) as rejections, count(*) as total
                   from votes group by social_account_id) v on v.social_account_id = a.id`,
  );
  if (Number(counts.mismatched) > 0 || Number(counts.wrong_state) > 0)
    throw new Error(
      `${counts.mismatched} accounts' vote counts and ${counts.wrong_state} states disagree with their votes`,
    );

  const refs = await one<Record<string, boolean>>(
    db,
    sql`select
      (select count(*) = coalesce(max(id), 0) from users)
      and (select count(*) = coalesce(max(id), 0) from people)
      and (select count(*) = coalesce(max(id), 0) from social_accounts) as dense,
      (select coalesce(max(person_id), 0) <= (select max(id) from people)
          and coalesce(max(submitted_by_id), 0) <= (select max(id) from users) from social_accounts)
      and (select coalesce(max(added_by_id), 0) <= (select max(id) from users) from people)
      and (select coalesce(max(social_account_id), 0) <= (select max(id) from social_accounts)
          and coalesce(max(user_id), 0) <= (select max(id) from users) from votes)
      and (select coalesce(max(social_account_id), 0) <= (select max(id) from social_accounts)
          and coalesce(max(user_id), 0) <= (select max(id) from users) from ratings)
      and (select coalesce(max(social_account_id), 0) <= (select max(id) from social_accounts)
          and coalesce(max(user_id), 0) <= (select max(id) from users) from reviews) as in_range`,
  );
  if (!refs.dense || !refs.in_range) throw new Error('A loaded row refers to a missing row');
  return Number(counts.votes);
}
