import type { ProofKind } from '@shared/proofs';
import type { ProofQueueItem } from '@shared/schemas/proof-queue';

type CheckOutcome = ProofQueueItem['history'][number]['outcome'];

/** A proof's kind as an admin reads it. */
export const PROOF_KIND_WORDS: Record<ProofKind, string> = {
  backlink: 'Backlink from the profile',
  bio_token: 'Token in the profile',
  official_site: 'Link from the official site',
  cross_link: 'Link from a verified account of theirs',
  reference: 'Reference',
};

/** What each queued state means for the account. */
export const PROOF_TROUBLE_WORDS: Record<ProofQueueItem['state'], string> = {
  broken: 'Broken: failed three checks over two days',
  contradicting: 'Contradicting: the page names another person; verification is held',
  pending: 'Pending',
  passing: 'Passing',
  failing: 'Failing',
  unreachable: 'Unreachable',
  stale: 'Stale',
  not_checked: 'Not checked',
};

export const CHECK_OUTCOME_WORDS: Record<CheckOutcome, string> = {
  pass: 'Passed',
  fail: 'Failed',
  unreachable: 'Unreachable',
  contradiction: 'Contradiction',
};
