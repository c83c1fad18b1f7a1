import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '@shared/permissions';
import { checkAccountUrl, proposedUsername } from '@shared/account-address';
import {
  type AccountSubmission,
  PROPOSALS_PER_USER_PER_DAY,
  PROPOSALS_PER_USER_PER_PERSON_PER_DAY,
} from '@shared/schemas/accounts';
import type { SocialAccount } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { people, platforms, socialAccounts } from '../../model/schema';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { runWrite, standingFollowUp } from '../derived-data';
import { accountProposed } from './topics';
import { listVisibleAccounts } from './listing';
import { accountIsLive } from '../visibility';
import { spendWriteAllowance, type WriteCap } from '../write-caps';
import { imitatedAccount } from './lookalikes';
import { insertAccount } from './writes';

const ALREADY_SUBMITTED = 'This account has already been submitted and is pending or verified';

/** So that no member can bury a person, or the directory, under proposals. */
const PROPOSAL_CAPS: WriteCap[] = [
  {
    limit: PROPOSALS_PER_USER_PER_DAY,
    message: `You have proposed ${PROPOSALS_PER_USER_PER_DAY} accounts in the last 24 hours; try again later`,
  },
  {
    limit: PROPOSALS_PER_USER_PER_PERSON_PER_DAY,
    onePerson: true,
    message: `You have proposed ${PROPOSALS_PER_USER_PER_PERSON_PER_DAY} accounts of this person in the last 24 hours; try again later`,
  },
];

/**
 * A live account of a listed person, whatever its status; locked when asked, so writers of
 * one account take turns until their transaction ends.
 */
async function findListedAccount(
  db: Database,
  accountId: number,
  { lock = false }: { lock?: boolean } = {},
) {
  // The person is read beside the account rather than joined: a locked read that waited
  // for a merge then sees the account under the person it moved to, where a join would
  // still pair it with the person it left and find nothing.
  const listed = db
    .select({
      account: socialAccounts,
      personDeleted: sql<boolean>`(select ${people.isDeleted} from ${people} where ${people.id} = ${socialAccounts.personId})`,
    })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, accountId), accountIsLive));
  const [row] = await (lock ? listed.for('update') : listed);
  if (!row || row.personDeleted) throw notFound('Social account not found');
  return row.account;
}

/** An account that the public can see: not deleted, not rejected, of a listed person. */
export async function findVisibleAccount(
  db: Database,
  accountId: number,
  options: { lock?: boolean } = {},
) {
  const account = await findListedAccount(db, accountId, options);
  if (account.status === 'rejected') throw notFound('Social account not found');
  return account;
}

/**
 * Proposes an account for a person; it starts pending, for the community to vote on. On a
 * platform with a profile address pattern, a url other than the account's own profile
 * address is refused (see checkAccountUrl). A handle already listed on this person is
 * refused; one listed on another person is not (a squatter must never block the real
 * owner): the evidence decides whose it is, and until then a verified listing elsewhere holds
 * this one (decision 0031).
 */
export async function submitAccount(
  db: Database,
  input: AccountSubmission,
  actor: Actor,
  now: Date,
): Promise<SocialAccount> {
  const userId = actor.id;
  const [person] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, input.personId), eq(people.isDeleted, false)));
  if (!person) throw notFound('Person not found');
  const [platform] = await db
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .where(eq(platforms.id, input.platformId));
  if (!platform) throw badRequest('Platform is required', { platformId: ['Platform is required'] });
  const named = proposedUsername(platform.name, input.username);
  if (!named.ok) throw badRequest(named.message, { username: [named.message] });
  const { username } = named.address;
  const imitated = await imitatedAccount(db, platform.id, username);
  if (imitated) {
    throw conflict(
      `“${username}” looks like @${imitated.username}, a ${platform.name} account already in the directory: propose that one, not a look-alike`,
    );
  }
  const address = checkAccountUrl(platform.name, username, input.url);
  if (!address.ok) throw badRequest(address.message, { url: [address.message] });

  const [taken] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.platformId, input.platformId),
        sql`lower(${socialAccounts.username}) = ${username.toLowerCase()}`,
        sql`${socialAccounts.status} in ('pending', 'verified')`,
        eq(socialAccounts.isDeleted, false),
        eq(socialAccounts.personId, input.personId),
      ),
    );
  if (taken) throw conflict(ALREADY_SUBMITTED);

  try {
    const account = await runWrite(db, 'propose an account', async (tx, write) => {
      // The person's row first, as the recount of their figures at the end takes it: two
      // proposals on one person queue here rather than each waiting on the other's account.
      await tx
        .select({ id: people.id })
        .from(people)
        .where(eq(people.id, input.personId))
        .for('update');
      await spendWriteAllowance(
        tx,
        { actor, kind: 'account_proposal', personId: input.personId, now },
        PROPOSAL_CAPS,
      );
      write.invalidate(...accountProposed(input.personId, userId));
      write.followUp(standingFollowUp, { userId: userId });
      return insertAccount(write, {
        personId: input.personId,
        platformId: input.platformId,
        username,
        url: address.url,
        followers: input.followers ?? null,
        evidence: input.evidence,
        submittedById: userId,
      });
    });
    const [created] = (
      await listVisibleAccounts(db, { personIds: [input.personId], viewerId: userId })
    ).filter((visible) => visible.id === account.id);
    return created!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBMITTED);
    throw error;
  }
}
