import { describe, expect, it } from 'vitest';
import { type Ballot, weighBallots } from '../../src/shared/tally';

const ballot = (userId: number, standing: Ballot['standing'], isApproval = true): Ballot => ({
  userId,
  standing,
  isApproval,
});
const weights = (tally: ReturnType<typeof weighBallots>) =>
  tally.ballots.map((each) => [each.userId, each.weight, each.reason]);

describe('weighing the votes on one account', () => {
  it('counts members and trusted users once and new users not at all', () => {
    const tally = weighBallots(
      [ballot(1, 'new'), ballot(2, 'member'), ballot(3, 'trusted'), ballot(4, 'member', false)],
      [],
      null,
    );
    expect(weights(tally)).toEqual([
      [1, 0, 'new_member'],
      [2, 1, null],
      [3, 1, null],
      [4, 1, null],
    ]);
    expect(tally).toMatchObject({ countedApprovals: 2, countedRejections: 1, held: false });
  });

  it('counts the users an open flag names once (their earliest vote), and holds the verification', () => {
    const flag = { id: 7, status: 'open' as const, userIds: [2, 3, 4] };
    const tally = weighBallots(
      [ballot(3, 'member'), ballot(2, 'member'), ballot(5, 'member'), ballot(4, 'member')],
      [flag],
      null,
    );
    expect(weights(tally)).toEqual([
      [3, 1, null],
      [2, 0, 'flag_counted_once'],
      [5, 1, null],
      [4, 0, 'flag_counted_once'],
    ]);
    expect(tally).toMatchObject({ countedApprovals: 2, held: true });
  });

  it('does not hold an account when the flagged users only count against it', () => {
    const flag = { id: 7, status: 'open' as const, userIds: [2, 3] };
    const tally = weighBallots([ballot(2, 'member', false), ballot(3, 'member')], [flag], null);
    expect(tally).toMatchObject({ countedApprovals: 0, countedRejections: 1, held: false });
  });

  it('counts nothing from a flagged group on an account one of them submitted', () => {
    const flag = { id: 1, status: 'open' as const, userIds: [2, 9] };
    const tally = weighBallots([ballot(2, 'member'), ballot(3, 'member')], [flag], 9);
    expect(weights(tally)).toEqual([
      [2, 0, 'flag_submitter'],
      [3, 1, null],
    ]);
    expect(tally.held).toBe(false);
  });

  it('counts nothing from users a confirmed flag names, and trusted users always once', () => {
    const confirmed = { id: 1, status: 'confirmed' as const, userIds: [2, 3] };
    const tally = weighBallots([ballot(2, 'member'), ballot(3, 'trusted')], [confirmed], null);
    expect(weights(tally)).toEqual([
      [2, 0, 'flag_confirmed'],
      [3, 1, null],
    ]);
  });
});
