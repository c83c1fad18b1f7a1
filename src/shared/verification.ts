import { formatDay, relativeTime } from './dates';
import { countOf, listInWords } from './plural';
import type { ChainAccountName, Contest, ProvenChain } from './proof-chain';
import { isCheckedKind, PROOF_KIND_NAMES, type ProofKind } from './proofs';
import type { ProofSummary } from './schemas/proofs';
import type { HoldReason, Tier, Verification } from './schemas/trust';
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
  /**
   * An administrator's reason for a moderator decision, or why a decision was taken back
   * (a pending account's note).
   */
  decisionNote?: string | null;
  /** Independent groups of the counted votes; null for a decision taken before grouping. */
  approvalGroups?: number | null;
  rejectionGroups?: number | null;
  holdReason?: HoldReason | null;
  /** Kept: the chain of checked proofs from a root to the account, when there is one. */
  provenChain?: ProvenChain | null;
  /** Kept: the person's own evidence names another account instead (decision 0031). */
  contest?: Contest | null;
}

/**
 * The tier of a verified account, strongest first: proven (a chain of checked proofs to a
 * root), verified by a moderator, verified by the community (votes alone). Null otherwise.
 */
export function tierOf(
  account: Pick<DecisionFacts, 'status' | 'decisionBasis' | 'provenChain'>,
): Tier | null {
  if (account.status !== 'verified') return null;
  if (account.provenChain) return 'proven';
  return account.decisionBasis === 'moderator' ? 'moderator' : 'community';
}

/** " on Nov 20, 2026": the day written as the rest of the page writes days. */
const day = (value: Date | string | null) => (value === null ? '' : ` on ${formatDay(value)}`);

const handle = ({ platform, username }: ChainAccountName) => `@${username} on ${platform}`;

/**
 * A chain in words: "linked from example.com/about, an official site confirmed by a
 * moderator", "linked from their account @name on GitHub, which example.com links to (an
 * official site confirmed by a moderator)", "linked from their account @name on Instagram,
 * verified by a moderator".
 */
export function chainPhrase(chain: ProvenChain): string {
  const { origin, through } = chain;
  if (origin.kind === 'site') {
    const site = `${origin.label}, an official site confirmed by a moderator`;
    if (chain.isRoot) return `their official site ${site}`;
    if (through.length === 0) return `linked from ${site}`;
    const last = through.at(-1)!;
    const before = through.slice(0, -1).map(handle);
    return (
      `linked from their account ${handle(last)}, ` +
      (before.length ? `through ${listInWords(before)} ` : '') +
      `which ${origin.label} links to (an official site confirmed by a moderator)`
    );
  }
  const moderated = `their account ${handle(origin)}, verified by a moderator`;
  if (through.length === 0) return `linked from ${moderated}`;
  return `linked from their account ${handle(through.at(-1)!)}, which ${moderated}, links to`;
}

/** Why the person's own evidence contests an account, in words. */
export function contestPhrase(contest: Contest): string {
  switch (contest.reason) {
    case 'displaced':
      return `${handle(contest.by)} is proven theirs on ${contest.by.platform}`;
    case 'root_names_other':
      return (
        `their official site ${contest.root} links to ` +
        `${listInWords(contest.handles.map((name) => `@${name}`))}, not to this account`
      );
    case 'claimed_elsewhere':
      return `this handle is proven to belong to ${contest.personName}`;
  }
}

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
    'administrator, or a link from their official site or another proven account of theirs',
  handle_elsewhere:
    'this handle is verified on another person here: a link from this person’s official ' +
    'site, or an administrator, decides whose it is',
};

