import type { Faker } from '@faker-js/faker';
import { REJECTION_THRESHOLD, VERIFICATION_THRESHOLD } from '@shared/constants';
import type { socialAccounts } from '../model/schema';
import { hostLabelOf } from './demo-world';
import { DAY_MS } from '@shared/dates';

const EVIDENCE = [
  'Linked from the official website of this person (see the social links in the site footer).',
  'The account is listed on the verified press kit published by their management agency.',
  'Mentioned in an interview with a national newspaper, which links this exact handle.',
  'Cross-posted announcements match the official announcements on their record label page.',
  'Their Wikipedia article cites this account as the official one.',
  'The team page of their organisation links to this account.',
];

/** An account of the demo, with the votes it is to be given. */
export type DemoAccountPlan = typeof socialAccounts.$inferInsert & {
  plan: { approvals: number; rejections: number };
};

/**
 * The demo people's accounts: one to four platforms each, six in ten verified, three pending
 * and one rejected, with as many approvals and rejections as took them there.
 */
export function planDemoAccounts(
  faker: Faker,
  {
    people,
    platformRows,
    userIds,
    now,
  }: {
    people: { id: number; firstName: string; lastName: string }[];
    platformRows: { id: number; name: string }[];
    userIds: number[];
    now: Date;
  },
): DemoAccountPlan[] {
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
  return people.flatMap((person, personIndex) => {
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
}
