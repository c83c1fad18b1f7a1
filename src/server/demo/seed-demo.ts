import { Faker, en } from '@faker-js/faker';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../platform/database/client';
import {
  categories,
  people,
  platforms,
  ratings,
  reviews,
  socialAccounts,
  users,
  votes,
} from '../model/schema';
import { insertPeople, personNameKey } from '../modules/people';
import { refreshAllRatings, refreshSearchWords } from '../modules/derived-data';
import { rebuildVoterPairs } from '../modules/trust';
import type { UploadStorage } from '../platform/storage/storage';
import { REJECTION_THRESHOLD, VERIFICATION_THRESHOLD } from '@shared/constants';
import { hostLabelOf } from './demo-world';
import { loadDemoStory } from './demo-story';
import { loadDemoTrust } from './demo-trust';
import { DEMO_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from './demo-users';

export { DEMO_EMAIL_DOMAIN, DEMO_MEMBER, UNUSABLE_PASSWORD_HASH } from './demo-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 1000;

const EVIDENCE = [
  'Linked from the official website of this person (see the social links in the site footer).',
  'The account is listed on the verified press kit published by their management agency.',
  'Mentioned in an interview with a national newspaper, which links this exact handle.',
  'Cross-posted announcements match the official announcements on their record label page.',
  'Their Wikipedia article cites this account as the official one.',
  'The team page of their organisation links to this account.',
];
const REVIEWS = [
  'Posts regularly and replies to fans; clearly the real person behind it.',
  'Good mix of behind-the-scenes content and announcements. Trustworthy source.',
  'Mostly promotional posts lately, but the information is always accurate.',
  'The official account, consistent with everything on their website.',
  'Helpful and timely updates about upcoming events and releases.',
];

export interface DemoSummary {
  people: number;
  accounts: number;
  votes: number;
  ratings: number;
  reviews: number;
  users: number;
  comments: number;
  replies: number;
  commentRatings: number;
  proofs: number;
  notifications: number;
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK)
    await insert(rows.slice(start, start + CHUNK));
}

interface DemoOptions {
  /** Where the pictures of the demo's comments and link previews are stored. */
  storage: UploadStorage;
  peopleCount?: number;
  now?: Date;
}

/**
 * Loads a reproducible set of clearly fictional people (marked as demo) with accounts in
 * every state, votes, ratings over the last 60 days and reviews, then what happened lately
 * (loadDemoStory), all or nothing. Refuses to load twice.
 */
export function seedDemo(db: Database, options: DemoOptions): Promise<DemoSummary | null> {
  return db.transaction((tx) => loadDemo(tx, options));
}