/** The counted approvals of a pending account so far: "3 of 12 approvals count so far, from 2 independent groups". */
function countedSoFar(account: DecisionFacts, bar: { approvals: number; groups: number }): string {
  const { countedApprovals, approvalCount } = account;
  if (approvalCount === 0) {
    return (
      `No approvals yet; ${bar.approvals} counted approvals from ` +
      `${countOf(bar.groups, 'independent group')} verify it`
    );
  }
  return (
    `${countedApprovals} of ${countOf(approvalCount, 'approval')} ` +
    `${approvalCount === 1 ? 'counts' : 'count'} so far` +
    (countedApprovals > 0 && typeof account.approvalGroups === 'number'
      ? `, ${groupsPhrase(account.approvalGroups)}`
      : '')
  );
}

/** What a verified account's status rests on, in a sentence. */
function verifiedDecision(account: DecisionFacts): Decision {
  const { decisionBasis, countedApprovals, approvalCount } = account;
  const chain = account.provenChain;
  if (decisionBasis === 'moderator') {
    const moderated =
      `Verified by an administrator${day(account.verifiedAt)}` +
      (account.decisionNote ? `: ${account.decisionNote}` : '');
    return chain
      ? { basis: 'proven', summary: `Proven: ${chainPhrase(chain)} · ${moderated}` }
      : { basis: 'moderator', summary: moderated };
  }
  if (decisionBasis === 'legacy') {
    const legacy =
      `Verified by ${countOf(approvalCount, 'approval')}${day(account.verifiedAt)}, ` +
      'before votes were weighed by standing';
    return chain
      ? { basis: 'proven', summary: `Proven: ${chainPhrase(chain)} · ${legacy}` }
      : { basis: 'legacy', summary: legacy };
  }
  const groups = account.approvalGroups;
  const votes =
    groups === null || groups === undefined
      ? `Verified by ${countedPhrase(countedApprovals, groups, 'approval')}${day(account.verifiedAt)}`
      : `Verified: ${countedPhrase(countedApprovals, groups, 'approval')}`;
  return chain
    ? {
        basis: 'proven',
        summary: `Proven: ${chainPhrase(chain)} · ${votes.replace(/^Verified:? /, '')}`,
      }
    : { basis: 'community', summary: votes };
}

/**
 * What an account's status rests on, in a sentence: "Proven: linked from example.com, an
 * official site confirmed by a moderator · 3 approvals from 3 independent groups of
 * established members", "Verified by an administrator on Nov 20, 2026: the official site
 * links here", "Verified: 10 approvals from 7 independent groups of established members",
 * "Contested: @real on X is proven theirs on X; a moderator decides", "3 of 12 approvals
 * count so far, from 2 independent groups".
 */
function decisionOf(account: DecisionFacts, holdReason: HoldReason | null): Decision {
  if (account.status === 'verified') return verifiedDecision(account);
  if (account.status === 'rejected') {
    const groups = account.rejectionGroups;
    if (account.decisionBasis !== 'community') {
      return {
        basis: account.decisionBasis ?? 'legacy',
        summary: account.decisionNote ? `Rejected: ${account.decisionNote}` : 'Rejected',
      };
    }
    return {
      basis: 'community',
      summary:
        groups === null || groups === undefined
          ? `Rejected by ${countedPhrase(account.countedRejections, groups, 'rejection')}`
          : `Rejected: ${countedPhrase(account.countedRejections, groups, 'rejection')}`,
    };
  }
  const chain = account.provenChain;
  const bar = verificationBar(Boolean(chain));
  const note = account.decisionNote ? `${account.decisionNote}. ` : '';
  if (account.contest) {
    return {
      basis: 'contested',
      summary: `Contested: ${contestPhrase(account.contest)}; a moderator decides. ${note}${countedSoFar(account, bar)}`,
    };
  }
  const proven = chain ? `Proven: ${chainPhrase(chain)}; ` : '';
  if (holdReason) {
    const groups =
      typeof account.approvalGroups === 'number' ? ` ${groupsPhrase(account.approvalGroups)}` : '';
    return {
      basis: 'held',
      summary:
        `${proven}${note}${countOf(account.countedApprovals, 'approval')} count${groups}` +
        `${holdReason === 'flag' ? ';' : ' ·'} ${HOLD_PHRASES[holdReason]}`,
    };
  }
  return { basis: 'pending', summary: `${proven}${note}${countedSoFar(account, bar)}` };
}

