import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_INDEPENDENT_GROUPS, VERIFICATION_THRESHOLD } from '../../src/shared/constants';
import { independentGroups, type VoterLink } from '../../src/shared/independence';
import { type Ballot, outcomeOf, weighBallots } from '../../src/shared/tally';

const noEvidence = {
  proven: false,
  contested: false,
  contradicted: false,
  platformTaken: false,
  handleTaken: false,
};

/** Links that join the ring's members into one part, in a shape fast-check picks: each member links to an earlier one. */
const ringShape = (size: number) =>
  fc.array(fc.nat(), { minLength: size, maxLength: size }).map((picks) =>
    picks.slice(1).map((pick, index): VoterLink => ({
      userIds: [index + 1, pick % (index + 1)].map((member) => 1000 + member) as [number, number],
      kind: 'co_voting',
    })),
  );

/** A ring of 1 to `max` members with its links. */
const ringOfSize = (max: number) =>
  fc.integer({ min: 1, max }).chain((size) => fc.tuple(fc.constant(size), ringShape(size)));

/** Ring members are users 1000…, honest members 1…; all are members who approve. */
function tallyOf(ringSize: number, links: VoterLink[], honest: number) {
  const ring = Array.from({ length: ringSize }, (_, index) => 1000 + index);
  const independents = Array.from({ length: honest }, (_, index) => index + 1);
  const ballots: Ballot[] = [...ring, ...independents].map((userId) => ({
    userId,
    isApproval: true,
    standing: 'member',
  }));
  const groups = independentGroups(
    ballots.map((ballot) => ballot.userId),
    links,
  );
  return weighBallots(ballots, [], null, groups);
}

describe('independent groups over rings of any size and shape', () => {
  it('count a linked ring once, whatever its size and shape, beside each independent member', () => {
    fc.assert(
      fc.property(ringOfSize(40), fc.integer({ min: 0, max: 15 }), ([size, links], honest) => {
        const tally = tallyOf(size, links, honest);
        expect(tally.countedApprovals).toBe(size + honest);
        expect(tally.approvalGroups).toBe(honest + 1);
      }),
    );
  });

  it('verify only when the ring and the independent members together make enough groups', () => {
    fc.assert(
      fc.property(ringOfSize(40), fc.integer({ min: 0, max: 15 }), ([size, links], honest) => {
        const { status } = outcomeOf(tallyOf(size, links, honest), noEvidence);
        const enough =
          size + honest >= VERIFICATION_THRESHOLD && honest + 1 >= MIN_INDEPENDENT_GROUPS;
        expect(status).toBe(enough ? 'verified' : 'pending');
      }),
    );
  });

  it('never verify for a ring alone, however large', () => {
    fc.assert(
      fc.property(ringOfSize(200), ([size, links]) => {
        expect(outcomeOf(tallyOf(size, links, 0), noEvidence).status).toBe('pending');
      }),
    );
  });

  it('name each group by its smallest member, whatever the order of the links', () => {
    fc.assert(
      fc.property(ringShape(12), fc.nat(), (links, seed) => {
        const shuffled = [...links].sort(
          (a, b) => ((a.userIds[0] * 31 + seed) % 97) - ((b.userIds[0] * 31 + seed) % 97),
        );
        const users = Array.from({ length: 12 }, (_, index) => 1000 + index);
        const groups = independentGroups(users, shuffled);
        for (const user of users) expect(groups.get(user)).toBe(1000);
      }),
    );
  });

  it('hold a second account on a platform, or a handle verified on another person, unless a proven chain shows it, and verify a proven one at 3 groups', () => {
    const tally = tallyOf(0, [], VERIFICATION_THRESHOLD);
    expect(outcomeOf(tally, { ...noEvidence, platformTaken: true })).toEqual({
      status: 'pending',
      hold: 'same_platform',
    });
    expect(outcomeOf(tally, { ...noEvidence, handleTaken: true })).toEqual({
      status: 'pending',
      hold: 'handle_elsewhere',
    });
    expect(
      outcomeOf(tallyOf(0, [], 3), {
        ...noEvidence,
        platformTaken: true,
        handleTaken: true,
        proven: true,
      }),
    ).toEqual({ status: 'verified', hold: null });
    expect(outcomeOf(tallyOf(0, [], 2), { ...noEvidence, proven: true }).status).toBe('pending');
  });

  it('never verify a contested account, whatever the votes, and never reject a proven one by votes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (honest) => {
        expect(outcomeOf(tallyOf(0, [], honest), { ...noEvidence, contested: true })).toEqual({
          status: 'pending',
          hold: null,
        });
      }),
    );
    const rejections = weighBallots(
      Array.from({ length: 40 }, (_, index) => ({
        userId: 5000 + index,
        isApproval: false,
        standing: 'member' as const,
      })),
      [],
      null,
    );
    expect(outcomeOf(rejections, noEvidence).status).toBe('rejected');
    expect(outcomeOf(rejections, { ...noEvidence, proven: true }).status).toBe('pending');
  });
});
