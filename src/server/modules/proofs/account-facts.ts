import { eq } from 'drizzle-orm';
import { accountLink } from '@shared/account-link';
import { type Database } from '../../platform/database/client';
import { people, platforms, socialAccounts } from '../../model/schema';
import { notFound } from '../../platform/http/http-errors';

/** The account's platform, its profile page, and the person's pages on this site. */
export async function accountFacts(db: Database, accountId: number) {
  const [row] = await db
    .select({
      account: socialAccounts,
      platformName: platforms.name,
      personSlug: people.slug,
    })
    .from(socialAccounts)
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(eq(socialAccounts.id, accountId));
  if (!row) throw notFound('Social account not found');
  const profileUrl = accountLink({
    url: row.account.url,
    username: row.account.username,
    platformName: row.platformName,
  });
  return { ...row, profileUrl };
}

/** An account whose page a cross link may read: verified, or proven (decision 0031). */
export const linksCount = (account: { status: string; provenChain: unknown }) =>
  account.status === 'verified' || account.provenChain !== null;
