import { type AnyColumn, sql } from 'drizzle-orm';
import { REPORTERS_TO_SHOW_REPORTED } from '@shared/constants';

/**
 * Whether the public sees the account as reported (`/check`, the lookup): an administrator
 * has taken a report of it up (investigating), or REPORTERS_TO_SHOW_REPORTED members in good
 * standing (not new, not disabled) report it from as many networks. One fresh account, or a
 * ring on one network, changes nothing the public sees.
 */
export function isPubliclyReported(accountId: AnyColumn) {
  return sql<boolean>`(
    exists (select 1 from reports r
            where r.social_account_id = ${accountId} and r.status = 'investigating')
    or (select count(distinct r.network_digest) from reports r
        join users u on u.id = r.user_id
        where r.social_account_id = ${accountId} and r.status = 'pending'
          and u.standing <> 'new' and u.disabled_at is null and u.deleted_at is null
          and r.network_digest is not null) >= ${REPORTERS_TO_SHOW_REPORTED})`.mapWith(Boolean);
}
