import { REJECTION_THRESHOLD, VERIFICATION_THRESHOLD } from '@shared/constants';

export type AccountStatus = 'pending' | 'verified' | 'rejected';

/** Where the counts lead: verified at the approval threshold, rejected at the rejection threshold. */
export function statusAfterVotes(approvals: number, rejections: number): AccountStatus {
  if (approvals >= VERIFICATION_THRESHOLD) return 'verified';
  if (rejections >= REJECTION_THRESHOLD) return 'rejected';
  return 'pending';
}
