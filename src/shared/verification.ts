import { VERIFICATION_THRESHOLD } from './constants';
import { relativeTime } from './dates';
import { countOf } from './plural';
import { isCheckedKind, PROOF_KIND_NAMES, type ProofKind } from './proofs';
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

/** The kinds by which the account's holder claims the person: they can, and so can an impersonator. */
const HOLDER_CLAIM_KINDS: readonly ProofKind[] = ['backlink', 'bio_token'];

/**
 * A proof says something about the account when the machine checks it and it is anchored or
 * its holder's claim; a site no anchor vouches for ("a site given by a member"), or a link
 * from an account that is no anchor, adds nothing.
 */
const says = (proof: ProofSummary) =>
  isCheckedKind(proof.kind) && (proof.anchored || HOLDER_CLAIM_KINDS.includes(proof.kind));

/** What a passing proof adds to the sentence: who links here, and when it was last checked. */
function passingPhrase(proof: ProofSummary, now: Date): string {
  const checked = proof.lastCheckedAt
    ? `checked ${relativeTime(proof.lastCheckedAt, now)}`
    : 'checked';
  if (proof.kind === 'official_site') {
    return `linked from the official site ${proof.linkedFrom ?? ''}, ${checked}`;
  }
  if (proof.kind === 'cross_link') {
    return `linked from their verified account ${proof.linkedFrom ?? ''}, ${checked}`;
  }
  if (proof.kind === 'bio_token') return `its holder shows the code given here, ${checked}`;
  return `its holder links here, ${checked}`;
}

const SHOWN_PROOFS = 3;

/**
 * The decision and the proofs behind it. A passing proof that says something adds itself to
 * the sentence, an anchored one first ("· linked from the official site example.com, checked
 * 2 days ago") before a holder's claim ("· its holder links here, checked 2 days ago"), makes
 * a community decision `community+proof`, and sets `identity`. A verified account whose proof
 * broke needs attention ("· backlink missing since 12 Nov"), which the badge shows amber. The
 * proofs carried are the few that decide (contradicting, broken, the one the sentence names);
 * `proofCount` counts them all.
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
  const contradicting = proofs.filter((proof) => proof.state === 'contradicting');
  if (decision.basis === 'held' && contradicting.length > 0) {
    // The hold is the proof's, not a trust flag's: say which.
    decision.summary = `${countOf(account.countedApprovals, 'approval')} count · ${CONTRADICTION_HOLD}`;
  }
  const telling = proofs.filter(says);
  const broken =
    account.status === 'verified' ? telling.find((proof) => proof.state === 'broken') : undefined;
  const passing = telling.filter((proof) => proof.state === 'passing');
  const named = passing.find((proof) => proof.anchored) ?? passing[0];
  const deciding = [...contradicting, broken, named]
    .filter((proof): proof is ProofSummary => proof !== undefined)
    .slice(0, SHOWN_PROOFS);
  const carried = { proofs: deciding, proofCount: proofs.length };
  if (broken) {
    const since = broken.failingSince
      ? ` since ${SHORT_DAY.format(new Date(broken.failingSince))}`
      : '';
    return {
      ...decision,
      summary: `${decision.summary} · ${PROOF_KIND_NAMES[broken.kind]} missing${since}`,
      attention: true,
      identity: 'none',
      ...carried,
    };
  }
  if (!named) return { ...decision, attention: false, identity: 'none', ...carried };
  return {
    ...decision,
    basis: decision.basis === 'community' ? 'community+proof' : decision.basis,
    summary: `${decision.summary} · ${passingPhrase(named, now)}`,
    attention: false,
    identity: named.anchored ? 'anchored' : 'holder_claim',
    ...carried,
  };
}
