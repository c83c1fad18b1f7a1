import type { Faker } from '@faker-js/faker';
import type { ratings, reviews, votes } from '../model/schema';
import { DAY_MS } from '@shared/dates';

const REVIEWS = [
  'Posts regularly and replies to fans; clearly the real person behind it.',
  'Good mix of behind-the-scenes content and announcements. Trustworthy source.',
  'Mostly promotional posts lately, but the information is always accurate.',
  'The official account, consistent with everything on their website.',
  'Helpful and timely updates about upcoming events and releases.',
];

/**
 * The votes each demo account was given, cast between its proposal and its decision, and the
 * ratings and reviews of the verified ones over the last two months.
 */
export function planDemoActivity(
  faker: Faker,
  {
    accounts,
    plans,
    userIds,
    now,
  }: {
    accounts: {
      id: number;
      submittedById: number | null;
      status: string;
      submittedAt: Date;
      verifiedAt: Date | null;
    }[];
    plans: { approvals: number; rejections: number }[];
    userIds: number[];
    now: Date;
  },
) {
  const voteRows: (typeof votes.$inferInsert)[] = [];
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  accounts.forEach((account, index) => {
    const { approvals, rejections } = plans[index]!;
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
  return { voteRows, ratingRows, reviewRows };
}
