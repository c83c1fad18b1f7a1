import { sql } from 'drizzle-orm';
import type { FeaturedPerson } from '@shared/schemas/comments';
import { type Database, queryRows } from '../../platform/database/client';

export const TRENDING_DAYS = 7;
export const CONTROVERSIAL_DAYS = 30;
export const CONTROVERSIAL_MIN_RATINGS = 3;

interface FeaturedRow {
  id: number;
  first_name: string;
  last_name: string;
  profession: string;
  profile_image_url: string | null;
  avg_rating_30: number | string | null;
  activity: number | string;
  spread: number | string | null;
}

function toFeatured(row: FeaturedRow): FeaturedPerson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profession: row.profession,
    profileImage: row.profile_image_url,
    avgRating30: row.avg_rating_30 === null ? null : Number(row.avg_rating_30),
    activity: Number(row.activity),
    spread: row.spread === null ? null : Number(row.spread),
  };
}

/** Trending: the people with the most ratings of their accounts and comments about them in the last 7 days. */
export async function listTrendingPeople(db: Database, limit: number): Promise<FeaturedPerson[]> {
  const rows = await queryRows<FeaturedRow>(
    db,
    sql`
    with activity as (
      select a.person_id, count(*) as events
      from ratings r join social_accounts a on a.id = r.social_account_id
      where r.rated_at >= now() - make_interval(days => ${TRENDING_DAYS}) and not a.is_deleted
      group by a.person_id
      union all
      select person_id, count(*)
      from comments
      where created_at >= now() - make_interval(days => ${TRENDING_DAYS}) and not is_deleted
      group by person_id
    )
    select p.id, p.first_name, p.last_name, p.profession, p.profile_image_url, p.avg_rating_30,
           sum(activity.events)::int as activity, null as spread
    from activity join people p on p.id = activity.person_id
    where not p.is_deleted
    group by p.id
    order by activity desc, p.id
    limit ${limit}`,
  );
  return rows.map(toFeatured);
}

/**
 * Controversial: the people whose account ratings of the last 30 days are most divided
 * (largest standard deviation), among those with at least 3 such ratings.
 */
export async function listControversialPeople(
  db: Database,
  limit: number,
): Promise<FeaturedPerson[]> {
  const rows = await queryRows<FeaturedRow>(
    db,
    sql`
    select p.id, p.first_name, p.last_name, p.profession, p.profile_image_url, p.avg_rating_30,
           count(*)::int as activity, round(stddev_pop(r.rating), 3) as spread
    from ratings r
    join social_accounts a on a.id = r.social_account_id
    join people p on p.id = a.person_id
    where r.rated_at >= now() - make_interval(days => ${CONTROVERSIAL_DAYS})
      and a.status = 'verified' and not a.is_deleted and not p.is_deleted
    group by p.id
    having count(*) >= ${CONTROVERSIAL_MIN_RATINGS} and stddev_pop(r.rating) > 0
    order by spread desc, activity desc, p.id
    limit ${limit}`,
  );
  return rows.map(toFeatured);
}
