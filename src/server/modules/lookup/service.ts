import { parseAccountAddress, type AccountAddress } from '@shared/account-address';
import { accountLink } from '@shared/account-link';
import { findKnownPlatform } from '@shared/platforms';
import type { LookupResult, LookupQuery } from '@shared/schemas/lookup';
import { tierOf, verificationOf } from '@shared/verification';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { people, platforms, socialAccounts } from '../../model/schema';
import { badRequest } from '../../platform/http/http-errors';
import { proofSummaries, readProofSummaries } from '../accounts';
import { isPubliclyReported } from '../reports';
import { accountIsLive, personIsListed } from '../visibility';

/** The account the query names: `url` (an address or handle, with `platform` for a bare handle), or `platform` and `username`. */
function addressOf({ url, platform, username }: LookupQuery): AccountAddress {
  if (url !== undefined && username !== undefined) {
    throw badRequest('Give either url or platform and username, not both');
  }
  if (url === undefined && (username === undefined || platform === undefined)) {
    throw badRequest('Give url (a profile address or @handle), or platform and username');
  }
  const parsed = parseAccountAddress(url ?? username ?? '', platform);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.address;
}

/**
 * Whether the directory knows the account an address names, and whose it is. When several
 * people list the handle, the strongest claim is returned: a verified account (proven, then a
 * moderator's, then the community's), then a pending one not contested, then a contested
 * one, then the newest rejected one; a deleted account, or one of a deleted person, is
 * unknown. The result says the tier of a verified account.
 */
export async function lookUpAccount(db: Database, query: LookupQuery): Promise<LookupResult> {
  const address = addressOf(query);
  const platformName = findKnownPlatform(address.platform)?.name ?? address.platform;
  const [row] = await db
    .select({
      account: socialAccounts,
      platform: platforms.name,
      person: {
        id: people.id,
        slug: people.slug,
        firstName: people.firstName,
        lastName: people.lastName,
      },
      proofs: proofSummaries,
    })
    .from(socialAccounts)
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(
      and(
        sql`lower(${platforms.name}) = lower(${platformName})`,
        sql`lower(${socialAccounts.username}) = lower(${address.username})`,
        accountIsLive,
        personIsListed,
      ),
    )
    .orderBy(
      desc(sql`${socialAccounts.status} = 'verified'`),
      desc(sql`${socialAccounts.provenChain} is not null`),
      desc(sql`${socialAccounts.decisionBasis} = 'moderator'`),
      desc(sql`${socialAccounts.status} <> 'rejected'`),
      desc(sql`${socialAccounts.contest} is null`),
      desc(socialAccounts.id),
    )
    .limit(1);
  if (!row) return { status: 'unknown' };
  const { account, platform, person, proofs } = row;
  const tier = tierOf(account);
  const reported =
    account.status === 'verified' && (await isPubliclyReported(db, { id: account.id, tier }));
  return {
    status: reported ? 'reported' : account.status,
    tier,
    person,
    account: {
      id: account.id,
      platform,
      username: account.username,
      url: accountLink({ url: account.url, username: account.username, platformName: platform }),
      verification: verificationOf(account, readProofSummaries(proofs)),
    },
  };
}