/** The kinds by which the account's holder claims the person: they can, and so can an impersonator. */
const HOLDER_CLAIM_KINDS: readonly ProofKind[] = ['backlink', 'bio_token'];

/**
 * A proof says something about the account when the machine checks it and it is rooted (an
 * official site's page inside a confirmed root, a link from a proven account or one a
 * moderator verified) or its holder's claim; a site no root covers ("a site given by a
 * member"), or a link from an account that is neither, adds nothing.
 */
const says = (proof: ProofSummary) =>
  isCheckedKind(proof.kind) && (proof.anchored || HOLDER_CLAIM_KINDS.includes(proof.kind));

/** What a holder's passing claim adds to the sentence, with when it was last checked. */
function claimPhrase(proof: ProofSummary, now: Date): string {
  const checked = proof.lastCheckedAt
    ? `checked ${relativeTime(proof.lastCheckedAt, now)}`
    : 'checked';
  if (proof.kind === 'bio_token') return `its holder shows the code given here, ${checked}`;
  return `its holder links here, ${checked}`;
}

const SHOWN_PROOFS = 3;

/**
 * The decision, its tier and the proofs behind it. A proven account's sentence names its
 * chain; otherwise a holder's passing claim adds itself ("· its holder links here, checked 2
 * days ago") and makes a community decision `community+proof`. A verified account whose
 * telling proof broke needs attention ("· backlink missing since Nov 12, 2026"), which the
 * badge shows amber. The proofs carried are the few that decide (contradicting, broken, the
 * one the sentence names); `proofCount` counts them all.
 */
export function verificationOf(
  account: DecisionFacts,
  proofs: ProofSummary[] = [],
  now = new Date(),
): Verification {
  const telling = proofs.filter(says);
  const contradicting = proofs.filter((proof) => proof.state === 'contradicting');
  const holdReason = account.verificationHeld
    ? contradicting.length > 0
      ? 'proof'
      : (account.holdReason ?? 'flag')
    : null;
  const decision = {
    ...decisionOf(account, account.status === 'pending' ? holdReason : null),
    tier: tierOf(account),
    countedApprovals: account.countedApprovals,
    approvalGroups: account.approvalGroups ?? null,
    approvals: account.approvalCount,
    holdReason,
  };
  const broken =
    account.status === 'verified' ? telling.find((proof) => proof.state === 'broken') : undefined;
  const passing = telling.filter((proof) => proof.state === 'passing');
  const named = account.provenChain
    ? passing.find((proof) => proof.anchored)
    : passing.find((proof) => HOLDER_CLAIM_KINDS.includes(proof.kind));
  const deciding = [...contradicting, broken, named]
    .filter((proof): proof is ProofSummary => proof !== undefined)
    .slice(0, SHOWN_PROOFS);
  const carried = { proofs: deciding, proofCount: proofs.length };
  const identity = account.provenChain ? 'anchored' : named ? 'holder_claim' : 'none';
  if (broken) {
    const since = broken.failingSince ? ` since ${formatDay(broken.failingSince)}` : '';
    return {
      ...decision,
      summary: `${decision.summary} · ${PROOF_KIND_NAMES[broken.kind]} missing${since}`,
      attention: true,
      identity,
      ...carried,
    };
  }
  if (account.provenChain || !named) {
    return { ...decision, attention: false, identity, ...carried };
  }
  return {
    ...decision,
    basis: decision.basis === 'community' ? 'community+proof' : decision.basis,
    summary: `${decision.summary} · ${claimPhrase(named, now)}`,
    attention: false,
    identity,
    ...carried,
  };
}
