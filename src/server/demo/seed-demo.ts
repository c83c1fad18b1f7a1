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
import { planDemoAccounts } from './demo-accounts';
import { planDemoActivity } from './demo-activity';
import { loadDemoStory } from './demo-story';
import { loadDemoTrust } from './demo-trust';
import { DEMO_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from './demo-users';
import { DAY_MS } from '@shared/dates';

export { DEMO_EMAIL_DOMAIN, DEMO_MEMBER, UNUSABLE_PASSWORD_HASH } from './demo-users';

const CHUNK = 1000;

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

  const accountPlans = planDemoAccounts(faker, {
    people: insertedPeople,
    platformRows,
    userIds,
    now,
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

  const { voteRows, ratingRows, reviewRows } = planDemoActivity(faker, {
    accounts,
    plans: accountPlans.map((account) => account.plan),
    userIds,
    now,
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
