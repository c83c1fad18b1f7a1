import { describe, expect, it } from 'vitest';
import { type DecisionFacts, verificationOf } from '../../src/shared/verification';

const pending: DecisionFacts = {
  status: 'pending',
  decisionBasis: null,
  verificationHeld: false,
  approvalCount: 12,
  countedApprovals: 3,
  countedRejections: 0,
  verifiedAt: null,
};

describe('what an account’s status rests on', () => {
  it('says how many approvals count on a pending account', () => {
    expect(verificationOf(pending)).toEqual({
      basis: 'pending',
      summary: '3 of 12 approvals count so far',
    });
    expect(verificationOf({ ...pending, approvalCount: 1, countedApprovals: 0 }).summary).toBe(
      '0 of 1 approval counts so far',
    );
    expect(verificationOf({ ...pending, approvalCount: 0, countedApprovals: 0 }).summary).toBe(
      'No approvals yet; 10 counted approvals verify it',
    );
  });

  it('says a held account waits for the administrators', () => {
    expect(verificationOf({ ...pending, countedApprovals: 10, verificationHeld: true })).toEqual({
      basis: 'held',
      summary: '10 approvals count; verification waits while administrators review a trust flag',
    });
  });

  it('names the votes, the administrator or the old rules behind a verified badge, with the day', () => {
    const verified = {
      ...pending,
      status: 'verified' as const,
      countedApprovals: 10,
      verifiedAt: '2026-11-20T15:30:00.000Z',
    };
    expect(verificationOf({ ...verified, decisionBasis: 'community' })).toEqual({
      basis: 'community',
      summary: 'Verified by 10 approvals from established members on 2026-11-20',
    });
    expect(verificationOf({ ...verified, decisionBasis: 'moderator' })).toEqual({
      basis: 'moderator',
      summary: 'Verified by an administrator on 2026-11-20',
    });
    expect(verificationOf({ ...verified, decisionBasis: 'legacy' })).toEqual({
      basis: 'legacy',
      summary: 'Verified by 12 approvals on 2026-11-20, before votes were weighed by standing',
    });
  });
});
