import { describe, expect, it } from 'vitest';
import {
  describeRequirement,
  describeStanding,
  describeUncountedVote,
  standingOf,
  type StandingFacts,
} from '../../src/shared/standing';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * A user who meets every automatic rule: 91 days old, 5 contributions on 2 days, 3 votes or
 * proposals others' decisions confirmed, too few judged votes to be judged by.
 */
const established: StandingFacts = {
  isAdmin: false,
  isTrustedByAdmin: false,
  emailVerified: true,
  createdAt: daysAgo(91),
  contributions: 5,
  contributionDays: 2,
  judgedVotes: 3,
  agreeingVotes: 3,
  validatedRecord: 3,
};

const fresh: StandingFacts = {
  ...established,
  createdAt: daysAgo(3),
  contributions: 2,
  contributionDays: 1,
  judgedVotes: 0,
  agreeingVotes: 0,
  validatedRecord: 0,
};

describe('standingOf', () => {
  it('makes a fresh user new: recorded, not counted, with each unmet rule and its progress', () => {
    const result = standingOf(fresh, now);
    expect(result.standing).toBe('new');
    expect(result.votesCount).toBe(false);
    expect(result.requirements).toEqual([
      { name: 'email_verified', current: 1, target: 1, met: true },
      { name: 'account_age_days', current: 3, target: 90, met: false },
      { name: 'contributions', current: 2, target: 5, met: false },
      { name: 'contribution_days', current: 1, target: 2, met: false },
      { name: 'validated_record', current: 0, target: 3, met: false },
      { name: 'vote_agreement', current: 0, target: 0, met: true },
    ]);
  });

  it('makes a member of a user 90 days old with 5 contributions on 2 days and 3 confirmed votes, without an admin', () => {
    expect(standingOf({ ...established, createdAt: daysAgo(90) }, now)).toMatchObject({
      standing: 'member',
      votesCount: true,
    });
  });

  it('keeps a user new while any one rule is short: age and ordinary work are never enough', () => {
    const shortOfOne: Partial<StandingFacts>[] = [
      { emailVerified: false },
      { createdAt: new Date(daysAgo(7).getTime() + 1000) },
      { contributions: 4 },
      { contributionDays: 1 },
      { validatedRecord: 2 },
    ];
    for (const change of shortOfOne) {
      expect(standingOf({ ...established, ...change }, now).standing).toBe('new');
    }
  });

  it('drops a member whose judged votes agree with the outcome less than half of the time', () => {
    expect(standingOf({ ...established, judgedVotes: 20, agreeingVotes: 9 }, now)).toMatchObject({
      standing: 'new',
      votesCount: false,
    });
    expect(
      standingOf({ ...established, judgedVotes: 20, agreeingVotes: 9 }, now).requirements.at(-1),
    ).toEqual({ name: 'vote_agreement', current: 9, target: 10, met: false });
    expect(standingOf({ ...established, judgedVotes: 20, agreeingVotes: 10 }, now).standing).toBe(
      'member',
    );
    expect(standingOf({ ...established, judgedVotes: 5, agreeingVotes: 2 }, now).standing).toBe(
      'new',
    );
    expect(standingOf({ ...established, judgedVotes: 5, agreeingVotes: 3 }, now).standing).toBe(
      'member',
    );
  });

  it('judges nobody on fewer than 5 judged votes, however they went', () => {
    for (const judgedVotes of [1, 2, 3, 4]) {
      expect(
        standingOf({ ...established, judgedVotes, agreeingVotes: 0 }, now).standing,
        `${judgedVotes} judged`,
      ).toBe('member');
    }
  });

  it('makes trusted whoever an admin trusts, and every admin, whatever the rules say', () => {
    expect(standingOf({ ...fresh, isTrustedByAdmin: true }, now)).toMatchObject({
      standing: 'trusted',
      votesCount: true,
    });
    expect(standingOf({ ...fresh, isAdmin: true }, now).standing).toBe('trusted');
  });
});

