import { formatDay, relativeTime } from './dates';
import { countOf } from './plural';
import { isCheckedKind, PROOF_KIND_NAMES, type ProofKind } from './proofs';
import type { ProofSummary } from './schemas/proofs';
import type { HoldReason, Verification } from './schemas/trust';
import { verificationBar } from './tally';

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
  /** Independent groups of the counted votes; null for a decision taken before grouping. */
  approvalGroups?: number | null;
  rejectionGroups?: number | null;
  holdReason?: HoldReason | null;
}

/** " on Nov 20, 2026": the day written as the rest of the page writes days. */
const day = (value: Date | string | null) => (value === null ? '' : ` on ${formatDay(value)}`);

type Decision = Pick<Verification, 'basis' | 'summary'>;

const groupsPhrase = (groups: number) => `from ${countOf(groups, 'independent group')}`;

/** The counted votes of one side and where they come from: "10 approvals from 6 independent groups". */
const countedPhrase = (counted: number, groups: number | null | undefined, noun: string) =>
  `${countOf(counted, noun)} ${groups === null || groups === undefined ? 'from' : `${groupsPhrase(groups)} of`} established members`;

const HOLD_PHRASES: Record<HoldReason, string> = {
  flag: 'verification waits while administrators review a trust flag',
  proof: "its page links to another person's page here; an administrator is looking",
  same_platform:
    'the person already has a verified account on this platform: a second one needs an ' +
    'administrator, or a link from their official site or another verified account of theirs',
};

/**
 * What an account's status rests on, in a sentence: "Verified: 10 approvals from 6
 * independent groups of established members", "Verified by an administrator on Nov 20, 2026:
 * the official site links here", "3 of 12 approvals count so far, from 2 independent groups".
 */
function decisionOf(account: DecisionFacts, anchored: boolean): Decision {
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
    const groups = account.approvalGroups;
    return {
      basis: 'community',
      summary:
        groups === null || groups === undefined
          ? `Verified by ${countedPhrase(countedApprovals, groups, 'approval')}${day(account.verifiedAt)}`
          : `Verified: ${countedPhrase(countedApprovals, groups, 'approval')}`,
    };
  }
  if (status === 'rejected') {
    const groups = account.rejectionGroups;
    return decisionBasis === 'community'
      ? {
          basis: 'community',
          summary:
            groups === null || groups === undefined
              ? `Rejected by ${countedPhrase(account.countedRejections, groups, 'rejection')}`
              : `Rejected: ${countedPhrase(account.countedRejections, groups, 'rejection')}`,
        }
      : { basis: decisionBasis ?? 'legacy', summary: 'Rejected' };
  }
  const counted =
    `${countedApprovals} of ${countOf(approvalCount, 'approval')} ` +
    `${approvalCount === 1 ? 'counts' : 'count'} so far` +
    (countedApprovals > 0 && typeof account.approvalGroups === 'number'
      ? `, ${groupsPhrase(account.approvalGroups)}`
      : '');
  if (account.verificationHeld) {
    const reason = account.holdReason ?? 'flag';
    const groups =
      typeof account.approvalGroups === 'number' ? ` ${groupsPhrase(account.approvalGroups)}` : '';
    return {
      basis: 'held',
      summary:
        `${countOf(countedApprovals, 'approval')} count${groups}` +
        `${reason === 'flag' ? ';' : ' ·'} ${HOLD_PHRASES[reason]}`,
    };
  }
  const bar = verificationBar(anchored);
  return {
    basis: 'pending',
    summary:
      approvalCount === 0
        ? `No approvals yet; ${bar.approvals} counted approvals from ` +
          `${countOf(bar.groups, 'independent group')} verify it`
        : counted,
  };
}

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
 * broke needs attention ("· backlink missing since Nov 12, 2026"), which the badge shows amber. The
 * proofs carried are the few that decide (contradicting, broken, the one the sentence names);
 * `proofCount` counts them all.
 */
export function verificationOf(
  account: DecisionFacts,
  proofs: ProofSummary[] = [],
  now = new Date(),
): Verification {
  const telling = proofs.filter(says);
  const anchoredPassing = telling.some((proof) => proof.anchored && proof.state === 'passing');
  const contradicting = proofs.filter((proof) => proof.state === 'contradicting');
  const holdReason = account.verificationHeld
    ? contradicting.length > 0
      ? 'proof'
      : (account.holdReason ?? 'flag')
    : null;
  const decision = {
    ...decisionOf({ ...account, holdReason }, anchoredPassing),
    countedApprovals: account.countedApprovals,
    approvalGroups: account.approvalGroups ?? null,
    approvals: account.approvalCount,
    holdReason,
  };
  const broken =
    account.status === 'verified' ? telling.find((proof) => proof.state === 'broken') : undefined;
  const passing = telling.filter((proof) => proof.state === 'passing');
  const named = passing.find((proof) => proof.anchored) ?? passing[0];
  const deciding = [...contradicting, broken, named]
    .filter((proof): proof is ProofSummary => proof !== undefined)
    .slice(0, SHOWN_PROOFS);
  const carried = { proofs: deciding, proofCount: proofs.length };
  if (broken) {
    const since = broken.failingSince ? ` since ${formatDay(broken.failingSince)}` : '';
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
