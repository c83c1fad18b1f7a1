import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { refusalOf } from '@shared/permissions';
import { REJECTION_THRESHOLD } from '@shared/constants';
import { countOf } from '@shared/plural';
import { verificationBar } from '@shared/tally';
import type { VoteResult } from '@shared/schemas/accounts';
import type { SocialAccount } from '@shared/schemas/people';
import { Button } from '@web/components/ui/button';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { errorMessage } from '@web/lib/api/error-message';
import { cn } from '@web/lib/cn';
import { useAwaitingSession } from '@web/lib/page-context';
import { useCastVote } from '../api/cast-vote';
import { useUserVotes } from '../api/get-user-votes';
import { isUnauthorized } from '../errors';
import { UncountedVoteNote } from './uncounted-vote-note';
import { ThumbsDownIcon, ThumbsUpIcon } from './icons';

/** What became of the account, in the numbers its bar shows (counted votes of the bar's). */
function voteOutcome(result: VoteResult): string {
  if (result.status === 'verified') return 'The account is now verified by the community.';
  if (result.status === 'rejected')
    return `The account was removed after ${REJECTION_THRESHOLD} counted rejections.`;
  const bar = verificationBar(result.verification.identity === 'anchored');
  const inAll =
    result.approvalCount === result.countedApprovals
      ? ''
      : ` (${countOf(result.approvalCount, 'approval')} in all)`;
  return `${result.countedApprovals} / ${bar.approvals} counted approvals${inAll}, ${result.countedRejections} / ${REJECTION_THRESHOLD} counted rejections so far.`;
}

/**
 * Approve and Reject for a pending account. The user's current vote is highlighted (from
 * their votes, else the account's userVote); voting again moves the vote. A vote that does
 * not count toward the decision is explained under the buttons. A visitor's buttons are links
 * to /auth, which brings them back here, and tell them why.
 */
export function VoteButtons({
  account,
  onVoted,
}: {
  account: Pick<SocialAccount, 'id' | 'userVote' | 'submittedById'>;
  onVoted: () => void;
}) {
  const user = useStoredUser();
  const awaitingSession = useAwaitingSession();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const votes = useUserVotes(user?.id);
  const castVote = useCastVote(user?.id);
  const [lastResult, setLastResult] = useState<VoteResult>();

  const mine = votes.data?.find((vote) => vote.socialAccountId === account.id);
  const current = mine ? mine.isApproval : account.userVote?.isApproval;
  const ownAccount =
    refusalOf(user, 'vote:account:others', { ownerId: account.submittedById }) === 'yours';

  const tellToSignIn = () =>
    toast.error('Authentication required', {
      description: 'Please sign in to vote on social media accounts',
    });
  const askToSignIn = () => {
    tellToSignIn();
    void navigate(signInPath);
  };

  const vote = (isApproval: boolean) => {
    castVote.mutate(
      { socialAccountId: account.id, isApproval },
      {
        onSuccess: (result) => {
          setLastResult(result);
          toast.success('Vote submitted', { description: voteOutcome(result) });
          onVoted();
        },
        onError: (error) => {
          if (isUnauthorized(error)) return askToSignIn();
          toast.error('Vote failed', { description: errorMessage(error, 'Something went wrong') });
        },
      },
    );
  };

  const busy = castVote.isPending;
  // A visitor's vote is a link to sign in, which works before the page's scripts run. A
  // signed-in reader's buttons wait, shown busy, until the scripts that send the vote are
  // here: the vote is an API call, and a tap before then would be lost.
  const asksToSignIn = !user && !awaitingSession;
  const choices = [
    {
      isApproval: true,
      label: 'Approve',
      icon: <ThumbsUpIcon className="size-4" />,
      look: cn(
        'hover:border-success/50 hover:bg-success/10 hover:text-success',
        current === true &&
          'border-success bg-success text-white hover:bg-success/90 hover:text-white',
      ),
    },
    {
      isApproval: false,
      label: 'Reject',
      icon: <ThumbsDownIcon className="size-4" />,
      look: cn(
        'hover:border-destructive/50 hover:bg-destructive/10 hover:text-destructive-strong',
        current === false &&
          'border-destructive bg-destructive text-white hover:bg-destructive/90 hover:text-white',
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2" role="group" aria-label="Your vote">
        {choices.map(({ isApproval, label, icon, look }) =>
          asksToSignIn ? (
            <Button key={label} asChild variant="outline" size="sm" className={look}>
              <Link to={signInPath} onClick={tellToSignIn}>
                {icon}
                {label}
              </Link>
            </Button>
          ) : (
            <Button
              key={label}
              variant="outline"
              size="sm"
              aria-pressed={current === isApproval}
              aria-busy={awaitingSession || undefined}
              disabled={busy || ownAccount || awaitingSession}
              onClick={() => vote(isApproval)}
              className={look}
            >
              {icon}
              {label}
            </Button>
          ),
        )}
      </div>
      <UncountedVoteNote
        signedIn={user !== null}
        voted={current !== undefined}
        lastResult={lastResult}
      />
      {ownAccount && (
        <p className="text-xs text-muted-foreground">
          You proposed this account, so others decide on it.
        </p>
      )}
    </div>
  );
}