describe('describeRequirement', () => {
  it('says each rule in words with the progress', () => {
    const [email, age, contributions, days, validated, agreement] = standingOf(
      fresh,
      now,
    ).requirements;
    expect(describeRequirement(email!)).toBe('e-mail address confirmed');
    expect(describeRequirement(age!)).toBe('account age 3 of 90 days');
    expect(describeRequirement(contributions!)).toBe('contributions 2 of 5');
    expect(describeRequirement(days!)).toBe('days with contributions 1 of 2');
    expect(describeRequirement(validated!)).toBe(
      "votes and proposals others' decisions confirmed 0 of 3",
    );
    expect(describeRequirement(agreement!)).toBe(
      'fewer than 5 of your votes have been judged against a community decision yet',
    );
  });

  it('gives the agreeing votes and the least needed once votes have been judged', () => {
    const agreement = standingOf({ ...established, judgedVotes: 20, agreeingVotes: 9 }, now)
      .requirements[5];
    expect(describeRequirement(agreement!)).toBe(
      "votes agreeing with the community's decision 9 (at least 10 needed)",
    );
  });
});

describe('describeStanding', () => {
  it('tells a new member that their votes are recorded and what makes them count', () => {
    expect(describeStanding(standingOf(fresh, now))).toBe(
      'Standing: new member. Your votes are recorded; they count once your account is 90 days old (3 so far), you have made 5 contributions on 2 days (2 so far, on 1 day; votes, ratings, reviews, comments and verified proposals count) and 3 of your votes or proposals are confirmed by decisions others made (0 so far: vote on pending accounts, propose real ones).',
    );
  });

  it('names only what is missing, and says so when votes count', () => {
    expect(describeStanding(standingOf({ ...established, emailVerified: false }, now))).toBe(
      'Standing: new member. Your votes are recorded; they count once you have confirmed your e-mail address.',
    );
    expect(describeStanding(standingOf(established, now))).toBe(
      'Standing: member. Your votes count toward every decision.',
    );
    expect(describeStanding(standingOf({ ...fresh, isAdmin: true }, now))).toBe(
      'Standing: trusted. Your votes count; an administrator vouches for you.',
    );
  });
});

describe('describeUncountedVote', () => {
  it('tells a new member their vote is recorded and what makes it count', () => {
    expect(describeUncountedVote(standingOf(fresh, now))).toBe(
      'Your vote is recorded. It counts once you have had your account for 90 days, made 5 contributions (2 so far; votes, ratings, reviews, comments and verified proposals count) and had 3 votes or proposals confirmed by decisions others made (0 so far).',
    );
  });

  it('names only what is left', () => {
    expect(
      describeUncountedVote(
        standingOf({ ...fresh, createdAt: daysAgo(92), validatedRecord: 3 }, now),
      ),
    ).toBe(
      'Your vote is recorded. It counts once you have made 5 contributions (2 so far; votes, ratings, reviews, comments and verified proposals count).',
    );
    expect(
      describeUncountedVote(standingOf({ ...fresh, contributions: 5, validatedRecord: 3 }, now)),
    ).toBe(
      'Your vote is recorded. It counts once you have had your account for 90 days and made contributions on 2 days (1 so far).',
    );
    expect(describeUncountedVote(standingOf({ ...established, validatedRecord: 1 }, now))).toBe(
      'Your vote is recorded. It counts once you have had 3 votes or proposals confirmed by decisions others made (1 so far).',
    );
    expect(
      describeUncountedVote(standingOf({ ...established, judgedVotes: 20, agreeingVotes: 9 }, now)),
    ).toBe(
      'Your vote is recorded. It counts once you have had at least half of your recent votes on decided accounts agree with the outcome (9 do, 10 needed).',
    );
    expect(
      describeUncountedVote(
        standingOf(
          {
            ...fresh,
            emailVerified: false,
            createdAt: daysAgo(1),
            contributions: 0,
            validatedRecord: 3,
          },
          now,
        ),
      ),
    ).toBe(
      'Your vote is recorded. It counts once you have confirmed your e-mail address, had your account for 90 days and made 5 contributions (0 so far; votes, ratings, reviews, comments and verified proposals count).',
    );
  });

  it('says nothing when the user’s votes count', () => {
    expect(describeUncountedVote(standingOf(established, now))).toBeNull();
    expect(describeUncountedVote(standingOf({ ...fresh, isTrustedByAdmin: true }, now))).toBeNull();
  });
});
