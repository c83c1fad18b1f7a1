import type { ProofState } from '@shared/proofs';
import { holdMovedFollowUp, type WriteScope } from '../derived-data';
import { accountTopic } from '../../model/topics';

/** What the public reads of a proof: its state, or nothing while it is a suggestion. */
export const publicStateOf = (proof: { suggested: boolean; state: ProofState }) =>
  proof.suggested ? null : proof.state;

/** What the public read of a proof before a write, and reads after it (null: nothing). */
export interface PublicChange {
  account: { id: number; personId: number; status: string };
  before: ProofState | null;
  after: ProofState | null;
}

/**
 * In the write's transaction: the account's proofs show on every page naming it, and readers
 * of the change feed learn that a verified account's badge turned amber or recovered (which
 * shows wherever the badge does). A contradiction holds the account's verification, so a
 * change into or out of it has the votes decide again after the commit. Returns whether the
 * badge turned amber.
 */
export function recordBadgeChange(write: WriteScope, { account, before, after }: PublicChange) {
  write.invalidate(accountTopic(account.id));
  // A proof that starts or stops holding may make or break a proven chain (decision 0031).
  if (before !== after) write.evidenceChanged(account.personId);
  const holds = (state: ProofState | null) => state === 'contradicting';
  if (holds(before) !== holds(after)) write.followUp(holdMovedFollowUp, account.id);
  const turnedAmber = after === 'broken';
  if (account.status !== 'verified' || (before === 'broken') === turnedAmber) return false;
  write.invalidateAll();
  write.record({
    kind: 'account_proof_changed',
    personId: account.personId,
    accountId: account.id,
  });
  return turnedAmber;
}
