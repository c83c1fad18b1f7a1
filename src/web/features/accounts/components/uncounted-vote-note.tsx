import { Info } from 'lucide-react';
import { describeUncountedVote } from '@shared/standing';
import type { VoteResult } from '@shared/schemas/accounts';
import { useStanding } from '@web/lib/api/get-standing';

const UNDER_REVIEW = 'Your vote is recorded and is under review by administrators.';

/**
 * Why the user's vote on this account does not count, in words: a trust flag under review
 * (known only from the answer to a vote just cast), or a standing short of member, which also
 * explains a vote cast on an earlier visit. Nothing for a vote that counts or for a visitor.
 */
export function UncountedVoteNote({
  signedIn,
  voted,
  lastResult,
}: {
  signedIn: boolean;
  voted: boolean;
  lastResult: VoteResult | undefined;
}) {
  const standing = useStanding(signedIn && voted && !lastResult?.counted);
  if (!voted || lastResult?.counted) return null;
  const message = lastResult?.reason?.startsWith('flag_')
    ? UNDER_REVIEW
    : standing.data && describeUncountedVote(standing.data);
  if (!message) return null;
  return (
    <p role="status" className="flex gap-1.5 text-xs text-pretty text-muted-foreground">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
