import { randomBytes } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { MEMBER_MIN_ACCOUNT_AGE_DAYS, MEMBER_MIN_VALIDATED } from '../../src/shared/constants';
import type { ProvenChain } from '../../src/shared/proof-chain';
import type { Database } from '../../src/server/platform/database/client';
import {
  categories,
  comments,
  platforms,
  ratings,
  sessions,
  socialAccounts,
  users,
  votes,
} from '../../src/server/model/schema';
import { UNUSABLE_PASSWORD_HASH } from '../../src/server/demo/seed-demo';
import { insertPeople, type NewPerson } from '../../src/server/modules/people';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import { hashToken } from '../../src/server/modules/sessions';
import { countVoteInPairs } from '../../src/server/modules/trust';

type NewUser = typeof users.$inferInsert;
type NewAccount = typeof socialAccounts.$inferInsert;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const username = overrides.username ?? `user_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.com`,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      isVerified: true,
      ...overrides,
      emailVerifiedAt:
        overrides.emailVerifiedAt ?? (overrides.isVerified === false ? null : new Date()),
    })
    .returning();
  return user!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How old an account must be for its votes to count, and a day more. */
export const MEMBER_AGE_DAYS = MEMBER_MIN_ACCOUNT_AGE_DAYS + 1;

/**
 * A user the automatic rules make a member: e-mail confirmed, old enough (MEMBER_AGE_DAYS),
 * 5 comments about `personId` on 2 different days, and a validated record (see
 * giveValidatedRecords).
 */
export async function createMember(db: Database, personId: number) {
  const user = await createUser(db, {
    createdAt: new Date(Date.now() - MEMBER_AGE_DAYS * DAY_MS),
  });
  await db.insert(comments).values(
    [1, 1, 2, 2, 2].map((daysAgo, index) => ({
      userId: user.id,
      personId,
      text: `An ordinary remark number ${index} about this person.`,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })),
  );
  await giveValidatedRecords(db, [user.id], personId);
  return user;
}

/**
 * A validated record for each of these users: three early rejections, each of a fake of
 * `personId` of its own, that an administrator then rejected (hidden from the person's page,
 * as every rejected account is). No two users share an account, so none votes like another.
 */
export async function giveValidatedRecords(db: Database, userIds: number[], personId: number) {
  const platform = await platformId(db, 'Instagram');
  const fakes = await db
    .insert(socialAccounts)
    .values(
      userIds.flatMap(() =>
        Array.from({ length: MEMBER_MIN_VALIDATED }, () => ({
          personId,
          platformId: platform,
          username: `fake_${unique()}`,
          status: 'rejected' as const,
          decisionBasis: 'moderator' as const,
          submittedAt: new Date(Date.now() - 4 * DAY_MS),
        })),
      ),
    )
    .returning({ id: socialAccounts.id });
  for (const [index, fake] of fakes.entries()) {
    await castVote(
      db,
      fake.id,
      userIds[Math.floor(index / MEMBER_MIN_VALIDATED)]!,
      false,
      new Date(Date.now() - 3 * DAY_MS),
    );
  }
}

/** A signed-in session for a user; the token works as a bearer token or a cookie. */
export async function createSession(db: Database, userId: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
  return token;
}

export async function categoryId(db: Database, name: string) {
  const [category] = await db.select().from(categories).where(eq(categories.name, name));
  if (!category) throw new Error(`No category named ${name}`);
  return category.id;
}

export async function platformId(db: Database, name: string) {
  const [platform] = await db.select().from(platforms).where(eq(platforms.name, name));
  if (!platform) throw new Error(`No platform named ${name}`);
  return platform.id;
}

export async function createPerson(db: Database, overrides: Partial<NewPerson> = {}) {
  const [person] = await insertPeople(db, [
    {
      firstName: faker.person.firstName(),
      lastName: `${faker.person.lastName()}${unique()}`,
      profession: faker.person.jobTitle(),
      categoryId: await categoryId(db, 'Actors'),
      ...overrides,
    },
  ]);
  return person!;
}

/**
 * A proven chain as the evidence refresh keeps it: linked from a root a moderator confirmed.
 * For reads that only show the tier (the refresh itself is tests/api/identity-anchors).
 */
export const provenBySite = (label: string): ProvenChain => ({
  origin: { kind: 'site', label },
  through: [],
  isRoot: false,
  proofId: null,
});

/**
 * The platform, username and url of a website account whose page is at `url`: a website's
 * username is its address without the scheme (host, port and path).
 */
export function websiteAt(url: string) {
  const { host, pathname } = new URL(url);
  return { platform: 'Website', username: `${host}${pathname.replace(/\/+$/, '')}`, url };
}

export async function createAccount(
  db: Database,
  overrides: Partial<NewAccount> & { personId: number; platform?: string },
) {
  const { platform = 'Instagram', ...values } = overrides;
  const status = values.status ?? 'pending';
  const [account] = await db
    .insert(socialAccounts)
    .values({
      platformId: await platformId(db, platform),
      username: `handle_${unique()}`,
      evidence: 'Linked from the official website of this person.',
      verifiedAt: status === 'verified' ? new Date() : null,
      ...values,
      status,
    })
    .returning();
  await refreshAllRatings(db);
  return account!;
}

/** Adds ratings to an account from new users, `daysAgo` each, and refreshes the kept averages. */
export async function rateAccount(db: Database, accountId: number, values: number[], daysAgo = 0) {
  for (const rating of values) {
    const user = await createUser(db);
    await db.insert(ratings).values({
      socialAccountId: accountId,
      userId: user.id,
      rating,
      ratingType: 'social',
      ratedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
    });
  }
  await refreshAllRatings(db);
}

/**
 * A vote written straight to the database (as if cast when said), counted into what the
 * independent groups are built from as a vote through the app is.
 */
export async function castVote(
  db: Database,
  accountId: number,
  userId: number,
  isApproval: boolean,
  votedAt = new Date(),
) {
  await db.insert(votes).values({ socialAccountId: accountId, userId, isApproval, votedAt });
  const [account] = await db
    .select({ submittedById: socialAccounts.submittedById })
    .from(socialAccounts)
    .where(eq(socialAccounts.id, accountId));
  await countVoteInPairs(db, {
    accountId,
    userId,
    isApproval,
    votedAt,
    previous: null,
    submitterId: account!.submittedById,
  });
}
