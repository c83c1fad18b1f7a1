import { and, asc, eq, isNull } from 'drizzle-orm';
import { accountLink } from '@shared/account-link';
import { checkAccountUrl } from '@shared/account-address';
import type { AddressFix, MisaddressedAccount } from '@shared/schemas/admin';
import type { Database } from '../../platform/database/client';
import { people, platforms, socialAccounts } from '../../model/schema';
import { conflict, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';
import { keepProfileAddress, recordUrlChecks, setAccountStatus } from './writes';

const CHECK_BATCH = 1000;

/**
 * Checks the url of every account stored from before the address rule (urlMismatch null)
 * against its platform's profile address, never changing the url itself; returns how many
 * disagree, for the operator to hear once and the admins to fix.
 */
export async function checkStoredAddresses(db: Database): Promise<number> {
  let mismatched = 0;
  for (;;) {
    const batch = await db
      .select({
        id: socialAccounts.id,
        username: socialAccounts.username,
        url: socialAccounts.url,
        platformName: platforms.name,
      })
      .from(socialAccounts)
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .where(isNull(socialAccounts.urlMismatch))
      .orderBy(asc(socialAccounts.id))
      .limit(CHECK_BATCH);
    if (batch.length === 0) return mismatched;
    const ids = batch.map((account) => account.id);
    const verdicts = batch.map(
      (account) => !checkAccountUrl(account.platformName, account.username, account.url).ok,
    );
    mismatched += verdicts.filter(Boolean).length;
    await recordUrlChecks(db, ids, verdicts);
  }
}

const misaddressed = and(eq(socialAccounts.urlMismatch, true), eq(socialAccounts.isDeleted, false));

/** The live accounts whose stored url is not their profile address, oldest first. */
export async function listMisaddressedAccounts(db: Database): Promise<MisaddressedAccount[]> {
  const rows = await db
    .select({
      id: socialAccounts.id,
      personId: socialAccounts.personId,
      firstName: people.firstName,
      lastName: people.lastName,
      platform: platforms.name,
      username: socialAccounts.username,
      status: socialAccounts.status,
      url: socialAccounts.url,
    })
    .from(socialAccounts)
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(misaddressed)
    .orderBy(asc(socialAccounts.id));
  return rows.map(({ firstName, lastName, url, ...row }) => ({
    ...row,
    personName: `${firstName} ${lastName}`.trim(),
    keptUrl: url ?? '',
    profileUrl: accountLink({ username: row.username, platformName: row.platform }),
  }));
}

/**
 * One admin's fix of a misaddressed account, audited: `normalise` stores the profile address
 * the platform and username make; `unverify` does so and takes a verified account back to
 * pending (its votes stay), for an account verified on the strength of the wrong page.
 */
export async function fixAccountAddress(
  db: Database,
  actorId: number,
  accountId: number,
  action: AddressFix,
) {
  return runWrite(db, 'fix an account address', async (tx, write) => {
    write.invalidateAll();
    const [row] = await tx
      .select({ account: socialAccounts, platform: platforms.name })
      .from(socialAccounts)
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.isDeleted, false)))
      .for('update', { of: socialAccounts });
    if (!row) throw notFound('Social account not found');
    const { account } = row;
    if (account.urlMismatch !== true) {
      throw conflict('This account’s address is already its profile address');
    }
    if (action === 'unverify' && account.status !== 'verified') {
      throw conflict('This account is not verified: normalise its address instead');
    }
    const profileUrl = accountLink({ username: account.username, platformName: row.platform });
    await keepProfileAddress(write, account, profileUrl);
    const status =
      action === 'unverify'
        ? (await setAccountStatus(write, account, 'pending', 'moderator')).status
        : account.status;
    await recordAdminAction(tx, {
      adminId: actorId,
      action: `account.address.${action}`,
      targetType: 'social_account',
      targetId: accountId,
      before: { url: account.url, status: account.status },
      after: { url: profileUrl, status },
    });
    return {
      message:
        action === 'unverify'
          ? 'Address normalised and account taken back to pending'
          : 'Address normalised',
      account: { id: accountId, isVerified: status === 'verified', status },
    };
  });
}