async function loadDemo(
  db: Database,
  { storage, peopleCount = 60, now = new Date() }: DemoOptions,
): Promise<DemoSummary | null> {
  const [existing] = await db
    .select({ total: count() })
    .from(people)
    .where(eq(people.isDemo, true));
  if (Number(existing?.total ?? 0) > 0) return null;

  const faker = new Faker({ locale: [en] });
  faker.seed(20250513);
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map(
    (row) => row.id,
  );
  const platformRows = await db.select({ id: platforms.id, name: platforms.name }).from(platforms);

  const userCount = Math.max(30, Math.ceil(peopleCount / 2));
  const demoUsers = await db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, index) => {
        const username = `${faker.internet
          .username()
          .replace(/[^\w.-]/g, '')
          .slice(0, 20)}${index}`;
        const createdAt = new Date(
          now.getTime() - faker.number.int({ min: 130, max: 400 }) * DAY_MS,
        );
        return {
          username,
          email: `${username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          isVerified: true,
          emailVerifiedAt: createdAt,
          createdAt,
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = demoUsers.map((user) => user.id);

  const names = new Map<string, { firstName: string; lastName: string }>();
  while (names.size < peopleCount) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    names.set(personNameKey(firstName, lastName), { firstName, lastName });
  }
  const insertedPeople: { id: number; firstName: string; lastName: string }[] = [];
  await insertInChunks([...names.values()], async (chunk) => {
    const rows = await insertPeople(
      db,
      chunk.map((name) => ({
        ...name,
        profession: faker.person.jobTitle(),
        categoryId: faker.helpers.arrayElement(categoryIds),
        addedById: faker.helpers.arrayElement(userIds),
        addedAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 90 }) * DAY_MS),
        isDemo: true,
      })),
    );
    insertedPeople.push(...rows);
  });

  type AccountPlan = typeof socialAccounts.$inferInsert & {
    plan: { approvals: number; rejections: number };
  };
  const handleFor = (person: { firstName: string; lastName: string }) => {
    const [first, last] = [person.firstName, person.lastName].map((name) =>
      name.toLowerCase().replace(/[^a-z0-9]/g, ''),
    );
    return faker.helpers.arrayElement([
      `${first}${last}`,
      `${first}.${last}`,
      `${first}_${last}`,
      `${first}${last}official`,
      `real${first}${last}`,
    ]);
  };
  // The first person, whom the demo's story is about (loadDemoStory), has a website of their
  // own and no Mastodon account yet: the demo member proposes one.
  const website = platformRows.find((platform) => platform.name === 'Website');
  const accountPlans: AccountPlan[] = insertedPeople.flatMap((person, personIndex) => {
    const chosen = faker.helpers.arrayElements(platformRows, { min: 1, max: 4 });
    const showcase = personIndex === 0 && website !== undefined;
    const platformsOf = showcase
      ? [website, ...chosen.filter((platform) => !['Website', 'Mastodon'].includes(platform.name))]
      : chosen;
    return platformsOf.map((platform, accountIndex) => {
      const state =
        (personIndex + accountIndex) % 10 < 6
          ? 'verified'
          : (personIndex + accountIndex) % 10 < 9
            ? 'pending'
            : 'rejected';
      const approvals =
        state === 'verified'
          ? faker.number.int({ min: VERIFICATION_THRESHOLD, max: VERIFICATION_THRESHOLD + 4 })
          : state === 'pending'
            ? faker.number.int({ min: 0, max: VERIFICATION_THRESHOLD - 1 })
            : faker.number.int({ min: 0, max: 4 });
      const rejections =
        state === 'rejected'
          ? REJECTION_THRESHOLD
          : faker.number.int({ min: 0, max: state === 'verified' ? 2 : REJECTION_THRESHOLD - 1 });
      const submittedAt = new Date(
        now.getTime() - faker.number.int({ min: 61, max: 120 }) * DAY_MS,
      );
      const verifiedAt =
        state === 'verified'
          ? new Date(now.getTime() - faker.number.int({ min: 55, max: 60 }) * DAY_MS)
          : null;
      return {
        personId: person.id,
        platformId: platform.id,
        username:
          showcase && accountIndex === 0 ? `${hostLabelOf(person)}.example` : handleFor(person),
        followers: faker.helpers.arrayElement([null, '12K', '340K', '1.2M', '8.9M']),
        evidence: faker.helpers.arrayElement([...EVIDENCE, null]),
        status: state,
        submittedById: faker.helpers.arrayElement(userIds),
        submittedAt,
        approvalCount: approvals,
        rejectionCount: rejections,
        verifiedAt,
        lastVerifiedAt: verifiedAt,
        plan: { approvals, rejections },
      };
    });
  });
  const accounts: {
    id: number;
    submittedById: number | null;
    status: string;
    submittedAt: Date;
    verifiedAt: Date | null;
  }[] = [];
  await insertInChunks(accountPlans, async (chunk) => {
    accounts.push(
      ...(await db
        .insert(socialAccounts)
        .values(chunk.map(({ plan: _plan, ...account }) => account))
        .returning({
          id: socialAccounts.id,
          submittedById: socialAccounts.submittedById,
          status: socialAccounts.status,
          submittedAt: socialAccounts.submittedAt,
          verifiedAt: socialAccounts.verifiedAt,
        })),
    );
  });

  const voteRows: (typeof votes.$inferInsert)[] = [];
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  accounts.forEach((account, index) => {
    const { approvals, rejections } = accountPlans[index]!.plan;
    const voters = faker.helpers.shuffle(userIds.filter((id) => id !== account.submittedById));
    // Cast at any minute between the proposal and the decision, as people come by.
    const until = (account.verifiedAt ?? now).getTime();
    voters.slice(0, approvals + rejections).forEach((userId, voterIndex) => {
      voteRows.push({
        socialAccountId: account.id,
        userId,
        isApproval: voterIndex < approvals,
        votedAt: new Date(faker.number.int({ min: account.submittedAt.getTime(), max: until })),
      });
    });
    if (account.status !== 'verified') return;
    const raters = faker.helpers.shuffle(userIds).slice(0, faker.number.int({ min: 0, max: 12 }));
    const leaning = faker.number.int({ min: 2, max: 5 });
    for (const userId of raters) {
      ratingRows.push({
        socialAccountId: account.id,
        userId,
        rating: Math.min(5, Math.max(1, leaning + faker.number.int({ min: -1, max: 1 }))),
        ratingType: 'social',
        ratedAt: new Date(
          now.getTime() - faker.number.int({ min: 0, max: 59 * 24 }) * (DAY_MS / 24),
        ),
      });
    }
    for (const userId of raters.slice(0, faker.number.int({ min: 0, max: 3 }))) {
      const createdAt = new Date(now.getTime() - faker.number.int({ min: 1, max: 50 }) * DAY_MS);
      const edited = faker.datatype.boolean(0.2);
      reviewRows.push({
        socialAccountId: account.id,
        userId,
        reviewText: faker.helpers.arrayElement(REVIEWS),
        createdAt,
        updatedAt: edited ? new Date(createdAt.getTime() + DAY_MS) : createdAt,
      });
    }
  });
  await insertInChunks(voteRows, (chunk) => db.insert(votes).values(chunk));
  await insertInChunks(ratingRows, (chunk) => db.insert(ratings).values(chunk));
  await insertInChunks(reviewRows, (chunk) => db.insert(reviews).values(chunk));
  const trust = await loadDemoTrust(db, faker, {
    userIds,
    accountIds: accounts.map((account) => account.id),
    now,
  });
  const story = await loadDemoStory(db, faker, {
    storage,
    now,
    people: insertedPeople,
    userIds,
  });
  await refreshAllRatings(db);
  // Votes were written in bulk here: the counts independent groups are built from follow them.
  await rebuildVoterPairs(db);
  // Accounts were written in bulk here: their handles join their people's search words now.
  await refreshSearchWords(
    db,
    insertedPeople.map((person) => person.id),
  );

  return {
    people: insertedPeople.length,
    accounts: accounts.length + story.accounts,
    votes: voteRows.length + trust.votes + story.votes,
    ratings: ratingRows.length,
    reviews: reviewRows.length,
    users: demoUsers.length + trust.users,
    comments: story.comments,
    replies: story.replies,
    commentRatings: story.commentRatings,
    proofs: story.proofs,
    notifications: story.notifications,
  };
}
