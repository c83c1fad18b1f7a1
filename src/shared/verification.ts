import { VERIFICATION_THRESHOLD } from './constants';
import { relativeTime } from './dates';
import { countOf } from './plural';
import { isCheckedKind, PROOF_KIND_NAMES } from './proofs';
import type { ProofSummary } from './schemas/proofs';
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
  /** An administrator's reason for a moderator decision. */
  decisionNote?: string | null;
}

const day = (value: Date | string | null) =>
  value === null ? '' : ` on ${new Date(value).toISOString().slice(0, 10)}`;

type Decision = Pick<Verification, 'basis' | 'summary'>;

/**
 * What an account's status rests on, in a sentence: "Verified by 10 approvals from
 * established members on 2026-11-20", "Verified by an administrator on 2026-11-20: the
 * official site links here", "3 of 12 approvals count so far".
 */
function decisionOf(account: DecisionFacts): Decision {
  const { status, decisionBasis, countedApprovals, approvalCount } = account;
  if (status === 'verified') {
    if (decisionBasis === 'moderator') {
      return {
        basis: 'moderator',
        summary:
          `Verified by an administrator${day(account.verifiedAt)}` +
          (account.decisionNote ? `: ${account.decisionNote}` : ''),
      };
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

/** Why a proof holds an account, as its sentence says it. */
const CONTRADICTION_HOLD =
  "its page links to another person's page here; an administrator is looking";

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The decision and the proofs behind it: a passing machine-checked proof adds itself to the
 * sentence ("· backlink checked 2 days ago") and makes a community decision
 * `community+proof`; a verified account whose checked proof broke needs attention ("·
 * backlink missing since 12 Nov"), which the badge shows amber.
 */
export function verificationOf(
  account: DecisionFacts,
  proofs: ProofSummary[] = [],
  now = new Date(),
): Verification {
  const decision = {
    ...decisionOf(account),
    countedApprovals: account.countedApprovals,
    approvals: account.approvalCount,
  };
  const contradicting = proofs.some((proof) => proof.state === 'contradicting');
  if (decision.basis === 'held' && contradicting) {
    // The hold is the proof's, not a trust flag's: say which.
    decision.summary = `${countOf(account.countedApprovals, 'approval')} count · ${CONTRADICTION_HOLD}`;
  }
  const checked = proofs.filter((proof) => isCheckedKind(proof.kind));
  const broken = checked.find((proof) => proof.state === 'broken');
  if (account.status === 'verified' && broken) {
    const since = broken.failingSince
      ? ` since ${SHORT_DAY.format(new Date(broken.failingSince))}`
      : '';
    return {
      ...decision,
      summary: `${decision.summary} · ${PROOF_KIND_NAMES[broken.kind]} missing${since}`,
      attention: true,
      proofs,
    };
  }
  const passing = checked.find((proof) => proof.state === 'passing');
  if (!passing) return { ...decision, attention: false, proofs };
  const when = passing.lastCheckedAt ? ` ${relativeTime(passing.lastCheckedAt, now)}` : '';
  return {
    ...decision,
    basis: decision.basis === 'community' ? 'community+proof' : decision.basis,
    summary: `${decision.summary} · ${PROOF_KIND_NAMES[passing.kind]} checked${when}`,
    attention: false,
    proofs,
  };
}
