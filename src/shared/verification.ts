import { VERIFICATION_THRESHOLD } from './constants';
import { countOf } from './plural';
import type { Verification } from './schemas/trust';

/** What an account keeps about its decision. */
export interface DecisionFacts {
  status: 'pending' | 'verified' | 'rejected';
  decisionBasis: 'community' | 'moderator' | 'legacy' | null;
  verificationHeld: boolean;
  approvalCount: number;
  countedApprovals: number;
  countedRejections: number;
  verifiedAt: Date | string | null;
}

const day = (value: Date | string | null) =>
  value === null ? '' : ` on ${new Date(value).toISOString().slice(0, 10)}`;

/**
 * What an account's status rests on, in a sentence: "Verified by 10 approvals from
 * established members on 2026-11-20", "3 of 12 approvals count so far".
 */
export function verificationOf(account: DecisionFacts): Verification {
  const { status, decisionBasis, countedApprovals, approvalCount } = account;
  if (status === 'verified') {
    if (decisionBasis === 'moderator') {
      return { basis: 'moderator', summary: `Verified by an administrator${day(account.verifiedAt)}` };
    }
    if (decisionBasis === 'legacy') {
      return {
        basis: 'legacy',
        summary:
          `Verified by ${countOf(approvalCount, 'approval')}${day(account.verifiedAt)}, ` +
          'before votes were weighed by standing',
      };
    }
    return {
      basis: 'community',
      summary:
        `Verified by ${countOf(countedApprovals, 'approval')} from established members` +
        day(account.verifiedAt),
    };
  }
  if (status === 'rejected') {
    return decisionBasis === 'community'
      ? {
          basis: 'community',
          summary: `Rejected by ${countOf(account.countedRejections, 'rejection')} from established members`,
        }
      : { basis: decisionBasis ?? 'legacy', summary: 'Rejected' };
  }
  if (account.verificationHeld) {
    return {
      basis: 'held',
      summary:
        `${countOf(countedApprovals, 'approval')} count; verification waits while ` +
        'administrators review a trust flag',
    };
  }
  return {
    basis: 'pending',
    summary:
      approvalCount === 0
        ? `No approvals yet; ${VERIFICATION_THRESHOLD} counted approvals verify it`
        : `${countedApprovals} of ${countOf(approvalCount, 'approval')} ` +
          `${approvalCount === 1 ? 'counts' : 'count'} so far`,
  };
}
